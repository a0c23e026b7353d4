import { routePatterns } from '@/config/paths.ts';
import type { ScreenHeading } from '@/config/screen-headings.ts';
import { featureScreens } from '@/lib/screen/screen-table.ts';

/** The headings that are the same for everyone; the console's frame draws them while loading. */
export const receivingHeadings = {
  receiving: {
    title: 'Receiving',
    description:
      'Goods received from suppliers for the client businesses, counted and then approved.',
  },
  receivingCreate: {
    title: 'New goods receipt',
    description: 'Goods a supplier sends for a client business: counted on arrival, then approved.',
  },
} satisfies Record<string, ScreenHeading>;

const { receiving } = routePatterns;

export const screens = featureScreens({ feature: 'receiving', order: 60 }, [
  {
    path: receiving.list,
    heading: receivingHeadings.receiving,
    anyOf: [['receiving', 'view']],
    route: 'receiving',
    component: 'ReceivingRoute',
    prefetch: 'prefetchReceiving',
    sidebar: {
      key: 'receiving',
      label: 'Receiving',
      quickAdd: { path: receiving.create },
    },
  },
  {
    path: receiving.create,
    heading: receivingHeadings.receivingCreate,
    anyOf: [['receiving', 'add']],
    route: 'receiving-create',
    component: 'ReceivingCreateRoute',
  },
  {
    path: receiving.view,
    anyOf: [['receiving', 'view']],
    route: 'receiving-view',
    component: 'ReceivingViewRoute',
  },
]);
