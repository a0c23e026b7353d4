import { warehousesEndpoints } from '@depot/contracts/warehouses';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';

/**
 * Under the warehouses' root, so a change to a warehouse refreshes it. Kept here rather than in
 * the shared key registry, which every screen downloads.
 */
export const warehouseOptionsKey = ['warehouses', 'options'] as const;

/**
 * GET /admin/warehouses/options: every warehouse, for a picker or a filter. The endpoint answers
 * whoever fills in or filters a record naming a warehouse (receipts, orders, locations).
 */
export function useWarehouseOptions(enabled = true) {
  return useQuery({
    queryKey: warehouseOptionsKey,
    queryFn: () => callApi(warehousesEndpoints.options),
    staleTime: 60_000,
    enabled,
  });
}
