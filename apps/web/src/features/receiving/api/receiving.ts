import {
  type CreateReceivingBody,
  type ReceivingListQuery,
  receivingEndpoints,
  receivingListQuerySchema,
  type UpdateReceivingBody,
} from '@depot/contracts/receiving';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Decision } from '@/components/decisions/use-decisions.tsx';
import { callApi } from '@/lib/api/api-client.ts';
import { invalidateAreas, queryKeys } from '@/lib/api/query-keys.ts';

/** GET /admin/shipment/receiving: one page of goods receipts, searched and filtered by the server. */
export function receivingListQueryOptions(query?: ReceivingListQuery) {
  const listQuery = query ?? receivingListQuerySchema.parse({});
  return queryOptions({
    queryKey: queryKeys.receiving.list(query),
    queryFn: () => callApi(receivingEndpoints.list, { query: listQuery }),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/shipment/receiving/{id}: the receipt with its lines. */
export function useReceipt(id: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.receiving.record(id),
    queryFn: () => callApi(receivingEndpoints.get, { params: { id } }),
    enabled,
  });
}

/** GET /admin/shipment/receiving/{id}/history: changes to the receipt, newest first. */
export function receiptHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.receiving.history(id),
    queryFn: () => callApi(receivingEndpoints.history, { params: { id } }),
  });
}

// Every change moves the list, the receipt, the sidebar's pending count and the audit log; an
// approval also puts goods in stock.
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => invalidateAreas(queryClient, 'receiving', 'audit', 'inventory');
}

/** POST /admin/shipment/receiving/create. */
export function useCreateReceipt() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationKey: ['receiving', 'create'],
    mutationFn: (body: CreateReceivingBody) => callApi(receivingEndpoints.create, { body }),
    onSuccess: refresh,
  });
}

/** PATCH /admin/shipment/receiving/{id}: details, or the lines as counted (sent whole). */
export function useUpdateReceipt() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationKey: ['receiving', 'update'],
    mutationFn: ({ id, body }: { id: string; body: UpdateReceivingBody }) =>
      callApi(receivingEndpoints.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}

/** DELETE /admin/shipment/receiving/delete/{id}: a receipt still pending. */
export function useDeleteReceipt() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationKey: ['receiving', 'delete'],
    mutationFn: (id: string) => callApi(receivingEndpoints.delete, { params: { id } }),
    // Not awaited: the screen leaves the deleted receipt at once rather than after the refresh.
    onSuccess: () => {
      void refresh();
    },
  });
}

/** The person's decision on receipts: approve them, or reject them with a comment. */

/**
 * POST approve or reject, answered per id. The lists refresh after any answer: some ids may
 * have been decided while others were refused.
 */
export function useDecideReceipts() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationKey: ['receiving', 'decide'],
    mutationFn: async ({ ids, decision }: { ids: string[]; decision: Decision }) => {
      const answer =
        decision.kind === 'approve'
          ? await callApi(receivingEndpoints.approve, { body: { ids } })
          : await callApi(receivingEndpoints.reject, {
              body: { ids, comment: decision.comment },
            });
      return answer.results;
    },
    onSettled: refresh,
  });
}
