import { generatePath } from 'react-router';
import { withSearch } from '@/lib/paths/with-search.ts';

const shipments = {
  list: '/shipments',
  create: '/shipments/new',
  view: '/shipments/view/:shipmentId/:section?',
  edit: '/shipments/edit/:shipmentId/:section?',
} as const;

/** The feature's route patterns and typed links, by area; `config/paths.ts` gathers them. */
export const featurePaths = {
  routes: { shipments },
  links: {
    shipments: {
      list: shipments.list,
      create: shipments.create,
      view: (shipmentId: string, section?: string) =>
        generatePath(shipments.view, { shipmentId, section }),
      edit: (shipmentId: string, section?: string) =>
        generatePath(shipments.edit, { shipmentId, section }),
      /** A user's shipments. */
      ofUser: (userCode: string) => withSearch(shipments.list, { user: userCode }),
    },
  },
} as const;

declare module '@/config/paths.ts' {
  interface FeatureRoutePatterns {
    shipments: typeof shipments;
  }
  interface FeaturePaths {
    shipments: typeof featurePaths.links.shipments;
  }
}
