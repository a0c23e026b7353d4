import {
  COOKIE_ACCESS_TOKEN,
  COOKIE_CSRF_SECRET,
  COOKIE_CSRF_TOKEN,
  COOKIE_PERMISSIONS_TOKEN,
  COOKIE_REFRESH_TOKEN,
} from '@depot/contracts/constants';
import type { Permissions } from '@depot/contracts/permissions';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, test, vi } from 'vitest';
import { SIDEBAR_COOKIE } from '@/config/constants.ts';
import { readOtpChallenge, saveOtpChallenge } from '@/lib/session/otp-challenge-storage.ts';
import { storeSessionTokens } from '@/lib/session/session.ts';
import { otpChallenge, sessionTokens } from '@/test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { testClaims, unsignedJwt } from '@/test/jwt.ts';
import { renderApp } from '@/test/render-app.tsx';
import { expectStorageAsAfterSignOut } from '@/test/storage.ts';

function signIn(permissions: Permissions) {
  Cookies.set(COOKIE_ACCESS_TOKEN, unsignedJwt(testClaims), { path: '/' });
  Cookies.set(COOKIE_PERMISSIONS_TOKEN, unsignedJwt({ ...permissions }), { path: '/' });
}

const SESSION_COOKIES = [
  COOKIE_ACCESS_TOKEN,
  COOKIE_CSRF_SECRET,
  COOKIE_REFRESH_TOKEN,
  COOKIE_CSRF_TOKEN,
  COOKIE_PERMISSIONS_TOKEN,
];

async function logOut() {
  fireEvent.click(await screen.findByRole('button', { name: 'Asha Rao, account menu' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: /Logout/ }));
}

async function mainNavigation() {
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

describe('sidebar entries follow the permissions token', () => {
  test('without users.view there is no Users entry; Setting is always there', async () => {
    signIn({ users: { view: false, add: true }, packages: { view: true }, teams: { view: true } });
    renderApp('/dashboard');
    const nav = await mainNavigation();
    expect(nav.queryByRole('link', { name: 'Users' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'New user' })).toBeNull();
    expect(nav.getByRole('link', { name: 'Packages' })).toBeDefined();
    expect(nav.getByRole('link', { name: 'Team' })).toBeDefined();
    expect(nav.getByRole('link', { name: 'Setting' })).toBeDefined();
  });

  test('zones.view alone shows Packages; no teams.view hides Team', async () => {
    signIn({ zones: { view: true } });
    renderApp('/dashboard');
    const nav = await mainNavigation();
    expect(nav.getByRole('link', { name: 'Packages' })).toBeDefined();
    expect(nav.queryByRole('link', { name: 'Team' })).toBeNull();
  });

  test.each([
    ['users', 'New user', '/users/new'],
    ['packages', 'New package', '/packages/new'],
    ['teams', 'New team member', '/team/new'],
  ] as const)('the %s quick-add link follows its add flag', async (resource, label, href) => {
    signIn({ [resource]: { view: true, add: true } });
    const first = renderApp('/dashboard');
    const withAdd = await mainNavigation();
    expect(withAdd.getByRole('link', { name: label }).getAttribute('href')).toBe(href);
    first.unmount();

    signIn({ [resource]: { view: true, add: false } });
    renderApp('/dashboard');
    const withoutAdd = await mainNavigation();
    expect(withoutAdd.queryByRole('link', { name: label })).toBeNull();
  });

  test('the sidebar follows the permissions token a refresh brings, without a reload', async () => {
    signIn({});
    renderApp('/dashboard');
    const nav = await mainNavigation();
    expect(nav.queryByRole('link', { name: 'Users' })).toBeNull();
    act(() => storeSessionTokens(sessionTokens({ users: { view: true, add: true } })));
    // The entries follow on the next render, which a loaded machine may take a moment to reach.
    expect(await nav.findByRole('link', { name: 'Users' })).toBeDefined();
    expect(await nav.findByRole('link', { name: 'New user' })).toBeDefined();
  });

  test('an unreadable permissions token leaves only Setting', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    Cookies.set(COOKIE_ACCESS_TOKEN, unsignedJwt(testClaims), { path: '/' });
    Cookies.set(COOKIE_PERMISSIONS_TOKEN, 'garbage', { path: '/' });
    renderApp('/dashboard');
    const nav = await mainNavigation();
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Setting']);
  });
});

describe('shell', () => {
  test('the header toggle collapses the sidebar and remembers it in the cookie', async () => {
    signIn({});
    renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    // The exact name of docs/BEHAVIOUR.md §2, ":" included, not a percent-encoded variant.
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=true`);
    expect(screen.getByRole('link', { name: 'Depot dashboard' }).textContent).toBe('D');
    fireEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=false`);
  });

  test('a collapsed sidebar stays collapsed on the next visit', async () => {
    signIn({});
    const firstVisit = renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    firstVisit.unmount();

    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeDefined();
  });

  test('the bell opens the notifications drawer', async () => {
    signIn({});
    renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('button', { name: 'Mark all as read' })).toBeDefined();
  });

  test('Logout tells the server, then clears the five cookies, storage and cache', async () => {
    signIn({ users: { view: true } });
    for (const name of [COOKIE_CSRF_TOKEN, COOKIE_CSRF_SECRET, COOKIE_REFRESH_TOKEN]) {
      Cookies.set(name, 'value', { path: '/' });
    }
    localStorage.setItem('theme-configuration', '{}');
    saveOtpChallenge(otpChallenge());
    const server = fakeApi({ 'POST /auth/logout': () => ok({ message: 'You are signed out.' }) });
    const { router, queryClient } = renderApp('/dashboard');
    queryClient.setQueryData(['users', { page: 1 }], { items: ['the last person saw this'] });

    await logOut();

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.requestsTo('POST /auth/logout')[0]?.headers[COOKIE_CSRF_TOKEN]).toBe('value');
    for (const name of SESSION_COOKIES) expect(Cookies.get(name), name).toBeUndefined();
    expectStorageAsAfterSignOut();
    expect(readOtpChallenge()).toBeNull();
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0));
  });

  test('Logout signs out here even when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    signIn({});
    fakeApi({ 'POST /auth/logout': () => fail(503, 'SERVICE_UNAVAILABLE', 'Down for a moment') });
    const { router } = renderApp('/dashboard');

    await logOut();

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(Cookies.get(COOKIE_ACCESS_TOKEN)).toBeUndefined();
  });
});
