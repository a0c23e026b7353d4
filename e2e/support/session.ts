import type { BrowserContext } from '@playwright/test';

/** The claims the web app reads from the access token (docs/BEHAVIOUR.md §3). */
export type AccessTokenClaims = {
  username: string;
  fullName: string;
  organizationName: string;
  email: string;
  role: string;
  roleKey: string;
};

export const demoClaims: AccessTokenClaims = {
  username: 'asha.verma',
  fullName: 'Asha Verma',
  organizationName: 'Depot Logistics',
  email: 'asha.verma@depot.test',
  role: 'Super Admin',
  roleKey: 'super-admin',
};

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * An unsecured JWT (alg "none", empty signature) carrying `claims`. The web app only
 * decodes the access token to greet the person; the server would reject it, so it suits
 * tests of the shell that make no authenticated call.
 */
export function unsignedAccessToken(claims: AccessTokenClaims = demoClaims): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'none', typ: 'JWT' });
  const payload = base64url({ ...claims, iat: now, exp: now + 3600 });
  return `${header}.${payload}.`;
}

/** Makes the context look signed in to the web app, as the documented access_token cookie does. */
export async function addAccessTokenCookie(
  context: BrowserContext,
  baseURL: string | undefined,
  claims: AccessTokenClaims = demoClaims,
): Promise<void> {
  if (!baseURL) throw new Error('baseURL is not set: is the global setup running?');
  await context.addCookies([
    { name: 'access_token', value: unsignedAccessToken(claims), url: baseURL },
  ]);
}
