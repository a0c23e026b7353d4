import { PlusOutlined } from '@ant-design/icons';
import type { Permissions } from '@depot/contracts/permissions';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { sidebarEntries } from './sidebar-entries.tsx';

type MenuItem = NonNullable<MenuProps['items']>[number];

/** The entry a path belongs to: its first segment, e.g. /users/view/… → "users". */
function activeKey(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

export function SidebarMenu({ permissions }: { permissions: Permissions }) {
  const { pathname } = useLocation();
  const items: MenuItem[] = sidebarEntries(permissions).map((entry) => ({
    key: entry.key,
    icon: entry.icon,
    label: <Link to={entry.to}>{entry.label}</Link>,
    extra: entry.quickAdd && (
      <Link
        to={entry.quickAdd.to}
        aria-label={entry.quickAdd.label}
        title={entry.quickAdd.label}
        // antd stretches every link in a menu item over the whole row (a::before, inset 0).
        // Positioning this one keeps its stretch to itself, so the row still opens the list
        // and only the "+" opens the form; stopping the click keeps the row from seeing it too.
        style={{ position: 'relative', paddingInline: 4 }}
        onClick={(event) => event.stopPropagation()}
      >
        <PlusOutlined />
      </Link>
    ),
  }));
  return (
    <nav aria-label="Main" style={{ flex: 1, overflowY: 'auto' }}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={[activeKey(pathname)]}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
