import { areaKeys } from '@/lib/api/query-keys.ts';
import { warehouseOptionsKey } from '@/lib/api/warehouse-options.ts';

/**
 * The cache keys of warehouses and locations. No other area refreshes them yet, so they stay in
 * the feature (lib/api/query-keys.ts's rule).
 */
export const warehouseKeys = {
  ...areaKeys('warehouses'),
  /** The pickers' list, asked for by other areas too (lib/api/warehouse-options.ts). */
  options: warehouseOptionsKey,
};

export const locationKeys = {
  ...areaKeys('locations'),
  /** A warehouse's tree: one node's children, or a search with its ancestors. */
  tree: (warehouse: string, at: { parent?: string; q?: string }) =>
    ['locations', 'tree', warehouse, at] as const,
  trees: (warehouse: string) => ['locations', 'tree', warehouse] as const,
};
