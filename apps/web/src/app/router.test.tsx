import {
  COOKIE_ACCESS_TOKEN,
  COOKIE_PERMISSIONS_TOKEN,
  COOKIE_REFRESH_TOKEN,
} from '@depot/contracts/constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, test } from 'vitest';
import { saveOtpChallenge } from '@/lib/session/otp-challenge-storage.ts';
import { rememberPendingLogout } from '@/lib/session/pending-logout-store.ts';
import { otpChallenge, sessionTokens } from '@/test/auth-fixtures.ts';
import { fakeApi, ok } from '@/test/fake-api.ts';
import { testClaims, unsignedJwt } from '@/test/jwt.ts';
import { renderApp } from '@/test/render-app.tsx';

function signIn() {
  Cookies.set(COOKIE_ACCESS_TOKEN, unsignedJwt(testClaims), { path: '/' });
}

describe('index route', () => {
  test('with no session cookie goes to /login and shows sign-in', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
  });

  test('with a session cookie goes to /dashboard', async () => {
    signIn();
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  test('a refresh token alone also counts, though the gate then asks to sign in', async () => {
    // The real cookie is httpOnly and sent only to the auth API: the server tells.
    const server = fakeApi({ 'GET /auth/session-cookie': () => ok({ refreshToken: true }) });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fdashboard');
    expect(server.requestsTo('GET /auth/session-cookie')).toHaveLength(1);
  });

  test('a readable refresh cookie counts without asking the server', async () => {
    const server = fakeApi({});
    Cookies.set(COOKIE_REFRESH_TOKEN, 'opaque', { path: '/' });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.search).toBe('?redirectTo=%2Fdashboard'));
    expect(server.requestsTo('GET /auth/session-cookie')).toHaveLength(0);
  });
});

describe('protected-route gate', () => {
  test('sends a signed-out visitor to /login with the path and search to return to', async () => {
    const { router } = renderApp('/users/view/USR-000001/profile?tab=plan');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    const redirectTo = new URLSearchParams(router.state.location.search).get('redirectTo');
    expect(redirectTo).toBe('/users/view/USR-000001/profile?tab=plan');
  });

  test('after signing in, the visitor lands where they were going', async () => {
    fakeApi({
      'POST /auth/login': () =>
        ok({ otpRequired: false, ...sessionTokens({ teams: { view: true } }) }),
    });
    const { router } = renderApp('/team?status=active');
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'asha.rao@depot.test' },
    });
    fireEvent.change(screen.getByLabelText('Password'), {
      target: { value: 'correct horse battery staple' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Team' })).toBeDefined();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/team?status=active',
    );
  });

  test('notices a session that ended between two navigations', async () => {
    signIn();
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    Cookies.remove(COOKIE_ACCESS_TOKEN, { path: '/' });
    await router.navigate('/team');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirectTo=%2Fteam');
  });

  test('does not resume a session the person signed out of while the server was away', async () => {
    // The refresh and CSRF cookies are still here (the server never heard the logout), and the
    // server would renew the session if asked.
    Cookies.set(COOKIE_REFRESH_TOKEN, 'opaque', { path: '/' });
    rememberPendingLogout({ csrfToken: 'kept-token' });
    const server = fakeApi({ 'POST /auth/refresh': () => ok(sessionTokens({})) });
    const { router } = renderApp('/team');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(server.requestsTo('POST /auth/refresh')).toHaveLength(0);
  });

  test('resumes a session from its refresh cookie when nobody signed out', async () => {
    Cookies.set(COOKIE_REFRESH_TOKEN, 'opaque', { path: '/' });
    const server = fakeApi({
      'POST /auth/refresh': () => ok(sessionTokens({ teams: { view: true } })),
    });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(server.requestsTo('POST /auth/refresh')).toHaveLength(1);
  });

  test('lets a signed-in person through, with the route params on screen', async () => {
    signIn();
    Cookies.set(COOKIE_PERMISSIONS_TOKEN, unsignedJwt({ packages: { view: true } }), {
      path: '/',
    });
    const server = fakeApi({});
    renderApp('/packages/view/GOLD-M');
    // The screen asked for the package the path names (the fake server knows none).
    expect(await screen.findByRole('heading', { name: 'Package not found' })).toBeDefined();
    expect(server.requestsTo('GET /admin/packages/GOLD-M')).toHaveLength(1);
  });
});

describe('page not found', () => {
  test('an unknown path shows the not-found screen inside the shell', async () => {
    signIn();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
    expect(screen.getByText('There is no page at /no/such/page.')).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeDefined();
    expect(screen.getByText('Welcome back, Asha Rao')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toBeDefined();
  });

  test('an unknown path while signed out asks to sign in first', async () => {
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('authentication screen', () => {
  test.each([
    ['/login', 'Sign in'],
    ['/forgot-password', 'Forgot password'],
    ['/reset-password?token=abc', 'Choose a new password'],
  ])('%s shows "%s"', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeDefined();
  });

  test('/otp-verification shows "Verify code" while a sign-in waits for its code', async () => {
    saveOtpChallenge(otpChallenge());
    renderApp('/otp-verification');
    expect(await screen.findByRole('heading', { name: 'Verify code' })).toBeDefined();
  });

  test('/otp-verification without a pending sign-in goes to /login', async () => {
    const { router } = renderApp('/otp-verification');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
  });

  test('moving between the auth paths switches the step on the same screen', async () => {
    saveOtpChallenge(otpChallenge());
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    await router.navigate('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeDefined();
    await router.navigate('/otp-verification');
    expect(await screen.findByRole('heading', { name: 'Verify code' })).toBeDefined();
  });
});
