import { transferFiltersSchema } from '@depot/contracts/transfers';
import type { z } from 'zod';
import { listStateSchema } from '@/lib/screen/list-search.ts';

/** The transfers list's state as the URL holds it; a field the server would refuse falls back. */
export const transferListSearchSchema = listStateSchema(transferFiltersSchema);
export type TransferListSearch = z.output<typeof transferListSearchSchema>;
