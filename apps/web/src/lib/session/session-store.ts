import type { AccessTokenClaims } from '@depot/contracts/auth';
import { COOKIE_ACCESS_TOKEN, COOKIE_PERMISSIONS_TOKEN } from '@depot/contracts/constants';
import type { Permissions } from '@depot/contracts/permissions';
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { readAccessTokenClaims, readPermissions } from './session.ts';
import { subscribeToSessionChanges } from './session-events.ts';

export type SessionSnapshot = {
  isSignedIn: boolean;
  claims: AccessTokenClaims | null;
  permissions: Permissions;
};

type Cached = { accessToken?: string; permissionsToken?: string; snapshot: SessionSnapshot };
let cached: Cached | null = null;

/**
 * What the cookies say now. Decoded once per pair of token values, so every render in between
 * gets the very same object, as useSyncExternalStore requires.
 */
export function getSessionSnapshot(): SessionSnapshot {
  const accessToken = Cookies.get(COOKIE_ACCESS_TOKEN);
  const permissionsToken = Cookies.get(COOKIE_PERMISSIONS_TOKEN);
  if (
    cached &&
    cached.accessToken === accessToken &&
    cached.permissionsToken === permissionsToken
  ) {
    return cached.snapshot;
  }
  const snapshot = {
    isSignedIn: Boolean(accessToken),
    claims: readAccessTokenClaims(),
    permissions: readPermissions(),
  };
  cached = { accessToken, permissionsToken, snapshot };
  return snapshot;
}

function subscribe(onChange: () => void): () => void {
  const unsubscribe = subscribeToSessionChanges(onChange);
  // Another tab may have signed in, refreshed or signed out while this one was in the
  // background; cookies announce nothing, so look again when the person comes back.
  window.addEventListener('focus', onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    unsubscribe();
    window.removeEventListener('focus', onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/** The signed-in person's claims and permissions, re-read after sign-in, refresh and sign-out. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribe, getSessionSnapshot);
}

/**
 * Whether an employee id (a record's raiser, say) is the signed-in person's. A token without the
 * id, signed before it was added, knows nobody: the server's own check still applies.
 */
export function useIsSignedInPerson(): (employeeId: string | undefined) => boolean {
  const mine = useSession().claims?.employeeId;
  return (employeeId) => mine !== undefined && employeeId === mine;
}
