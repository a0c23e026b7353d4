import type { RouteObject } from 'react-router';
import { PermissionGate } from '@/components/permission-gate.tsx';
import { routePatterns as route } from '@/config/paths.ts';
import type { PermissionRequirement } from '@/lib/permissions.ts';
import { NotFoundPage } from './not-found-page.tsx';

// Each screen is fetched on its first visit (route `lazy`, function form; see router.tsx), so
// no feature's code sits in the first download.

/**
 * The screen shows only when the permissions token grants one of `anyOf` (docs/BEHAVIOUR.md §6); otherwise
 * the 403 result takes its place inside the shell. A pathless layout route, so the URL and the
 * route's own lazy loading stay as they are.
 */
function guarded(anyOf: readonly PermissionRequirement[], routeObject: RouteObject): RouteObject {
  return { element: <PermissionGate anyOf={anyOf} />, children: [routeObject] };
}

// docs/BEHAVIOUR.md §6: Packages opens with either packages or zones view.
const PACKAGES_VIEW: readonly PermissionRequirement[] = [
  ['packages', 'view'],
  ['zones', 'view'],
];

/** Routes of docs/BEHAVIOUR.md §2 behind the gate, rendered inside the shell. */
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
    guarded([['teams', 'view']], {
      path: team.list,
      lazy: () =>
        import('@/features/team/routes/team.tsx').then((module) => ({
          Component: module.TeamRoute,
        })),
    }),
    guarded([['teams', 'add']], {
      path: team.create,
      lazy: () =>
        import('@/features/team/routes/team-member-create.tsx').then((module) => ({
          Component: module.TeamMemberCreateRoute,
        })),
    }),
    guarded([['teams', 'view']], {
      path: team.view,
      lazy: () =>
        import('@/features/team/routes/team-member-view.tsx').then((module) => ({
          Component: module.TeamMemberViewRoute,
        })),
    }),
    guarded([['teams', 'edit']], {
      path: team.edit,
      lazy: () =>
        import('@/features/team/routes/team-member-edit.tsx').then((module) => ({
          Component: module.TeamMemberEditRoute,
        })),
    }),
    guarded([['users', 'view']], {
      path: users.list,
      lazy: () =>
        import('@/features/users/routes/users.tsx').then((module) => ({
          Component: module.UsersRoute,
        })),
    }),
    guarded([['users', 'add']], {
      path: users.create,
      lazy: () =>
        import('@/features/users/routes/user-create.tsx').then((module) => ({
          Component: module.UserCreateRoute,
        })),
    }),
    guarded([['users', 'view']], {
      path: users.view,
      lazy: () =>
        import('@/features/users/routes/user-view.tsx').then((module) => ({
          Component: module.UserViewRoute,
        })),
    }),
    guarded([['users', 'edit']], {
      path: users.edit,
      lazy: () =>
        import('@/features/users/routes/user-edit.tsx').then((module) => ({
          Component: module.UserEditRoute,
        })),
    }),
    guarded([['users', 'view']], {
      path: users.plan,
      lazy: () =>
        import('@/features/users/routes/user-plan.tsx').then((module) => ({
          Component: module.UserPlanRoute,
        })),
    }),
    guarded(PACKAGES_VIEW, {
      path: packages.list,
      lazy: () =>
        import('@/features/packages/routes/packages.tsx').then((module) => ({
          Component: module.PackagesRoute,
        })),
    }),
    guarded([['packages', 'add']], {
      path: packages.create,
      lazy: () =>
        import('@/features/packages/routes/package-create.tsx').then((module) => ({
          Component: module.PackageCreateRoute,
        })),
    }),
    guarded(PACKAGES_VIEW, {
      path: packages.view,
      lazy: () =>
        import('@/features/packages/routes/package-view.tsx').then((module) => ({
          Component: module.PackageViewRoute,
        })),
    }),
    // docs/BEHAVIOUR.md §2: the settings index is the preferences screen.
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
    // The audit log is a tab here; the server lets settings.view read it, so that opens it too.
    guarded(
      [
        ['roles', 'view'],
        ['settings', 'view'],
      ],
      {
        path: settings.privileges.list,
        lazy: () =>
          import('@/features/settings/routes/privileges.tsx').then((module) => ({
            Component: module.PrivilegesRoute,
          })),
      },
    ),
    guarded([['roles', 'add']], {
      path: settings.privileges.create,
      lazy: () =>
        import('@/features/settings/routes/privilege-create.tsx').then((module) => ({
          Component: module.PrivilegeCreateRoute,
        })),
    }),
    guarded([['roles', 'view']], {
      path: settings.privileges.view,
      lazy: () =>
        import('@/features/settings/routes/privilege-view.tsx').then((module) => ({
          Component: module.PrivilegeViewRoute,
        })),
    }),
    guarded([['roles', 'edit']], {
      path: settings.privileges.edit,
      lazy: () =>
        import('@/features/settings/routes/privilege-edit.tsx').then((module) => ({
          Component: module.PrivilegeEditRoute,
        })),
    }),
    { path: '*', Component: NotFoundPage },
  ];
}
