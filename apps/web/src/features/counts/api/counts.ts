import {
  type CountBinBody,
  type CountListQuery,
  type CreateCountBody,
  countListQuerySchema,
  countsEndpoints,
} from '@depot/contracts/counts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Decision } from '@/components/decisions/use-decisions.tsx';
import { callApi } from '@/lib/api/api-client.ts';
import { areaKeys, invalidateAreas } from '@/lib/api/query-keys.ts';

export const countKeys = areaKeys('counts');

/** GET /admin/stock/counts: one page, searched, filtered and sorted by the server. */
export function countsQueryOptions(query?: CountListQuery) {
  const listQuery = query ?? countListQuerySchema.parse({});
  return queryOptions({
    queryKey: countKeys.list(query),
    queryFn: () => callApi(countsEndpoints.list, { query: listQuery }),
    placeholderData: keepPreviousData,
  });
}

/** The counts still being counted, newest first: what the floor screen offers. */
export function useOpenCounts(enabled = true) {
  return useQuery({
    ...countsQueryOptions(countListQuerySchema.parse({ status: 'counting', pageSize: 50 })),
    enabled,
  });
}

/** GET /admin/stock/counts/{code}. */
export function useCount(code: string | undefined, enabled = true) {
  return useQuery({
    queryKey: countKeys.record(code ?? ''),
    queryFn: () => callApi(countsEndpoints.get, { params: { code: code ?? '' } }),
    enabled: enabled && Boolean(code),
  });
}

/** GET /admin/stock/counts/{code}/history. */
export function countHistoryQueryOptions(code: string) {
  return queryOptions({
    queryKey: countKeys.history(code),
    queryFn: () => callApi(countsEndpoints.history, { params: { code } }),
  });
}

// A posted count moves stock: the stock screens and adjustments refresh with the counts.
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: countKeys.all });
    // The adjustments a count posts are on their own list.
    void queryClient.invalidateQueries({ queryKey: areaKeys('adjustments').all });
    return invalidateAreas(queryClient, 'inventory', 'audit');
  };
}

/** POST /admin/stock/counts. */
export function useCreateCount() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['counts', 'create'],
    mutationFn: (body: CreateCountBody) => callApi(countsEndpoints.create, { body }),
    onSuccess: refresh,
  });
}

/** POST /admin/stock/counts/{code}/bins: what one bin holds, all of it. */
export function useCountBin(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['counts', 'bin', code],
    mutationFn: (body: CountBinBody) =>
      callApi(countsEndpoints.countBin, { params: { code }, body }),
    onSuccess: (count) => {
      queryClient.setQueryData(countKeys.record(code), count);
      return queryClient.invalidateQueries({ queryKey: countKeys.all });
    },
  });
}

/** POST /admin/stock/counts/{code}/submit. */
export function useSubmitCount(code: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['counts', 'submit', code],
    mutationFn: () => callApi(countsEndpoints.submit, { params: { code } }),
    onSuccess: refresh,
  });
}

/** POST approve or reject, answered per id; the lists refresh after any answer. */
export function useDecideCounts() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['counts', 'decide'],
    mutationFn: async ({ ids, decision }: { ids: string[]; decision: Decision }) => {
      const answer =
        decision.kind === 'approve'
          ? await callApi(countsEndpoints.approve, { body: { ids } })
          : await callApi(countsEndpoints.reject, { body: { ids, comment: decision.comment } });
      return answer.results;
    },
    onSettled: refresh,
  });
}
