import { Layout, theme } from 'antd';
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
