import { vendorFiltersSchema } from '@depot/contracts/vendors';
import type { z } from 'zod';
import { listStateSchema } from '@/lib/screen/list-search.ts';

/** The Vendors list's state as the URL holds it; a field the server would refuse falls back. */
export const vendorListSearchSchema = listStateSchema(vendorFiltersSchema);
export type VendorListSearch = z.output<typeof vendorListSearchSchema>;
