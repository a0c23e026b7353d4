import { receivingFiltersSchema } from '@depot/contracts/receiving';
import type { z } from 'zod';
import { listStateSchema } from '@/lib/screen/list-search.ts';

/** The Receiving list's state as the URL holds it; a field the server would refuse falls back. */
export const receivingListSearchSchema = listStateSchema(receivingFiltersSchema);
export type ReceivingListSearch = z.output<typeof receivingListSearchSchema>;
