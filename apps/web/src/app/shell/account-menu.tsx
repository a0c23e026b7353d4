import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PlainIcon } from '@/components/plain/plain-icon.tsx';
import { paths } from '@/config/paths.ts';
import { useLogout } from '@/features/auth/api/logout.ts';
import { rovingIndex } from '@/lib/screen/roving-index.ts';
import { useSession } from '@/lib/session/session-store.ts';
import './shell.css';

type AccountMenuProps = { fullName: string | undefined; collapsed: boolean };

/** The pages the menu leads to, each with its icon. */
const PAGES = [
  { label: 'My Profile', icon: UserOutlined, to: paths.settings.index },
  { label: 'Account Settings', icon: SettingOutlined, to: paths.settings.preferences },
];

/** The items the keyboard moves between: all but the disabled ones. */
function enabledItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])].filter(
    (item) => item.getAttribute('aria-disabled') !== 'true',
  );
}

/**
 * The sidebar's bottom menu (docs/BEHAVIOUR.md §2): profile, account settings and logout. A menu
 * button in the ARIA pattern: it opens on a press with the first item focused; the arrow keys,
 * Home and End move between items; Escape closes it and returns to the button; Tab or a press
 * elsewhere closes it.
 */
export function AccountMenu({ fullName, collapsed }: AccountMenuProps) {
  const navigate = useNavigate();
  const logout = useLogout();
  // docs/BEHAVIOUR.md §6: the role's name comes from the access token's role claim.
  const role = useSession().claims?.role;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    enabledItems(menu.current)[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  function choose(action: () => void) {
    setOpen(false);
    action();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = enabledItems(menu.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next = rovingIndex(event.key, at, all.length, 'vertical');
    if (next !== undefined) {
      event.preventDefault();
      all[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  const name = fullName ?? 'Account';
  // Starts with the visible name, so speech control users can say what they see.
  const label = fullName ? `${fullName}, account menu` : 'Account menu';
  return (
    <div className="shell-account">
      <button
        ref={button}
        type="button"
        className="shell-account-button"
        data-collapsed={collapsed || undefined}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {/* An icon, not the initial: the accessible name must begin with the visible text. */}
        <span className="shell-avatar">
          <PlainIcon definition={UserOutlined} />
        </span>
        {collapsed ? null : <span className="shell-account-name">{name}</span>}
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          className="shell-menu"
          onKeyDown={onMenuKeyDown}
        >
          {role && (
            <>
              {/* Shown, not chosen: the role the person signs in with. */}
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-disabled="true"
                className="shell-menu-note"
              >
                Role: {role}
              </button>
              <hr />
            </>
          )}
          {PAGES.map((page) => (
            <button
              key={page.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => choose(() => navigate(page.to))}
            >
              <PlainIcon definition={page.icon} />
              {page.label}
            </button>
          ))}
          <hr />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="shell-menu-danger"
            aria-disabled={logout.isPending || undefined}
            onClick={() => {
              if (!logout.isPending) choose(() => logout.mutate());
            }}
          >
            <PlainIcon definition={LogoutOutlined} />
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
