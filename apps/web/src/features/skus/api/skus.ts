import { type SkuImportBody, skuImport, skuImportEndpoints } from '@depot/contracts/sku-import';
import {
  type CreateSkuBody,
  productsEndpoints,
  type SkuListQuery,
  skuListQuerySchema,
  skusEndpoints,
  type UpdateSkuBody,
} from '@depot/contracts/skus';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { IMPORT_TIMEOUT_MS } from '@/components/import/read-import-file.ts';
import { callApi, describeApiError } from '@/lib/api/api-client.ts';
import { areaKeys, invalidateAreas } from '@/lib/api/query-keys.ts';

const skuKeys = {
  ...areaKeys('skus'),
  productOptions: (user: string, q: string) => ['skus', 'product-options', user, q] as const,
};

/** GET /admin/skus: one page of SKUs, searched, filtered and sorted by the server. */
export function skusQueryOptions(query?: SkuListQuery) {
  const listQuery = query ?? skuListQuerySchema.parse({});
  return queryOptions({
    queryKey: skuKeys.list(query),
    queryFn: () => callApi(skusEndpoints.list, { query: listQuery }),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/skus/lookup: the SKUs a scanned barcode or a typed code names exactly. */
export async function lookupSkus(code: string, user: string | undefined) {
  return (await callApi(skusEndpoints.lookup, { query: { code, user } })).items;
}

/** GET /admin/skus/{id}. */
export function useSku(id: string, enabled = true) {
  return useQuery({
    queryKey: skuKeys.record(id),
    queryFn: () => callApi(skusEndpoints.get, { params: { id } }),
    enabled,
  });
}

/** GET /admin/skus/{id}/history: changes made to the SKU, newest first. */
export function skuHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: skuKeys.history(id),
    queryFn: () => callApi(skusEndpoints.history, { params: { id } }),
  });
}

/** GET /admin/products: the client's products whose name, brand or category holds `q`. */
export function useProductOptions(user: string | undefined, q: string) {
  return useQuery({
    queryKey: skuKeys.productOptions(user ?? '', q),
    queryFn: async () =>
      (await callApi(productsEndpoints.options, { query: { user, q: q || undefined } })).items,
    enabled: user !== undefined,
    placeholderData: keepPreviousData,
  });
}

const refreshAfterChange = ['audit'] as const;

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: skuKeys.all }),
      invalidateAreas(queryClient, ...refreshAfterChange),
    ]);
}

/** POST /admin/skus. */
export function useCreateSku() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['skus', 'create'],
    mutationFn: (body: CreateSkuBody) => callApi(skusEndpoints.create, { body }),
    onSuccess: refresh,
  });
}

/** PATCH /admin/skus/{id}: anything but the client, code, product and kind, which are fixed. */
export function useUpdateSku() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['skus', 'update'],
    mutationFn: ({ id, body }: { id: string; body: UpdateSkuBody }) =>
      callApi(skusEndpoints.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}

/** DELETE /admin/skus/{id}. */
export function useDeleteSku() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['skus', 'delete'],
    mutationFn: (id: string) => callApi(skusEndpoints.delete, { params: { id } }),
    onSuccess: refresh,
  });
}

/** POST /admin/skus/change-status: answered per id. */
export function useChangeSkuStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['skus', 'change-status'],
    mutationFn: async ({ codes, isActive }: { codes: string[]; isActive: boolean }) =>
      (await callApi(skusEndpoints.changeStatus, { body: { codes, isActive } })).results,
    onSettled: refresh,
  });
}

/**
 * POST /admin/skus/import: one part of a file at a time. A dry run answers the problems; an
 * import writes nothing while the part has one, and in batches otherwise, so a change made
 * meanwhile may stop it part-way (IMPORT_INCOMPLETE) with the first batches in.
 */
export function useImportSkus() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['skus', 'import'],
    mutationFn: ({
      body,
      onUploadProgress,
    }: {
      body: SkuImportBody;
      onUploadProgress: (share: number) => void;
    }) =>
      callApi(skuImportEndpoints.import, { body, onUploadProgress, timeoutMs: IMPORT_TIMEOUT_MS }),
    onSuccess: (result) => (result.created > 0 ? refresh() : undefined),
    onError: (error) =>
      describeApiError(error).code === skuImport.errors.incomplete ? refresh() : undefined,
  });
}
