import { SEARCH_MIN_LENGTH, searchEndpoints } from '@depot/contracts/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';

/**
 * GET /admin/search: what the palette finds for `q`, across the kinds the person may view.
 * Nothing is asked below the server's minimum length; the previous answer stays in view while
 * the next one is on its way, so the list does not flash empty between keystrokes.
 */
export function useSearch(q: string) {
  const enabled = q.length >= SEARCH_MIN_LENGTH;
  return useQuery({
    // Its own key: no other area's change needs to refresh a palette's answer, which is
    // short-lived and asked again on the next keystroke.
    queryKey: ['command-palette', 'search', q],
    queryFn: () => callApi(searchEndpoints.search, { query: { q } }),
    enabled,
    placeholderData: enabled ? keepPreviousData : undefined,
  });
}
