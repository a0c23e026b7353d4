import { generatePath } from 'react-router';

const transfers = {
  list: '/stock/transfers',
  create: '/stock/transfers/new',
  view: '/stock/transfers/view/:transferCode',
} as const;

/** The feature's route patterns and typed links, by area; `config/paths.ts` gathers them. */
export const featurePaths = {
  routes: { transfers },
  links: {
    transfers: {
      list: transfers.list,
      create: transfers.create,
      view: (transferCode: string) => generatePath(transfers.view, { transferCode }),
    },
  },
} as const;

declare module '@/config/paths.ts' {
  interface FeatureRoutePatterns {
    transfers: typeof transfers;
  }
  interface FeaturePaths {
    transfers: typeof featurePaths.links.transfers;
  }
}
