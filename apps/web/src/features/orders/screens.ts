import { routePatterns } from '@/config/paths.ts';
import type { ScreenHeading } from '@/config/screen-headings.ts';
import { featureScreens } from '@/lib/screen/screen-table.ts';

/** The heading that is the same for everyone; the console's frame draws it while loading. */
export const ordersHeading: ScreenHeading = {
  title: 'B2B orders',
  description: "What the client businesses' buyers order, from receipt to delivery.",
};

const { orders } = routePatterns;

export const screens = featureScreens({ feature: 'orders', order: 70 }, [
  {
    path: orders.list,
    heading: ordersHeading,
    anyOf: [['orders', 'view']],
    route: 'orders',
    component: 'OrdersRoute',
    prefetch: 'prefetchOrders',
    sidebar: { key: 'orders', label: 'B2B orders' },
  },
  {
    path: orders.view,
    anyOf: [['orders', 'view']],
    route: 'order-view',
    component: 'OrderViewRoute',
  },
]);
