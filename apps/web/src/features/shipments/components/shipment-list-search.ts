import { shipmentFiltersSchema, shipmentStatuses } from '@depot/contracts/shipments';
import { USER_CODE_PATTERN } from '@depot/contracts/users';
import { z } from 'zod';
import { listSearchFields } from '@/lib/screen/list-search.ts';

const day = z.iso.date().optional().catch(undefined);

/** The Shipments list's state as the URL holds it; each field falls back as `listSearchFields` do. */
export const shipmentListSearchSchema = z.object({
  ...listSearchFields,
  sort: shipmentFiltersSchema.shape.sort.catch(undefined),
  status: z.enum(shipmentStatuses).optional().catch(undefined),
  user: z.string().regex(USER_CODE_PATTERN).optional().catch(undefined),
  carrier: z.string().trim().min(1).max(60).optional().catch(undefined),
  from: day,
  to: day,
});
export type ShipmentListSearch = z.output<typeof shipmentListSearchSchema>;
