import { transactionFiltersSchema } from '@depot/contracts/transactions';
import type { z } from 'zod';
import { listStateSchema } from '@/lib/screen/list-search.ts';

/** The Transactions list's state as the URL holds it; a field the server would refuse falls back. */
export const transactionListSearchSchema = listStateSchema(transactionFiltersSchema);
export type TransactionListSearch = z.output<typeof transactionListSearchSchema>;
