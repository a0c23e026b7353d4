import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { canAny } from '@/lib/session/permissions.ts';
import { getSessionSnapshot } from '@/lib/session/session-store.ts';
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
function toRoute(screen: Screen, client: QueryClient): RouteObject {
  const { anyOf, prefetch } = screen;
  const route: RouteObject = {
    path: screen.path,
    lazy: async () => {
      const [Component, first] = await Promise.all([screen.load(), prefetch?.()]);
      if (!first) return { Component };
      return {
        Component,
        // The screen's first request leaves before its first render, for someone it opens to.
        loader: ({ request }) => {
          if (!anyOf || canAny(getSessionSnapshot().permissions, anyOf)) {
            first(new URL(request.url), client);
          }
          return null;
        },
        // Only on the way in: what the person changes afterwards, the screen asks for itself.
        shouldRevalidate: () => false,
      };
    },
  };
  return anyOf ? { lazy: () => gateFor(anyOf), children: [route] } : route;
}

/**
 * The screens behind the gate, rendered inside the shell, and the not-found screen. `client` is
 * the query cache the screens read, which their first requests fill.
 */
export function createProtectedRoutes(client: QueryClient): RouteObject[] {
  return [
    ...screens.map((screen) => toRoute(screen, client)),
    {
      path: '*',
      lazy: () =>
        import('./not-found-page.tsx').then((module) => ({ Component: module.NotFoundPage })),
    },
  ];
}
