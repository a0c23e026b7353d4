import { generatePath } from 'react-router';

const settings = {
  index: '/setting',
  preferences: '/setting/preferences',
  notification: '/setting/notification',
  privileges: {
    list: '/setting/privileges',
    create: '/setting/privileges/new',
    view: '/setting/privileges/:role/view',
    edit: '/setting/privileges/:role/edit',
  },
} as const;

/** The feature's route patterns and typed links, by area; `config/paths.ts` gathers them. */
export const featurePaths = {
  routes: { settings },
  links: {
    settings: {
      index: settings.index,
      preferences: settings.preferences,
      notification: settings.notification,
      privileges: {
        list: settings.privileges.list,
        create: settings.privileges.create,
        view: (role: string) => generatePath(settings.privileges.view, { role }),
        edit: (role: string) => generatePath(settings.privileges.edit, { role }),
      },
    },
  },
} as const;

declare module '@/config/paths.ts' {
  interface FeatureRoutePatterns {
    settings: typeof settings;
  }
  interface FeaturePaths {
    settings: typeof featurePaths.links.settings;
  }
}
