import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject, useLocation } from 'react-router';
import { routePatterns as route } from '@/config/paths.ts';
import { queryClient } from '@/lib/api/query-client.ts';
import { loadAntdStyles } from '@/lib/theme/antd-styles.ts';
import { FirstLoad } from './console-frame.tsx';
import { createProtectedRoutes } from './protected-routes.tsx';
import { RouteError } from './route-error.tsx';
import { indexRedirect, requireOtpChallenge, requireSignedIn } from './route-guards.ts';
import { connectSessionEnd } from './session-navigation.ts';

// Screens, the shell included, are fetched on first visit (route `lazy`), so the first download
// carries only the router, the providers and this table. Always the function form of `lazy`:
// React Router empties a lazy *object* in place once it has loaded, so routes sharing one break.
function authScreen() {
  return import('@/features/auth/routes/auth-screen.tsx').then((module) => ({
    Component: module.AuthScreen,
  }));
}

/** The first load's face, for the path the router is loading. */
function RouterFirstLoad() {
  return <FirstLoad pathname={useLocation().pathname} />;
}

/**
 * The whole route table. Built afresh for each router so that no router state can leak from one
 * to the next; tests mount it in a memory router, the app in a browser router. `client` is the
 * query cache the screens read (a test's own), which their first requests fill.
 */
export function createRoutes(client: QueryClient): RouteObject[] {
  return [
    {
      errorElement: <RouteError />,
      HydrateFallback: RouterFirstLoad,
      children: [
        { index: true, loader: indexRedirect },
        { path: route.login, lazy: authScreen },
        { path: route.forgotPassword, lazy: authScreen },
        { path: route.otpVerification, loader: requireOtpChallenge, lazy: authScreen },
        {
          path: route.resetPassword,
          lazy: () =>
            import('@/features/auth/routes/reset-password-screen.tsx').then((module) => ({
              Component: module.ResetPasswordScreen,
            })),
        },
        {
          middleware: [requireSignedIn],
          // antd's stylesheet before the shell's first render: antd looks for it only once.
          lazy: () =>
            Promise.all([import('./shell/app-shell.tsx'), loadAntdStyles()]).then(([module]) => ({
              Component: module.AppShell,
            })),
          // A screen that fails keeps the shell around it, so the way out stays in reach.
          children: [{ errorElement: <RouteError />, children: createProtectedRoutes(client) }],
        },
      ],
    },
  ];
}

/** The browser's router, which also takes the person to sign-in when a call ends the session. */
export function createAppRouter() {
  const router = createBrowserRouter(createRoutes(queryClient));
  connectSessionEnd(router, queryClient);
  return router;
}
