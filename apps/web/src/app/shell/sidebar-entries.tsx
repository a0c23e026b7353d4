import { AppstoreOutlined, SettingOutlined, ShopOutlined, TeamOutlined } from '@ant-design/icons';
import type { Permissions } from '@depot/contracts/permissions';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths.ts';
import { can } from '@/lib/permissions.ts';

export type SidebarEntry = {
  key: 'users' | 'packages' | 'team' | 'setting';
  label: string;
  to: string;
  icon: ReactNode;
  /** The "+" link next to the entry, present only when the add permission allows it. */
  quickAdd?: { to: string; label: string };
};

/** docs/BEHAVIOUR.md §2/§6: which sidebar entries and quick-add links the permissions token allows. */
export function sidebarEntries(permissions: Permissions): SidebarEntry[] {
  const entries: SidebarEntry[] = [];
  if (can(permissions, 'users', 'view')) {
    entries.push({
      key: 'users',
      label: 'Users',
      to: paths.users.list,
      icon: <ShopOutlined />,
      quickAdd: can(permissions, 'users', 'add')
        ? { to: paths.users.create, label: 'New user' }
        : undefined,
    });
  }
  if (can(permissions, 'packages', 'view') || can(permissions, 'zones', 'view')) {
    entries.push({
      key: 'packages',
      label: 'Packages',
      to: paths.packages.list,
      icon: <AppstoreOutlined />,
      quickAdd: can(permissions, 'packages', 'add')
        ? { to: paths.packages.create, label: 'New package' }
        : undefined,
    });
  }
  if (can(permissions, 'teams', 'view')) {
    entries.push({
      key: 'team',
      label: 'Team',
      to: paths.team.list,
      icon: <TeamOutlined />,
      quickAdd: can(permissions, 'teams', 'add')
        ? { to: paths.team.create, label: 'New team member' }
        : undefined,
    });
  }
  entries.push({
    key: 'setting',
    label: 'Setting',
    to: paths.settings.index,
    icon: <SettingOutlined />,
  });
  return entries;
}
