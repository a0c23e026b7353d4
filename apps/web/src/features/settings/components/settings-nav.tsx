import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useCan } from '@/lib/session/use-can.ts';
import '@/components/tabs/tabs.css';

type SettingsPage = {
  to: string;
  label: string;
  /** Every path that shows this page; the first is where its entry leads. */
  paths: readonly string[];
};

/** The Setting area's own pages, one click apart. */
export function SettingsNav() {
  const { pathname } = useLocation();
  const can = useCan();
  const pages: SettingsPage[] = [
    // One screen serves both: docs/BEHAVIOUR.md §2's settings index is the preferences.
    {
      to: paths.settings.index,
      label: 'Profile & Preferences',
      paths: [paths.settings.index, paths.settings.preferences],
    },
    {
      to: paths.settings.notification,
      label: 'Notifications',
      paths: [paths.settings.notification],
    },
    // The privileges page holds the roles and the audit log; someone who may view settings but
    // not roles finds only the audit log there, and the entry says so.
    ...(can('roles', 'view') || can('settings', 'view')
      ? [
          {
            to: paths.settings.privileges.list,
            label: can('roles', 'view') ? 'Privileges' : 'Audit log',
            paths: [paths.settings.privileges.list],
          },
        ]
      : []),
  ];
  // The page whose path the location is, or lies under, most closely: /setting/privileges/x/view
  // is Privileges, /setting/notification is not the /setting entry.
  const current = pages
    .flatMap((page) => page.paths.map((path) => ({ to: page.to, path })))
    .filter(({ path }) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((first, second) => second.path.length - first.path.length)[0]?.to;

  return (
    <nav aria-label="Setting">
      <ul className="tabs-list">
        {pages.map((page) => (
          <li key={page.to}>
            <Link to={page.to} aria-current={page.to === current ? 'page' : undefined}>
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
