import {
  type ShipmentChanges,
  type ShipmentInput,
  type ShipmentListQuery,
  shipmentListQuerySchema,
  shipmentsEndpoints,
} from '@depot/contracts/shipments';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { invalidateAreas, queryKeys } from '@/lib/api/query-keys.ts';

/** GET /admin/shipment: one page of shipments, searched, filtered and sorted by the server. */
export function shipmentsQueryOptions(query: ShipmentListQuery) {
  return queryOptions({
    queryKey: queryKeys.shipments.list(query),
    queryFn: () =>
      callApi(shipmentsEndpoints.list, { query: query ?? shipmentListQuerySchema.parse({}) }),
    placeholderData: keepPreviousData,
  });
}

export function useShipments(query: ShipmentListQuery) {
  return useQuery(shipmentsQueryOptions(query));
}

/** GET /admin/shipment/{id}. */
export function useShipment(id: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.shipments.record(id),
    queryFn: () => callApi(shipmentsEndpoints.get, { params: { id } }),
    enabled,
  });
}

/** GET /admin/shipment/history/{id}: its changes, the status moves among them. */
export function shipmentHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.shipments.history(id),
    queryFn: () => callApi(shipmentsEndpoints.history, { params: { id } }),
  });
}

/**
 * GET /admin/shipment/getIsFilledAdditionalDetails/{id}: whether the additional details are
 * complete, and which are missing (ReadinessNotice, the Mark ready action).
 */
export function useAdditionalDetailsState(id: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.shipments.details(id),
    queryFn: () => callApi(shipmentsEndpoints.isFilledAdditionalDetails, { params: { id } }),
    enabled,
  });
}

/** POST /admin/shipment/create. */
export function useCreateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shipments', 'create'],
    mutationFn: (body: ShipmentInput) => callApi(shipmentsEndpoints.create, { body }),
    onSuccess: () => invalidateAreas(queryClient, 'shipments', 'audit'),
  });
}

/** PATCH /admin/shipment/update/{id}: fields, additional details or the status. */
export function useUpdateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shipments', 'update'],
    mutationFn: ({ id, changes }: { id: string; changes: ShipmentChanges }) =>
      callApi(shipmentsEndpoints.update, { params: { id }, body: changes }),
    onSuccess: (shipment) => {
      queryClient.setQueryData(queryKeys.shipments.record(shipment.id), shipment);
      return invalidateAreas(queryClient, 'shipments', 'audit', 'notifications');
    },
    // A refused move to ready may mean the papers changed elsewhere: what is missing is asked again.
    onError: (_error, { id }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.shipments.details(id) }),
  });
}

/** DELETE /admin/shipment/delete/{id}. */
export function useDeleteShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shipments', 'delete'],
    mutationFn: (id: string) => callApi(shipmentsEndpoints.delete, { params: { id } }),
    onSuccess: () => invalidateAreas(queryClient, 'shipments', 'audit'),
  });
}
