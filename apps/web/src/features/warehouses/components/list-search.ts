import {
  locationFiltersSchema,
  locationKindLabels,
  locationKinds,
  locationPurposeLabels,
  locationPurposes,
  locationsArea,
} from '@depot/contracts/locations';
import { warehouseFiltersSchema, warehousesArea } from '@depot/contracts/warehouses';
import type { z } from 'zod';
import { statusOptionsOf } from '@/lib/format/status-options.ts';
import { listStateSchema } from '@/lib/screen/list-search.ts';

/** The Warehouses list's state as the URL holds it; a field the server would refuse falls back. */
export const warehouseListSearchSchema = listStateSchema(warehouseFiltersSchema);
export type WarehouseListSearch = z.output<typeof warehouseListSearchSchema>;

/** The Locations list's state as the URL holds it. */
export const locationListSearchSchema = listStateSchema(locationFiltersSchema);
export type LocationListSearch = z.output<typeof locationListSearchSchema>;

export const warehouseStatusOptions = statusOptionsOf(warehousesArea.statuses);
export const locationStatusOptions = statusOptionsOf(locationsArea.statuses);
export const kindOptions = statusOptionsOf({ values: locationKinds, labels: locationKindLabels });
export const purposeOptions = statusOptionsOf({
  values: locationPurposes,
  labels: locationPurposeLabels,
});
