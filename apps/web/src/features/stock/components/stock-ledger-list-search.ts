import { stockLedgerFiltersSchema } from '@depot/contracts/stock';
import type { z } from 'zod';
import { listStateSchema } from '@/lib/screen/list-search.ts';

/** The movement history's state as the URL holds it; a field the server would refuse falls back. */
export const stockLedgerListSearchSchema = listStateSchema(stockLedgerFiltersSchema);
export type StockLedgerListSearch = z.output<typeof stockLedgerListSearchSchema>;
