import { generatePath } from 'react-router';

/** Every route of docs/BEHAVIOUR.md §2 as a router pattern; the router registers exactly these. */
export const routePatterns = {
  index: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  otpVerification: '/otp-verification',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  transactions: '/transaction',
  team: {
    list: '/team',
    create: '/team/new',
    view: '/team/view/:employeeId/:section?',
    edit: '/team/edit/:employeeId/:section?',
  },
  users: {
    list: '/users',
    create: '/users/new',
    view: '/users/view/:userId/:section?',
    edit: '/users/edit/:userId/:section?',
    plan: '/users/view-plan/:userId',
  },
  packages: {
    list: '/packages',
    create: '/packages/new',
    view: '/packages/view/:packageId',
  },
  shipments: {
    list: '/shipments',
    create: '/shipments/new',
    view: '/shipments/view/:shipmentId/:section?',
    edit: '/shipments/edit/:shipmentId/:section?',
  },
  receiving: {
    list: '/receiving',
    create: '/receiving/new',
    view: '/receiving/view/:receivingId',
  },
  orders: {
    list: '/orders',
    view: '/orders/view/:orderNumber/:section?',
  },
  settings: {
    index: '/setting',
    preferences: '/setting/preferences',
    notification: '/setting/notification',
    privileges: {
      list: '/setting/privileges',
      create: '/setting/privileges/new',
      view: '/setting/privileges/:role/view',
      edit: '/setting/privileges/:role/edit',
    },
  },
} as const;

/** Builds a path with its search string, leaving the `?` out when there is nothing to add. */
function withSearch(pathname: string, search: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

const { team, users, packages, shipments, receiving, orders, settings } = routePatterns;

const signInPaths = new Set<string>([
  routePatterns.login,
  routePatterns.forgotPassword,
  routePatterns.otpVerification,
  routePatterns.resetPassword,
]);

/** Whether `pathname` is one of the sign-in screens (a trailing slash or not). */
export function isSignInPath(pathname: string): boolean {
  return signInPaths.has(pathname.replace(/\/+$/, ''));
}

/** Typed links to every screen, so components never spell a URL by hand. */
export const paths = {
  index: routePatterns.index,
  /** `redirectTo` is where sign-in returns the person to (a path with its search). */
  login: (redirectTo?: string) => withSearch(routePatterns.login, { redirectTo }),
  forgotPassword: routePatterns.forgotPassword,
  /** The second sign-in step, carrying the return path on from /login. */
  otpVerification: (redirectTo?: string) =>
    withSearch(routePatterns.otpVerification, { redirectTo }),
  resetPassword: (token?: string) => withSearch(routePatterns.resetPassword, { token }),
  dashboard: routePatterns.dashboard,
  transactions: routePatterns.transactions,
  team: {
    list: team.list,
    create: team.create,
    view: (employeeId: string, section?: string) =>
      generatePath(team.view, { employeeId, section }),
    edit: (employeeId: string, section?: string) =>
      generatePath(team.edit, { employeeId, section }),
  },
  users: {
    list: users.list,
    create: users.create,
    view: (userId: string, section?: string) => generatePath(users.view, { userId, section }),
    edit: (userId: string, section?: string) => generatePath(users.edit, { userId, section }),
    plan: (userId: string) => generatePath(users.plan, { userId }),
    /** The users on one package. */
    onPackage: (packageCode: string) => withSearch(users.list, { package: packageCode }),
  },
  packages: {
    list: packages.list,
    /** The Zones tab of /packages. */
    zones: withSearch(packages.list, { tab: 'zones' }),
    create: packages.create,
    view: (packageId: string) => generatePath(packages.view, { packageId }),
  },
  shipments: {
    list: shipments.list,
    create: shipments.create,
    view: (shipmentId: string, section?: string) =>
      generatePath(shipments.view, { shipmentId, section }),
    edit: (shipmentId: string, section?: string) =>
      generatePath(shipments.edit, { shipmentId, section }),
    /** A user's shipments. */
    ofUser: (userCode: string) => withSearch(shipments.list, { user: userCode }),
  },
  receiving: {
    list: receiving.list,
    create: receiving.create,
    view: (receivingId: string) => generatePath(receiving.view, { receivingId }),
    /** The receipts awaiting approval. */
    pending: withSearch(receiving.list, { status: 'pending' }),
  },
  orders: {
    list: orders.list,
    view: (orderNumber: string, section?: string) =>
      generatePath(orders.view, { orderNumber, section }),
    /** A user's orders. */
    ofUser: (userCode: string) => withSearch(orders.list, { user: userCode }),
  },
  settings: {
    index: settings.index,
    preferences: settings.preferences,
    notification: settings.notification,
    privileges: {
      list: settings.privileges.list,
      create: settings.privileges.create,
      view: (role: string) => generatePath(settings.privileges.view, { role }),
      edit: (role: string) => generatePath(settings.privileges.edit, { role }),
    },
  },
} as const;
