import { Drawer, Layout, theme } from 'antd';
import { SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED } from '@/config/constants.ts';
import { SidebarContent, type SidebarContentProps } from './sidebar-content.tsx';

/** At laptop width and up: docked beside the page, 260 px or 60 px (see use-sidebar.ts). */
export function Sidebar({ collapsed, permissions, fullName }: SidebarContentProps) {
  const { token } = theme.useToken();
  return (
    <Layout.Sider
      collapsible
      collapsed={collapsed}
      trigger={null}
      width={SIDEBAR_WIDTH_EXPANDED}
      collapsedWidth={SIDEBAR_WIDTH_COLLAPSED}
      theme="light"
      style={{
        height: '100vh',
        position: 'sticky',
        top: 0,
        borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <SidebarContent collapsed={collapsed} permissions={permissions} fullName={fullName} />
    </Layout.Sider>
  );
}

type SidebarDrawerProps = Omit<SidebarContentProps, 'collapsed'> & {
  open: boolean;
  onClose: () => void;
};

/**
 * Below laptop width the sidebar takes no room beside the page (docs/BEHAVIOUR.md §9's hidden width, 0: no
 * Sider is rendered at all) and opens over it, at its expanded width.
 */
export function SidebarDrawer({ open, onClose, permissions, fullName }: SidebarDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={SIDEBAR_WIDTH_EXPANDED}
      closable={false}
      title={null}
      aria-label="Navigation"
      styles={{ body: { padding: 0 } }}
    >
      <SidebarContent collapsed={false} permissions={permissions} fullName={fullName} />
    </Drawer>
  );
}
