import {
  type AdjustmentListQuery,
  type AdjustmentThresholds,
  adjustmentListQuerySchema,
  adjustmentsEndpoints,
  type CreateAdjustmentBody,
} from '@depot/contracts/adjustments';
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

export const adjustmentKeys = {
  ...areaKeys('adjustments'),
  thresholds: ['adjustments', 'thresholds'] as const,
};

/** GET /admin/stock/adjustments: one page, searched, filtered and sorted by the server. */
export function adjustmentsQueryOptions(query?: AdjustmentListQuery) {
  const listQuery = query ?? adjustmentListQuerySchema.parse({});
  return queryOptions({
    queryKey: adjustmentKeys.list(query),
    queryFn: () => callApi(adjustmentsEndpoints.list, { query: listQuery }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/stock/adjustments/{code}. */
export function useAdjustment(code: string, enabled = true) {
  return useQuery({
    queryKey: adjustmentKeys.record(code),
    queryFn: () => callApi(adjustmentsEndpoints.get, { params: { code } }),
    enabled,
  });
}

/** GET /admin/stock/adjustments/{code}/history. */
export function adjustmentHistoryQueryOptions(code: string) {
  return queryOptions({
    queryKey: adjustmentKeys.history(code),
    queryFn: () => callApi(adjustmentsEndpoints.history, { params: { code } }),
  });
}

/** GET /admin/stock/adjustments/thresholds: above these, an adjustment waits for approval. */
export function useAdjustmentThresholds() {
  return useQuery({
    queryKey: adjustmentKeys.thresholds,
    queryFn: () => callApi(adjustmentsEndpoints.thresholds),
    staleTime: 60_000,
  });
}

// A posted adjustment moves stock: the stock screens refresh with the adjustments.
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adjustmentKeys.all });
    return invalidateAreas(queryClient, 'inventory', 'audit');
  };
}

/** POST /admin/stock/adjustments. */
export function useCreateAdjustment() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['adjustments', 'create'],
    mutationFn: (body: CreateAdjustmentBody) => callApi(adjustmentsEndpoints.create, { body }),
    onSuccess: refresh,
  });
}

/** POST approve or reject, answered per id; the lists refresh after any answer. */
export function useDecideAdjustments() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['adjustments', 'decide'],
    mutationFn: async ({ ids, decision }: { ids: string[]; decision: Decision }) => {
      const answer =
        decision.kind === 'approve'
          ? await callApi(adjustmentsEndpoints.approve, { body: { ids } })
          : await callApi(adjustmentsEndpoints.reject, {
              body: { ids, comment: decision.comment },
            });
      return answer.results;
    },
    onSettled: refresh,
  });
}

/** PUT /admin/stock/adjustments/thresholds. */
export function useSetAdjustmentThresholds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['adjustments', 'thresholds'],
    mutationFn: (body: AdjustmentThresholds) =>
      callApi(adjustmentsEndpoints.setThresholds, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adjustmentKeys.thresholds }),
  });
}
