import { routePatterns } from '@/config/paths.ts';
import type { ScreenHeading } from '@/config/screen-headings.ts';
import { featureScreens } from '@/lib/screen/screen-table.ts';

/** The headings that are the same for everyone; the console's frame draws them while loading. */
export const countsHeadings = {
  counts: {
    title: 'Cycle counts',
    description: 'Bins counted against the books, and their variances posted after review.',
  },
  countCreate: {
    title: 'New cycle count',
    description: 'Choose the bins to count, or a rack, shelf or area to count whole.',
  },
  scan: {
    title: 'Count a bin',
    description: 'Scan the bin, then everything in it.',
  },
} satisfies Record<string, ScreenHeading>;

const { counts } = routePatterns;

// After the transfers: the last of the ways stock is kept right.
export const screens = featureScreens({ feature: 'counts', order: 59.8 }, [
  {
    path: counts.list,
    heading: countsHeadings.counts,
    anyOf: [['counts', 'view']],
    route: 'counts',
    component: 'CountsRoute',
    prefetch: 'prefetchCounts',
    sidebar: {
      key: 'counts',
      label: 'Cycle counts',
      quickAdd: { path: counts.create },
    },
  },
  {
    path: counts.create,
    heading: countsHeadings.countCreate,
    anyOf: [['counts', 'add']],
    route: 'count-create',
    component: 'CountCreateRoute',
  },
  {
    path: counts.scan,
    heading: countsHeadings.scan,
    anyOf: [['counts', 'edit']],
    route: 'count-scan',
    component: 'CountScanRoute',
  },
  {
    path: counts.view,
    anyOf: [['counts', 'view']],
    route: 'count-view',
    component: 'CountViewRoute',
  },
]);
