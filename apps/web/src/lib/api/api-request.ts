import { type Endpoint, endpointPath } from '@depot/contracts/endpoint';
import type { AxiosInstance } from 'axios';
import { z } from 'zod';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The declaration the request was made from: the interceptors read its access rule. */
    endpoint?: Endpoint;
  }
}

type Given<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;

/** What a call needs: the path parameters and body when the endpoint has them, the query if any. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Given<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: Partial<Given<E['query']>> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: Given<E['body']> } : { body?: never }) & {
    headers?: Record<string, string>;
    /** The share of a large body sent so far (0 to 1), as it goes. */
    onUploadProgress?: (sent: number) => void;
    /** For the few calls that may take longer than the usual limit (an import). */
    timeoutMs?: number;
  };

/** The arguments after the endpoint: the input, optional when the endpoint needs none. */
export type CallArguments<E extends Endpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

const answerSchema = z.object({ data: z.unknown() });

/**
 * Calls one declared endpoint through `client`: its method, its path with the parameters filled
 * in and encoded, the query and body as given; answers the `data` parsed with the endpoint's
 * response schema, so what reaches a screen is what the contract says.
 */
export async function requestEndpoint<E extends Endpoint>(
  client: AxiosInstance,
  endpoint: E,
  ...[input]: CallArguments<E>
): Promise<z.output<E['response']>> {
  const given: {
    params?: object;
    query?: object;
    body?: unknown;
    headers?: object;
    onUploadProgress?: (sent: number) => void;
    timeoutMs?: number;
  } = input ?? {};
  const { onUploadProgress } = given;
  const response = await client.request<unknown>({
    method: endpoint.method,
    url: endpointPath(endpoint.path, { ...given.params }),
    params: given.query,
    data: given.body,
    headers: { ...given.headers },
    endpoint,
    ...(given.timeoutMs ? { timeout: given.timeoutMs } : {}),
    ...(onUploadProgress
      ? {
          onUploadProgress: (event: { loaded: number; total?: number }) => {
            if (event.total) onUploadProgress(event.loaded / event.total);
          },
        }
      : {}),
  });
  // A generic schema's parse is typed loosely; the value is the endpoint's response, parsed.
  return endpoint.response.parse(answerSchema.parse(response.data).data) as z.output<E['response']>;
}
