import { skusEndpoints } from '@depot/contracts/skus';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';

// Under the SKUs' root (the skus area's keys), so a change to a SKU refreshes the pickers.
const lineSkuOptionsKey = (user: string, q: string | undefined) =>
  ['skus', 'line-options', user, q ?? ''] as const;

/**
 * GET /admin/skus/options: the client's SKUs a document line may name, by code, barcode or name;
 * an exact code or barcode comes first. Open to whoever fills in a receipt's lines.
 */
export function lineSkuOptionsQuery(user: string, q: string | undefined) {
  return queryOptions({
    queryKey: lineSkuOptionsKey(user, q),
    queryFn: () => callApi(skusEndpoints.options, { query: { user, q } }),
    staleTime: 30_000,
  });
}

/** The SKUs offered while `q` is typed; nothing is asked until the client is chosen. */
export function useLineSkuOptions(user: string | undefined, q: string | undefined) {
  return useQuery({
    ...lineSkuOptionsQuery(user ?? '', q),
    placeholderData: keepPreviousData,
    enabled: user !== undefined,
  });
}
