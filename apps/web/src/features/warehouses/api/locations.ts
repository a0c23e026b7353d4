import {
  type LocationImportBody,
  locationImport,
  locationImportEndpoints,
} from '@depot/contracts/location-import';
import {
  type BulkLocationsBody,
  type CreateLocationBody,
  type LocationListQuery,
  locationListQuerySchema,
  locationsEndpoints,
  type UpdateLocationBody,
} from '@depot/contracts/locations';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { IMPORT_TIMEOUT_MS } from '@/components/import/read-import-file.ts';
import { callApi, describeApiError } from '@/lib/api/api-client.ts';
import { invalidateAreas } from '@/lib/api/query-keys.ts';
import { locationKeys, warehouseKeys } from './keys.ts';

/** A yes/no filter as the URL and the server write it. */
function flag(value: boolean | undefined): 'true' | 'false' | undefined {
  return value === undefined ? undefined : value ? 'true' : 'false';
}

/** GET /admin/locations: one page of locations of every warehouse. */
export function locationsQueryOptions(query?: LocationListQuery) {
  const { pickable, countsAsAvailable, ...listQuery } = query ?? locationListQuerySchema.parse({});
  return queryOptions({
    queryKey: locationKeys.list(query),
    queryFn: () =>
      callApi(locationsEndpoints.list, {
        query: {
          ...listQuery,
          pickable: flag(pickable),
          countsAsAvailable: flag(countsAsAvailable),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/locations/{id}; nothing is asked while `id` is null (a new location). */
export function useLocation(id: string | null) {
  return useQuery({
    queryKey: locationKeys.record(id ?? ''),
    queryFn: () => callApi(locationsEndpoints.get, { params: { id: id ?? '' } }),
    enabled: id !== null,
  });
}

/** GET /admin/locations/{id}/history. */
export function locationHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: locationKeys.history(id),
    queryFn: () => callApi(locationsEndpoints.history, { params: { id } }),
  });
}

/**
 * GET /admin/locations/tree: the children of `parent` (the top without one), or with `q` the
 * matches and their ancestors. Asked again only when a change is made (the keys are refreshed).
 */
export function locationTreeQueryOptions(warehouse: string, at: { parent?: string; q?: string }) {
  return queryOptions({
    queryKey: locationKeys.tree(warehouse, at),
    queryFn: () => callApi(locationsEndpoints.tree, { query: { warehouse, ...at } }),
    staleTime: 30_000,
  });
}

export function useLocationTree(
  warehouse: string | undefined,
  at: { parent?: string; q?: string },
) {
  return useQuery({
    ...locationTreeQueryOptions(warehouse ?? '', at),
    enabled: Boolean(warehouse),
  });
}

/** Locations, the trees, the warehouses' counts of locations and bins, and the audit log. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: locationKeys.all }),
      queryClient.invalidateQueries({ queryKey: warehouseKeys.all }),
      invalidateAreas(queryClient, 'audit'),
    ]);
  };
}

/** POST /admin/locations. */
export function useCreateLocation() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['locations', 'create'],
    mutationFn: (body: CreateLocationBody) => callApi(locationsEndpoints.create, { body }),
    onSuccess: refresh,
  });
}

/** PATCH /admin/locations/{id}: name, flags and capacity. */
export function useUpdateLocation() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['locations', 'update'],
    mutationFn: ({ id, body }: { id: string; body: UpdateLocationBody }) =>
      callApi(locationsEndpoints.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}

/** POST /admin/locations/change-status: answered per id, the virtual ones refused. */
export function useChangeLocationStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['locations', 'change-status'],
    mutationFn: async ({ ids, isActive }: { ids: string[]; isActive: boolean }) =>
      (await callApi(locationsEndpoints.changeStatus, { body: { ids, isActive } })).results,
    onSettled: refresh,
  });
}

/** DELETE /admin/locations/{id}: refused (409) while anything is inside it or refers to it. */
export function useDeleteLocation() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['locations', 'delete'],
    mutationFn: (id: string) => callApi(locationsEndpoints.delete, { params: { id } }),
    onSuccess: refresh,
  });
}

/**
 * POST /admin/locations/import: a dry run answers the problems; an import writes nothing while
 * the file has one, and in batches otherwise, so a change made meanwhile may stop it part-way
 * (IMPORT_INCOMPLETE) with the first batches in.
 */
export function useImportLocations() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['locations', 'import'],
    mutationFn: ({
      body,
      onUploadProgress,
    }: {
      body: LocationImportBody;
      onUploadProgress: (share: number) => void;
    }) =>
      callApi(locationImportEndpoints.import, {
        body,
        onUploadProgress,
        timeoutMs: IMPORT_TIMEOUT_MS,
      }),
    onSuccess: (result) => (result.created > 0 ? refresh() : undefined),
    onError: (error) =>
      describeApiError(error).code === locationImport.errors.incomplete ? refresh() : undefined,
  });
}

/** POST /admin/locations/bulk/preview: how many the pattern makes, and which already exist. */
export function useBulkLocationsPreview() {
  return useMutation({
    mutationKey: ['locations', 'bulk-preview'],
    mutationFn: (body: BulkLocationsBody) => callApi(locationsEndpoints.bulkPreview, { body }),
  });
}

/** POST /admin/locations/bulk: every location of the pattern, or none. */
export function useBulkCreateLocations() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: ['locations', 'bulk-create'],
    mutationFn: (body: BulkLocationsBody) => callApi(locationsEndpoints.bulkCreate, { body }),
    onSuccess: refresh,
  });
}
