import {
  type CreateWarehouseBody,
  type UpdateWarehouseBody,
  type WarehouseListQuery,
  warehouseListQuerySchema,
  warehousesEndpoints,
} from '@depot/contracts/warehouses';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { invalidateAreas } from '@/lib/api/query-keys.ts';
import { locationKeys, warehouseKeys } from './keys.ts';

/** GET /admin/warehouses: one page of warehouses, searched, filtered and sorted by the server. */
export function warehousesQueryOptions(query?: WarehouseListQuery) {
  const listQuery = query ?? warehouseListQuerySchema.parse({});
  return queryOptions({
    queryKey: warehouseKeys.list(query),
    queryFn: () => callApi(warehousesEndpoints.list, { query: listQuery }),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/warehouses/{code}. */
export function useWarehouse(code: string) {
  return useQuery({
    queryKey: warehouseKeys.record(code),
    queryFn: () => callApi(warehousesEndpoints.get, { params: { code } }),
  });
}

/** GET /admin/warehouses/{code}/history: changes made to the warehouse, newest first. */
export function warehouseHistoryQueryOptions(code: string) {
  return queryOptions({
    queryKey: warehouseKeys.history(code),
    queryFn: () => callApi(warehousesEndpoints.history, { params: { code } }),
  });
}

/** Warehouses, their options and the audit log: what a change to a warehouse shows in. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: warehouseKeys.all }),
      // A new warehouse starts with its areas; a deleted one takes its locations with it.
      queryClient.invalidateQueries({ queryKey: locationKeys.all }),
      invalidateAreas(queryClient, 'audit'),
    ]);
  };
}

/** POST /admin/warehouses. */
export function useCreateWarehouse() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['warehouses', 'create'],
    mutationFn: (body: CreateWarehouseBody) => callApi(warehousesEndpoints.create, { body }),
    onSuccess: refresh,
  });
}

/** PATCH /admin/warehouses/{code}: anything but the code. */
export function useUpdateWarehouse() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['warehouses', 'update'],
    mutationFn: ({ code, body }: { code: string; body: UpdateWarehouseBody }) =>
      callApi(warehousesEndpoints.update, { params: { code }, body }),
    onSuccess: refresh,
  });
}

/** POST /admin/warehouses/change-status: answered per code. */
export function useChangeWarehouseStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['warehouses', 'change-status'],
    mutationFn: async ({ codes, isActive }: { codes: string[]; isActive: boolean }) =>
      (await callApi(warehousesEndpoints.changeStatus, { body: { codes, isActive } })).results,
    onSettled: refresh,
  });
}

/** DELETE /admin/warehouses/{code}: refused (409) while anything refers to it. */
export function useDeleteWarehouse() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['warehouses', 'delete'],
    mutationFn: (code: string) => callApi(warehousesEndpoints.delete, { params: { code } }),
    onSuccess: refresh,
  });
}
