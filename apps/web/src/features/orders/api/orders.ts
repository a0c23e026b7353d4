import { type OrderListQuery, ordersEndpoints } from '@depot/contracts/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

/** GET /admin/orders: one page of B2B orders, searched, filtered and sorted by the server. */
export function ordersQueryOptions(query: OrderListQuery) {
  return queryOptions({
    queryKey: queryKeys.orders.list(query),
    queryFn: () => callApi(ordersEndpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/orders/{number}: the order with its lines. */
export function useOrder(number: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.orders.record(number),
    queryFn: () => callApi(ordersEndpoints.get, { params: { number } }),
    enabled,
  });
}

/** GET /admin/orders/history/{number}. */
export function orderHistoryQueryOptions(number: string) {
  return queryOptions({
    queryKey: queryKeys.orders.history(number),
    queryFn: () => callApi(ordersEndpoints.history, { params: { number } }),
  });
}
