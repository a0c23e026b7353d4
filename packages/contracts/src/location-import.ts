import type { z } from 'zod';
import { defineImport } from './import.ts';
import { locationFieldLabels } from './location-fields.ts';

/**
 * The columns of a locations import file, in the template's order, headed by the location's
 * field labels (`location-fields.ts`), as the export is. A location's parent is named by its
 * code within the warehouse, and may be a row further up the same file; the type and purpose
 * are written in words ("Bin", "Pick face") or as the wire spells them ("pick-face"), the flags
 * as Yes or No.
 */
export const locationImportColumns = [
  {
    field: 'warehouse',
    header: locationFieldLabels['warehouse.code'],
    required: true,
    example: 'BOM-BHW1',
  },
  { field: 'code', header: locationFieldLabels.code, required: true, example: 'A-01' },
  {
    field: 'parent',
    header: locationFieldLabels['parent.code'],
    required: false,
    example: 'STORAGE',
  },
  { field: 'name', header: locationFieldLabels.name, required: false, example: 'Aisle A, bay 1' },
  { field: 'kind', header: locationFieldLabels.kind, required: true, example: 'Rack' },
  // Said for an area only; a rack, shelf or bin takes its area's.
  { field: 'purpose', header: locationFieldLabels.purpose, required: false, example: '' },
  { field: 'pickable', header: locationFieldLabels.pickable, required: false, example: 'Yes' },
  {
    field: 'countsAsAvailable',
    header: locationFieldLabels.countsAsAvailable,
    required: false,
    example: 'Yes',
  },
  { field: 'maxUnits', header: locationFieldLabels.maxUnits, required: false, example: '2000' },
  { field: 'maxVolumeL', header: locationFieldLabels.maxVolumeL, required: false, example: '' },
  { field: 'maxWeightKg', header: locationFieldLabels.maxWeightKg, required: false, example: '' },
  { field: 'status', header: locationFieldLabels.status, required: false, example: 'Active' },
] as const;
export type LocationImportField = (typeof locationImportColumns)[number]['field'];

/**
 * Adding a warehouse's areas, racks, shelves and bins from a file, with the rules of adding one
 * through the form; held by those who may add locations.
 */
export const locationImport = defineImport({
  area: 'locations',
  noun: { one: 'location', many: 'locations' },
  access: { resource: 'locations', action: 'import' },
  columns: locationImportColumns,
  errors: { invalid: 'IMPORT_INVALID', taken: 'CONFLICT', incomplete: 'IMPORT_INCOMPLETE' },
});

export const locationImportEndpoints = locationImport.endpoints;
export type LocationImportRow = z.input<typeof locationImport.rowSchema>;
export type LocationImportBody = z.input<typeof locationImport.bodySchema>;
