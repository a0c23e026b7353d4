import { orderFiltersSchema } from '@depot/contracts/orders';
import type { z } from 'zod';
import { listStateSchema } from '@/lib/screen/list-search.ts';

/** The B2B orders list's state as the URL holds it; each field falls back to no filter. */
export const orderListSearchSchema = listStateSchema(orderFiltersSchema);
export type OrderListSearch = z.output<typeof orderListSearchSchema>;

/** The list's filters without its paging: what the report is asked for. */
export function reportFiltersOf(search: OrderListSearch) {
  const { page: _page, pageSize: _pageSize, cursor: _cursor, ...filters } = search;
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}
