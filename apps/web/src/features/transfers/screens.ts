import { routePatterns } from '@/config/paths.ts';
import type { ScreenHeading } from '@/config/screen-headings.ts';
import { featureScreens } from '@/lib/screen/screen-table.ts';

/** The headings that are the same for everyone; the console's frame draws them while loading. */
export const transfersHeadings = {
  transfers: {
    title: 'Stock transfers',
    description: 'Goods moved between bins, or sent to another warehouse and received there.',
  },
  transferCreate: {
    title: 'New stock transfer',
    description: 'Units moved bin to bin at once, or sent to another warehouse.',
  },
} satisfies Record<string, ScreenHeading>;

const { transfers } = routePatterns;

// Beside the adjustments: the other way stock moves by hand.
export const screens = featureScreens({ feature: 'transfers', order: 59.6 }, [
  {
    path: transfers.list,
    heading: transfersHeadings.transfers,
    anyOf: [['transfers', 'view']],
    route: 'transfers',
    component: 'TransfersRoute',
    prefetch: 'prefetchTransfers',
    sidebar: {
      key: 'transfers',
      label: 'Transfers',
      quickAdd: { path: transfers.create },
    },
  },
  {
    path: transfers.create,
    heading: transfersHeadings.transferCreate,
    anyOf: [['transfers', 'add']],
    route: 'transfer-create',
    component: 'TransferCreateRoute',
  },
  {
    path: transfers.view,
    anyOf: [['transfers', 'view']],
    route: 'transfer-view',
    component: 'TransferViewRoute',
  },
]);
