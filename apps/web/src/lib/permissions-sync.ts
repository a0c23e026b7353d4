import { meSchema } from '@depot/contracts/auth';
import { envelope } from '@depot/contracts/common';
import type { AxiosInstance, AxiosResponse } from 'axios';
import { authEndpoints } from './auth-endpoints.ts';
import { permissionsTokenVersion, storePermissionsToken } from './session.ts';

const meAnswerSchema = envelope(meSchema);

/**
 * The server stamps every authenticated answer with X-Permissions-Version, the fingerprint of
 * the caller's current permissions. When it differs from the one in the permissions token, an
 * administrator changed the person's role: fetch a fresh token so the menu follows at once.
 */
export function createPermissionsSync(client: AxiosInstance) {
  let inFlight: Promise<void> | null = null;

  async function fetchFreshToken() {
    const response = await client.get<unknown>(authEndpoints.me);
    storePermissionsToken(meAnswerSchema.parse(response.data).data.permissionsToken);
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
