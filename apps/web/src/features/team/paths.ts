import { generatePath } from 'react-router';

const team = {
  list: '/team',
  create: '/team/new',
  view: '/team/view/:employeeId/:section?',
  edit: '/team/edit/:employeeId/:section?',
} as const;

/** The feature's route patterns and typed links, by area; `config/paths.ts` gathers them. */
export const featurePaths = {
  routes: { team },
  links: {
    team: {
      list: team.list,
      create: team.create,
      view: (employeeId: string, section?: string) =>
        generatePath(team.view, { employeeId, section }),
      edit: (employeeId: string, section?: string) =>
        generatePath(team.edit, { employeeId, section }),
    },
  },
} as const;

declare module '@/config/paths.ts' {
  interface FeatureRoutePatterns {
    team: typeof team;
  }
  interface FeaturePaths {
    team: typeof featurePaths.links.team;
  }
}
