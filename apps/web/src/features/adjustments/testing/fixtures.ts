import type { Adjustment } from '@depot/contracts/adjustments';

/** An adjustment as the server answers it: units lost at a Bhiwandi bin, awaiting approval. */
export function adjustment(overrides: Partial<Adjustment> = {}): Adjustment {
  return {
    code: 'ADJ-000012',
    user: { code: 'USR-000042', businessName: 'Kesar Naturals' },
    warehouse: { code: 'BOM-BHW1', name: 'Bhiwandi FC 1' },
    reason: 'lost',
    note: 'Pallet missing after the bay was cleared.',
    status: 'pending',
    units: 60,
    value: '15000.00',
    net: -60,
    lines: [
      {
        sku: { id: 'SKU-000108', code: 'KN-UBT-125', name: 'Ubtan face pack, 125 g' },
        location: { id: 'LOC-000311', code: 'A-01-03' },
        lot: null,
        expiresOn: null,
        change: -60,
      },
    ],
    createdBy: { employeeId: 'EMP-0007', fullName: 'Ravi Kulkarni' },
    decidedBy: null,
    decidedAt: null,
    decisionComment: null,
    movementCode: null,
    count: null,
    createdAt: '2026-12-05T06:30:00.000Z',
    updatedAt: '2026-12-05T06:30:00.000Z',
    ...overrides,
  };
}

export function page<T>(items: T[]) {
  return { items, total: items.length, page: 1, pageSize: 20 };
}
