import { authEndpoints } from '@depot/contracts/auth';
import type { AxiosInstance } from 'axios';
import { requestEndpoint } from '../api/api-request.ts';
import { csrfHeaders, currentAccessToken, storeSessionTokens } from './session.ts';

/** Name of the Web Lock that keeps two tabs of the console from refreshing at the same moment. */
const REFRESH_LOCK = 'depot.session-refresh';

/** Whether the access token was replaced after `usedToken` was sent (by this tab or another). */
export function accessTokenChangedSince(usedToken: string | undefined): boolean {
  const current = currentAccessToken();
  return current !== undefined && current !== usedToken;
}

function withRefreshLock(work: () => Promise<void>): Promise<void> {
  // The server rotates the refresh token and ends the whole session when one is presented
  // twice, so two tabs refreshing at once would sign the person out everywhere. Web Locks are
  // shared by the tabs of an origin; where they are missing the tab refreshes on its own.
  if (!('locks' in navigator)) return work();
  return navigator.locks.request(REFRESH_LOCK, work);
}

/**
 * Builds the refresher the API client calls on a 401: POST /auth/refresh with the CSRF header,
 * new tokens stored in their cookies. Concurrent callers share one request.
 */
export function createSessionRefresher(client: AxiosInstance) {
  let inFlight: Promise<void> | null = null;

  async function renew(usedToken: string | undefined): Promise<void> {
    // A token newer than the refused one (another tab refreshed meanwhile) is as good as ours.
    if (accessTokenChangedSince(usedToken)) return;
    storeSessionTokens(
      await requestEndpoint(client, authEndpoints.refresh, { headers: csrfHeaders() }),
    );
  }

  /** Renews the session that `usedToken` belonged to; resolves once new tokens are stored. */
  return function refreshSession(usedToken: string | undefined): Promise<void> {
    inFlight ??= withRefreshLock(() => renew(usedToken)).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
