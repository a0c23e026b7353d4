import {
  API_BASE_PATH,
  COOKIE_CSRF_SECRET,
  COOKIE_CSRF_TOKEN,
  COOKIE_REFRESH_TOKEN,
} from '@depot/contracts/constants';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { hmac, safeEqual } from '../../lib/secrets.ts';
import type { IssuedSession } from './session.service.ts';

/** The refresh token travels only to the auth endpoints. */
const REFRESH_PATH = `${API_BASE_PATH}/auth`;

function base(request: FastifyRequest, maxAgeSeconds: number) {
  return {
    secure: request.protocol === 'https',
    sameSite: 'strict' as const,
    maxAge: maxAgeSeconds,
  };
}

/**
 * The CSRF token the browser may read is derived from the secret it cannot, and from the session
 * its refresh cookie belongs to: one session's pair proves nothing for another session's cookie.
 */
export function csrfTokenFor(
  signingKey: Uint8Array,
  csrfSecret: string,
  sessionId: string,
): string {
  return hmac(signingKey, `csrf:${sessionId}:${csrfSecret}`);
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  issued: IssuedSession,
  signingKey: Uint8Array,
) {
  const maxAge = Math.max(1, Math.floor((issued.refreshExpiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(COOKIE_REFRESH_TOKEN, issued.refreshToken, {
    ...base(request, maxAge),
    httpOnly: true,
    path: REFRESH_PATH,
  });
  reply.setCookie(COOKIE_CSRF_SECRET, issued.csrfSecret, {
    ...base(request, maxAge),
    httpOnly: true,
    path: '/',
  });
  reply.setCookie(
    COOKIE_CSRF_TOKEN,
    csrfTokenFor(signingKey, issued.csrfSecret, issued.sessionId),
    {
      ...base(request, maxAge),
      httpOnly: false,
      path: '/',
    },
  );
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(COOKIE_REFRESH_TOKEN, { path: REFRESH_PATH });
  reply.clearCookie(COOKIE_CSRF_SECRET, { path: '/' });
  reply.clearCookie(COOKIE_CSRF_TOKEN, { path: '/' });
}

const csrfFailed = () =>
  new AppError(
    'CSRF_FAILED',
    'This request could not be verified as coming from the console. Reload the page and try again.',
  );

/** Whether a call was refused because it could not be shown to come from the console. */
export function isCsrfFailure(error: unknown): boolean {
  return error instanceof AppError && error.code === 'CSRF_FAILED';
}

/**
 * For calls that rely on cookies (refresh, logout), before their refresh cookie is looked up: the
 * Origin, when sent, must be ours, and the X-CSRF-Token header and the httpOnly secret must both
 * be there. When the readable X-CSRF-Token cookie is still there it must agree with the header;
 * a console that signed out while the server was unreachable has removed it, and still needs to
 * end its session later with the token it kept.
 */
export function assertSameOrigin(request: FastifyRequest) {
  const origin = request.headers.origin;
  if (origin && origin !== `${request.protocol}://${request.host}`) throw csrfFailed();
  if (request.headers['sec-fetch-site'] === 'cross-site') throw csrfFailed();
  const header = request.headers['x-csrf-token'];
  const cookie = request.cookies[COOKIE_CSRF_TOKEN];
  if (typeof header !== 'string' || !request.cookies[COOKIE_CSRF_SECRET]) throw csrfFailed();
  if (cookie !== undefined && !safeEqual(header, cookie)) throw csrfFailed();
}

/**
 * Once the refresh cookie names its session: the X-CSRF-Token header must be the token derived
 * from the httpOnly secret for that session, which only a page of ours that was given that
 * session's cookies could have read. Called before anything is rotated or revoked.
 */
export function assertCsrfFor(request: FastifyRequest, signingKey: Uint8Array, sessionId: string) {
  const header = request.headers['x-csrf-token'];
  const secret = request.cookies[COOKIE_CSRF_SECRET];
  if (typeof header !== 'string' || !secret) throw csrfFailed();
  if (!safeEqual(header, csrfTokenFor(signingKey, secret, sessionId))) throw csrfFailed();
}
