import {
  type PutAwayBody,
  type PutAwayListQuery,
  putAwayEndpoints,
  putAwayListQuerySchema,
} from '@depot/contracts/put-away';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { areaKeys, invalidateAreas } from '@/lib/api/query-keys.ts';

export const putAwayKeys = areaKeys('put-away');

/** GET /admin/stock/put-away: one page of tasks, open ones unless asked otherwise. */
export function putAwayQueryOptions(query?: PutAwayListQuery) {
  const listQuery = query ?? putAwayListQuerySchema.parse({});
  return queryOptions({
    queryKey: putAwayKeys.list(query),
    queryFn: () => callApi(putAwayEndpoints.list, { query: listQuery }),
    placeholderData: keepPreviousData,
  });
}

/** The open tasks a scanned code names in one warehouse: SKU, barcode, lot or receipt. */
export function useTasksScanned(warehouse: string | undefined, code: string | undefined) {
  return useQuery({
    queryKey: [...putAwayKeys.all, 'scanned', warehouse, code] as const,
    queryFn: () =>
      callApi(putAwayEndpoints.list, {
        query: putAwayListQuerySchema.parse({ warehouse, q: code, pageSize: 20 }),
      }),
    enabled: Boolean(warehouse && code),
  });
}

/** GET /admin/stock/put-away/{id}. */
export function usePutAwayTask(id: number | undefined) {
  return useQuery({
    queryKey: putAwayKeys.record(String(id)),
    queryFn: () => callApi(putAwayEndpoints.get, { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
  });
}

/** GET /admin/stock/put-away/{id}/suggestions: bins for the task's units, best first. */
export function useBinSuggestions(id: number | undefined) {
  return useQuery({
    queryKey: [...putAwayKeys.record(String(id)), 'suggestions'] as const,
    queryFn: () => callApi(putAwayEndpoints.suggestions, { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
  });
}

// A put-away moves stock and counts on its receipt: those screens refresh with the tasks.
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: putAwayKeys.all });
    return invalidateAreas(queryClient, 'inventory', 'receiving');
  };
}

/** POST /admin/stock/put-away/{id}: some or all of a task's units into a bin. */
export function usePutAway() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['put-away', 'put'],
    mutationFn: ({ id, body }: { id: number; body: PutAwayBody }) =>
      callApi(putAwayEndpoints.putAway, { params: { id }, body }),
    onSuccess: refresh,
  });
}

/** POST /admin/stock/put-away/as-suggested: many tasks into their suggested bins, per task. */
export function usePutAwayAsSuggested() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['put-away', 'as-suggested'],
    mutationFn: (ids: number[]) => callApi(putAwayEndpoints.asSuggested, { body: { ids } }),
    onSettled: refresh,
  });
}
