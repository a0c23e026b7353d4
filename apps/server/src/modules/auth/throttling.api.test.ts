import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.ts';
import { rateLimits } from '../../db/schema/auth.ts';
import { lastCodeFor } from '../../test/auth-helpers.ts';
import {
  createTestApp,
  createTestDatabase,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  testEngine,
} from '../../test/test-app.ts';

/** SIGN_IN_LIMIT_PER_IP when not set. */
const DEFAULT_LIMIT_PER_IP = loadConfig({}).SIGN_IN_LIMIT_PER_IP;

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Behind a proxy, so each test can speak from its own client address.
  app = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => app.dispose());
beforeEach(async () => {
  await app.database.db.delete(rateLimits);
});

/** POST /auth/{url} to `target` from the client address `ip`. */
const postTo = (target: typeof app, url: string, payload: object, ip: string) =>
  target.inject({
    method: 'POST',
    url: `/api/v1/auth/${url}`,
    payload,
    headers: { 'x-forwarded-for': ip },
  });
const post = (url: string, payload: object, ip: string) => postTo(app, url, payload, ip);

function expectThrottled(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json().error.code).toBe('RATE_LIMITED');
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('sign-in throttling', () => {
  test('ten wrong passwords slow down the address sending them, not the owner signing in from another', async () => {
    const attacker = '10.1.0.1';
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = await post(
        'login',
        { email: TEST_ADMIN_EMAIL, password: 'wrong password!' },
        attacker,
      );
      expect(wrong.statusCode).toBe(401);
    }
    // The attacker's next try, even with the right password, waits out the window.
    expectThrottled(
      await post('login', { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }, attacker),
    );
    // Meanwhile the owner, elsewhere, signs in with the password and the mailed code.
    const owner = '10.1.9.9';
    const login = await post(
      'login',
      { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
      owner,
    );
    expect(login.statusCode).toBe(200);
    const code = await lastCodeFor(app, TEST_ADMIN_EMAIL);
    const verified = await post(
      'verify-otp',
      { challengeId: login.json().data.challengeId, code },
      owner,
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.accessToken).toEqual(expect.any(String));
  });

  test('the owner keeps signing in while one address hammers the account without pause', async () => {
    const attacker = '10.1.2.1';
    const hammering = Array.from({ length: 30 }, () =>
      post('login', { email: TEST_ADMIN_EMAIL, password: 'wrong password!' }, attacker),
    );
    const owner = post(
      'login',
      { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
      '10.1.2.200',
    );
    const [ownerLogin, ...attacks] = await Promise.all([owner, ...hammering]);
    expect(ownerLogin?.statusCode).toBe(200);
    expect(attacks.filter((response) => response.statusCode === 429).length).toBe(20);
  });

  test('forty parallel wrong passwords from one address get at most ten password checks', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        post('login', { email: TEST_ADMIN_EMAIL, password: `wrong guess ${index}!` }, '10.1.3.1'),
      ),
    );
    const checked = guesses.filter((response) => response.statusCode === 401);
    const refused = guesses.filter((response) => response.statusCode === 429);
    expect(checked.length).toBe(10);
    expect(refused.length).toBe(30);
  });

  test('an unknown email is throttled the same way, so a 429 reveals nothing', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      await post('login', { email: 'ghost@depot.test', password: 'wrong password!' }, '10.2.0.1');
    }
    expectThrottled(
      await post('login', { email: 'ghost@depot.test', password: 'wrong password!' }, '10.2.0.1'),
    );
  });

  test('one address trying many accounts is throttled, other addresses are not', async () => {
    for (let attempt = 0; attempt < DEFAULT_LIMIT_PER_IP; attempt++) {
      await post(
        'login',
        { email: `user${attempt}@depot.test`, password: 'wrong password!' },
        '10.3.0.1',
      );
    }
    expectThrottled(
      await post('login', { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }, '10.3.0.1'),
    );
    expect(
      (await post('login', { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }, '10.3.0.2'))
        .statusCode,
    ).toBe(200);
  });
});

describe('code entry throttling per person', () => {
  const signInFrom = async (ip: string) => {
    const login = await post(
      'login',
      { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
      ip,
    );
    expect(login.statusCode).toBe(200);
    return login.json().data.challengeId as string;
  };
  const wrongCode = async (code: string) =>
    (await lastCodeFor(app, TEST_ADMIN_EMAIL)) === code ? '000000' : code;

  test('ten wrong codes across sign-ins and addresses lock code entry, even the right code', async () => {
    let challengeId = '';
    for (let failure = 0; failure < 10; failure++) {
      // A fresh sign-in (and address) every four tries, as someone holding the password would.
      if (failure % 4 === 0) challengeId = await signInFrom(`10.8.${failure}.1`);
      const code = await wrongCode('111111');
      const wrong = await post('verify-otp', { challengeId, code }, `10.8.${failure}.2`);
      expect(wrong.statusCode).toBe(400);
    }
    challengeId = await signInFrom('10.8.99.1');
    const right = await lastCodeFor(app, TEST_ADMIN_EMAIL);
    expectThrottled(await post('verify-otp', { challengeId, code: right }, '10.8.99.2'));
  });

  test('a new sign-in ends the code of the one before', async () => {
    const first = await signInFrom('10.9.0.1');
    const firstCode = await lastCodeFor(app, TEST_ADMIN_EMAIL);
    const second = await signInFrom('10.9.0.1');
    const old = await post('verify-otp', { challengeId: first, code: firstCode }, '10.9.0.1');
    expect(old.statusCode).toBe(400);
    const code = await lastCodeFor(app, TEST_ADMIN_EMAIL);
    expect((await post('verify-otp', { challengeId: second, code }, '10.9.0.1')).statusCode).toBe(
      200,
    );
  });
});

describe('reset throttling per address', () => {
  test('one address asking for many accounts is throttled after ten requests an hour', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const email = `someone${attempt}@depot.test`;
      expect((await post('forgot-password', { email }, '10.10.0.1')).statusCode).toBe(200);
    }
    expectThrottled(await post('forgot-password', { email: 'another@depot.test' }, '10.10.0.1'));
    expect(
      (await post('forgot-password', { email: 'another@depot.test' }, '10.10.0.2')).statusCode,
    ).toBe(200);
  });
});

describe('SIGN_IN_LIMIT_PER_IP', () => {
  test('defaults to 100 attempts in 15 minutes', () => {
    expect(DEFAULT_LIMIT_PER_IP).toBe(100);
  });

  test('sets how many sign-in and code attempts one address may make', async () => {
    const strict = await createTestApp({ TRUST_PROXY: '127.0.0.1', SIGN_IN_LIMIT_PER_IP: '3' });
    try {
      const attempt = (url: string, payload: object, ip: string) =>
        postTo(strict, url, payload, ip);
      const wrong = (n: number) => ({ email: `user${n}@depot.test`, password: 'wrong password!' });
      for (let n = 0; n < 3; n++) {
        expect((await attempt('login', wrong(n), '10.7.0.1')).statusCode).toBe(401);
      }
      expectThrottled(await attempt('login', wrong(3), '10.7.0.1'));
      const code = { challengeId: crypto.randomUUID(), code: '123456' };
      for (let n = 0; n < 3; n++) {
        expect((await attempt('verify-otp', code, '10.7.0.2')).statusCode).not.toBe(429);
      }
      expectThrottled(await attempt('verify-otp', code, '10.7.0.2'));
    } finally {
      await strict.dispose();
    }
  });
});

// Several processes share one PostgreSQL; the embedded database serves one process only.
describe.runIf(testEngine === 'postgres')('throttling across server processes', () => {
  test('failures on two processes add up on one account', async () => {
    const database = await createTestDatabase('empty');
    const first = await createTestApp({}, database);
    const second = await createTestApp({}, database);
    try {
      const attempt = (server: typeof first, password: string) =>
        server.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: TEST_ADMIN_EMAIL, password },
        });
      for (let round = 0; round < 5; round++) {
        expect((await attempt(first, 'wrong password!')).statusCode).toBe(401);
        expect((await attempt(second, 'wrong password!')).statusCode).toBe(401);
      }
      expect((await attempt(first, TEST_ADMIN_PASSWORD)).statusCode).toBe(429);
      expect((await attempt(second, TEST_ADMIN_PASSWORD)).statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});

describe('reset throttling', () => {
  test('three requests per account per window, the same for an unknown email', async () => {
    for (const email of [TEST_ADMIN_EMAIL, 'ghost@depot.test']) {
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await post('forgot-password', { email }, `10.5.${attempt}.1`)).statusCode).toBe(
          200,
        );
      }
      expectThrottled(await post('forgot-password', { email }, '10.5.9.9'));
    }
  });
});

describe('code entry throttling', () => {
  test('one address guessing codes across challenges is throttled', async () => {
    for (let attempt = 0; attempt < DEFAULT_LIMIT_PER_IP; attempt++) {
      await post('verify-otp', { challengeId: crypto.randomUUID(), code: '123456' }, '10.6.0.1');
    }
    expectThrottled(
      await post('verify-otp', { challengeId: crypto.randomUUID(), code: '123456' }, '10.6.0.1'),
    );
  });
});

describe('X-Forwarded-For', () => {
  test('from a peer that is not a named proxy, it is ignored: the limits count the real address', async () => {
    const direct = await createTestApp();
    try {
      const attempt = (forwardedFor: string) =>
        direct.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: TEST_ADMIN_EMAIL, password: 'wrong password!' },
          headers: { 'x-forwarded-for': forwardedFor },
        });
      // Each request claims another client; all of them come from 127.0.0.1 all the same.
      for (let n = 0; n < 10; n++) expect((await attempt(`10.20.0.${n}`)).statusCode).toBe(401);
      expectThrottled(await attempt('10.20.1.1'));
    } finally {
      await direct.dispose();
    }
  });
});
