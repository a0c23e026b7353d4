import type { AccessTokenClaims, Me, OtpChallenge, SessionTokens } from '@depot/contracts/auth';
import { COOKIE_ACCESS_TOKEN, COOKIE_PERMISSIONS_TOKEN } from '@depot/contracts/constants';
import type { Permissions } from '@depot/contracts/permissions';
import Cookies from 'js-cookie';
import { testClaims, unsignedJwt } from './jwt.ts';

/** Signs the test in as Asha Rao (or with other claims) with exactly these permissions. */
export function signInWith(
  permissions: Permissions,
  claims: Partial<AccessTokenClaims> = {},
): void {
  Cookies.set(COOKIE_ACCESS_TOKEN, unsignedJwt({ ...testClaims, ...claims }), { path: '/' });
  Cookies.set(COOKIE_PERMISSIONS_TOKEN, unsignedJwt({ ...permissions }), { path: '/' });
}

/** A second-factor challenge as the server answers it: resend allowed 30 s from now. */
export function otpChallenge(overrides: Partial<OtpChallenge> = {}): OtpChallenge {
  const now = Date.now();
  return {
    otpRequired: true,
    challengeId: '5b0e7c52-93f1-4a57-9d0c-2f8a3c1e4d6b',
    maskedEmail: 'a•••@depot.test',
    expiresAt: new Date(now + 5 * 60_000).toISOString(),
    resendAvailableAt: new Date(now + 30_000).toISOString(),
    ...overrides,
  };
}

/** The tokens a sign-in or refresh answers, for `claims` and `permissions`. */
export function sessionTokens(
  permissions: Permissions = { users: { view: true } },
  claims: Record<string, unknown> = testClaims,
): SessionTokens {
  return {
    accessToken: unsignedJwt({ ...claims, exp: 2_000_000_000 }),
    permissionsToken: unsignedJwt({ ...permissions }),
    expiresIn: 900,
  };
}

/** GET /auth/me's data for a Finance member, carrying `permissionsToken`. */
export function me(permissionsToken: string): Me {
  return {
    username: 'a@b.co',
    fullName: 'A B',
    organizationName: 'Org',
    email: 'a@b.co',
    role: 'Finance',
    roleKey: 'finance',
    employeeId: 'EMP-0002',
    permissionsToken,
  };
}
