import { allPermissions } from '@depot/contracts/permissions';
import { waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, test } from 'vitest';
import { routePatterns } from '@/config/paths.ts';
import { teamMember, teamPage } from '@/features/team/testing/fixtures.ts';
import { createQueryClient } from '@/lib/api/query-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fakeApi, ok } from '@/test/fake-api.ts';
import { createProtectedRoutes } from './protected-routes.tsx';
import { screens, screenTitle } from './screens.ts';
import { paletteScreens, sidebarEntries } from './shell/sidebar-entries.tsx';

/** Every path pattern of the paths config, nested groups flattened. */
function patterns(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(patterns) : [];
}

const publicPaths: string[] = [
  routePatterns.index,
  routePatterns.login,
  routePatterns.forgotPassword,
  routePatterns.otpVerification,
  routePatterns.resetPassword,
];

/** The route the table registers for `path`, inside its permission gate or not. */
function routeAt(routes: RouteObject[], path: string): RouteObject {
  const found = routes
    .flatMap((route) => (route.children ? route.children : [route]))
    .find((route) => route.path === path);
  if (!found) throw new Error(`no route at ${path}`);
  return found;
}

describe("a screen's first request", () => {
  test('leaves from its route, into the query cache given, for someone it opens to', async () => {
    signInWith({ teams: { view: true } });
    const server = fakeApi({ 'GET /admin/team': () => ok(teamPage([teamMember()])) });
    const client = createQueryClient();
    const route = routeAt(createProtectedRoutes(client), routePatterns.team.list);
    const { loader } = await (route.lazy as () => Promise<RouteObject>)();
    const request = new Request('http://depot.test/team?status=inactive');
    await (loader as (args: { request: Request }) => unknown)({ request });
    await waitFor(() =>
      expect(
        client.getQueryData(queryKeys.team.list({ page: 1, pageSize: 20, status: 'inactive' })),
      ).toBeDefined(),
    );
    expect(server.requestsTo('GET /admin/team')).toHaveLength(1);

    // Not for someone whose role does not open the screen.
    signInWith({ users: { view: true } });
    await (loader as (args: { request: Request }) => unknown)({
      request: new Request('http://depot.test/team?status=active'),
    });
    expect(server.requestsTo('GET /admin/team')).toHaveLength(1);
  });
});

describe('the screens table', () => {
  test('names for each screen the module its code comes from, which the build preloads by', async () => {
    for (const screen of screens) {
      expect(screen.module).toMatch(/^src\/features\/[\w-]+\/routes\/[\w-]+\.tsx$/);
      // The module names the component it is loaded for, and the first request, from itself.
      expect(await screen.load(), screen.path).toEqual(expect.any(Function));
      if (screen.prefetch)
        expect(await screen.prefetch(), screen.path).toEqual(expect.any(Function));
    }
  });

  test('holds every route behind the gate once, and the router registers exactly those', () => {
    const gated = patterns(routePatterns).filter((path) => !publicPaths.includes(path));
    expect(screens.map((screen) => screen.path).sort()).toEqual([...gated].sort());
    const registered = createProtectedRoutes(createQueryClient()).flatMap((route) =>
      route.children ? route.children.map((child) => child.path) : [route.path],
    );
    expect(registered).toEqual([...screens.map((screen) => screen.path), '*']);
  });

  test('every quick-add link leads to a screen of the table that has a title', () => {
    for (const { sidebar } of screens) {
      if (!sidebar?.quickAdd) continue;
      const target = screens.find((screen) => screen.path === sidebar.quickAdd?.path);
      expect(target && screenTitle(target), sidebar.quickAdd.path).toEqual(expect.any(String));
    }
  });

  test('the sidebar shows an entry by its screen’s permission, and a quick-add link by the target’s', () => {
    const entries = sidebarEntries({
      users: { view: true },
      zones: { view: true },
      teams: { view: true, add: true },
    });
    expect(entries.map((entry) => [entry.key, entry.to, entry.quickAdd?.to])).toEqual([
      ['users', '/users', undefined],
      ['packages', '/packages', undefined],
      ['team', '/team', '/team/new'],
      ['setting', '/setting', undefined],
    ]);
    expect(sidebarEntries({}).map((entry) => entry.key)).toEqual(['setting']);
    // Each entry draws its feature's own icon (features/<feature>/sidebar-icon.ts).
    const all = sidebarEntries(allPermissions());
    expect(all.map((entry) => entry.icon.name)).toEqual([
      'shop',
      'appstore',
      'transaction',
      'car',
      'bank',
      'bank',
      'barcode',
      'database',
      'vertical-align-bottom',
      'database',
      'swap',
      'audit',
      'inbox',
      'contacts',
      'profile',
      'team',
      'setting',
    ]);
  });

  test('the palette offers every screen the person may open that stands alone', () => {
    const offered = paletteScreens({ users: { view: true, add: true }, roles: { view: true } });
    expect(offered).toEqual([
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'Users', to: '/users' },
      { label: 'New user', to: '/users/new' },
      { label: 'Setting', to: '/setting' },
      { label: 'Preferences', to: '/setting/preferences' },
      { label: 'Notification settings', to: '/setting/notification' },
      { label: 'Privileges', to: '/setting/privileges' },
    ]);
    // Screens with parameters are reached from their lists, never offered bare.
    expect(paletteScreens(allPermissions()).every((screen) => !screen.to.includes(':'))).toBe(true);
    expect(paletteScreens(allPermissions()).map((screen) => screen.label)).toContain('New role');
    // The areas of stock and goods, each list and its New screen, by their own permissions.
    expect(
      paletteScreens({
        vendors: { view: true, add: true },
        warehouses: { view: true, add: true },
        locations: { view: true },
        products: { view: true, add: true },
        inventory: { view: true, edit: true },
        adjustments: { view: true, add: true },
        transfers: { view: true, add: true },
        counts: { view: true, add: true, edit: true },
      }),
    ).toEqual(
      expect.arrayContaining([
        { label: 'Vendors', to: '/vendors' },
        { label: 'New vendor', to: '/vendors/new' },
        { label: 'Warehouses', to: '/warehouses' },
        { label: 'New warehouse', to: '/warehouses/new' },
        { label: 'Locations', to: '/locations' },
        { label: 'Products', to: '/skus' },
        { label: 'New SKU', to: '/skus/new' },
        { label: 'Stock on hand', to: '/stock' },
        { label: 'Stock movements', to: '/stock/movements' },
        { label: 'Put-away', to: '/stock/put-away' },
        { label: 'Scan to put away', to: '/stock/put-away/scan' },
        { label: 'Adjustments', to: '/stock/adjustments' },
        { label: 'New stock adjustment', to: '/stock/adjustments/new' },
        { label: 'Transfers', to: '/stock/transfers' },
        { label: 'New stock transfer', to: '/stock/transfers/new' },
        { label: 'Cycle counts', to: '/stock/counts' },
        { label: 'New cycle count', to: '/stock/counts/new' },
        { label: 'Count a bin', to: '/stock/counts/scan' },
      ]),
    );
    // New SKU only with products.add.
    expect(paletteScreens({ products: { view: true } })).not.toContainEqual({
      label: 'New SKU',
      to: '/skus/new',
    });
  });
});
