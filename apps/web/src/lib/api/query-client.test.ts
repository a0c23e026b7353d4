import { AxiosError, type AxiosResponse } from 'axios';
import { describe, expect, test } from 'vitest';
import { createQueryClient, dataRetryOptions } from './query-client.ts';

describe('query client', () => {
  test('uses the documented defaults: no refetch on focus, one retry, 5 s stale, 5 min cache', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.refetchOnWindowFocus).toBe(false);
    const retry = queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry is a rule, not a count');
    const network = new AxiosError('Network Error', AxiosError.ERR_NETWORK);
    // One retry of a failure that may pass, none of a refusal that would say the same again.
    expect([retry(0, network), retry(1, network)]).toEqual([true, false]);
    const refusal = new AxiosError('Not found', undefined, undefined, undefined, {
      status: 404,
    } as AxiosResponse);
    expect(retry(0, refusal)).toBe(false);
    expect(queries?.staleTime).toBe(5_000);
    expect(queries?.gcTime).toBe(300_000);
  });

  test('the data retry policy retries 3 times, waiting 1 s, 2 s, then 4 s', () => {
    const network = new AxiosError('Network Error', AxiosError.ERR_NETWORK);
    expect([0, 1, 2, 3].map((count) => dataRetryOptions.retry(count, network))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect([0, 1, 2].map((attempt) => dataRetryOptions.retryDelay(attempt))).toEqual([
      1_000, 2_000, 4_000,
    ]);
  });

  test('each call builds a separate client, so tests never share a cache', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});
