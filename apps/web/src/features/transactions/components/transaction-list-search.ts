import {
  paymentMethods,
  transactionFiltersSchema,
  transactionStatuses,
} from '@depot/contracts/transactions';
import { USER_CODE_PATTERN } from '@depot/contracts/users';
import { z } from 'zod';
import { listSearchFields } from '@/lib/screen/list-search.ts';

const day = z.iso.date().optional().catch(undefined);

/** The Transactions list's state as the URL holds it; each field falls back as `listSearchFields` do. */
export const transactionListSearchSchema = z.object({
  ...listSearchFields,
  sort: transactionFiltersSchema.shape.sort.catch(undefined),
  status: z.enum(transactionStatuses).optional().catch(undefined),
  method: z.enum(paymentMethods).optional().catch(undefined),
  user: z.string().regex(USER_CODE_PATTERN).optional().catch(undefined),
  package: z.string().trim().toUpperCase().min(1).max(60).optional().catch(undefined),
  from: day,
  to: day,
});
export type TransactionListSearch = z.output<typeof transactionListSearchSchema>;
