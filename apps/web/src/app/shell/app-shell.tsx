import { Layout } from 'antd';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { readAccessTokenClaims, readPermissions } from '@/lib/session.ts';
import { AppHeader } from './app-header.tsx';
import { NotificationDrawer } from './notification-drawer.tsx';
import { Sidebar } from './sidebar.tsx';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';

/** The protected layout: sidebar, header and the current screen. */
export function AppShell() {
  const sidebar = useSidebarCollapsed();
  // Tokens change only by signing in or out, and both pass through /login, which unmounts the
  // shell; reading them once per mount is therefore enough.
  const [claims] = useState(readAccessTokenClaims);
  const [permissions] = useState(readPermissions);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const fullName = claims?.fullName;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sidebar collapsed={sidebar.collapsed} permissions={permissions} fullName={fullName} />
      <Layout>
        <AppHeader
          collapsed={sidebar.collapsed}
          onToggleSidebar={sidebar.toggle}
          fullName={fullName}
          onOpenNotifications={() => setNotificationsOpen(true)}
        />
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
      <NotificationDrawer open={notificationsOpen} onClose={() => setNotificationsOpen(false)} />
    </Layout>
  );
}
