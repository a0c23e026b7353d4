import { COOKIE_ACCESS_TOKEN, COOKIE_PERMISSIONS_TOKEN } from '@depot/contracts/constants';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { me } from '@/test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { unsignedJwt } from '@/test/jwt.ts';
import { readPermissions } from '../session/session.ts';
import { apiClient, apiErrorMessage, describeApiError, readData } from './api-client.ts';

/** Answers every request with 200 and remembers the config it was sent with. */
function recordingAdapter() {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    sent.push(config);
    return { data: { data: null }, status: 200, statusText: 'OK', headers: {}, config };
  };
  return { sent, adapter };
}

/** The error axios raises for an HTTP error status (its own adapters do this through `settle`). */
function failWith(status: number, data: unknown) {
  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const response = { data, status, statusText: '', headers: {}, config };
    throw new AxiosError(
      `Request failed with status code ${status}`,
      'ERR_BAD_REQUEST',
      config,
      null,
      response,
    );
  };
}

function failWithCode(code: string, message: string) {
  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    throw new AxiosError(message, code, config, {});
  };
}

async function errorOf(request: Promise<unknown>): Promise<unknown> {
  return request.then(
    () => expect.unreachable('the request should have failed'),
    (error: unknown) => error,
  );
}

describe('api client', () => {
  test('sends the access_token cookie as a Bearer token', async () => {
    Cookies.set(COOKIE_ACCESS_TOKEN, 'header.payload.signature');
    const { sent, adapter } = recordingAdapter();
    await apiClient.get('/admin/settings/get-accounts-details', { adapter });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer header.payload.signature');
  });

  test('sends no Authorization header when signed out', async () => {
    const { sent, adapter } = recordingAdapter();
    await apiClient.get('/admin/settings/get-accounts-details', { adapter });
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });

  test('calls /api/v1 with a 30 s timeout and credentials', async () => {
    const { sent, adapter } = recordingAdapter();
    await apiClient.post('/auth/login', { email: 'a@b.co' }, { adapter });
    expect(sent[0]).toMatchObject({ baseURL: '/api/v1', timeout: 30_000, withCredentials: true });
  });
});

describe('following a role change', () => {
  test('a 403 announcing new permissions brings a fresh permissions token', async () => {
    Cookies.set(COOKIE_PERMISSIONS_TOKEN, unsignedJwt({ users: { view: true }, version: 'old' }), {
      path: '/',
    });
    const narrowed = unsignedJwt({ version: 'new' });
    const server = fakeApi({
      'GET /users': () => ({
        ...fail(403, 'FORBIDDEN', 'Your role does not allow you to view users.'),
        headers: { 'x-permissions-version': 'new' },
      }),
      'GET /auth/me': () => ok(me(narrowed)),
    });
    await errorOf(apiClient.get('/users'));
    await expect.poll(() => readPermissions()).toEqual({});
    expect(server.requestsTo('GET /auth/me')).toHaveLength(1);
  });
});

describe('error messages', () => {
  test("shows the server's message with the field details", async () => {
    const body = {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields need attention',
        details: [{ path: 'email', message: 'Enter a valid email address' }],
      },
    };
    const error = await errorOf(
      apiClient.post('/auth/login', {}, { adapter: failWith(400, body) }),
    );
    expect(describeApiError(error).code).toBe('VALIDATION_FAILED');
    expect(apiErrorMessage(error)).toBe(
      'Some fields need attention (email: Enter a valid email address)',
    );
  });

  test("shows the server's message alone when it has no details", async () => {
    const body = { error: { code: 'NOT_FOUND', message: 'No such user' } };
    const error = await errorOf(apiClient.get('/users/1', { adapter: failWith(404, body) }));
    expect(apiErrorMessage(error)).toBe('No such user');
  });

  test('explains a timeout', async () => {
    const adapter = failWithCode(AxiosError.ECONNABORTED, 'timeout of 30000ms exceeded');
    const error = await errorOf(apiClient.get('/slow', { adapter }));
    expect(describeApiError(error).code).toBe('TIMEOUT');
    expect(apiErrorMessage(error)).toBe('The server did not answer within 30 seconds. Try again.');
  });

  test('explains a network failure', async () => {
    const adapter = failWithCode(AxiosError.ERR_NETWORK, 'Network Error');
    const error = await errorOf(apiClient.get('/anything', { adapter }));
    expect(describeApiError(error).code).toBe('NETWORK_ERROR');
    expect(apiErrorMessage(error)).toBe(
      'Cannot reach the server. Check your connection and try again.',
    );
  });

  test('falls back to the status when the body is not the error shape', async () => {
    const adapter = failWith(502, '<html>Bad Gateway</html>');
    const error = await errorOf(apiClient.get('/anything', { adapter }));
    expect(apiErrorMessage(error)).toBe(
      'The server answered with an unexpected error (HTTP 502). Try again later.',
    );
  });

  test('an answer that does not match the contract is explained, not dumped', async () => {
    const { adapter } = recordingAdapter();
    const response = await apiClient.get('/auth/me', { adapter });
    let error: unknown;
    try {
      readData(z.object({ email: z.string() }), response);
    } catch (caught) {
      error = caught;
    }
    expect(describeApiError(error).code).toBe('UNEXPECTED_RESPONSE');
    expect(apiErrorMessage(error)).toBe(
      'The server sent an answer this console does not understand. Reload the page.',
    );
  });

  test('passes on the message of an error that is not from axios', () => {
    expect(apiErrorMessage(new Error('Quota exceeded'))).toBe('Quota exceeded');
    expect(apiErrorMessage('nonsense')).toBe('Something went wrong.');
  });
});
