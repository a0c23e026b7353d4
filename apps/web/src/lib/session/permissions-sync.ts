import { authEndpoints } from '@depot/contracts/auth';
import type { AxiosInstance, AxiosResponse } from 'axios';
import { requestEndpoint } from '../api/api-request.ts';
import { permissionsTokenVersion, storePermissionsToken } from './session.ts';

/**
 * The server stamps every authenticated answer with X-Permissions-Version, the fingerprint of
 * the caller's current permissions. When it differs from the one in the permissions token, an
 * administrator changed the person's role: fetch a fresh token so the menu follows at once.
 */
export function createPermissionsSync(client: AxiosInstance) {
  let inFlight: Promise<void> | null = null;

  async function fetchFreshToken() {
    storePermissionsToken((await requestEndpoint(client, authEndpoints.me)).permissionsToken);
  }

  return function followPermissions(response: AxiosResponse): AxiosResponse {
    const announced = response.headers['x-permissions-version'];
    if (typeof announced !== 'string' || announced === permissionsTokenVersion() || inFlight) {
      return response;
    }
    // In the background: the answer at hand is already right, only the menu is behind.
    inFlight = fetchFreshToken()
      .catch(() => {})
      .finally(() => {
        inFlight = null;
      });
    return response;
  };
}
