import type { Receiving } from '@depot/contracts/receiving';
import type { SkuOption } from '@depot/contracts/skus';
import type { UserOption } from '@depot/contracts/users';
import type { VendorOption } from '@depot/contracts/vendors';
import type { WarehouseOption } from '@depot/contracts/warehouses';

/** A goods receipt as the server answers it: pending, its one line counted in full. */
export function receipt(overrides: Partial<Receiving> = {}): Receiving {
  return {
    id: 'GRN-000011',
    reference: 'INV-7781',
    user: { code: 'USR-000042', businessName: 'Kesar Naturals' },
    vendor: { code: 'VEN-000003', name: 'Nashik Agro Packers' },
    supplier: { name: 'Nashik Agro Packers', taxId: '27AAPFU0939F1ZV' },
    warehouse: { code: 'BOM-BHW1', name: 'Bhiwandi DC' },
    expectedDate: '2026-11-25',
    status: 'pending',
    lines: [
      {
        sku: 'SAF-1G',
        tracking: 'none',
        description: 'Saffron 1 g tin',
        expectedQty: 120,
        receivedQty: 120,
        acceptedQty: 120,
        rejectedQty: 0,
        rejectReason: null,
        lot: null,
        expiresOn: null,
        putAwayQty: 0,
      },
    ],
    totals: { expected: 120, received: 120, rejected: 0, putAway: 0 },
    comment: null,
    createdBy: { employeeId: 'EMP-0007', fullName: 'Vikram Shah' },
    decidedBy: null,
    decidedAt: null,
    createdAt: '2026-11-20T05:30:00.000Z',
    updatedAt: '2026-11-20T05:30:00.000Z',
    ...overrides,
  };
}

/** One page of a list answer. */

/** A client business as GET /admin/users/options answers it, for the user picker. */
export function business(overrides: Partial<UserOption> = {}): UserOption {
  return { code: 'USR-000042', businessName: 'Kesar Naturals', isActive: true, ...overrides };
}

/** A vendor as GET /admin/vendors/options answers it, for the vendor picker. */
export function vendorOption(overrides: Partial<VendorOption> = {}): VendorOption {
  return {
    code: 'VEN-000003',
    name: 'Nashik Agro Packers',
    user: { code: 'USR-000042', businessName: 'Kesar Naturals' },
    taxId: '27AAPFU0939F1ZV',
    isActive: true,
    ...overrides,
  };
}

/** A warehouse as GET /admin/warehouses/options answers it. */
export function warehouseOption(overrides: Partial<WarehouseOption> = {}): WarehouseOption {
  return { code: 'BOM-BHW1', name: 'Bhiwandi DC', isActive: true, ...overrides };
}

/** A SKU as GET /admin/skus/options answers it, for a line's SKU picker. */
export function skuOption(overrides: Partial<SkuOption> = {}): SkuOption {
  return {
    id: 'SKU-000101',
    code: 'SAF-1G',
    name: 'Saffron 1 g tin',
    kind: 'standard',
    isActive: true,
    ...overrides,
  };
}

export { page } from '@/test/list-page.ts';
