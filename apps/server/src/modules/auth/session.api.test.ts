import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, test } from 'vitest';
import { bearer, cookieMap, lastCodeFor, signIn } from '../../test/auth-helpers.ts';
import { fileApp } from '../../test/file-app.ts';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../test/test-app.ts';

const JWT_SECRET = 'test-signing-key-of-at-least-32-characters';
const { app } = fileApp({ env: { JWT_SECRET }, signIn: false });

const me = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
const refresh = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers });

function base64url(value: object) {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('access token', () => {
  test('calls without a token, or with a tampered one, get 401 in the error shape', async () => {
    const session = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const claims = decodeJwt(session.accessToken);
    const [header, payload] = session.accessToken.split('.');
    const sign = (key: string, edit: (jwt: SignJWT) => SignJWT, alg = 'HS256') =>
      edit(new SignJWT({ ...claims }).setProtectedHeader({ alg })).sign(
        new TextEncoder().encode(key),
      );

    const forged = {
      none: `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      otherKey: await sign('another-key-that-is-32-characters-long!', (jwt) => jwt),
      expired: await sign(JWT_SECRET, (jwt) =>
        jwt.setIssuedAt(1_700_000_000).setExpirationTime(1_700_000_900),
      ),
      wrongAudience: await sign(JWT_SECRET, (jwt) => jwt.setAudience('depot-permissions')),
      otherAlgorithm: await sign(JWT_SECRET, (jwt) => jwt, 'HS512'),
      tamperedPayload: `${header}.${base64url({ ...claims, role: 'hacker' })}.${session.accessToken.split('.')[2]}`,
      garbage: 'not.a.jwt',
    };
    expect((await me({})).statusCode).toBe(401);
    for (const [name, token] of Object.entries(forged)) {
      const response = await me({ authorization: `Bearer ${token}` });
      expect(response.statusCode, name).toBe(401);
      expect(response.json().error.code, name).toBe('UNAUTHENTICATED');
    }
    // The real one, unchanged, still works.
    expect((await me(bearer(session))).statusCode).toBe(200);
  });

  test('the permissions token is not accepted as an access token', async () => {
    const session = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    expect((await me({ authorization: `Bearer ${session.permissionsToken}` })).statusCode).toBe(
      401,
    );
  });
});

describe('refresh', () => {
  test('rotates the refresh token and answers new tokens', async () => {
    const session = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const response = await refresh(session.cookieHeaders());
    expect(response.statusCode).toBe(200);
    expect(response.json().data.accessToken).toBeTruthy();
    const rotated = cookieMap(response).refresh_token?.value;
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(session.refreshToken);
    expect(
      (await me({ authorization: `Bearer ${response.json().data.accessToken}` })).statusCode,
    ).toBe(200);
  });

  test('presenting a used refresh token revokes the whole session family', async () => {
    const session = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const first = await refresh(session.cookieHeaders());
    const cookies = cookieMap(first);
    const newRefreshToken = cookies.refresh_token?.value ?? '';
    const newCsrf = cookies['X-CSRF-Token']?.value ?? '';
    const newSecret = cookies.csrf_secret?.value ?? '';
    const newAccessToken = first.json().data.accessToken;

    const replay = await refresh(session.cookieHeaders());
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('SESSION_REVOKED');

    const successor = await refresh({
      cookie: `refresh_token=${newRefreshToken}; csrf_secret=${newSecret}; X-CSRF-Token=${newCsrf}`,
      'x-csrf-token': newCsrf,
    });
    expect(successor.statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${newAccessToken}` })).statusCode).toBe(401);
  });

  test('without the CSRF header, with a wrong one, or from another origin it is refused with 403', async () => {
    const session = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const headers = session.cookieHeaders();
    const { 'x-csrf-token': _omitted, ...withoutHeader } = headers;
    for (const attempt of [
      withoutHeader,
      { ...headers, 'x-csrf-token': 'forged' },
      { ...headers, origin: 'https://evil.example' },
      { ...headers, 'sec-fetch-site': 'cross-site' },
      { ...headers, cookie: headers.cookie.replace(/csrf_secret=[^;]+/, 'csrf_secret=other') },
    ]) {
      const response = await refresh(attempt);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('CSRF_FAILED');
    }
    // Refused attempts changed nothing: the real refresh still works.
    expect((await refresh(headers)).statusCode).toBe(200);
  });

  test('an unknown refresh token is a 401 that clears the cookies', async () => {
    const session = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const headers = session.cookieHeaders();
    const response = await refresh({
      ...headers,
      cookie: headers.cookie.replace(/refresh_token=[^;]+/, 'refresh_token=bogus'),
    });
    expect(response.statusCode).toBe(401);
    expect(cookieMap(response).refresh_token?.value).toBe('');
  });
});

describe('the CSRF pair belongs to its session', () => {
  const logout = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers });

  test('another session’s pair with this refresh cookie is refused with 403, and changes nothing', async () => {
    const a = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const b = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const mixed = [
      // B's whole pair, readable cookie and header, beside A's refresh cookie.
      {
        cookie: `refresh_token=${a.refreshToken}; csrf_secret=${b.csrfSecret}; X-CSRF-Token=${b.csrfToken}`,
        'x-csrf-token': b.csrfToken,
      },
      // B's pair as a console that signed out offline sends it: no readable cookie.
      {
        cookie: `refresh_token=${a.refreshToken}; csrf_secret=${b.csrfSecret}`,
        'x-csrf-token': b.csrfToken,
      },
      // A's secret with B's token.
      {
        cookie: `refresh_token=${a.refreshToken}; csrf_secret=${a.csrfSecret}; X-CSRF-Token=${b.csrfToken}`,
        'x-csrf-token': b.csrfToken,
      },
    ];
    for (const headers of mixed) {
      for (const response of [await refresh(headers), await logout(headers)]) {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json().error.code).toBe('CSRF_FAILED');
        // Not even the cookies are cleared: the browser keeps A's session.
        expect(response.cookies).toEqual([]);
      }
    }
    // Nothing was revoked or rotated: A's token was never used, and each pair works for its own.
    expect((await me(bearer(a))).statusCode).toBe(200);
    const refreshedA = await refresh(a.cookieHeaders());
    expect(refreshedA.statusCode, refreshedA.body).toBe(200);
    expect((await refresh(b.cookieHeaders())).statusCode).toBe(200);
    // The rotated pair is bound to the same session and keeps working.
    const next = cookieMap(refreshedA);
    const token = next['X-CSRF-Token']?.value ?? '';
    const again = await refresh({
      cookie: `refresh_token=${next.refresh_token?.value}; csrf_secret=${next.csrf_secret?.value}; X-CSRF-Token=${token}`,
      'x-csrf-token': token,
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  test('each session signs out with its own pair, and only it ends', async () => {
    const a = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const b = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    expect((await logout(a.cookieHeaders())).statusCode).toBe(200);
    expect((await me(bearer(a))).statusCode).toBe(401);
    expect((await me(bearer(b))).statusCode).toBe(200);
    expect((await logout(b.cookieHeaders())).statusCode).toBe(200);
    expect((await me(bearer(b))).statusCode).toBe(401);
  });
});

describe('two refreshes with one cookie', () => {
  // Why the console serialises its refreshes (apps/web/src/lib/session/refresh-session.ts): the
  // server cannot tell a second tab from a thief replaying a stolen token, and ends the family.
  test('at once, they end the session for both: reuse detection stays as strict as ever', async () => {
    const session = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const answers = await Promise.all([
      refresh(session.cookieHeaders()),
      refresh(session.cookieHeaders()),
    ]);
    expect(answers.map((answer) => answer.json().error?.code)).toContain('SESSION_REVOKED');
    for (const answer of answers) {
      const accessToken = answer.json().data?.accessToken;
      if (accessToken) expect((await me(bearer({ accessToken }))).statusCode).toBe(401);
    }
    expect((await me(bearer(session))).statusCode).toBe(401);
  });
});

describe('session-cookie', () => {
  test('tells whether the refresh cookie arrived, never its value', async () => {
    const session = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const ask = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/v1/auth/session-cookie', headers });
    const withCookie = await ask({ cookie: session.cookieHeaders().cookie });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.json()).toEqual({ data: { refreshToken: true } });
    expect((await ask({})).json()).toEqual({ data: { refreshToken: false } });
  });
});

describe('logout', () => {
  test('revokes the session on the server and clears the cookies', async () => {
    const session = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: session.cookieHeaders(),
    });
    expect(response.statusCode).toBe(200);
    const cookies = cookieMap(response);
    for (const name of ['refresh_token', 'csrf_secret', 'X-CSRF-Token']) {
      expect(cookies[name]?.value, name).toBe('');
      expect(cookies[name]?.expires?.getTime() ?? 0, name).toBeLessThan(Date.now());
    }
    expect((await me(bearer(session))).statusCode).toBe(401);
    expect((await refresh(session.cookieHeaders())).statusCode).toBe(401);
  });

  test('with the access token alone, ends the session it names', async () => {
    const session = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: bearer(session),
    });
    expect(response.statusCode).toBe(200);
    expect((await me(bearer(session))).statusCode).toBe(401);
    expect((await refresh(session.cookieHeaders())).statusCode).toBe(401);
  });

  test('needs the CSRF header when it relies on cookies', async () => {
    const session = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: session.cookieHeaders().cookie },
    });
    expect(response.statusCode).toBe(403);
    expect((await me(bearer(session))).statusCode).toBe(200);
  });

  test('a console that signed out while the server was away ends the session later with the token it kept', async () => {
    const session = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    // The readable CSRF cookie is gone (the console removed it); the httpOnly ones remain.
    const cookie = `refresh_token=${session.refreshToken}; csrf_secret=${session.csrfSecret}`;
    const forged = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie, 'x-csrf-token': 'guessed-token' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await me(bearer(session))).statusCode).toBe(200);
    const later = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie, 'x-csrf-token': session.csrfToken },
    });
    expect(later.statusCode).toBe(200);
    expect((await me(bearer(session))).statusCode).toBe(401);
  });

  test('signing in again over a session the server never heard end ends that session', async () => {
    const old = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    // The console signed out while the server was away, then signs in again: the old refresh
    // cookie is still in the browser and goes with the sign-in.
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { cookie: old.cookieHeaders().cookie },
      payload: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    // The code step replaces the cookie: the old session ends there.
    expect((await me(bearer(old))).statusCode).toBe(200);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-otp',
      headers: { cookie: old.cookieHeaders().cookie },
      payload: {
        challengeId: login.json().data.challengeId,
        code: await lastCodeFor(app, TEST_ADMIN_EMAIL),
      },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await me(bearer(old))).statusCode).toBe(401);
    expect((await refresh(old.cookieHeaders())).statusCode).toBe(401);
    const fresh = verified.json().data.accessToken as string;
    expect((await me(bearer({ accessToken: fresh }))).statusCode).toBe(200);
  });
});
