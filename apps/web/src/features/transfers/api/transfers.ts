import {
  type CloseTransferBody,
  type CreateTransferBody,
  type ReceiveTransferBody,
  type TransferListQuery,
  transferListQuerySchema,
  transfersEndpoints,
} from '@depot/contracts/transfers';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { areaKeys, invalidateAreas } from '@/lib/api/query-keys.ts';

export const transferKeys = areaKeys('transfers');

/** GET /admin/stock/transfers: one page, searched, filtered and sorted by the server. */
export function transfersQueryOptions(query?: TransferListQuery) {
  const listQuery = query ?? transferListQuerySchema.parse({});
  return queryOptions({
    queryKey: transferKeys.list(query),
    queryFn: () => callApi(transfersEndpoints.list, { query: listQuery }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/stock/transfers/{code}. */
export function useTransfer(code: string, enabled = true) {
  return useQuery({
    queryKey: transferKeys.record(code),
    queryFn: () => callApi(transfersEndpoints.get, { params: { code } }),
    enabled,
  });
}

/** GET /admin/stock/transfers/{code}/history. */
export function transferHistoryQueryOptions(code: string) {
  return queryOptions({
    queryKey: transferKeys.history(code),
    queryFn: () => callApi(transfersEndpoints.history, { params: { code } }),
  });
}

// A transfer moves stock: the stock screens refresh with the transfers.
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: transferKeys.all });
    return invalidateAreas(queryClient, 'inventory', 'audit');
  };
}

/** POST /admin/stock/transfers. */
export function useCreateTransfer() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['transfers', 'create'],
    mutationFn: (body: CreateTransferBody) => callApi(transfersEndpoints.create, { body }),
    onSuccess: refresh,
  });
}

/** POST /admin/stock/transfers/{code}/receive. */
export function useReceiveTransfer(code: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['transfers', 'receive', code],
    mutationFn: (body: ReceiveTransferBody) =>
      callApi(transfersEndpoints.receive, { params: { code }, body }),
    onSuccess: refresh,
  });
}

/** POST /admin/stock/transfers/{code}/close: what never arrived written off. */
export function useCloseTransfer(code: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['transfers', 'close', code],
    mutationFn: (body: CloseTransferBody) =>
      callApi(transfersEndpoints.close, { params: { code }, body }),
    onSuccess: refresh,
  });
}

/** POST /admin/stock/transfers/receive-in-full: many transfers taken in whole, per transfer. */
export function useReceiveInFull() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['transfers', 'receive-in-full'],
    mutationFn: (codes: string[]) => callApi(transfersEndpoints.receiveInFull, { body: { codes } }),
    onSettled: refresh,
  });
}
