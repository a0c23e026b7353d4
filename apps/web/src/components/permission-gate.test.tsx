import { COOKIE_ACCESS_TOKEN, COOKIE_PERMISSIONS_TOKEN } from '@depot/contracts/constants';
import type { Permissions } from '@depot/contracts/permissions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, test } from 'vitest';
import { testClaims, unsignedJwt } from '@/test/jwt.ts';
import { renderApp } from '@/test/render-app.tsx';

function signInWith(permissions: Permissions) {
  Cookies.set(COOKIE_ACCESS_TOKEN, unsignedJwt(testClaims), { path: '/' });
  Cookies.set(COOKIE_PERMISSIONS_TOKEN, unsignedJwt({ ...permissions }), { path: '/' });
}

const FORBIDDEN = "You don't have access to this page";

describe('route permission guard', () => {
  test('/users without users.view shows the 403 result inside the shell', async () => {
    signInWith({ teams: { view: true } });
    const { router } = renderApp('/users');
    expect(await screen.findByRole('heading', { name: FORBIDDEN })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Users' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/users');

    fireEvent.click(screen.getByRole('link', { name: 'Back to dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  test('/users with users.view shows the screen', async () => {
    signInWith({ users: { view: true } });
    renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: FORBIDDEN })).toBeNull();
  });

  test.each([
    ['/users/new', { users: { view: true } }],
    ['/users/edit/USR-000001', { users: { view: true, add: true } }],
    ['/packages/new', { packages: { view: true } }],
    ['/team/new', { teams: { view: true, edit: true } }],
    ['/team/edit/EMP-0001', { teams: { view: true, add: true } }],
    // Roles or the audit log (settings.view) open it; neither editing flag does.
    ['/setting/privileges', { settings: { edit: true }, roles: { edit: true } }],
    ['/setting/privileges/new', { roles: { view: true, edit: true } }],
    ['/setting/privileges/packer/edit', { roles: { view: true, add: true } }],
  ] satisfies [string, Permissions][])(
    '%s is refused without its own flag',
    async (path, granted) => {
      signInWith(granted);
      renderApp(path);
      expect(await screen.findByRole('heading', { name: FORBIDDEN })).toBeDefined();
    },
  );

  test('Packages opens with zones.view alone (docs/BEHAVIOUR.md §6)', async () => {
    signInWith({ zones: { view: true } });
    renderApp('/packages');
    expect(await screen.findByRole('heading', { name: 'Packages' })).toBeDefined();
  });
});
