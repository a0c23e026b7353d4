import { generatePath } from 'react-router';
import { withSearch } from '@/lib/paths/with-search.ts';

const packages = {
  list: '/packages',
  create: '/packages/new',
  view: '/packages/view/:packageId',
} as const;

/** The feature's route patterns and typed links, by area; `config/paths.ts` gathers them. */
export const featurePaths = {
  routes: { packages },
  links: {
    packages: {
      list: packages.list,
      /** The Zones tab of /packages. */
      zones: withSearch(packages.list, { tab: 'zones' }),
      create: packages.create,
      view: (packageId: string) => generatePath(packages.view, { packageId }),
    },
  },
} as const;

declare module '@/config/paths.ts' {
  interface FeatureRoutePatterns {
    packages: typeof packages;
  }
  interface FeaturePaths {
    packages: typeof featurePaths.links.packages;
  }
}
