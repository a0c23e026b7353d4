import { putAwayFiltersSchema } from '@depot/contracts/put-away';
import type { z } from 'zod';
import { listStateSchema } from '@/lib/screen/list-search.ts';

/** The put-away list's state as the URL holds it; a field the server would refuse falls back. */
export const putAwayListSearchSchema = listStateSchema(putAwayFiltersSchema);
export type PutAwayListSearch = z.output<typeof putAwayListSearchSchema>;
