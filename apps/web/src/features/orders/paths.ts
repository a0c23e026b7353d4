import { generatePath } from 'react-router';
import { withSearch } from '@/lib/paths/with-search.ts';

const orders = {
  list: '/orders',
  view: '/orders/view/:orderNumber/:section?',
} as const;

/** The feature's route patterns and typed links, by area; `config/paths.ts` gathers them. */
export const featurePaths = {
  routes: { orders },
  links: {
    orders: {
      list: orders.list,
      view: (orderNumber: string, section?: string) =>
        generatePath(orders.view, { orderNumber, section }),
      /** A user's orders. */
      ofUser: (userCode: string) => withSearch(orders.list, { user: userCode }),
    },
  },
} as const;

declare module '@/config/paths.ts' {
  interface FeatureRoutePatterns {
    orders: typeof orders;
  }
  interface FeaturePaths {
    orders: typeof featurePaths.links.orders;
  }
}
