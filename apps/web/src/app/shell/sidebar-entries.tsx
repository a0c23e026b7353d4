import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { Permissions } from '@depot/contracts/permissions';
import type { PaletteScreen } from '@/features/command-palette/components/command-palette.tsx';
import { canAny } from '@/lib/session/permissions.ts';
import { type Screen, screens, screenTitle } from '../screens.ts';

/** Each feature's sidebar icon, by the feature's folder: `features/<feature>/sidebar-icon.ts`. */
const icons = new Map(
  Object.entries(
    import.meta.glob<IconDefinition>('../../features/*/sidebar-icon.ts', {
      eager: true,
      import: 'sidebarIcon',
    }),
  ).map(([file, icon]) => [file.split('/').at(-2), icon]),
);

/** The icon of the feature whose module `screen` loads; a missing one is a bug of that feature. */
function iconOf(screen: Screen): IconDefinition {
  const feature = screen.module.split('/')[2];
  const icon = icons.get(feature);
  if (!icon) throw new Error(`features/${feature}/sidebar-icon.ts is missing`);
  return icon;
}

export type SidebarEntry = {
  key: string;
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
export type SidebarBadges = Partial<Record<string, SidebarBadge>>;

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
        icon: iconOf(screen),
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
