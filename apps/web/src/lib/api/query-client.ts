import { type DefaultOptions, QueryClient } from '@tanstack/react-query';
import {
  DATA_RETRY_COUNT,
  dataRetryDelay,
  QUERY_GC_TIME_MS,
  QUERY_STALE_TIME_MS,
} from '@/config/constants.ts';
import { isRefusal } from './api-client.ts';
import { retryUnlessRefused } from './query-retry.ts';

/**
 * docs/BEHAVIOUR.md §7 query defaults: no refetch on window focus, one retry, 5 s stale time;
 * 5 min cache. The one retry is spent only where it can help (retryUnlessRefused), for every
 * query, so no query repeats the rule.
 */
export const queryDefaults = {
  refetchOnWindowFocus: false,
  retry: retryUnlessRefused,
  staleTime: QUERY_STALE_TIME_MS,
  gcTime: QUERY_GC_TIME_MS,
} satisfies DefaultOptions['queries'];

/**
 * docs/BEHAVIOUR.md §9's other policy (3 retries, 1 s doubled up to 30 s), for queries whose data is worth
 * waiting for, such as reference data; spread it into that query's options.
 */
export const dataRetryOptions = {
  retry: (failureCount: number, error: Error) =>
    !isRefusal(error) && failureCount < DATA_RETRY_COUNT,
  retryDelay: dataRetryDelay,
} satisfies DefaultOptions['queries'];

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: queryDefaults } });
}

/** The app's client; tests build their own with createQueryClient() so caches never leak between them. */
export const queryClient = createQueryClient();
