import {
  type StockFilters,
  type StockLedgerListQuery,
  type StockListQuery,
  stockEndpoints,
  stockLedgerEndpoints,
  stockLedgerListQuerySchema,
  stockListQuerySchema,
} from '@depot/contracts/stock';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

const keys = queryKeys.inventory;

/** GET /admin/stock: one page of balances, searched, filtered and sorted by the server. */
export function stockQueryOptions(query?: StockListQuery) {
  const listQuery = query ?? stockListQuerySchema.parse({});
  return queryOptions({
    queryKey: keys.list(query),
    queryFn: () => callApi(stockEndpoints.list, { query: listQuery }),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/stock/totals: the filtered balances summed, whatever page is shown. */
export function useStockTotals(filters: StockFilters) {
  return useQuery({
    queryKey: [...keys.all, 'totals', filters] as const,
    queryFn: () => callApi(stockEndpoints.totals, { query: filters }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/stock/movements: one page of the ledger, newest first unless sorted otherwise. */
export function stockMovementsQueryOptions(query?: StockLedgerListQuery) {
  const listQuery = query ?? stockLedgerListQuerySchema.parse({});
  return queryOptions({
    queryKey: [...keys.all, 'movements', query ?? {}] as const,
    queryFn: () => callApi(stockLedgerEndpoints.list, { query: listQuery }),
    placeholderData: keepPreviousData,
  });
}
