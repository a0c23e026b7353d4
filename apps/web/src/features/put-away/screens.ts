import { routePatterns } from '@/config/paths.ts';
import type { ScreenHeading } from '@/config/screen-headings.ts';
import { featureScreens } from '@/lib/screen/screen-table.ts';

/** The headings that are the same for everyone; the console's frame draws them while loading. */
export const putAwayHeadings = {
  list: {
    title: 'Put-away',
    description: 'Received units waiting in the receiving area, and where they went.',
  },
  scan: {
    title: 'Scan to put away',
    description: 'Scan the goods, then the bin they go into.',
  },
} satisfies Record<string, ScreenHeading>;

const { putAway } = routePatterns;

// Between the stock and its adjustments: the next step of a receipt.
export const screens = featureScreens({ feature: 'put-away', order: 59.2 }, [
  {
    path: putAway.list,
    heading: putAwayHeadings.list,
    anyOf: [['inventory', 'view']],
    route: 'put-away',
    component: 'PutAwayRoute',
    prefetch: 'prefetchPutAway',
    sidebar: { key: 'put-away', label: 'Put-away' },
  },
  {
    path: putAway.scan,
    heading: putAwayHeadings.scan,
    anyOf: [['inventory', 'edit']],
    route: 'put-away-scan',
    component: 'PutAwayScanRoute',
  },
]);
