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

/** Claims of the access token the console reads (SPEC §3). */
const accessTokenClaimsSchema = z.object({
  username: z.string(),
  fullName: z.string(),
  organizationName: z.string(),
  email: z.string(),
  role: z.string(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

// Resource keys are read loosely so that a token from a newer server, naming a resource this
// build does not know, still grants the ones it does.
const permissionsTokenSchema = z.object({
  permissions: z.record(z.string(), permissionFlagsSchema.partial()),
});

/** The cookies logout clears (SPEC §4). */
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

/** SPEC §4: a person counts as signed in when the access_token cookie exists. */
export function isSignedIn(): boolean {
  return hasCookie(COOKIE_ACCESS_TOKEN);
}

/** SPEC §2 index rule: any of the access, refresh or CSRF token cookies means "go to the dashboard". */
export function hasAnySessionCookie(): boolean {
  return [COOKIE_ACCESS_TOKEN, COOKIE_REFRESH_TOKEN, COOKIE_CSRF_TOKEN].some(hasCookie);
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

/** Permissions from the permissions_token cookie; SPEC §8: an unreadable token empties them. */
export function readPermissions(): Permissions {
  const token = Cookies.get(COOKIE_PERMISSIONS_TOKEN);
  if (!token) return {};
  try {
    const granted = permissionsTokenSchema.parse(jwtDecode<unknown>(token)).permissions;
    const permissions: Permissions = {};
    for (const resource of resources) {
      const flags = granted[resource];
      if (flags) permissions[resource] = flags;
    }
    return permissions;
  } catch (error) {
    console.warn('The permissions token cannot be read; no permissions are granted.', error);
    return {};
  }
}

/** SPEC §4 logout: removes the five session cookies and everything in local storage. */
export function clearSession(): void {
  for (const name of SESSION_COOKIES) Cookies.remove(name, { path: '/' });
  localStorage.clear();
}
