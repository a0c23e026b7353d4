import { type AccessTokenClaims, accessTokenClaimsSchema } from '@depot/contracts/auth';
import {
  COOKIE_ACCESS_TOKEN,
  COOKIE_CSRF_SECRET,
  COOKIE_CSRF_TOKEN,
  COOKIE_PERMISSIONS_TOKEN,
  COOKIE_REFRESH_TOKEN,
} from '@depot/contracts/constants';
import { type Permissions, permissionFlagsSchema, resources } from '@depot/contracts/permissions';
import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';
import { z } from 'zod';
import { ensureThemeSettingsStored } from '../theme/theme-store.ts';
import { clearOtpChallenge } from './otp-challenge-storage.ts';
import { clearPendingLogout } from './pending-logout-store.ts';
import { notifySessionChanged } from './session-events.ts';

// The payload holds each resource's flags at its top level beside the standard claims. Only the
// resources this build knows are read, so a token from a newer server still grants those.
const permissionsTokenSchema = z.record(z.string(), z.unknown());

/** The cookies logout clears (docs/BEHAVIOUR.md §4). */
const SESSION_COOKIES = [
  COOKIE_ACCESS_TOKEN,
  COOKIE_CSRF_SECRET,
  COOKIE_REFRESH_TOKEN,
  COOKIE_CSRF_TOKEN,
  COOKIE_PERMISSIONS_TOKEN,
] as const;

function hasCookie(name: string): boolean {
  // An empty value cannot authenticate anything, so it counts as absent.
  return Boolean(Cookies.get(name));
}

/** docs/BEHAVIOUR.md §4: a person counts as signed in when the access_token cookie exists. */
export function isSignedIn(): boolean {
  return hasCookie(COOKIE_ACCESS_TOKEN);
}

/** docs/BEHAVIOUR.md §2 index rule: any of the access, refresh or CSRF token cookies means "go to the dashboard". */
export function hasAnySessionCookie(): boolean {
  return [COOKIE_ACCESS_TOKEN, COOKIE_REFRESH_TOKEN, COOKIE_CSRF_TOKEN].some(hasCookie);
}

/** The access token the next call will send, if any. */
export function currentAccessToken(): string | undefined {
  return Cookies.get(COOKIE_ACCESS_TOKEN) || undefined;
}

/** The access token's claims, or null when there is no token or it cannot be read. */
export function readAccessTokenClaims(): AccessTokenClaims | null {
  const token = Cookies.get(COOKIE_ACCESS_TOKEN);
  if (!token) return null;
  try {
    return accessTokenClaimsSchema.parse(jwtDecode<unknown>(token));
  } catch (error) {
    console.error('The access token cannot be read; continuing without its claims.', error);
    return null;
  }
}

/** Permissions from the permissions_token cookie; docs/BEHAVIOUR.md §8: an unreadable token empties them. */
export function readPermissions(): Permissions {
  const token = Cookies.get(COOKIE_PERMISSIONS_TOKEN);
  if (!token) return {};
  try {
    const payload = permissionsTokenSchema.parse(jwtDecode<unknown>(token));
    const permissions: Permissions = {};
    for (const resource of resources) {
      if (payload[resource] === undefined) continue;
      permissions[resource] = permissionFlagsSchema.partial().parse(payload[resource]);
    }
    return permissions;
  } catch (error) {
    console.warn('The permissions token cannot be read; no permissions are granted.', error);
    return {};
  }
}

/**
 * docs/BEHAVIOUR.md §4 sign-in: the access token goes into access_token with path / and no expiry (a browser
 * session cookie; the server's 15-minute expiry inside the token is what ends it), the
 * permissions token into permissions_token. SameSite and Secure only narrow where the browser
 * sends them; no call is authenticated from either (the server takes the Bearer header). The
 * server reads the access token's cookie only to draw the console's page for its person.
 */
export function storeSessionTokens(tokens: { accessToken: string; permissionsToken: string }) {
  const attributes = {
    path: '/',
    sameSite: 'strict',
    secure: window.location.protocol === 'https:',
  } as const;
  Cookies.set(COOKIE_ACCESS_TOKEN, tokens.accessToken, attributes);
  Cookies.set(COOKIE_PERMISSIONS_TOKEN, tokens.permissionsToken, attributes);
  // A new session's cookies replaced the old one's: a logout still owed for it cannot reach it.
  clearPendingLogout();
  notifySessionChanged();
}

/** Replaces only the permissions token, e.g. after the person's role changed. */
export function storePermissionsToken(permissionsToken: string) {
  Cookies.set(COOKIE_PERMISSIONS_TOKEN, permissionsToken, {
    path: '/',
    sameSite: 'strict',
    secure: window.location.protocol === 'https:',
  });
  notifySessionChanged();
}

/** The fingerprint the permissions token was issued for, or null without a readable token. */
export function permissionsTokenVersion(): string | null {
  const token = Cookies.get(COOKIE_PERMISSIONS_TOKEN);
  if (!token) return null;
  try {
    const claims: unknown = jwtDecode<unknown>(token);
    return typeof claims === 'object' &&
      claims !== null &&
      'version' in claims &&
      typeof claims.version === 'string'
      ? claims.version
      : null;
  } catch {
    return null;
  }
}

/** The double-submit header the cookie-authenticated calls (refresh, logout) need. */
export function csrfHeaders(): Record<string, string> {
  const token = Cookies.get(COOKIE_CSRF_TOKEN);
  return token ? { [COOKIE_CSRF_TOKEN]: token } : {};
}

/**
 * docs/BEHAVIOUR.md §4 logout, on this side: removes the five session cookies (refresh_token and csrf_secret
 * are httpOnly, so only the server's logout answer really removes those), local storage and a
 * pending sign-in challenge, then lets the screens drop the permissions they showed.
 */
export function clearSession(): void {
  for (const name of SESSION_COOKIES) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  // The theme configuration entry is back at once, whole, with the defaults.
  ensureThemeSettingsStored();
  clearOtpChallenge();
  notifySessionChanged();
}
