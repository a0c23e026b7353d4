import type { RouteObject } from 'react-router';
import { routePatterns as route } from '@/config/paths.ts';
import { NotFoundPage } from './not-found-page.tsx';

// Each screen is fetched on its first visit (route `lazy`, function form; see router.tsx), so
// no feature's code sits in the first download.

/** Routes of SPEC §2 behind the gate, rendered inside the shell. */
export function createProtectedRoutes(): RouteObject[] {
  const { team, users, packages, settings } = route;
  return [
    {
      path: route.dashboard,
      lazy: () =>
        import('@/features/dashboard/routes/dashboard.tsx').then((module) => ({
          Component: module.DashboardRoute,
        })),
    },
    {
      path: route.transactions,
      lazy: () =>
        import('@/features/transactions/routes/transactions.tsx').then((module) => ({
          Component: module.TransactionsRoute,
        })),
    },
    {
      path: team.list,
      lazy: () =>
        import('@/features/team/routes/team.tsx').then((module) => ({
          Component: module.TeamRoute,
        })),
    },
    {
      path: team.create,
      lazy: () =>
        import('@/features/team/routes/team-member-create.tsx').then((module) => ({
          Component: module.TeamMemberCreateRoute,
        })),
    },
    {
      path: team.view,
      lazy: () =>
        import('@/features/team/routes/team-member-view.tsx').then((module) => ({
          Component: module.TeamMemberViewRoute,
        })),
    },
    {
      path: team.edit,
      lazy: () =>
        import('@/features/team/routes/team-member-edit.tsx').then((module) => ({
          Component: module.TeamMemberEditRoute,
        })),
    },
    {
      path: users.list,
      lazy: () =>
        import('@/features/users/routes/users.tsx').then((module) => ({
          Component: module.UsersRoute,
        })),
    },
    {
      path: users.create,
      lazy: () =>
        import('@/features/users/routes/user-create.tsx').then((module) => ({
          Component: module.UserCreateRoute,
        })),
    },
    {
      path: users.view,
      lazy: () =>
        import('@/features/users/routes/user-view.tsx').then((module) => ({
          Component: module.UserViewRoute,
        })),
    },
    {
      path: users.edit,
      lazy: () =>
        import('@/features/users/routes/user-edit.tsx').then((module) => ({
          Component: module.UserEditRoute,
        })),
    },
    {
      path: users.plan,
      lazy: () =>
        import('@/features/users/routes/user-plan.tsx').then((module) => ({
          Component: module.UserPlanRoute,
        })),
    },
    {
      path: packages.list,
      lazy: () =>
        import('@/features/packages/routes/packages.tsx').then((module) => ({
          Component: module.PackagesRoute,
        })),
    },
    {
      path: packages.create,
      lazy: () =>
        import('@/features/packages/routes/package-create.tsx').then((module) => ({
          Component: module.PackageCreateRoute,
        })),
    },
    {
      path: packages.view,
      lazy: () =>
        import('@/features/packages/routes/package-view.tsx').then((module) => ({
          Component: module.PackageViewRoute,
        })),
    },
    // SPEC §2: the settings index is the preferences screen.
    {
      path: settings.index,
      lazy: () =>
        import('@/features/settings/routes/preferences.tsx').then((module) => ({
          Component: module.PreferencesRoute,
        })),
    },
    {
      path: settings.preferences,
      lazy: () =>
        import('@/features/settings/routes/preferences.tsx').then((module) => ({
          Component: module.PreferencesRoute,
        })),
    },
    {
      path: settings.notification,
      lazy: () =>
        import('@/features/settings/routes/notification-settings.tsx').then((module) => ({
          Component: module.NotificationSettingsRoute,
        })),
    },
    {
      path: settings.privileges.list,
      lazy: () =>
        import('@/features/settings/routes/privileges.tsx').then((module) => ({
          Component: module.PrivilegesRoute,
        })),
    },
    {
      path: settings.privileges.create,
      lazy: () =>
        import('@/features/settings/routes/privilege-create.tsx').then((module) => ({
          Component: module.PrivilegeCreateRoute,
        })),
    },
    {
      path: settings.privileges.view,
      lazy: () =>
        import('@/features/settings/routes/privilege-view.tsx').then((module) => ({
          Component: module.PrivilegeViewRoute,
        })),
    },
    {
      path: settings.privileges.edit,
      lazy: () =>
        import('@/features/settings/routes/privilege-edit.tsx').then((module) => ({
          Component: module.PrivilegeEditRoute,
        })),
    },
    { path: '*', Component: NotFoundPage },
  ];
}
