import { withSearch } from '@/lib/paths/with-search.ts';

const stock = {
  list: '/stock',
  movements: '/stock/movements',
} as const;

/** The feature's route patterns and typed links, by area; `config/paths.ts` gathers them. */
export const featurePaths = {
  routes: { stock },
  links: {
    stock: {
      list: stock.list,
      /** One SKU's stock across its locations, by the SKU's id (SKU-000001). */
      ofSku: (skuId: string) => withSearch(stock.list, { sku: skuId }),
      /** A location's contents, and what lies below it, by the location's id (LOC-000001). */
      ofLocation: (locationId: string) => withSearch(stock.list, { location: locationId }),
      /** What one warehouse holds, by its code. */
      ofWarehouse: (code: string) => withSearch(stock.list, { warehouse: code }),
      /** The movement history, limited as the filters given are. */
      movements: (
        filters: { sku?: string; location?: string; warehouse?: string; user?: string } = {},
      ) => withSearch(stock.movements, filters),
    },
  },
} as const;

declare module '@/config/paths.ts' {
  interface FeatureRoutePatterns {
    stock: typeof stock;
  }
  interface FeaturePaths {
    stock: typeof featurePaths.links.stock;
  }
}
