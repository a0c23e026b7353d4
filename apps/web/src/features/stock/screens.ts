import { routePatterns } from '@/config/paths.ts';
import type { ScreenHeading } from '@/config/screen-headings.ts';
import { featureScreens } from '@/lib/screen/screen-table.ts';

/** The headings that are the same for everyone; the console's frame draws them while loading. */
export const stockHeadings = {
  stock: {
    title: 'Stock on hand',
    description: 'What each client holds, and where.',
  },
  movements: {
    title: 'Stock movements',
    description: 'Every unit that moved: where, why, who, when.',
  },
} satisfies Record<string, ScreenHeading>;

const { stock } = routePatterns;

// After the products it counts, before the receipts that bring it in.
export const screens = featureScreens({ feature: 'stock', order: 59 }, [
  {
    path: stock.list,
    heading: stockHeadings.stock,
    anyOf: [['inventory', 'view']],
    route: 'stock',
    component: 'StockRoute',
    prefetch: 'prefetchStock',
    sidebar: { key: 'stock', label: 'Stock on hand' },
  },
  {
    path: stock.movements,
    heading: stockHeadings.movements,
    anyOf: [['inventory', 'view']],
    route: 'stock-movements',
    component: 'StockMovementsRoute',
    prefetch: 'prefetchStockMovements',
  },
]);
