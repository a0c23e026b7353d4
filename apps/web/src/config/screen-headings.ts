import type { WorkspaceArea } from '@depot/contracts/console-frame';

/** A screen's title and its one line on what it is for. */
export type ScreenHeading = { title: string; description: string };

/** A heading that changes with the business / analytical area the person works in. */
export type AreaHeadings = Record<WorkspaceArea, ScreenHeading>;

/** The dashboard's heading in each area: the view it shows is the area's. */
export const dashboardHeadings: AreaHeadings = {
  business: {
    title: 'Dashboard',
    description:
      'Where the operation stands today: users, plans, revenue, orders, shipments, receipts.',
  },
  analytical: {
    title: 'Dashboard',
    description: 'Trends over a range: orders, revenue, on-time dispatch and receipt rejection.',
  },
};

/** The heading a screen shows in `area`. */
export function headingIn(
  heading: ScreenHeading | AreaHeadings,
  area: WorkspaceArea,
): ScreenHeading {
  return 'title' in heading ? heading : heading[area];
}

/**
 * The headings that are the same for everyone who opens the screen. The screen draws its
 * heading from here, and so does the console's frame while the screen's code is on its way
 * (app/console-frame.tsx), so a phone shows the heading as soon as the first download has run.
 */
export const screenHeadings = {
  users: {
    title: 'Users',
    description: 'Client businesses of the platform, each on a plan.',
  },
  userCreate: {
    title: 'New user',
    description: 'A client business: its profile, address, billing and the package it starts on.',
  },
  packages: {
    title: 'Packages',
    description: 'Pricing plans client businesses subscribe to, and the delivery zones they price.',
  },
  packageCreate: {
    title: 'New package',
    description:
      'A plan client businesses subscribe to: price, billing cycle, limits, features and per-zone rates.',
  },
  transactions: {
    title: 'Transactions',
    description: 'Subscription payments from users: invoices, amounts, methods and statuses.',
  },
  shipments: {
    title: 'Shipments',
    description: "Outbound shipments of the client businesses' goods, from draft to delivery.",
  },
  shipmentCreate: {
    title: 'New shipment',
    description: 'Whose goods, where they go, their boxes, weight and value; the papers come next.',
  },
  receiving: {
    title: 'Receiving',
    description:
      'Goods received from suppliers for the client businesses, counted and then approved.',
  },
  receivingCreate: {
    title: 'New goods receipt',
    description: 'Goods a supplier sends for a client business: counted on arrival, then approved.',
  },
  orders: {
    title: 'B2B orders',
    description: "What the client businesses' buyers order, from receipt to delivery.",
  },
  team: {
    title: 'Team',
    description: 'Staff who operate the console, each with a role.',
  },
  teamMemberCreate: {
    title: 'New team member',
    description:
      'Invite a staff member by email and give them a role. They get a link to set their password.',
  },
  privilegeCreate: {
    title: 'New role',
    description: 'Name a role and choose its permissions, resource by resource.',
  },
  notificationSettings: {
    title: 'Notification settings',
    description: 'Which events notify you, in the console and by email.',
  },
} satisfies Record<string, ScreenHeading>;
