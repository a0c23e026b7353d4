import {
  PRODUCT_NAME,
  PRODUCT_SHORT_NAME,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_EXPANDED,
} from '@depot/contracts/constants';
import type { Permissions } from '@depot/contracts/permissions';
import { Flex, Layout, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AccountMenu } from './account-menu.tsx';
import { SidebarMenu } from './sidebar-menu.tsx';

type SidebarProps = {
  collapsed: boolean;
  permissions: Permissions;
  fullName: string | undefined;
};

export function Sidebar({ collapsed, permissions, fullName }: SidebarProps) {
  const { token } = theme.useToken();
  const divider = `1px solid ${token.colorBorderSecondary}`;
  return (
    <Layout.Sider
      collapsible
      collapsed={collapsed}
      trigger={null}
      width={SIDEBAR_WIDTH_EXPANDED}
      collapsedWidth={SIDEBAR_WIDTH_COLLAPSED}
      theme="light"
      style={{ height: '100vh', position: 'sticky', top: 0, borderInlineEnd: divider }}
    >
      <Flex vertical style={{ height: '100%' }}>
        <Link
          to={paths.dashboard}
          aria-label={`${PRODUCT_NAME} dashboard`}
          style={{ padding: '16px 0', textAlign: 'center', borderBottom: divider }}
        >
          <Typography.Text strong style={{ fontSize: 20, color: token.colorLink }}>
            {collapsed ? PRODUCT_SHORT_NAME.charAt(0) : PRODUCT_SHORT_NAME}
          </Typography.Text>
        </Link>
        <SidebarMenu permissions={permissions} />
        <div style={{ padding: 8, borderTop: divider }}>
          <AccountMenu fullName={fullName} collapsed={collapsed} />
        </div>
      </Flex>
    </Layout.Sider>
  );
}
