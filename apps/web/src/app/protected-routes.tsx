import type { RouteObject } from 'react-router';
import { type Screen, screens } from './screens.ts';

/** The permission check of a route, fetched with the shell's code (it draws antd's 403 result). */
async function gateFor(
  anyOf: NonNullable<Screen['anyOf']>,
): Promise<Pick<RouteObject, 'Component'>> {
  const { PermissionGate } = await import('@/components/permission-gate.tsx');
  return { Component: () => <PermissionGate anyOf={anyOf} /> };
}

/**
 * A screen as a route, fetched on its first visit (route `lazy`, see router.tsx). When it needs
 * a permission, a pathless layout route shows the 403 result in its place unless the
 * permissions token grants one of them (docs/BEHAVIOUR.md §6); the URL and the lazy loading stay
 * as they are.
 */
function toRoute(screen: Screen): RouteObject {
  const route: RouteObject = {
    path: screen.path,
    lazy: async () => ({ Component: await screen.load() }),
  };
  const { anyOf } = screen;
  return anyOf ? { lazy: () => gateFor(anyOf), children: [route] } : route;
}

/** The screens behind the gate, rendered inside the shell, and the not-found screen. */
export function createProtectedRoutes(): RouteObject[] {
  return [
    ...screens.map(toRoute),
    {
      path: '*',
      lazy: () =>
        import('./not-found-page.tsx').then((module) => ({ Component: module.NotFoundPage })),
    },
  ];
}
