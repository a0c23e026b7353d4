import { routePatterns } from '@/config/paths.ts';
import type { AreaHeadings } from '@/config/screen-headings.ts';
import { featureScreens } from '@/lib/screen/screen-table.ts';

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

export const screens = featureScreens({ feature: 'dashboard', order: 10 }, [
  {
    path: routePatterns.dashboard,
    title: 'Dashboard',
    heading: dashboardHeadings,
    route: 'dashboard',
    component: 'DashboardRoute',
    prefetch: 'prefetchDashboard',
  },
]);
