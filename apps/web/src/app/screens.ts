import { dashboardScreens } from '@/features/dashboard/screens.ts';
import { ordersScreens } from '@/features/orders/screens.ts';
import { packagesScreens } from '@/features/packages/screens.ts';
import { receivingScreens } from '@/features/receiving/screens.ts';
import { settingsScreens } from '@/features/settings/screens.ts';
import { shipmentsScreens } from '@/features/shipments/screens.ts';
import { teamScreens } from '@/features/team/screens.ts';
import { transactionsScreens } from '@/features/transactions/screens.ts';
import { usersScreens } from '@/features/users/screens.ts';
import type { Screen } from '@/lib/screen/screen-table.ts';

export type { Screen } from '@/lib/screen/screen-table.ts';

/**
 * Every screen behind the gate, once, as each feature declares its own (`features/*\/screens.ts`:
 * paths, permissions, headings, sidebar entry and icon). The router registers these and the
 * sidebar lists its entries from them, in this order. A new area adds one line here.
 */
export const screens: Screen[] = [
  ...dashboardScreens,
  ...usersScreens,
  ...packagesScreens,
  ...transactionsScreens,
  ...shipmentsScreens,
  ...receivingScreens,
  ...ordersScreens,
  ...teamScreens,
  ...settingsScreens,
];

/** The name the palette and the quick-add links give a screen. */
export function screenTitle(screen: Screen): string | undefined {
  // A heading that changes with the area keeps its title: the screen has a title of its own.
  return (
    screen.title ?? (screen.heading && 'title' in screen.heading ? screen.heading.title : undefined)
  );
}
