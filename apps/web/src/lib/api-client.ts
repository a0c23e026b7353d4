import { type ErrorDetail, errorBodySchema } from '@depot/contracts/common';
import { API_BASE_PATH, COOKIE_ACCESS_TOKEN, REQUEST_TIMEOUT_MS } from '@depot/contracts/constants';
import axios, { AxiosError } from 'axios';
import Cookies from 'js-cookie';

/** The one HTTP client of the app (SPEC §7): base path, timeout, credentials and token live here only. */
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

/** What went wrong with a call, in words a person can act on. */
export type ApiProblem = { code: string; message: string; details: ErrorDetail[] };

const TIMEOUT_CODES = new Set([AxiosError.ECONNABORTED, AxiosError.ETIMEDOUT]);

/** Reads the server's `{ error: { code, message, details? } }` body, or explains a failure that has none. */
export function describeApiError(error: unknown): ApiProblem {
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
    return { code, message, details };
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
