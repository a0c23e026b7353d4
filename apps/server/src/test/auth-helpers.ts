import { type Endpoint, endpointPath, type HttpMethod } from '@depot/contracts/endpoint';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../db/schema/auth.ts';
import { teamMembers } from '../db/schema/team-members.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { TestApp } from './test-app.ts';

type Cookie = {
  name: string;
  value: string;
  path?: string;
  httpOnly?: boolean;
  sameSite?: string;
  maxAge?: number;
  expires?: Date;
};
type Injected = { cookies: Cookie[]; json: () => unknown; statusCode: number };

/** The newest mail the console wrote for a recipient. */
export async function lastMailTo(app: FastifyInstance, recipient: string) {
  const [mail] = await app.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail ?? null;
}

/** The newest printed mail's hint to `recipient` matching `pattern`: a code or a link. */
function lastHintTo(app: TestApp, recipient: string, pattern: RegExp): string | null {
  const mails = app.printedMails().filter((mail) => mail.to === recipient);
  const hint = mails.at(-1)?.hint ?? '';
  return pattern.exec(hint)?.[1] ?? null;
}

/** The code of the newest mail to `recipient`, read from the log line as a person would. */
export async function lastCodeFor(app: TestApp, recipient: string): Promise<string> {
  const code = lastHintTo(app, recipient, /^code (\d{6})$/);
  if (!code) throw new Error(`no sign-in code was mailed to ${recipient}`);
  return code;
}

export async function lastLinkTokenFor(app: TestApp, recipient: string): Promise<string> {
  const token = lastHintTo(app, recipient, /^link \S*reset-password\?token=([\w%-]+)$/);
  if (!token) throw new Error(`no password link was mailed to ${recipient}`);
  return decodeURIComponent(token);
}

export function cookieMap(response: Injected): Record<string, Cookie> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
}

export type SignedIn = {
  accessToken: string;
  permissionsToken: string;
  refreshToken: string;
  csrfSecret: string;
  csrfToken: string;
  /** Headers for a cookie-based call (refresh, logout) as the browser would send them. */
  cookieHeaders: () => { cookie: string; 'x-csrf-token': string };
};

function toSignedIn(response: Injected): SignedIn {
  const body = response.json() as { data: { accessToken: string; permissionsToken: string } };
  const cookies = cookieMap(response);
  const refreshToken = cookies.refresh_token?.value ?? '';
  const csrfSecret = cookies.csrf_secret?.value ?? '';
  const csrfToken = cookies['X-CSRF-Token']?.value ?? '';
  return {
    accessToken: body.data.accessToken,
    permissionsToken: body.data.permissionsToken,
    refreshToken,
    csrfSecret,
    csrfToken,
    cookieHeaders: () => ({
      cookie: `refresh_token=${refreshToken}; csrf_secret=${csrfSecret}; X-CSRF-Token=${csrfToken}`,
      'x-csrf-token': csrfToken,
    }),
  };
}

/** Signs in through the real flow, reading the mailed code from the outbox. */
export async function signIn(app: TestApp, email: string, password: string): Promise<SignedIn> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const data = login.json().data;
  if (!data.otpRequired) return toSignedIn(login);
  const code = await lastCodeFor(app, email);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-otp',
    payload: { challengeId: data.challengeId, code },
  });
  if (verified.statusCode !== 200) throw new Error(`verify-otp failed: ${verified.body}`);
  return toSignedIn(verified);
}

export function bearer(session: { accessToken: string }) {
  return { authorization: `Bearer ${session.accessToken}` };
}

export type Method = HttpMethod;

/** One API call through `app.inject`, as `session` (or nobody), with a JSON body when given. */
export function callApi(
  app: TestApp,
  session: { accessToken: string } | null | undefined,
  method: Method,
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: session ? bearer(session) : {},
    ...(payload ? { payload } : {}),
  });
}

/** The endpoint's method and path, as the contracts declare it. */
type Declared = Pick<Endpoint, 'method' | 'path'>;

/**
 * A test file's caller. `call(method, path, payload?, as?, target?)` calls `path` under the
 * client's prefix; `call(endpoint, params?, payload?, as?, target?)` calls a declared endpoint
 * at its own path, with its `:name` parameters filled in. Either goes as `as` (`null`: without a
 * session) or else as the file's signed-in member, if it has one, and to `target` or else the
 * file's app. The defaults are read at call time, since a file sets them in its `beforeAll`.
 */
export type ApiCall = {
  (
    method: Method,
    path?: string,
    payload?: object,
    as?: SignedIn | null,
    target?: TestApp,
  ): ReturnType<typeof callApi>;
  (
    endpoint: Declared,
    params?: Record<string, unknown>,
    payload?: object,
    as?: SignedIn | null,
    target?: TestApp,
  ): ReturnType<typeof callApi>;
};

export function apiClient(
  defaults: { app: () => TestApp; as?: () => SignedIn },
  prefix = '/admin/',
): ApiCall {
  return (
    what: Method | Declared,
    where?: string | Record<string, unknown>,
    payload?: object,
    as?: SignedIn | null,
    target?: TestApp,
  ) => {
    const [method, url] =
      typeof what === 'string'
        ? [what, `${prefix}${typeof where === 'string' ? where : ''}`]
        : [what.method, endpointPath(what.path, typeof where === 'object' ? where : {})];
    const session = as === undefined ? defaults.as?.() : as;
    return callApi(target ?? defaults.app(), session, method, url, payload);
  };
}

/** Gives a seeded member a password (as if they had accepted their invitation) and signs them in. */
export async function signInAs(app: TestApp, email: string, password = 'member-password-1234') {
  await app.database.db
    .update(teamMembers)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(teamMembers.email, email));
  return signIn(app, email, password);
}
