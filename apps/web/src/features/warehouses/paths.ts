import { generatePath } from 'react-router';
import { withSearch } from '@/lib/paths/with-search.ts';

const warehouses = {
  list: '/warehouses',
  create: '/warehouses/new',
  view: '/warehouses/view/:code',
  edit: '/warehouses/edit/:code',
} as const;

const locations = {
  list: '/locations',
} as const;

/** The feature's route patterns and typed links, by area; `config/paths.ts` gathers them. */
export const featurePaths = {
  routes: { warehouses, locations },
  links: {
    warehouses: {
      list: warehouses.list,
      create: warehouses.create,
      view: (code: string) => generatePath(warehouses.view, { code }),
      edit: (code: string) => generatePath(warehouses.edit, { code }),
    },
    locations: {
      list: locations.list,
      /** The locations of one warehouse. */
      ofWarehouse: (code: string) => withSearch(locations.list, { warehouse: code }),
      /** The locations whose code or name holds `q`, in every warehouse. */
      matching: (q: string) => withSearch(locations.list, { q }),
    },
  },
} as const;

declare module '@/config/paths.ts' {
  interface FeatureRoutePatterns {
    warehouses: typeof warehouses;
    locations: typeof locations;
  }
  interface FeaturePaths {
    warehouses: typeof featurePaths.links.warehouses;
    locations: typeof featurePaths.links.locations;
  }
}
