import {
  type CreateZoneBody,
  type UpdateZoneBody,
  type ZoneListQuery,
  zoneListQuerySchema,
  zonesEndpoints,
} from '@depot/contracts/zones';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { invalidateAreas, queryKeys } from '@/lib/api/query-keys.ts';

/** GET /admin/zones: one page of zones, searched, filtered and sorted by the server. */
export function zonesQueryOptions(query?: ZoneListQuery) {
  const listQuery = query ?? zoneListQuerySchema.parse({});
  return queryOptions({
    queryKey: queryKeys.zones.list(query),
    queryFn: () => callApi(zonesEndpoints.list, { query: listQuery }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/zones/{code}: the zone with where it overlaps others. */
export function useZone(code: string | null) {
  return useQuery({
    queryKey: queryKeys.zones.record(code ?? ''),
    queryFn: () => callApi(zonesEndpoints.get, { params: { code: code ?? '' } }),
    enabled: code !== null,
  });
}

/** GET /admin/zones/{code}/history: changes made to the zone, newest first. */
export function zoneHistoryQueryOptions(code: string) {
  return queryOptions({
    queryKey: queryKeys.zones.history(code),
    queryFn: () => callApi(zonesEndpoints.history, { params: { code } }),
  });
}

// A zone's name and status show in packages' rates, so both areas refresh after a change.
const refreshAfterChange = ['zones', 'packages', 'audit'] as const;

/** POST /admin/zones. */
export function useCreateZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['zones', 'create'],
    mutationFn: (body: CreateZoneBody) => callApi(zonesEndpoints.create, { body }),
    onSuccess: () => invalidateAreas(queryClient, ...refreshAfterChange),
  });
}

/** PATCH /admin/zones/{code}: name, description or coverage (the code is fixed). */
export function useUpdateZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['zones', 'update'],
    mutationFn: ({ code, body }: { code: string; body: UpdateZoneBody }) =>
      callApi(zonesEndpoints.update, { params: { code }, body }),
    onSuccess: () => invalidateAreas(queryClient, ...refreshAfterChange),
  });
}

/** DELETE /admin/zones/{code}: refused while a package prices the zone. */
export function useDeleteZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['zones', 'delete'],
    mutationFn: (code: string) => callApi(zonesEndpoints.delete, { params: { code } }),
    onSuccess: () => invalidateAreas(queryClient, ...refreshAfterChange),
  });
}

/** POST /admin/zones/change-status: answered per code. */
export function useChangeZoneStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['zones', 'change-status'],
    mutationFn: async ({ codes, isActive }: { codes: string[]; isActive: boolean }) =>
      (await callApi(zonesEndpoints.changeStatus, { body: { codes, isActive } })).results,
    onSettled: () => invalidateAreas(queryClient, ...refreshAfterChange),
  });
}
