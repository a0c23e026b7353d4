import {
  COOKIE_ACCESS_TOKEN,
  COOKIE_CSRF_SECRET,
  COOKIE_CSRF_TOKEN,
  COOKIE_PERMISSIONS_TOKEN,
  COOKIE_REFRESH_TOKEN,
} from '@depot/contracts/constants';
import { DEFAULT_THEME_SETTINGS } from '@depot/contracts/theme';
import Cookies from 'js-cookie';
import { describe, expect, test, vi } from 'vitest';
import { SIDEBAR_COOKIE } from '@/config/constants.ts';
import { otpChallenge } from '@/test/auth-fixtures.ts';
import { testClaims, unsignedJwt } from '@/test/jwt.ts';
import { readOtpChallenge, saveOtpChallenge } from './otp-challenge-storage.ts';
import {
  clearSession,
  hasAnySessionCookie,
  isSignedIn,
  readAccessTokenClaims,
  readPermissions,
} from './session.ts';

describe('index rule (any session cookie)', () => {
  test('is false with no cookies', () => {
    expect(hasAnySessionCookie()).toBe(false);
  });

  test.each([COOKIE_ACCESS_TOKEN, COOKIE_REFRESH_TOKEN, COOKIE_CSRF_TOKEN])(
    'is true with only the %s cookie',
    (name) => {
      Cookies.set(name, 'value');
      expect(hasAnySessionCookie()).toBe(true);
    },
  );

  test.each([COOKIE_CSRF_SECRET, COOKIE_PERMISSIONS_TOKEN])(
    'ignores a lone %s cookie, which is not part of the rule',
    (name) => {
      Cookies.set(name, 'value');
      expect(hasAnySessionCookie()).toBe(false);
    },
  );
});

describe('signed in', () => {
  test('needs the access_token cookie; a refresh token alone is not enough', () => {
    Cookies.set(COOKIE_REFRESH_TOKEN, 'value');
    expect(isSignedIn()).toBe(false);
    Cookies.set(COOKIE_ACCESS_TOKEN, 'value');
    expect(isSignedIn()).toBe(true);
  });
});

describe('access token claims', () => {
  test('reads the five claims the console uses', () => {
    Cookies.set(COOKIE_ACCESS_TOKEN, unsignedJwt({ ...testClaims, exp: 2_000_000_000 }));
    expect(readAccessTokenClaims()).toEqual(testClaims);
  });

  test('an undecodable token gives null and is logged as an error', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    Cookies.set(COOKIE_ACCESS_TOKEN, 'not-a-jwt');
    expect(readAccessTokenClaims()).toBeNull();
    expect(logged).toHaveBeenCalledOnce();
  });
});

describe('permissions', () => {
  test('reads the flags keyed by resource at the top level, beside the standard claims', () => {
    Cookies.set(
      COOKIE_PERMISSIONS_TOKEN,
      unsignedJwt({
        sub: '1',
        iss: 'depot',
        exp: 2_000_000_000,
        version: 'abc',
        users: { view: true, add: false },
        teams: { view: true, add: true },
        // A resource this build does not know yet is left out.
        returns: { view: true },
      }),
    );
    expect(readPermissions()).toEqual({
      users: { view: true, add: false },
      teams: { view: true, add: true },
    });
  });

  test('no token means no permissions, silently', () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readPermissions()).toEqual({});
    expect(warned).not.toHaveBeenCalled();
  });

  test('an undecodable token empties the permissions with a warning, not an error', () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errored = vi.spyOn(console, 'error').mockImplementation(() => {});
    Cookies.set(COOKIE_PERMISSIONS_TOKEN, 'garbage');
    expect(readPermissions()).toEqual({});
    expect(warned).toHaveBeenCalledOnce();
    expect(errored).not.toHaveBeenCalled();
  });

  test('a decodable token granting nothing grants nothing; a malformed resource empties them', () => {
    Cookies.set(COOKIE_PERMISSIONS_TOKEN, unsignedJwt({ sub: 'EMP-0001' }));
    expect(readPermissions()).toEqual({});
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    Cookies.set(COOKIE_PERMISSIONS_TOKEN, unsignedJwt({ users: 'everything' }));
    expect(readPermissions()).toEqual({});
    expect(warned).toHaveBeenCalledOnce();
  });
});

describe('clearSession', () => {
  test('removes the five session cookies and local storage, and nothing else; the theme entry comes back whole, with the defaults', () => {
    const sessionCookies = [
      COOKIE_ACCESS_TOKEN,
      COOKIE_CSRF_SECRET,
      COOKIE_REFRESH_TOKEN,
      COOKIE_CSRF_TOKEN,
      COOKIE_PERMISSIONS_TOKEN,
    ];
    for (const name of sessionCookies) Cookies.set(name, 'value', { path: '/' });
    Cookies.set(SIDEBAR_COOKIE, 'true', { path: '/' });
    localStorage.setItem('theme-configuration', JSON.stringify({ theme: 'light' }));
    localStorage.setItem('theme-configuration-saved-at', '2026-01-01T00:00:00.000Z');

    clearSession();

    for (const name of sessionCookies) expect(Cookies.get(name), name).toBeUndefined();
    expect(localStorage.length).toBe(1);
    expect(JSON.parse(localStorage.getItem('theme-configuration') ?? '')).toEqual(
      DEFAULT_THEME_SETTINGS,
    );
    expect(Cookies.get(SIDEBAR_COOKIE)).toBe('true');
  });

  test('also forgets a sign-in that was waiting for its code', () => {
    saveOtpChallenge(otpChallenge());
    clearSession();
    expect(readOtpChallenge()).toBeNull();
  });
});
