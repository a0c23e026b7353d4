import { routePatterns } from '@/config/paths.ts';
import type { ScreenHeading } from '@/config/screen-headings.ts';
import { featureScreens } from '@/lib/screen/screen-table.ts';

/** The headings that are the same for everyone; the console's frame draws them while loading. */
export const teamHeadings = {
  team: {
    title: 'Team',
    description: 'Staff who operate the console, each with a role.',
  },
  teamMemberCreate: {
    title: 'New team member',
    description:
      'Invite a staff member by email and give them a role. They get a link to set their password.',
  },
} satisfies Record<string, ScreenHeading>;

const { team } = routePatterns;

export const screens = featureScreens({ feature: 'team', order: 80 }, [
  {
    path: team.list,
    heading: teamHeadings.team,
    anyOf: [['teams', 'view']],
    route: 'team',
    component: 'TeamRoute',
    prefetch: 'prefetchTeam',
    sidebar: { key: 'team', label: 'Team', quickAdd: { path: team.create } },
  },
  {
    path: team.create,
    heading: teamHeadings.teamMemberCreate,
    anyOf: [['teams', 'add']],
    route: 'team-member-create',
    component: 'TeamMemberCreateRoute',
  },
  {
    path: team.view,
    anyOf: [['teams', 'view']],
    route: 'team-member-view',
    component: 'TeamMemberViewRoute',
  },
  {
    path: team.edit,
    anyOf: [['teams', 'edit']],
    route: 'team-member-edit',
    component: 'TeamMemberEditRoute',
  },
]);
