import { type AxiosAdapter, AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { onTestFinished, vi } from 'vitest';
import { apiClient } from '@/lib/api/api-client.ts';

/** One request as the server would have seen it. */
export type SentRequest = {
  method: string;
  url: string;
  /** The query, as the API client was given it. */
  params: Record<string, unknown> | undefined;
  body: unknown;
  headers: Record<string, string>;
};

export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

/** `{ data }` with 200, the shape of every successful answer. */
export function ok(data: unknown): FakeAnswer {
  return { status: 200, body: { data } };
}

/** The server's error body: `{ error: { code, message, details? } }`. */
export function fail(
  status: number,
  code: string,
  message: string,
  details?: { path: string; message: string }[],
): FakeAnswer {
  return { status, body: { error: { code, message, ...(details && { details }) } } };
}

function toSent(config: InternalAxiosRequestConfig): SentRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers.toJSON())) {
    if (typeof value === 'string') headers[name] = value;
  }
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url: config.url ?? '',
    params: config.params,
    body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    headers,
  };
}

/**
 * Stands in for the server behind the one API client: `routes` maps "POST /auth/login" to an
 * answer; anything else is a 404. Answers go through axios's own error path, as a real one's do.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const original = apiClient.defaults.adapter;
  onTestFinished(() => {
    apiClient.defaults.adapter = original;
  });
  const adapter = vi.fn<AxiosAdapter>(async (config) => {
    const request = toSent(config);
    const handler = routes[`${request.method} ${request.url}`];
    const answer = handler
      ? await handler(request)
      : fail(404, 'NOT_FOUND', `Route ${request.method}:${request.url} not found`);
    const response = {
      data: answer.body,
      status: answer.status,
      statusText: '',
      headers: answer.headers ?? {},
      config,
    };
    if (answer.status < 400) return response;
    const code = answer.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      code,
      config,
      null,
      response,
    );
  });
  apiClient.defaults.adapter = adapter;
  const requests = () => adapter.mock.calls.map(([config]) => toSent(config));
  /** The requests sent to one route, in order. */
  const requestsTo = (route: string) =>
    requests().filter((request) => `${request.method} ${request.url}` === route);
  return { adapter, requests, requestsTo };
}
