import { packagesEndpoints } from '@depot/contracts/packages';
import {
  type TransactionFilters,
  type TransactionListQuery,
  transactionsEndpoints,
} from '@depot/contracts/transactions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

const keys = {
  list: (query: TransactionListQuery) => [...queryKeys.transactions.all, 'list', query] as const,
  totals: (filters: TransactionFilters) =>
    [...queryKeys.transactions.all, 'totals', filters] as const,
};

/** GET /admin/transactions: one page of invoices, searched, filtered and sorted by the server. */
export function transactionsQueryOptions(query: TransactionListQuery) {
  return queryOptions({
    queryKey: keys.list(query),
    queryFn: () => callApi(transactionsEndpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /admin/transactions/totals: the sums of every invoice the filters match, not only the
 * page's. Keyed by the filters alone, so paging and sorting do not ask again.
 */
export function useTransactionTotals(filters: TransactionFilters) {
  return useQuery({
    queryKey: keys.totals(filters),
    queryFn: () => callApi(transactionsEndpoints.totals, { query: filters }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /admin/packages/subscription-options: the packages invoices can name, for the package
 * filter. The users screens ask the same, so the answer is cached under their key.
 */
export function usePackageFilterOptions(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.users.packageOptions,
    queryFn: () => callApi(packagesEndpoints.subscriptionOptions),
    enabled,
    // Names repeat across billing cycles (Scale monthly and yearly): the code tells them apart.
    select: (options) =>
      options.map((option) => ({ value: option.code, label: `${option.name} (${option.code})` })),
  });
}
