import { withSearch } from '@/lib/paths/with-search.ts';

const putAway = {
  list: '/stock/put-away',
  scan: '/stock/put-away/scan',
} as const;

/** The feature's route patterns and typed links, by area; `config/paths.ts` gathers them. */
export const featurePaths = {
  routes: { putAway },
  links: {
    putAway: {
      list: putAway.list,
      /** The open tasks of one warehouse, by its code. */
      ofWarehouse: (code: string) => withSearch(putAway.list, { warehouse: code }),
      /** The floor screen, at one task (by its number) or a warehouse's scan. */
      scan: (at: { task?: number; warehouse?: string } = {}) =>
        withSearch(putAway.scan, {
          ...(at.task ? { task: String(at.task) } : {}),
          ...(at.warehouse ? { warehouse: at.warehouse } : {}),
        }),
    },
  },
} as const;

declare module '@/config/paths.ts' {
  interface FeatureRoutePatterns {
    putAway: typeof putAway;
  }
  interface FeaturePaths {
    putAway: typeof featurePaths.links.putAway;
  }
}
