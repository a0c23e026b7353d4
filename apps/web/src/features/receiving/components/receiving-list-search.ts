import { receivingFiltersSchema, receivingStatuses } from '@depot/contracts/receiving';
import { z } from 'zod';
import { listSearchFields } from '@/lib/screen/list-search.ts';

/** The Receiving list's state as the URL holds it; a field the server would refuse falls back. */
export const receivingListSearchSchema = z.object({
  ...listSearchFields,
  sort: receivingFiltersSchema.shape.sort.optional().catch(undefined),
  status: z.enum(receivingStatuses).optional().catch(undefined),
  user: receivingFiltersSchema.shape.user.catch(undefined),
  from: receivingFiltersSchema.shape.from.catch(undefined),
  to: receivingFiltersSchema.shape.to.catch(undefined),
});
export type ReceivingListSearch = z.output<typeof receivingListSearchSchema>;
