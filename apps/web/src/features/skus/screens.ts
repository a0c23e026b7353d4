import { routePatterns } from '@/config/paths.ts';
import type { ScreenHeading } from '@/config/screen-headings.ts';
import { featureScreens } from '@/lib/screen/screen-table.ts';

/** The headings that are the same for everyone; the console's frame draws them while loading. */
export const skusHeadings = {
  skus: {
    title: 'Products',
    description:
      'The client businesses’ goods: each SKU a variant of a product, with its barcodes; bundles and kits by their components.',
  },
  skuCreate: {
    title: 'New SKU',
    description: 'Goods of one client business: its code, product, barcodes and how it is tracked.',
  },
} satisfies Record<string, ScreenHeading>;

const { skus } = routePatterns;

// After the warehouses and locations the goods are kept in, before the receipts that bring them.
export const screens = featureScreens({ feature: 'skus', order: 58 }, [
  {
    path: skus.list,
    heading: skusHeadings.skus,
    anyOf: [['products', 'view']],
    route: 'skus',
    component: 'SkusRoute',
    prefetch: 'prefetchSkus',
    sidebar: { key: 'skus', label: 'Products', quickAdd: { path: skus.create } },
  },
  {
    path: skus.create,
    heading: skusHeadings.skuCreate,
    anyOf: [['products', 'add']],
    route: 'sku-editor',
    component: 'SkuCreateRoute',
  },
  {
    path: skus.view,
    anyOf: [['products', 'view']],
    route: 'sku-view',
    component: 'SkuViewRoute',
  },
  {
    path: skus.edit,
    anyOf: [['products', 'edit']],
    route: 'sku-editor',
    component: 'SkuEditRoute',
  },
]);
