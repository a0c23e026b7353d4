import { authEndpoints } from '@depot/contracts/auth';
import {
  COOKIE_ACCESS_TOKEN,
  COOKIE_CSRF_TOKEN,
  COOKIE_PERMISSIONS_TOKEN,
} from '@depot/contracts/constants';
import axios, { type AxiosAdapter, AxiosError } from 'axios';
import Cookies from 'js-cookie';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { sessionTokens } from '@/test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { testClaims, unsignedJwt } from '@/test/jwt.ts';
import { expectStorageAsAfterSignOut } from '@/test/storage.ts';
import { apiClient, apiErrorMessage } from '../api/api-client.ts';
import { createSessionRefresher } from './refresh-session.ts';
import { onSessionEnded } from './session-end.ts';

const EXPIRED = 'expired.access.token';
const sessionEnded = () => fail(401, 'SESSION_ENDED', 'Your session has ended. Sign in again.');
const tokenExpired = () => fail(401, 'UNAUTHENTICATED', 'Your session has expired. Sign in again.');

/** Signed in with an access token the server no longer takes, and a CSRF cookie to refresh with. */
function signedInWithExpiredToken() {
  Cookies.set(COOKIE_ACCESS_TOKEN, EXPIRED, { path: '/' });
  Cookies.set(COOKIE_PERMISSIONS_TOKEN, unsignedJwt({}), { path: '/' });
  Cookies.set(COOKIE_CSRF_TOKEN, 'csrf-1', { path: '/' });
}

/** Answers 401 to the expired token and 200 to any other. */
function protectedCall(request: { headers: Record<string, string> }) {
  return request.headers.Authorization === `Bearer ${EXPIRED}` ? tokenExpired() : ok({ n: 1 });
}

function watchSessionEnd() {
  const ended = vi.fn();
  onTestFinished(onSessionEnded(ended));
  return ended;
}

async function errorOf(request: Promise<unknown>): Promise<unknown> {
  return request.then(
    () => expect.unreachable('the request should have failed'),
    (error: unknown) => error,
  );
}

describe('a 401 from a call', () => {
  test('refreshes with the CSRF header, stores the new tokens and retries once', async () => {
    signedInWithExpiredToken();
    const renewed = sessionTokens({ users: { view: true } });
    const server = fakeApi({
      'GET /admin/settings/get-accounts-details': protectedCall,
      'POST /auth/refresh': () => ok(renewed),
    });

    const response = await apiClient.get('/admin/settings/get-accounts-details');

    expect(response.data).toEqual({ data: { n: 1 } });
    const [refresh] = server.requestsTo('POST /auth/refresh');
    expect(refresh?.headers[COOKIE_CSRF_TOKEN]).toBe('csrf-1');
    const calls = server.requestsTo('GET /admin/settings/get-accounts-details');
    expect(calls.map((call) => call.headers.Authorization)).toEqual([
      `Bearer ${EXPIRED}`,
      `Bearer ${renewed.accessToken}`,
    ]);
    expect(Cookies.get(COOKIE_ACCESS_TOKEN)).toBe(renewed.accessToken);
    expect(Cookies.get(COOKIE_PERMISSIONS_TOKEN)).toBe(renewed.permissionsToken);
  });

  test('two calls failing together share one refresh', async () => {
    signedInWithExpiredToken();
    const server = fakeApi({
      'GET /users': protectedCall,
      'GET /team': protectedCall,
      'POST /auth/refresh': () => ok(sessionTokens()),
    });

    await Promise.all([apiClient.get('/users'), apiClient.get('/team')]);

    expect(server.requestsTo('POST /auth/refresh')).toHaveLength(1);
    expect(server.requestsTo('GET /users')).toHaveLength(2);
    expect(server.requestsTo('GET /team')).toHaveLength(2);
  });

  test('a refused refresh signs out: cookies and storage cleared, the router told', async () => {
    signedInWithExpiredToken();
    localStorage.setItem('theme-configuration', '{}');
    const ended = watchSessionEnd();
    const server = fakeApi({ 'GET /users': protectedCall, 'POST /auth/refresh': sessionEnded });

    const error = await errorOf(apiClient.get('/users'));

    expect(apiErrorMessage(error)).toBe('Your session has expired. Sign in again.');
    expect(ended).toHaveBeenCalled();
    expect(Cookies.get(COOKIE_ACCESS_TOKEN)).toBeUndefined();
    expect(Cookies.get(COOKIE_PERMISSIONS_TOKEN)).toBeUndefined();
    expectStorageAsAfterSignOut();
    expect(server.requestsTo('GET /users')).toHaveLength(1);
  });

  test('when another tab refreshed meanwhile, the call is retried with its token instead', async () => {
    signedInWithExpiredToken();
    const ended = watchSessionEnd();
    const server = fakeApi({
      'GET /users': protectedCall,
      'POST /auth/refresh': () => {
        // The other tab won the race: its token is in the shared cookie, ours was refused.
        Cookies.set(COOKIE_ACCESS_TOKEN, 'other-tab.access.token', { path: '/' });
        return sessionEnded();
      },
    });

    await apiClient.get('/users');

    expect(ended).not.toHaveBeenCalled();
    expect(server.requestsTo('GET /users').at(-1)?.headers.Authorization).toBe(
      'Bearer other-tab.access.token',
    );
  });

  test('a token renewed since the call was sent is used without another refresh', async () => {
    signedInWithExpiredToken();
    const server = fakeApi({
      'GET /users': (request) => {
        Cookies.set(COOKIE_ACCESS_TOKEN, 'fresh.access.token', { path: '/' });
        return protectedCall(request);
      },
    });

    await apiClient.get('/users');

    expect(server.requestsTo('POST /auth/refresh')).toHaveLength(0);
  });

  test('a 401 again after the retry signs out rather than looping', async () => {
    signedInWithExpiredToken();
    const ended = watchSessionEnd();
    const server = fakeApi({
      'GET /users': tokenExpired,
      'POST /auth/refresh': () => ok(sessionTokens()),
    });

    await errorOf(apiClient.get('/users'));

    expect(server.requestsTo('POST /auth/refresh')).toHaveLength(1);
    expect(server.requestsTo('GET /users')).toHaveLength(2);
    expect(ended).toHaveBeenCalledOnce();
  });

  test('an unreachable server during the refresh keeps the session and says so', async () => {
    signedInWithExpiredToken();
    const ended = watchSessionEnd();
    fakeApi({
      'GET /users': protectedCall,
      'POST /auth/refresh': () => {
        throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
      },
    });

    const error = await errorOf(apiClient.get('/users'));

    expect(apiErrorMessage(error)).toBe(
      'Cannot reach the server. Check your connection and try again.',
    );
    expect(ended).not.toHaveBeenCalled();
    expect(Cookies.get(COOKIE_ACCESS_TOKEN)).toBe(EXPIRED);
  });

  // Read from the declarations: every public endpoint, and only those.
  const publicEndpoints = Object.values(authEndpoints).filter(
    (endpoint) => endpoint.access === 'public',
  );

  test('the public calls are the sign-in, code, refresh, logout and password-link ones', () => {
    expect(publicEndpoints.map((endpoint) => endpoint.path).sort()).toEqual([
      '/auth/forgot-password',
      '/auth/login',
      '/auth/logout',
      '/auth/refresh',
      '/auth/resend-otp',
      '/auth/reset-password',
      '/auth/reset-password/check',
      '/auth/session-cookie',
      '/auth/verify-otp',
    ]);
  });

  test.each(publicEndpoints.map((endpoint) => [endpoint.method, endpoint.path, endpoint] as const))(
    '%s %s answers its own 401 without a refresh',
    async (method, url, endpoint) => {
      signedInWithExpiredToken();
      const ended = watchSessionEnd();
      const server = fakeApi({ [`${method} ${url}`]: tokenExpired });

      await errorOf(apiClient.request({ method, url, endpoint }));

      expect(server.requests()).toHaveLength(1);
      expect(ended).not.toHaveBeenCalled();
    },
  );
});

/**
 * The Web Locks API as the tabs of one origin share it: one holder of a name at a time, granted
 * in the order asked. jsdom has none; this one lasts for the test.
 */
function shareLocksAcrossTabs() {
  const ignore = () => undefined;
  const held = new Map<string, Promise<unknown>>();
  const locks = {
    request(name: string, callback: () => Promise<unknown>) {
      const granted = (held.get(name) ?? Promise.resolve()).then(() => callback());
      // The next holder waits for this one to finish, however it finishes.
      held.set(name, granted.then(ignore, ignore));
      return granted;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });
}

/**
 * Other tabs of the console: each its own HTTP client and refresher, all sharing the browser's
 * cookies and one server, which answers every refresh it is sent with new tokens (or throws what
 * `refuse` throws).
 */
function otherTabs(refuse?: () => never) {
  let refreshes = 0;
  const adapter: AxiosAdapter = async (config) => {
    refreshes += 1;
    refuse?.();
    const tokens = sessionTokens({}, { ...testClaims, jti: `refresh-${refreshes}` });
    return { data: { data: tokens }, status: 200, statusText: '', headers: {}, config };
  };
  return {
    open: () => createSessionRefresher(axios.create({ adapter })),
    refreshes: () => refreshes,
  };
}

describe('refreshes across tabs', () => {
  test('tabs refreshing for the same refused token send one refresh, however many ask', async () => {
    signedInWithExpiredToken();
    shareLocksAcrossTabs();
    const tabs = otherTabs();
    const [first, second] = [tabs.open(), tabs.open()];

    // Two calls of the first tab and one of the second, refused together.
    await Promise.all([first(EXPIRED), first(EXPIRED), second(EXPIRED)]);

    expect(tabs.refreshes()).toBe(1);
    expect(Cookies.get(COOKIE_ACCESS_TOKEN)).not.toBe(EXPIRED);
  });

  test('tabs resuming a session whose access token is gone send one refresh', async () => {
    shareLocksAcrossTabs();
    Cookies.set(COOKIE_CSRF_TOKEN, 'csrf-1', { path: '/' });
    const tabs = otherTabs();
    const [first, second] = [tabs.open(), tabs.open()];

    await Promise.all([first(undefined), second(undefined)]);

    expect(tabs.refreshes()).toBe(1);
    expect(Cookies.get(COOKIE_ACCESS_TOKEN)).toBeDefined();
  });

  test('a 401 while another tab refreshes waits for it and retries with its token, sending none', async () => {
    signedInWithExpiredToken();
    shareLocksAcrossTabs();
    const tabs = otherTabs();
    const server = fakeApi({
      'GET /users': protectedCall,
      'POST /auth/refresh': () => ok(sessionTokens()),
    });

    const [, response] = await Promise.all([tabs.open()(EXPIRED), apiClient.get('/users')]);

    expect(response.data).toEqual({ data: { n: 1 } });
    expect(tabs.refreshes()).toBe(1);
    expect(server.requestsTo('POST /auth/refresh')).toHaveLength(0);
    expect(server.requestsTo('GET /users').at(-1)?.headers.Authorization).toBe(
      `Bearer ${Cookies.get(COOKIE_ACCESS_TOKEN)}`,
    );
  });

  test('when the other tab’s refresh failed, this tab refreshes once the lock is its own', async () => {
    signedInWithExpiredToken();
    shareLocksAcrossTabs();
    const tabs = otherTabs(() => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
    });
    const server = fakeApi({
      'GET /users': protectedCall,
      'POST /auth/refresh': () => ok(sessionTokens()),
    });

    const [other, response] = await Promise.allSettled([
      tabs.open()(EXPIRED),
      apiClient.get('/users'),
    ]);

    expect(other.status).toBe('rejected');
    expect(response.status).toBe('fulfilled');
    expect(server.requestsTo('POST /auth/refresh')).toHaveLength(1);
  });
});
