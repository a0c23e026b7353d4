import type { Permissions } from '@depot/contracts/permissions';
import { Link } from 'react-router';
import { PRODUCT_NAME, PRODUCT_SHORT_NAME } from '@/config/constants.ts';
import { paths } from '@/config/paths.ts';
import { AccountMenu } from './account-menu.tsx';
import { SidebarMenu } from './sidebar-menu.tsx';
import './shell.css';

export type SidebarContentProps = {
  collapsed: boolean;
  permissions: Permissions;
  fullName: string | undefined;
};

/** Logo, the permitted entries and the account menu: the same whether docked or in the drawer. */
export function SidebarContent({ collapsed, permissions, fullName }: SidebarContentProps) {
  return (
    <div className="shell-sidebar">
      <Link to={paths.dashboard} aria-label={`${PRODUCT_NAME} dashboard`} className="shell-logo">
        {collapsed ? PRODUCT_SHORT_NAME.charAt(0) : PRODUCT_SHORT_NAME}
      </Link>
      <SidebarMenu permissions={permissions} collapsed={collapsed} />
      <div className="shell-sidebar-foot">
        <AccountMenu fullName={fullName} collapsed={collapsed} />
      </div>
    </div>
  );
}
