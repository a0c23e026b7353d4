import { shipmentFiltersSchema } from '@depot/contracts/shipments';
import type { z } from 'zod';
import { listStateSchema } from '@/lib/screen/list-search.ts';

/** The Shipments list's state as the URL holds it; a field the server would refuse falls back. */
export const shipmentListSearchSchema = listStateSchema(shipmentFiltersSchema);
export type ShipmentListSearch = z.output<typeof shipmentListSearchSchema>;
