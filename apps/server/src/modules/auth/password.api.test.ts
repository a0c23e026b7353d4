import { desc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { mailOutbox, passwordTokens, rateLimits } from '../../db/schema/auth.ts';
import { bearer, lastLinkTokenFor, lastMailTo, signIn } from '../../test/auth-helpers.ts';
import { fileApp } from '../../test/file-app.ts';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../test/test-app.ts';
import { FORGOT_PASSWORD_FLOOR_MS } from './password.service.ts';

const { app } = fileApp({ env: { PUBLIC_URL: 'https://console.depot.test' }, signIn: false });
// Each test starts with fresh throttles; throttling itself is tested in throttling.api.test.ts.
beforeEach(async () => {
  await app.database.db.delete(rateLimits);
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload, headers });
const me = (session: { accessToken: string }) =>
  app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(session) });
const mailCount = async () => (await app.database.db.select().from(mailOutbox)).length;

async function timed(work: () => Promise<unknown>) {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe('forgot password', () => {
  test('gives the same answer whether or not the email exists, and mails only a real account', async () => {
    const before = await mailCount();
    const known = await post(
      'forgot-password',
      { email: TEST_ADMIN_EMAIL },
      { 'x-forwarded-for': '10.0.0.1' },
    );
    const afterKnown = await mailCount();
    const unknown = await post('forgot-password', { email: 'nobody@depot.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(afterKnown).toBe(before + 1);
    expect(await mailCount()).toBe(afterKnown);
    const mail = await lastMailTo(app, TEST_ADMIN_EMAIL);
    expect(mail?.subject).toBe('Reset your Depot password');
    // The outbox keeps the mail without its working link; only the printed line carries it.
    expect(mail?.textBody).toContain('[hidden]');
    expect(`${mail?.textBody}${mail?.htmlBody}`).not.toContain('token=');
    const printed = app.printedMails().filter((printed) => printed.to === TEST_ADMIN_EMAIL);
    expect(printed.at(-1)?.hint).toContain('https://console.depot.test/reset-password?token=');
  });

  test('takes the same time whether or not the email exists', async () => {
    const samples = { known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < 3; round++) {
      samples.known.push(
        (await timed(() => post('forgot-password', { email: 'ananya@depot.test' }))).ms,
      );
      samples.unknown.push(
        (await timed(() => post('forgot-password', { email: `ghost${round}@depot.test` }))).ms,
      );
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    // Both wait for the same floor, so neither answer comes back early.
    expect(Math.min(...samples.known, ...samples.unknown)).toBeGreaterThanOrEqual(
      FORGOT_PASSWORD_FLOOR_MS - 5,
    );
    expect(Math.abs(median(samples.known) - median(samples.unknown))).toBeLessThan(
      FORGOT_PASSWORD_FLOOR_MS / 2,
    );
  });

  test('a malformed email is a 400 naming the field', async () => {
    const response = await post('forgot-password', { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].path).toBe('email');
  });
});

describe('reset password by link', () => {
  test('sets the new password, ends every session, tells the person, and works once', async () => {
    const session = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    await post('forgot-password', { email: TEST_ADMIN_EMAIL });
    const token = await lastLinkTokenFor(app, TEST_ADMIN_EMAIL);

    const check = await post('reset-password/check', { token });
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({ email: TEST_ADMIN_EMAIL, purpose: 'reset' });

    const weak = await post('reset-password', { token, password: 'qwerty123456' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('PASSWORD_REJECTED');
    const short = await post('reset-password', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details[0].path).toBe('password');

    const newPassword = 'a new and long passphrase';
    const reset = await post('reset-password', { token, password: newPassword });
    expect(reset.statusCode).toBe(200);
    expect((await lastMailTo(app, TEST_ADMIN_EMAIL))?.subject).toBe(
      'Your Depot password was changed',
    );
    expect((await me(session)).statusCode).toBe(401);

    const reused = await post('reset-password', { token, password: 'yet another long passphrase' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('RESET_LINK_INVALID');

    const old = await post('login', { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD });
    expect(old.statusCode).toBe(401);
    await signIn(app, TEST_ADMIN_EMAIL, newPassword);

    // Put the password back for the other tests.
    await post('forgot-password', { email: TEST_ADMIN_EMAIL });
    const restore = await lastLinkTokenFor(app, TEST_ADMIN_EMAIL);
    expect(
      (await post('reset-password', { token: restore, password: TEST_ADMIN_PASSWORD })).statusCode,
    ).toBe(200);
  });

  test('an expired or unknown link is refused and changes nothing', async () => {
    await post('forgot-password', { email: TEST_ADMIN_EMAIL });
    const token = await lastLinkTokenFor(app, TEST_ADMIN_EMAIL);
    await app.database.db
      .update(passwordTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    for (const attempt of [token, 'x'.repeat(43)]) {
      const response = await post('reset-password', {
        token: attempt,
        password: 'a brand new passphrase',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('RESET_LINK_INVALID');
      expect((await post('reset-password/check', { token: attempt })).statusCode).toBe(400);
    }
    await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
  });
});

describe('change password from the Setting area', () => {
  test('needs the current password, ends other sessions, keeps this one', async () => {
    const current = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const other = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const change = (body: object) => post('change-password', body, bearer(current));

    const wrong = await change({
      currentPassword: 'not-my-password',
      newPassword: 'a fresh long passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toEqual([
      { path: 'currentPassword', message: 'Your current password is not right.' },
    ]);
    const common = await change({
      currentPassword: TEST_ADMIN_PASSWORD,
      newPassword: '1q2w3e4r5t6y',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.details[0].path).toBe('newPassword');
    expect((await me(other)).statusCode).toBe(200);

    const done = await change({
      currentPassword: TEST_ADMIN_PASSWORD,
      newPassword: 'a fresh long passphrase',
    });
    expect(done.statusCode).toBe(200);
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'EMP-0001'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.after).toEqual({ password: 'changed by its owner' });
    expect(JSON.stringify(entry)).not.toContain('argon2');
    const back = await post(
      'change-password',
      { currentPassword: 'a fresh long passphrase', newPassword: TEST_ADMIN_PASSWORD },
      bearer(current),
    );
    expect(back.statusCode).toBe(200);
  });

  test('is refused without a session', async () => {
    const response = await post('change-password', {
      currentPassword: 'x',
      newPassword: 'y'.repeat(12),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('reset links', () => {
  test('last 30 minutes', async () => {
    await post('forgot-password', { email: TEST_ADMIN_EMAIL });
    const [reset] = await app.database.db
      .select()
      .from(passwordTokens)
      .orderBy(sql`id desc`)
      .limit(1);
    const minutes = ((reset?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });
});
