import type { RouteObject } from 'react-router';
import { PermissionGate } from '@/components/permission-gate.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { type Screen, screens } from './screens.tsx';

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
  return screen.anyOf
    ? { element: <PermissionGate anyOf={screen.anyOf} />, children: [route] }
    : route;
}

/** The screens behind the gate, rendered inside the shell, and the not-found screen. */
export function createProtectedRoutes(): RouteObject[] {
  return [...screens.map(toRoute), { path: '*', Component: NotFoundPage }];
}
