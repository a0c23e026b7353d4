import { generatePath } from 'react-router';
import { withSearch } from '@/lib/paths/with-search.ts';

const vendors = {
  list: '/vendors',
  create: '/vendors/new',
  view: '/vendors/view/:vendorId',
  edit: '/vendors/edit/:vendorId',
} as const;

/** The feature's route patterns and typed links, by area; `config/paths.ts` gathers them. */
export const featurePaths = {
  routes: { vendors },
  links: {
    vendors: {
      list: vendors.list,
      create: vendors.create,
      view: (vendorId: string) => generatePath(vendors.view, { vendorId }),
      edit: (vendorId: string) => generatePath(vendors.edit, { vendorId }),
      /** The vendors of one client business. */
      ofUser: (userCode: string) => withSearch(vendors.list, { user: userCode }),
    },
  },
} as const;

declare module '@/config/paths.ts' {
  interface FeatureRoutePatterns {
    vendors: typeof vendors;
  }
  interface FeaturePaths {
    vendors: typeof featurePaths.links.vendors;
  }
}
