import {
  type CreateVendorBody,
  type UpdateVendorBody,
  type VendorListQuery,
  vendorListQuerySchema,
  vendorsEndpoints,
} from '@depot/contracts/vendors';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { invalidateAreas, queryKeys } from '@/lib/api/query-keys.ts';

const vendorKeys = queryKeys.vendors;

/** GET /admin/vendors: one page of vendors, searched, filtered and sorted by the server. */
export function vendorsQueryOptions(query?: VendorListQuery) {
  const listQuery = query ?? vendorListQuerySchema.parse({});
  return queryOptions({
    queryKey: vendorKeys.list(query),
    queryFn: () => callApi(vendorsEndpoints.list, { query: listQuery }),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/vendors/{code}. */
export function useVendor(code: string, enabled = true) {
  return useQuery({
    queryKey: vendorKeys.record(code),
    queryFn: () => callApi(vendorsEndpoints.get, { params: { code } }),
    enabled,
  });
}

/** GET /admin/vendors/{code}/history: changes made to the vendor, newest first. */
export function vendorHistoryQueryOptions(code: string) {
  return queryOptions({
    queryKey: vendorKeys.history(code),
    queryFn: () => callApi(vendorsEndpoints.history, { params: { code } }),
  });
}

const refreshAfterChange = ['vendors', 'audit'] as const;

/** POST /admin/vendors. */
export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['vendors', 'create'],
    mutationFn: (body: CreateVendorBody) => callApi(vendorsEndpoints.create, { body }),
    onSuccess: () => invalidateAreas(queryClient, ...refreshAfterChange),
  });
}

/** PATCH /admin/vendors/{code}: anything but the client, which is fixed. */
export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['vendors', 'update'],
    mutationFn: ({ code, body }: { code: string; body: UpdateVendorBody }) =>
      callApi(vendorsEndpoints.update, { params: { code }, body }),
    onSuccess: () => invalidateAreas(queryClient, ...refreshAfterChange),
  });
}

/** DELETE /admin/vendors/{code}. */
export function useDeleteVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['vendors', 'delete'],
    mutationFn: (code: string) => callApi(vendorsEndpoints.delete, { params: { code } }),
    onSuccess: () => invalidateAreas(queryClient, ...refreshAfterChange),
  });
}

/** POST /admin/vendors/change-status: answered per code. */
export function useChangeVendorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['vendors', 'change-status'],
    mutationFn: async ({ codes, isActive }: { codes: string[]; isActive: boolean }) =>
      (await callApi(vendorsEndpoints.changeStatus, { body: { codes, isActive } })).results,
    onSettled: () => invalidateAreas(queryClient, ...refreshAfterChange),
  });
}
