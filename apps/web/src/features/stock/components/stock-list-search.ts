import { stockFiltersSchema } from '@depot/contracts/stock';
import type { z } from 'zod';
import { listStateSchema } from '@/lib/screen/list-search.ts';

/** The Stock on hand list's state as the URL holds it; a field the server would refuse falls back. */
export const stockListSearchSchema = listStateSchema(stockFiltersSchema);
export type StockListSearch = z.output<typeof stockListSearchSchema>;
