import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { searchStateFrom } from './use-search-state.ts';

/**
 * What a screen asks the server for first, asked as soon as the screen's code is in, before its
 * first render (the route's loader, see protected-routes.tsx): the answer then travels while the
 * console renders, rather than after it. The screen's own queries find it in `client`'s cache,
 * or still on its way, and do not ask twice.
 */
export type ScreenPrefetch = (url: URL, client: QueryClient) => void;

/** A list screen's prefetch: its page of rows, for the state the URL holds. */
export function listPrefetch<Schema extends z.ZodObject, Data, Key extends QueryKey>(
  schema: Schema,
  options: (state: z.output<Schema>) => FetchQueryOptions<Data, Error, Data, Key>,
): ScreenPrefetch {
  // prefetchQuery never throws: a failure is the screen's to show, its own query asking again.
  return (url, client) =>
    void client.prefetchQuery(options(searchStateFrom(schema, url.searchParams)));
}
