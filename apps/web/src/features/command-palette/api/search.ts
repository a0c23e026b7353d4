import { SEARCH_MIN_LENGTH, searchEndpoints } from '@depot/contracts/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

/**
 * GET /admin/search: what the palette finds for `q`, across the kinds the person may view.
 * Nothing is asked below the server's minimum length; the previous answer stays in view while
 * the next one is on its way, so the list does not flash empty between keystrokes.
 */
export function useSearch(q: string) {
  const enabled = q.length >= SEARCH_MIN_LENGTH;
  return useQuery({
    queryKey: queryKeys.search.results(q),
    queryFn: () => callApi(searchEndpoints.search, { query: { q } }),
    enabled,
    placeholderData: enabled ? keepPreviousData : undefined,
  });
}
