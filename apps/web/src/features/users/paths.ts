import { generatePath } from 'react-router';
import { withSearch } from '@/lib/paths/with-search.ts';

const users = {
  list: '/users',
  create: '/users/new',
  view: '/users/view/:userId/:section?',
  edit: '/users/edit/:userId/:section?',
  plan: '/users/view-plan/:userId',
} as const;

/** The feature's route patterns and typed links, by area; `config/paths.ts` gathers them. */
export const featurePaths = {
  routes: { users },
  links: {
    users: {
      list: users.list,
      create: users.create,
      view: (userId: string, section?: string) => generatePath(users.view, { userId, section }),
      edit: (userId: string, section?: string) => generatePath(users.edit, { userId, section }),
      plan: (userId: string) => generatePath(users.plan, { userId }),
      /** The users on one package. */
      onPackage: (packageCode: string) => withSearch(users.list, { package: packageCode }),
    },
  },
} as const;

declare module '@/config/paths.ts' {
  interface FeatureRoutePatterns {
    users: typeof users;
  }
  interface FeaturePaths {
    users: typeof featurePaths.links.users;
  }
}
