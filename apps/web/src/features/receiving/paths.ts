import { generatePath } from 'react-router';
import { withSearch } from '@/lib/paths/with-search.ts';

const receiving = {
  list: '/receiving',
  create: '/receiving/new',
  view: '/receiving/view/:receivingId',
} as const;

/** The feature's route patterns and typed links, by area; `config/paths.ts` gathers them. */
export const featurePaths = {
  routes: { receiving },
  links: {
    receiving: {
      list: receiving.list,
      create: receiving.create,
      view: (receivingId: string) => generatePath(receiving.view, { receivingId }),
      /** The receipts awaiting approval. */
      pending: withSearch(receiving.list, { status: 'pending' }),
    },
  },
} as const;

declare module '@/config/paths.ts' {
  interface FeatureRoutePatterns {
    receiving: typeof receiving;
  }
  interface FeaturePaths {
    receiving: typeof featurePaths.links.receiving;
  }
}
