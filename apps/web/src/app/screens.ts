import type { ComponentType } from 'react';
import { routePatterns as route } from '@/config/paths.ts';
import {
  type AreaHeadings,
  dashboardHeadings,
  type ScreenHeading,
  screenHeadings,
} from '@/config/screen-headings.ts';
import type { ScreenPrefetch } from '@/lib/screen/screen-prefetch.ts';
import type { PermissionRequirement } from '@/lib/session/permissions.ts';

export type SidebarKey =
  | 'users'
  | 'packages'
  | 'transactions'
  | 'shipments'
  | 'receiving'
  | 'orders'
  | 'team'
  | 'setting';

/** A screen behind the gate: where it lives, what opens it, and how the sidebar shows it. */
export type Screen = {
  path: string;
  /** Fetched on the first visit, so no feature's code sits in the first download. */
  load: () => Promise<ComponentType>;
  /**
   * The module `load` imports, from the web app's root: the build finds the screen's files by it,
   * for the server to preload them in a page opened at this path (entry-pages.ts).
   */
  module: string;
  /** The screen's first request, from the same module, asked for before its first render. */
  prefetch?: () => Promise<ScreenPrefetch>;
  /** The permissions of which any one opens the screen; none means anyone signed in. */
  anyOf?: readonly PermissionRequirement[];
  /**
   * How the command palette (and a quick-add link to it) names a screen the sidebar does not
   * list, when not by its heading's title. Screens with path parameters have neither: they are
   * reached from their lists.
   */
  title?: string;
  /**
   * The heading, for a screen whose heading is the same for everyone and comes first on it: the
   * console's frame draws it while the screen loads (console-frame.tsx).
   */
  heading?: ScreenHeading | AreaHeadings;
  /** Present for the screens the sidebar lists, in this table's order. */
  sidebar?: {
    /** Also picks the entry's icon, which the shell draws (icons are antd's, kept out of the router). */
    key: SidebarKey;
    label: string;
    /** The "+" link beside the entry: the path of a screen of this table, named by its title. */
    quickAdd?: { path: string };
  };
};

// docs/BEHAVIOUR.md §6: Packages opens with either packages or zones view.
const PACKAGES_VIEW: readonly PermissionRequirement[] = [
  ['packages', 'view'],
  ['zones', 'view'],
];

const { team, users, packages, shipments, receiving, orders, settings } = route;

/**
 * Every screen of docs/BEHAVIOUR.md §2 behind the gate, once: the router registers these and
 * the sidebar lists its entries from them, so a screen's path and permission are never written
 * twice.
 */
export const screens: Screen[] = [
  {
    path: route.dashboard,
    title: 'Dashboard',
    heading: dashboardHeadings,
    module: 'src/features/dashboard/routes/dashboard.tsx',
    prefetch: () =>
      import('@/features/dashboard/routes/dashboard.tsx').then((m) => m.prefetchDashboard),
    load: () => import('@/features/dashboard/routes/dashboard.tsx').then((m) => m.DashboardRoute),
  },
  {
    path: users.list,
    heading: screenHeadings.users,
    anyOf: [['users', 'view']],
    module: 'src/features/users/routes/users.tsx',
    prefetch: () => import('@/features/users/routes/users.tsx').then((m) => m.prefetchUsers),
    load: () => import('@/features/users/routes/users.tsx').then((m) => m.UsersRoute),
    sidebar: {
      key: 'users',
      label: 'Users',
      quickAdd: { path: users.create },
    },
  },
  {
    path: users.create,
    heading: screenHeadings.userCreate,
    anyOf: [['users', 'add']],
    module: 'src/features/users/routes/user-create.tsx',
    load: () => import('@/features/users/routes/user-create.tsx').then((m) => m.UserCreateRoute),
  },
  {
    path: users.view,
    anyOf: [['users', 'view']],
    module: 'src/features/users/routes/user-view.tsx',
    load: () => import('@/features/users/routes/user-view.tsx').then((m) => m.UserViewRoute),
  },
  {
    path: users.edit,
    anyOf: [['users', 'edit']],
    module: 'src/features/users/routes/user-edit.tsx',
    load: () => import('@/features/users/routes/user-edit.tsx').then((m) => m.UserEditRoute),
  },
  {
    path: users.plan,
    anyOf: [['users', 'view']],
    module: 'src/features/users/routes/user-plan.tsx',
    load: () => import('@/features/users/routes/user-plan.tsx').then((m) => m.UserPlanRoute),
  },
  {
    path: packages.list,
    heading: screenHeadings.packages,
    anyOf: PACKAGES_VIEW,
    module: 'src/features/packages/routes/packages.tsx',
    load: () => import('@/features/packages/routes/packages.tsx').then((m) => m.PackagesRoute),
    sidebar: {
      key: 'packages',
      label: 'Packages',
      quickAdd: { path: packages.create },
    },
  },
  {
    path: packages.create,
    heading: screenHeadings.packageCreate,
    anyOf: [['packages', 'add']],
    module: 'src/features/packages/routes/package-create.tsx',
    load: () =>
      import('@/features/packages/routes/package-create.tsx').then((m) => m.PackageCreateRoute),
  },
  {
    path: packages.view,
    anyOf: PACKAGES_VIEW,
    module: 'src/features/packages/routes/package-view.tsx',
    load: () =>
      import('@/features/packages/routes/package-view.tsx').then((m) => m.PackageViewRoute),
  },
  {
    path: route.transactions,
    heading: screenHeadings.transactions,
    anyOf: [['transactions', 'view']],
    module: 'src/features/transactions/routes/transactions.tsx',
    prefetch: () =>
      import('@/features/transactions/routes/transactions.tsx').then((m) => m.prefetchTransactions),
    load: () =>
      import('@/features/transactions/routes/transactions.tsx').then((m) => m.TransactionsRoute),
    sidebar: { key: 'transactions', label: 'Transactions' },
  },
  {
    path: shipments.list,
    heading: screenHeadings.shipments,
    anyOf: [['shipments', 'view']],
    module: 'src/features/shipments/routes/shipments.tsx',
    prefetch: () =>
      import('@/features/shipments/routes/shipments.tsx').then((m) => m.prefetchShipments),
    load: () => import('@/features/shipments/routes/shipments.tsx').then((m) => m.ShipmentsRoute),
    sidebar: {
      key: 'shipments',
      label: 'Shipments',
      quickAdd: { path: shipments.create },
    },
  },
  {
    path: shipments.create,
    heading: screenHeadings.shipmentCreate,
    anyOf: [['shipments', 'add']],
    module: 'src/features/shipments/routes/shipment-create.tsx',
    load: () =>
      import('@/features/shipments/routes/shipment-create.tsx').then((m) => m.ShipmentCreateRoute),
  },
  {
    path: shipments.view,
    anyOf: [['shipments', 'view']],
    module: 'src/features/shipments/routes/shipment-view.tsx',
    load: () =>
      import('@/features/shipments/routes/shipment-view.tsx').then((m) => m.ShipmentViewRoute),
  },
  {
    path: shipments.edit,
    anyOf: [['shipments', 'edit']],
    module: 'src/features/shipments/routes/shipment-edit.tsx',
    load: () =>
      import('@/features/shipments/routes/shipment-edit.tsx').then((m) => m.ShipmentEditRoute),
  },
  {
    path: receiving.list,
    heading: screenHeadings.receiving,
    anyOf: [['receiving', 'view']],
    module: 'src/features/receiving/routes/receiving.tsx',
    prefetch: () =>
      import('@/features/receiving/routes/receiving.tsx').then((m) => m.prefetchReceiving),
    load: () => import('@/features/receiving/routes/receiving.tsx').then((m) => m.ReceivingRoute),
    sidebar: {
      key: 'receiving',
      label: 'Receiving',
      quickAdd: { path: receiving.create },
    },
  },
  {
    path: receiving.create,
    heading: screenHeadings.receivingCreate,
    anyOf: [['receiving', 'add']],
    module: 'src/features/receiving/routes/receiving-create.tsx',
    load: () =>
      import('@/features/receiving/routes/receiving-create.tsx').then(
        (m) => m.ReceivingCreateRoute,
      ),
  },
  {
    path: receiving.view,
    anyOf: [['receiving', 'view']],
    module: 'src/features/receiving/routes/receiving-view.tsx',
    load: () =>
      import('@/features/receiving/routes/receiving-view.tsx').then((m) => m.ReceivingViewRoute),
  },
  {
    path: orders.list,
    heading: screenHeadings.orders,
    anyOf: [['orders', 'view']],
    module: 'src/features/orders/routes/orders.tsx',
    prefetch: () => import('@/features/orders/routes/orders.tsx').then((m) => m.prefetchOrders),
    load: () => import('@/features/orders/routes/orders.tsx').then((m) => m.OrdersRoute),
    sidebar: { key: 'orders', label: 'B2B orders' },
  },
  {
    path: orders.view,
    anyOf: [['orders', 'view']],
    module: 'src/features/orders/routes/order-view.tsx',
    load: () => import('@/features/orders/routes/order-view.tsx').then((m) => m.OrderViewRoute),
  },
  {
    path: team.list,
    heading: screenHeadings.team,
    anyOf: [['teams', 'view']],
    module: 'src/features/team/routes/team.tsx',
    prefetch: () => import('@/features/team/routes/team.tsx').then((m) => m.prefetchTeam),
    load: () => import('@/features/team/routes/team.tsx').then((m) => m.TeamRoute),
    sidebar: {
      key: 'team',
      label: 'Team',
      quickAdd: { path: team.create },
    },
  },
  {
    path: team.create,
    heading: screenHeadings.teamMemberCreate,
    anyOf: [['teams', 'add']],
    module: 'src/features/team/routes/team-member-create.tsx',
    load: () =>
      import('@/features/team/routes/team-member-create.tsx').then((m) => m.TeamMemberCreateRoute),
  },
  {
    path: team.view,
    anyOf: [['teams', 'view']],
    module: 'src/features/team/routes/team-member-view.tsx',
    load: () =>
      import('@/features/team/routes/team-member-view.tsx').then((m) => m.TeamMemberViewRoute),
  },
  {
    path: team.edit,
    anyOf: [['teams', 'edit']],
    module: 'src/features/team/routes/team-member-edit.tsx',
    load: () =>
      import('@/features/team/routes/team-member-edit.tsx').then((m) => m.TeamMemberEditRoute),
  },
  // docs/BEHAVIOUR.md §2: the settings index is the preferences screen.
  {
    path: settings.index,
    module: 'src/features/settings/routes/preferences.tsx',
    load: () =>
      import('@/features/settings/routes/preferences.tsx').then((m) => m.PreferencesRoute),
    sidebar: { key: 'setting', label: 'Setting' },
  },
  {
    path: settings.preferences,
    title: 'Preferences',
    module: 'src/features/settings/routes/preferences.tsx',
    load: () =>
      import('@/features/settings/routes/preferences.tsx').then((m) => m.PreferencesRoute),
  },
  {
    path: settings.notification,
    title: screenHeadings.notificationSettings.title,
    module: 'src/features/settings/routes/notification-settings.tsx',
    load: () =>
      import('@/features/settings/routes/notification-settings.tsx').then(
        (m) => m.NotificationSettingsRoute,
      ),
  },
  // The audit log is a tab here; the server lets settings.view read it, so that opens it too.
  {
    path: settings.privileges.list,
    title: 'Privileges',
    anyOf: [
      ['roles', 'view'],
      ['settings', 'view'],
    ],
    module: 'src/features/settings/routes/privileges.tsx',
    load: () => import('@/features/settings/routes/privileges.tsx').then((m) => m.PrivilegesRoute),
  },
  {
    path: settings.privileges.create,
    heading: screenHeadings.privilegeCreate,
    anyOf: [['roles', 'add']],
    module: 'src/features/settings/routes/privilege-create.tsx',
    load: () =>
      import('@/features/settings/routes/privilege-create.tsx').then((m) => m.PrivilegeCreateRoute),
  },
  {
    path: settings.privileges.view,
    anyOf: [['roles', 'view']],
    module: 'src/features/settings/routes/privilege-view.tsx',
    load: () =>
      import('@/features/settings/routes/privilege-view.tsx').then((m) => m.PrivilegeViewRoute),
  },
  {
    path: settings.privileges.edit,
    anyOf: [['roles', 'edit']],
    module: 'src/features/settings/routes/privilege-edit.tsx',
    load: () =>
      import('@/features/settings/routes/privilege-edit.tsx').then((m) => m.PrivilegeEditRoute),
  },
];

/** The name the palette and the quick-add links give a screen. */
export function screenTitle(screen: Screen): string | undefined {
  // A heading that changes with the area keeps its title: the screen has a title of its own.
  return (
    screen.title ?? (screen.heading && 'title' in screen.heading ? screen.heading.title : undefined)
  );
}
