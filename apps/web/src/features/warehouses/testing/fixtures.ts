import type { Location, LocationNode } from '@depot/contracts/locations';
import type { Warehouse, WarehouseOption } from '@depot/contracts/warehouses';

export { page } from '@/test/list-page.ts';

/** A warehouse as the server answers it. */
export function warehouse(overrides: Partial<Warehouse> = {}): Warehouse {
  return {
    code: 'BOM-BHW1',
    name: 'Bhiwandi fulfilment centre',
    address: {
      line1: 'Gala 14, Rajlaxmi Logistics Park',
      line2: null,
      city: 'Bhiwandi',
      state: 'MH',
      country: 'IN',
      postalCode: '421302',
    },
    gstin: '27AAPFU0939F1ZV',
    timezone: 'Asia/Kolkata',
    contactName: 'Sanjay Patil',
    phone: '+919820041127',
    phoneCountry: 'IN',
    email: 'bhiwandi@sahyadrifulfilment.in',
    status: 'active',
    locationCount: 1548,
    binCount: 1500,
    createdAt: '2026-03-01T06:30:00.000Z',
    updatedAt: '2026-04-12T04:00:00.000Z',
    ...overrides,
  };
}

export const warehouseOptions: WarehouseOption[] = [
  { code: 'BOM-BHW1', name: 'Bhiwandi fulfilment centre', isActive: true },
  { code: 'BLR-HSK1', name: 'Hosakote warehouse', isActive: true },
];

/** A node of a warehouse's tree. */
export function node(overrides: Partial<LocationNode> = {}): LocationNode {
  return {
    id: 'LOC-000002',
    code: 'STORAGE',
    name: 'Storage',
    kind: 'area',
    purpose: 'storage',
    status: 'active',
    pickable: true,
    parentId: null,
    childCount: 0,
    binCount: 0,
    ...overrides,
  };
}

/** A location as the server answers it. */
export function location(overrides: Partial<Location> = {}): Location {
  return {
    id: 'LOC-000120',
    code: 'A-01-03',
    name: '',
    warehouse: { code: 'BOM-BHW1', name: 'Bhiwandi fulfilment centre' },
    parent: { id: 'LOC-000110', code: 'A-01' },
    path: ['STORAGE', 'A', 'A-01', 'A-01-03'],
    kind: 'bin',
    purpose: 'storage',
    pickable: true,
    countsAsAvailable: true,
    maxUnits: 200,
    maxVolumeL: null,
    maxWeightKg: '50',
    status: 'active',
    childCount: 0,
    createdAt: '2026-03-01T06:30:00.000Z',
    updatedAt: '2026-04-12T04:00:00.000Z',
    ...overrides,
  };
}
