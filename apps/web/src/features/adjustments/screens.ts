import { routePatterns } from '@/config/paths.ts';
import type { ScreenHeading } from '@/config/screen-headings.ts';
import { featureScreens } from '@/lib/screen/screen-table.ts';

/** The headings that are the same for everyone; the console's frame draws them while loading. */
export const adjustmentsHeadings = {
  adjustments: {
    title: 'Stock adjustments',
    description: 'Corrections of stock; large ones wait for a second person.',
  },
  adjustmentCreate: {
    title: 'New stock adjustment',
    description: 'Units added or taken away, and why.',
  },
} satisfies Record<string, ScreenHeading>;

const { adjustments } = routePatterns;

// Beside the stock it corrects.
export const screens = featureScreens({ feature: 'adjustments', order: 59.5 }, [
  {
    path: adjustments.list,
    heading: adjustmentsHeadings.adjustments,
    anyOf: [['adjustments', 'view']],
    route: 'adjustments',
    component: 'AdjustmentsRoute',
    prefetch: 'prefetchAdjustments',
    sidebar: {
      key: 'adjustments',
      label: 'Adjustments',
      quickAdd: { path: adjustments.create },
    },
  },
  {
    path: adjustments.create,
    heading: adjustmentsHeadings.adjustmentCreate,
    anyOf: [['adjustments', 'add']],
    route: 'adjustment-create',
    component: 'AdjustmentCreateRoute',
  },
  {
    path: adjustments.view,
    anyOf: [['adjustments', 'view']],
    route: 'adjustment-view',
    component: 'AdjustmentViewRoute',
  },
]);
