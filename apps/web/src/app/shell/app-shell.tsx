import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Layout } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { usePaletteShortcut } from '@/features/command-palette/components/use-palette-shortcut.ts';
import { useAccessibilitySettings } from '@/features/settings/api/get-accessibility.ts';
import { usePreferenceDetails } from '@/features/settings/api/get-preference-details.ts';
import { currentAccessToken } from '@/lib/session/session.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { AntdProviders } from './antd-providers.tsx';

// Fetched the first time someone opens it: most visits never do, and its code is ~10 KB.
const NotificationDrawer = lazy(() =>
  import('@/features/notifications/components/notification-drawer.tsx').then((module) => ({
    default: module.NotificationDrawer,
  })),
);

// Fetched on the first Ctrl+K or click of its button; until then only the key listener is here.
const CommandPalette = lazy(() =>
  import('@/features/command-palette/components/command-palette.tsx').then((module) => ({
    default: module.CommandPalette,
  })),
);

// The sidebar over the page on narrow screens: fetched when first opened, as a phone shows the
// page first and the navigation on a tap.
const SidebarDrawer = lazy(() =>
  import('./sidebar-drawer.tsx').then((module) => ({ default: module.SidebarDrawer })),
);

import { AppHeader } from './app-header.tsx';
import { Sidebar } from './sidebar.tsx';
import { paletteScreens } from './sidebar-entries.tsx';
import { useSidebar } from './use-sidebar.ts';
import { useSidebarShortcuts } from './use-sidebar-shortcuts.ts';

/**
 * The protected layout: sidebar, header and the current screen, inside antd's providers, which
 * arrive with the shell rather than in the first download.
 */
export function AppShell() {
  useForgetAnswersOnSignOut();
  return (
    <AntdProviders>
      <ShellLayout />
    </AntdProviders>
  );
}

/**
 * When the shell goes because nobody is signed in any more (a sign-out, a session the server
 * ended), every answer cached for that person goes with it. Here rather than as the sign-in
 * screen arrives: the screens that showed the answers are unmounted in this same commit, so none
 * is left to ask for its data again and put it back.
 */
function useForgetAnswersOnSignOut() {
  const queryClient = useQueryClient();
  useEffect(
    () => () => {
      if (!currentAccessToken()) queryClient.clear();
    },
    [queryClient],
  );
}

function ShellLayout() {
  const sidebar = useSidebar();
  useSidebarShortcuts(sidebar);
  // Once per sign-in: the person's saved preferences and accessibility choices come to this
  // browser (newer copy wins), so they follow them from one browser to the next.
  usePreferenceDetails();
  useAccessibilitySettings();
  // Follows the tokens as they change: sign-in, a refresh under a call, another tab.
  const { claims, permissions } = useSession();
  // null until first opened; then kept mounted so that it can close with its animation.
  const [notificationsOpen, setNotificationsOpen] = useState<boolean | null>(null);
  // Likewise the command palette.
  const [paletteOpen, setPaletteOpen] = useState<boolean | null>(null);
  usePaletteShortcut(() => setPaletteOpen(true));
  // Whether the drawer has been opened: from then on it stays mounted, to close with its animation.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (sidebar.placement !== 'docked' && !sidebar.collapsed && !drawerUsed) setDrawerUsed(true);
  const fullName = claims?.fullName;

  // hasSider is said, not detected: antd finds a sider from an effect, after the first paint, and
  // the page would jump from a column to a row under the person's eyes.
  return (
    <Layout hasSider={sidebar.placement === 'docked'} style={{ minHeight: '100vh' }}>
      {sidebar.placement === 'docked' ? (
        <Sidebar collapsed={sidebar.collapsed} permissions={permissions} fullName={fullName} />
      ) : (
        drawerUsed && (
          <Suspense fallback={null}>
            <SidebarDrawer
              open={!sidebar.collapsed}
              onClose={sidebar.collapse}
              permissions={permissions}
              fullName={fullName}
            />
          </Suspense>
        )
      )}
      <Layout>
        <AppHeader
          sidebar={sidebar}
          fullName={fullName}
          onOpenNotifications={() => setNotificationsOpen(true)}
          onOpenPalette={() => setPaletteOpen(true)}
        />
        <MainArea>
          <Outlet />
        </MainArea>
      </Layout>
      {paletteOpen !== null && (
        <Suspense fallback={null}>
          <CommandPalette
            open={paletteOpen}
            onClose={() => setPaletteOpen(false)}
            screens={paletteScreens(permissions)}
          />
        </Suspense>
      )}
      {notificationsOpen !== null && (
        <Suspense fallback={null}>
          <NotificationDrawer
            open={notificationsOpen}
            onClose={() => setNotificationsOpen(false)}
          />
        </Suspense>
      )}
    </Layout>
  );
}

/**
 * The main area, busy while any data is on its way, so assistive technology (and tests) can
 * wait for the screen to settle rather than read half-loaded, disabled controls. Its own
 * component: each fetch starting or ending re-renders this element only, not the shell or the
 * screen passed in as children.
 */
function MainArea({ children }: { children: ReactNode }) {
  const fetching = useIsFetching();
  return (
    <Layout.Content style={{ padding: 24 }} aria-busy={fetching > 0}>
      {children}
    </Layout.Content>
  );
}
