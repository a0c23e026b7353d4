import { Menu } from 'antd';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useCan } from '@/lib/use-can.ts';

/** The Setting area's own pages, one click apart. */
export function SettingsNav() {
  const { pathname } = useLocation();
  const can = useCan();
  const pages = [
    { key: paths.settings.index, label: 'My Profile' },
    { key: paths.settings.preferences, label: 'Preferences' },
    { key: paths.settings.notification, label: 'Notifications' },
    ...(can('roles', 'view') ? [{ key: paths.settings.privileges.list, label: 'Privileges' }] : []),
  ];
  // The longest page path the location starts with, so /setting/privileges/x/view is Privileges.
  const current = pages
    .filter((page) => pathname === page.key || pathname.startsWith(`${page.key}/`))
    .sort((first, second) => second.key.length - first.key.length)[0]?.key;

  return (
    <nav aria-label="Setting">
      <Menu
        mode="horizontal"
        selectedKeys={current ? [current] : []}
        items={pages.map((page) => ({
          key: page.key,
          label: (
            <Link to={page.key} aria-current={page.key === current ? 'page' : undefined}>
              {page.label}
            </Link>
          ),
        }))}
        style={{ background: 'transparent' }}
      />
    </nav>
  );
}
