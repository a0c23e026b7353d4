import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import type { Permissions } from '@depot/contracts/permissions';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { PlainIcon } from '@/components/plain/plain-icon.tsx';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { sidebarEntries } from './sidebar-entries.tsx';
import { useSidebarBadges } from './use-sidebar-badges.ts';
import './shell.css';

/**
 * The entry a path belongs to: the one whose own path it lies under, the longest such where two
 * nest (/stock/adjustments/new is the adjustments', not the stock's); else its first segment,
 * e.g. /users/view/… → "users".
 */
function activeKey(pathname: string, entries: readonly { key: string; to: string }[]): string {
  const under = entries
    .filter((entry) => pathname === entry.to || pathname.startsWith(`${entry.to}/`))
    .sort((a, b) => b.to.length - a.to.length);
  return under[0]?.key ?? pathname.split('/')[1] ?? '';
}

type SidebarMenuProps = { permissions: Permissions; collapsed: boolean };

/**
 * The permitted entries as a list of links, each with its "+" quick-add link when the add
 * permission allows it. Collapsed to 60 px, only the icons show; the names stay for assistive
 * technology and as a tooltip.
 */
export function SidebarMenu({ permissions, collapsed }: SidebarMenuProps) {
  const { pathname } = useLocation();
  const badges = useSidebarBadges(permissions);
  const entries = sidebarEntries(permissions, badges);
  const active = activeKey(pathname, entries);
  const badgeId = useId();
  return (
    <nav aria-label="Main" className="shell-nav" data-collapsed={collapsed || undefined}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key} data-active={entry.key === active || undefined}>
            <Link
              to={entry.to}
              className="shell-nav-link"
              aria-current={entry.key === active ? 'page' : undefined}
              title={collapsed ? entry.label : undefined}
              aria-describedby={entry.badge ? `${badgeId}-${entry.key}` : undefined}
            >
              <PlainIcon definition={entry.icon} />
              {collapsed ? <VisuallyHidden>{entry.label}</VisuallyHidden> : entry.label}
              {/* The count as a badge; read out as the link's description, in words. */}
              {entry.badge && (
                <>
                  <span className="shell-nav-badge" aria-hidden="true">
                    {entry.badge.count > 99 ? '99+' : entry.badge.count}
                  </span>
                  <VisuallyHidden>
                    <span id={`${badgeId}-${entry.key}`}>{entry.badge.label}</span>
                  </VisuallyHidden>
                </>
              )}
            </Link>
            {entry.quickAdd && !collapsed && (
              <Link
                to={entry.quickAdd.to}
                className="shell-nav-add"
                aria-label={entry.quickAdd.label}
                title={entry.quickAdd.label}
              >
                <PlainIcon definition={PlusOutlined} />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
