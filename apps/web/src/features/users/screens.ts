import { routePatterns } from '@/config/paths.ts';
import type { ScreenHeading } from '@/config/screen-headings.ts';
import { featureScreens } from '@/lib/screen/screen-table.ts';

/** The headings that are the same for everyone; the console's frame draws them while loading. */
export const usersHeadings = {
  users: {
    title: 'Users',
    description: 'Client businesses of the platform, each on a plan.',
  },
  userCreate: {
    title: 'New user',
    description: 'A client business: its profile, address, billing and the package it starts on.',
  },
} satisfies Record<string, ScreenHeading>;

const { users } = routePatterns;

export const screens = featureScreens({ feature: 'users', order: 20 }, [
  {
    path: users.list,
    heading: usersHeadings.users,
    anyOf: [['users', 'view']],
    route: 'users',
    component: 'UsersRoute',
    prefetch: 'prefetchUsers',
    sidebar: { key: 'users', label: 'Users', quickAdd: { path: users.create } },
  },
  {
    path: users.create,
    heading: usersHeadings.userCreate,
    anyOf: [['users', 'add']],
    route: 'user-create',
    component: 'UserCreateRoute',
  },
  { path: users.view, anyOf: [['users', 'view']], route: 'user-view', component: 'UserViewRoute' },
  { path: users.edit, anyOf: [['users', 'edit']], route: 'user-edit', component: 'UserEditRoute' },
  { path: users.plan, anyOf: [['users', 'view']], route: 'user-plan', component: 'UserPlanRoute' },
]);
