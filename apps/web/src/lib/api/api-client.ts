import { authEndpoints } from '@depot/contracts/auth';
import { type ErrorDetail, errorBodySchema } from '@depot/contracts/common';
import { API_BASE_PATH, COOKIE_ACCESS_TOKEN } from '@depot/contracts/constants';
import type { Endpoint } from '@depot/contracts/endpoint';
import { type ErrorCode, isErrorCode } from '@depot/contracts/errors';
import axios, { AxiosError, type AxiosResponse } from 'axios';
import Cookies from 'js-cookie';
import { z } from 'zod';
import { REQUEST_TIMEOUT_MS } from '@/config/constants.ts';
import { createPermissionsSync } from '../session/permissions-sync.ts';
import { accessTokenChangedSince, createSessionRefresher } from '../session/refresh-session.ts';
import { currentAccessToken } from '../session/session.ts';
import { endSession } from '../session/session-end.ts';
import { type CallArguments, requestEndpoint } from './api-request.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Marks the one retry after a refresh, so a second 401 signs out instead of looping. */
    isRetryAfterRefresh?: boolean;
  }
}

/** The one HTTP client of the app (docs/BEHAVIOUR.md §7): base path, timeout, credentials and token live here only. */
export const apiClient = axios.create({
  baseURL: API_BASE_PATH,
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
});

apiClient.interceptors.request.use((config) => {
  // Read on every request rather than once: signing in and out changes the cookie while the app runs.
  const accessToken = Cookies.get(COOKIE_ACCESS_TOKEN);
  if (accessToken) config.headers.set('Authorization', `Bearer ${accessToken}`);
  return config;
});

const refreshSession = createSessionRefresher(apiClient);

/**
 * Renews a session whose access token is gone while its refresh cookie may still stand — the
 * access_token cookie has no expiry, so it ends with the browser while the refresh token lasts
 * days. Resolves true when new tokens are stored.
 */
export async function resumeSession(): Promise<boolean> {
  try {
    await refreshSession(undefined);
    return true;
  } catch {
    return false;
  }
}

/**
 * Calls a declared endpoint (packages/contracts) through the one client: the only way the
 * console reaches the API, so no feature spells a path or re-declares an answer's shape.
 */
export function callApi<E extends Endpoint>(endpoint: E, ...input: CallArguments<E>) {
  return requestEndpoint(apiClient, endpoint, ...input);
}

/** Whether the browser holds the httpOnly refresh cookie, which only the server can see. */
export async function holdsRefreshCookie(): Promise<boolean> {
  try {
    return (await callApi(authEndpoints.sessionCookie)).refreshToken;
  } catch {
    return false;
  }
}

/**
 * Asks for fresh tokens now, so claims the person just changed (their full name, the
 * organisation's name) show without waiting for the access token to expire. A failure keeps
 * the current tokens: the claims then catch up at the next refresh.
 */
export async function renewSessionClaims(): Promise<void> {
  await refreshSession(currentAccessToken()).catch(() => undefined);
}

function bearerTokenOf(headers: { get(name: string): unknown }): string | undefined {
  const value = headers.get('Authorization');
  return typeof value === 'string' ? value.replace(/^Bearer /, '') : undefined;
}

/**
 * The server answered 4xx: it refused the request as sent, so sending it again unchanged cannot
 * help (unlike a timeout, a network failure or a 5xx).
 */
export function isRefusal(error: unknown): boolean {
  const status = axios.isAxiosError(error) ? error.response?.status : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

const followPermissions = createPermissionsSync(apiClient);

// docs/BEHAVIOUR.md §7: on a 401 the client refreshes once, retries once, and otherwise signs out.
apiClient.interceptors.response.use(followPermissions, async (error: unknown) => {
  // A refusal (403 above all, after a role was narrowed) carries the permissions version too:
  // the menu follows at once rather than at the next successful call.
  if (axios.isAxiosError(error) && error.response) followPermissions(error.response);
  if (!axios.isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
  const config = error.config;
  // A public call's 401 speaks about the credentials sent (or the refresh cookie itself), never
  // about an expired access token: refreshing and retrying could only loop or hide the answer.
  if (config.endpoint?.access === 'public') throw error;
  if (config.isRetryAfterRefresh) {
    // Refused even with fresh tokens: the session itself has ended.
    endSession();
    throw error;
  }
  const usedToken = bearerTokenOf(config.headers);
  try {
    await refreshSession(usedToken);
  } catch (refreshError) {
    if (!accessTokenChangedSince(usedToken)) {
      // Unreachable or failing server: keep the session, say why the call failed, let the next
      // call try again. Only the server's refusal ends the session.
      if (!isRefusal(refreshError)) throw refreshError;
      endSession();
      throw error;
    }
  }
  return apiClient.request({ ...config, isRetryAfterRefresh: true });
});

const successBodySchema = z.object({ data: z.unknown() });

/** The `data` of a `{ data }` answer (docs/BEHAVIOUR.md §7), checked against its contract. */
export function readData<T extends z.ZodType>(schema: T, response: AxiosResponse): z.output<T> {
  return schema.parse(successBodySchema.parse(response.data).data);
}

/** Failures the console names itself, when no answer in the error shape arrived. */
type ClientErrorCode =
  | 'UNEXPECTED_RESPONSE'
  | 'UNKNOWN'
  | 'CANCELLED'
  | 'TIMEOUT'
  | 'NETWORK_ERROR';

/** What went wrong with a call, in words a person can act on; the code is one of the union. */
export type ApiProblem = {
  code: ErrorCode | ClientErrorCode;
  message: string;
  details: ErrorDetail[];
};

const TIMEOUT_CODES = new Set([AxiosError.ECONNABORTED, AxiosError.ETIMEDOUT]);

/** Reads the server's `{ error: { code, message, details? } }` body, or explains a failure that has none. */
export function describeApiError(error: unknown): ApiProblem {
  if (error instanceof z.ZodError) {
    // An answer that does not match the contract: the console and server versions differ.
    const message = 'The server sent an answer this console does not understand. Reload the page.';
    return { code: 'UNEXPECTED_RESPONSE', message, details: [] };
  }
  if (!axios.isAxiosError(error)) {
    const message = error instanceof Error ? error.message : 'Something went wrong.';
    return { code: 'UNKNOWN', message, details: [] };
  }
  if (error.code === AxiosError.ERR_CANCELED) {
    return { code: 'CANCELLED', message: 'The request was cancelled.', details: [] };
  }
  if (error.code !== undefined && TIMEOUT_CODES.has(error.code)) {
    const seconds = REQUEST_TIMEOUT_MS / 1000;
    const message = `The server did not answer within ${seconds} seconds. Try again.`;
    return { code: 'TIMEOUT', message, details: [] };
  }
  if (!error.response) {
    const message = 'Cannot reach the server. Check your connection and try again.';
    return { code: 'NETWORK_ERROR', message, details: [] };
  }
  const body = errorBodySchema.safeParse(error.response.data);
  if (body.success) {
    const { code, message, details = [] } = body.data.error;
    // A code this console does not know yet still shows the server's message.
    return { code: isErrorCode(code) ? code : 'UNEXPECTED_RESPONSE', message, details };
  }
  const message = `The server answered with an unexpected error (HTTP ${error.response.status}). Try again later.`;
  return { code: 'UNEXPECTED_RESPONSE', message, details: [] };
}

/** One line for an alert: the message, followed by the field problems when there are any. */
export function apiErrorMessage(error: unknown): string {
  const { message, details } = describeApiError(error);
  if (details.length === 0) return message;
  const fields = details.map((detail) => `${detail.path}: ${detail.message}`).join('; ');
  return `${message} (${fields})`;
}
