import { generatePath } from 'react-router';
import { withSearch } from '@/lib/paths/with-search.ts';

const skus = {
  list: '/skus',
  create: '/skus/new',
  view: '/skus/:skuId',
  edit: '/skus/:skuId/edit',
} as const;

/** The feature's route patterns and typed links, by area; `config/paths.ts` gathers them. */
export const featurePaths = {
  routes: { skus },
  links: {
    skus: {
      list: skus.list,
      create: skus.create,
      view: (skuId: string) => generatePath(skus.view, { skuId }),
      edit: (skuId: string) => generatePath(skus.edit, { skuId }),
      /** The SKUs of one client business. */
      ofUser: (userCode: string) => withSearch(skus.list, { user: userCode }),
    },
  },
} as const;

declare module '@/config/paths.ts' {
  interface FeatureRoutePatterns {
    skus: typeof skus;
  }
  interface FeaturePaths {
    skus: typeof featurePaths.links.skus;
  }
}
