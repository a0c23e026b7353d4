import { skuFiltersSchema } from '@depot/contracts/skus';
import type { z } from 'zod';
import { listStateSchema } from '@/lib/screen/list-search.ts';

/** The SKU list's state as the URL holds it; a field the server would refuse falls back. */
export const skuListSearchSchema = listStateSchema(skuFiltersSchema);
export type SkuListSearch = z.output<typeof skuListSearchSchema>;
