import { countFiltersSchema } from '@depot/contracts/counts';
import type { z } from 'zod';
import { listStateSchema } from '@/lib/screen/list-search.ts';

/** The counts list's state as the URL holds it; a field the server would refuse falls back. */
export const countListSearchSchema = listStateSchema(countFiltersSchema);
export type CountListSearch = z.output<typeof countListSearchSchema>;
