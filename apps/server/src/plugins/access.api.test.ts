import { beforeAll, describe, expect, test } from 'vitest';
import { bearer } from '../test/auth-helpers.ts';
import { fileApp } from '../test/file-app.ts';
import { memberWithRole } from '../test/members.ts';

const { app } = fileApp({ env: { SEED_DEMO: 'true' }, signIn: false });
let nobody: Awaited<ReturnType<typeof memberWithRole>>;
beforeAll(async () => {
  nobody = await memberWithRole(app, 'no-permissions', {});
});

/** Plausible values for path parameters, so the call reaches the permission check as a real one would. */
const sampleParams: Record<string, string> = {
  employeeId: 'EMP-0002',
  role: 'finance',
  table: 'team',
  id: '1',
  countryCode: 'IN',
};

function fill(url: string): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => sampleParams[name] ?? 'x');
}

// Routes anyone may call, and routes any signed-in person may call about themselves. A new
// route must either declare a permission (and is then checked below) or be added here on purpose.
const publicRoutes = [
  'GET /api/v1/health',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/verify-otp',
  'POST /api/v1/auth/resend-otp',
  'POST /api/v1/auth/refresh',
  'POST /api/v1/auth/logout',
  'GET /api/v1/auth/session-cookie',
  'POST /api/v1/auth/forgot-password',
  'POST /api/v1/auth/reset-password/check',
  'POST /api/v1/auth/reset-password',
  'GET /api/v1/reference/countries',
  'GET /api/v1/reference/country-codes',
  'GET /api/v1/reference/countries/:countryCode/states',
  'GET /api/v1/reference/currencies',
];
const selfServiceRoutes = [
  'GET /api/v1/auth/me',
  'POST /api/v1/auth/change-password',
  'GET /api/v1/admin/settings/get-prefrence-details',
  'POST /api/v1/admin/settings/change-settings',
  'GET /api/v1/admin/settings/get-tables-sequence-data/:table',
  'GET /api/v1/admin/settings/get-accessiblity',
  'POST /api/v1/admin/settings/update-accessiblity',
  'GET /api/v1/admin/settings/get-accounts-details',
  'POST /api/v1/admin/settings/update-accounts-details',
  'POST /api/v1/admin/settings/change-active-status',
  'GET /api/v1/admin/notifications',
  'POST /api/v1/admin/notifications/mark-all-read',
  'POST /api/v1/admin/notifications/:id/read',
  // Open to anyone signed in, but it searches only the kinds the caller may view.
  'GET /api/v1/admin/search',
];

describe('every API route enforces its permission on the server', () => {
  const routes = () => app.routeTable.filter((route) => route.method !== 'HEAD');

  test('routes without a permission are exactly the reviewed public and self-service ones', () => {
    const name = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
    expect(
      routes()
        .filter((route) => route.access === 'public')
        .map(name)
        .sort(),
    ).toEqual([...publicRoutes].sort());
    expect(
      routes()
        .filter((route) => route.access === 'authenticated')
        .map(name)
        .sort(),
    ).toEqual([...selfServiceRoutes].sort());
  });

  test('a member whose role has no permissions gets 403 from every other route', async () => {
    const guarded = routes().filter((route) => typeof route.access === 'object');
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: fill(route.url),
        headers: bearer(nobody.session),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().error.code, `${route.method} ${route.url}`).toBe('FORBIDDEN');
    }
  });

  test('without a session every guarded or self-service route answers 401', async () => {
    for (const route of routes().filter((route) => route.access !== 'public')) {
      const response = await app.inject({ method: route.method as 'GET', url: fill(route.url) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
