import type { Permissions } from '@depot/contracts/permissions';
import { Flex, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { PRODUCT_NAME, PRODUCT_SHORT_NAME } from '@/config/constants.ts';
import { paths } from '@/config/paths.ts';
import { AccountMenu } from './account-menu.tsx';
import { SidebarMenu } from './sidebar-menu.tsx';

export type SidebarContentProps = {
  collapsed: boolean;
  permissions: Permissions;
  fullName: string | undefined;
};

/** Logo, the permitted entries and the account menu: the same whether docked or in the drawer. */
export function SidebarContent({ collapsed, permissions, fullName }: SidebarContentProps) {
  const { token } = theme.useToken();
  const divider = `1px solid ${token.colorBorderSecondary}`;
  return (
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
  );
}
