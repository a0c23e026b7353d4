import { generatePath } from 'react-router';

const adjustments = {
  list: '/stock/adjustments',
  create: '/stock/adjustments/new',
  view: '/stock/adjustments/view/:adjustmentId',
} as const;

/** The feature's route patterns and typed links, by area; `config/paths.ts` gathers them. */
export const featurePaths = {
  routes: { adjustments },
  links: {
    adjustments: {
      list: adjustments.list,
      create: adjustments.create,
      view: (adjustmentId: string) => generatePath(adjustments.view, { adjustmentId }),
    },
  },
} as const;

declare module '@/config/paths.ts' {
  interface FeatureRoutePatterns {
    adjustments: typeof adjustments;
  }
  interface FeaturePaths {
    adjustments: typeof featurePaths.links.adjustments;
  }
}
