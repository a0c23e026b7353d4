import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import CarOutlined from '@ant-design/icons-svg/es/asn/CarOutlined';
import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import ProfileOutlined from '@ant-design/icons-svg/es/asn/ProfileOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import TransactionOutlined from '@ant-design/icons-svg/es/asn/TransactionOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { Permissions } from '@depot/contracts/permissions';
import type { PaletteScreen } from '@/features/command-palette/components/command-palette.tsx';
import { canAny } from '@/lib/session/permissions.ts';
import { type Screen, type SidebarKey, screens, screenTitle } from '../screens.ts';

const ICONS: Record<SidebarKey, IconDefinition> = {
  users: ShopOutlined,
  packages: AppstoreOutlined,
  transactions: TransactionOutlined,
  shipments: CarOutlined,
  receiving: InboxOutlined,
  orders: ProfileOutlined,
  team: TeamOutlined,
  setting: SettingOutlined,
};

export type SidebarEntry = {
  key: SidebarKey;
  label: string;
  to: string;
  icon: IconDefinition;
  /** The "+" link next to the entry, present only when the add permission allows it. */
  quickAdd?: { to: string; label: string };
  /** A count beside the entry, such as the receipts awaiting approval. */
  badge?: SidebarBadge;
};

/** A count an entry shows, and how it reads aloud: "12 awaiting approval". */
export type SidebarBadge = { count: number; label: string };
export type SidebarBadges = Partial<Record<SidebarKey, SidebarBadge>>;

function opens(permissions: Permissions, screen: Pick<Screen, 'anyOf'> | undefined): boolean {
  return screen !== undefined && (!screen.anyOf || canAny(permissions, screen.anyOf));
}

/**
 * docs/BEHAVIOUR.md §2/§6: the sidebar lists the screens of the screens table that carry an
 * entry and that the permissions token opens; a quick-add link shows when its screen would open,
 * and a badge when `badges` holds one for the entry.
 */
export function sidebarEntries(
  permissions: Permissions,
  badges: SidebarBadges = {},
): SidebarEntry[] {
  return screens.flatMap((screen) => {
    const { sidebar } = screen;
    if (!sidebar || !opens(permissions, screen)) return [];
    const target = sidebar.quickAdd;
    const quickAddScreen = screens.find((candidate) => candidate.path === target?.path);
    const quickAddLabel = quickAddScreen && screenTitle(quickAddScreen);
    return [
      {
        key: sidebar.key,
        label: sidebar.label,
        to: screen.path,
        icon: ICONS[sidebar.key],
        quickAdd:
          target && quickAddLabel && opens(permissions, quickAddScreen)
            ? { to: target.path, label: quickAddLabel }
            : undefined,
        badge: badges[sidebar.key],
      },
    ];
  });
}

/**
 * The palette offers every screen the person may open that stands alone (no path parameters):
 * the sidebar's entries, their quick-add screens, the dashboard and the settings screens.
 */
export function paletteScreens(permissions: Permissions): PaletteScreen[] {
  return screens.flatMap((screen) => {
    const label = screen.sidebar?.label ?? screenTitle(screen);
    if (!label || screen.path.includes(':') || !opens(permissions, screen)) return [];
    return [{ label, to: screen.path }];
  });
}
