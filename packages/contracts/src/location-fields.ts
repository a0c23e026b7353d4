import { activeStatusLabels } from './active-status.ts';
import { fieldFormats, fieldLabels } from './fields.ts';
import type { AreaPurpose, Location, LocationKind, VirtualPurpose } from './locations.ts';

/** Each kind of location in words. */
export const locationKindLabels = {
  area: 'Area',
  rack: 'Rack',
  shelf: 'Shelf',
  bin: 'Bin',
  virtual: 'Virtual',
} as const satisfies Record<LocationKind, string>;

/** What an area is for, in words. */
export const areaPurposeLabels = {
  receiving: 'Receiving',
  storage: 'Storage',
  'pick-face': 'Pick face',
  packing: 'Packing',
  dispatch: 'Dispatch',
  returns: 'Returns',
  'qc-hold': 'QC hold',
  damaged: 'Damaged',
} as const satisfies Record<AreaPurpose, string>;

/** The virtual locations in words. */
export const virtualPurposeLabels = {
  supplier: 'Supplier',
  customer: 'Customer',
  'in-transit': 'In transit',
  adjustment: 'Adjustment',
  scrap: 'Scrap',
} as const satisfies Record<VirtualPurpose, string>;

export const locationPurposeLabels = { ...areaPurposeLabels, ...virtualPurposeLabels } as const;

/** A location's fields in words: the Locations table, its form and view, the export, History. */
export const locationFieldLabels = fieldLabels<Location>()({
  id: 'Id',
  code: 'Code',
  name: 'Name',
  warehouse: 'Warehouse',
  'warehouse.code': 'Warehouse',
  'warehouse.name': 'Warehouse name',
  parent: 'Inside',
  'parent.id': 'Inside (id)',
  'parent.code': 'Inside',
  path: 'Path',
  kind: 'Type',
  purpose: 'Purpose',
  pickable: 'Pickable',
  countsAsAvailable: 'Counts toward available',
  maxUnits: 'Capacity (units)',
  maxVolumeL: 'Capacity (litres)',
  maxWeightKg: 'Capacity (weight)',
  status: 'Status',
  childCount: 'Inside it',
  createdAt: 'Created at',
  updatedAt: 'Updated at',
});

/** How History shows a location's values, as its screens do. */
export const locationFieldFormats = fieldFormats<Location>()({
  kind: locationKindLabels,
  purpose: locationPurposeLabels,
  maxWeightKg: 'weight',
  status: activeStatusLabels,
  createdAt: 'moment',
});
