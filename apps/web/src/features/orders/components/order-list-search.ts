import { amountSchema } from '@depot/contracts/money';
import { orderFiltersSchema, orderStatuses } from '@depot/contracts/orders';
import { USER_CODE_PATTERN } from '@depot/contracts/users';
import { z } from 'zod';
import { listSearchFields } from '@/lib/screen/list-search.ts';

const day = z.iso.date().optional().catch(undefined);

/** The B2B orders list's state as the URL holds it; each field falls back to no filter. */
export const orderListSearchSchema = z.object({
  ...listSearchFields,
  sort: orderFiltersSchema.shape.sort.catch(undefined),
  status: z.enum(orderStatuses).optional().catch(undefined),
  user: z.string().regex(USER_CODE_PATTERN).optional().catch(undefined),
  from: day,
  to: day,
  minAmount: amountSchema.optional().catch(undefined),
  maxAmount: amountSchema.optional().catch(undefined),
});
export type OrderListSearch = z.output<typeof orderListSearchSchema>;

/** The list's filters without its paging: what the report is asked for. */
export function reportFiltersOf(search: OrderListSearch) {
  const { page: _page, pageSize: _pageSize, cursor: _cursor, ...filters } = search;
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}
