import { adjustmentFiltersSchema } from '@depot/contracts/adjustments';
import type { z } from 'zod';
import { listStateSchema } from '@/lib/screen/list-search.ts';

/** The adjustments list's state as the URL holds it; a field the server would refuse falls back. */
export const adjustmentListSearchSchema = listStateSchema(adjustmentFiltersSchema);
export type AdjustmentListSearch = z.output<typeof adjustmentListSearchSchema>;
