import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, test } from 'vitest';
import { otpChallenges } from '../../db/schema/auth.ts';
import { organization } from '../../db/schema/organization.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import { bearer, cookieMap, lastCodeFor, signIn } from '../../test/auth-helpers.ts';
import { fileApp } from '../../test/file-app.ts';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../test/test-app.ts';

const { app } = fileApp({ env: { SEED_DEMO: 'true' }, signIn: false });

const login = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, headers });
const verify = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/verify-otp', payload });

async function challenge(): Promise<string> {
  const response = await login({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD });
  expect(response.statusCode).toBe(200);
  return response.json().data.challengeId;
}

describe('sign-in with the second factor (on by default)', () => {
  test('a right password mails a 6-digit code and sets no session cookie yet', async () => {
    const response = await login({
      email: TEST_ADMIN_EMAIL.toUpperCase(),
      password: TEST_ADMIN_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ otpRequired: true, maskedEmail: 'a•••@depot.test' });
    expect(Date.parse(data.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(Date.parse(data.resendAvailableAt) - Date.now()).toBeGreaterThan(20_000);
    expect(response.cookies).toHaveLength(0);
    expect(await lastCodeFor(app, TEST_ADMIN_EMAIL)).toMatch(/^\d{6}$/);
  });

  test('the right code answers the tokens and sets the session cookies', async () => {
    const challengeId = await challenge();
    const response = await verify({ challengeId, code: await lastCodeFor(app, TEST_ADMIN_EMAIL) });
    expect(response.statusCode).toBe(200);
    const { accessToken, permissionsToken, expiresIn } = response.json().data;
    expect(expiresIn).toBe(900);

    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({
      username: TEST_ADMIN_EMAIL,
      fullName: 'Administrator',
      organizationName: 'Sahyadri Fulfilment',
      email: TEST_ADMIN_EMAIL,
      // The role as people name it; its key travels beside it.
      role: 'Super Admin',
      roleKey: 'super-admin',
      // So the console knows which records are the person's own.
      employeeId: 'EMP-0001',
      aud: 'depot-console',
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(15 * 60);
    // Keyed by resource at the payload's top level, beside the standard claims.
    expect(decodeJwt(permissionsToken)).toMatchObject({
      users: { view: true, add: true },
      teams: { view: true, add: true },
      packages: { view: true, add: true },
      zones: { view: true, add: true },
      aud: 'depot-permissions',
    });

    const cookies = cookieMap(response);
    expect(cookies.refresh_token).toMatchObject({
      httpOnly: true,
      path: '/api/v1/auth',
      sameSite: 'Strict',
    });
    expect(cookies.csrf_secret).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Strict' });
    expect(cookies['X-CSRF-Token']?.httpOnly).toBeFalsy();
    expect(cookies['X-CSRF-Token']?.path).toBe('/');
    // The access token is the client's to store (docs/BEHAVIOUR.md §4): the server never sets it as a cookie.
    expect(cookies.access_token).toBeUndefined();

    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer({ accessToken }),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      employeeId: 'EMP-0001',
      role: 'Super Admin',
      roleKey: 'super-admin',
    });
  });

  test('a code works once', async () => {
    const challengeId = await challenge();
    const code = await lastCodeFor(app, TEST_ADMIN_EMAIL);
    expect((await verify({ challengeId, code })).statusCode).toBe(200);
    const again = await verify({ challengeId, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('OTP_EXPIRED');
  });

  test('a wrong code says how many tries are left; after five the right one no longer works', async () => {
    const challengeId = await challenge();
    const code = await lastCodeFor(app, TEST_ADMIN_EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await verify({ challengeId, code: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json().error).toMatchObject({
      code: 'OTP_INVALID',
      message: 'That code is not right. 4 tries left.',
    });
    for (let attempt = 2; attempt <= 5; attempt++) await verify({ challengeId, code: wrong });
    const locked = await verify({ challengeId, code });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error.code).toBe('OTP_LOCKED');
  });

  test('an expired code is refused', async () => {
    const challengeId = await challenge();
    await app.database.db
      .update(otpChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpChallenges.id, challengeId));
    const response = await verify({ challengeId, code: await lastCodeFor(app, TEST_ADMIN_EMAIL) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('OTP_EXPIRED');
  });

  test('a new code waits 30 s; then it replaces the old one', async () => {
    const challengeId = await challenge();
    const oldCode = await lastCodeFor(app, TEST_ADMIN_EMAIL);
    const tooSoon = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/resend-otp',
      payload: { challengeId },
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    await app.database.db
      .update(otpChallenges)
      .set({ lastSentAt: sql`now() - interval '31 seconds'` })
      .where(eq(otpChallenges.id, challengeId));
    const resent = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/resend-otp',
      payload: { challengeId },
    });
    expect(resent.statusCode).toBe(200);
    const newCode = await lastCodeFor(app, TEST_ADMIN_EMAIL);
    if (newCode !== oldCode) {
      expect((await verify({ challengeId, code: oldCode })).json().error.code).toBe('OTP_INVALID');
    }
    expect((await verify({ challengeId, code: newCode })).statusCode).toBe(200);
  });
});

describe('sign-in answers', () => {
  test('a wrong password and an unknown email get the same 401', async () => {
    const wrong = await login({ email: TEST_ADMIN_EMAIL, password: 'not-the-password-at-all' });
    const unknown = await login({
      email: 'nobody@depot.test',
      password: 'not-the-password-at-all',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'The email or password is not right.',
    });
  });

  test.each([
    [{ email: 'not-an-email', password: 'x' }, 'email'],
    [{ email: TEST_ADMIN_EMAIL, password: '' }, 'password'],
    [{ password: 'x' }, 'email'],
  ])('bad input %j is a 400 naming %s', async (payload, field) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details.map((detail: { path: string }) => detail.path)).toContain(field);
  });

  test('a deactivated member is told so, only with the right password', async () => {
    const email = 'meera.nair@sahyadrifulfilment.in';
    await app.database.db
      .update(teamMembers)
      .set({
        passwordHash: sql`(select password_hash from team_members where employee_id = 'EMP-0001')`,
      })
      .where(eq(teamMembers.email, email));
    expect((await login({ email, password: 'wrong-password-here' })).statusCode).toBe(401);
    const response = await login({ email, password: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('ACCOUNT_INACTIVE');
  });

  test('with the second factor off, the password alone answers the tokens', async () => {
    await app.database.db.update(organization).set({ requireSecondFactor: false });
    try {
      const response = await login({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.otpRequired).toBe(false);
      expect(response.json().data.accessToken).toBeTruthy();
      expect(cookieMap(response).refresh_token).toBeDefined();
    } finally {
      await app.database.db.update(organization).set({ requireSecondFactor: true });
    }
  });

  test('a per-member override beats the organisation setting', async () => {
    await app.database.db
      .update(teamMembers)
      .set({ requireSecondFactor: false })
      .where(eq(teamMembers.email, TEST_ADMIN_EMAIL));
    try {
      const response = await login({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD });
      expect(response.json().data.otpRequired).toBe(false);
    } finally {
      await app.database.db
        .update(teamMembers)
        .set({ requireSecondFactor: null })
        .where(eq(teamMembers.email, TEST_ADMIN_EMAIL));
    }
  });

  test('signIn helper sanity: a full sign-in works twice in a row', async () => {
    const first = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const second = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    expect(first.refreshToken).not.toBe(second.refreshToken);
  });
});
