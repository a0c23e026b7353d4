import type { Transfer } from '@depot/contracts/transfers';

/** A transfer as the server answers it: ubtan sent from Bhiwandi to Gurugram, on the road. */
export function transfer(overrides: Partial<Transfer> = {}): Transfer {
  return {
    code: 'TRF-000007',
    kind: 'warehouse',
    status: 'in-transit',
    user: { code: 'USR-000042', businessName: 'Kesar Naturals' },
    from: { code: 'BOM-BHW1', name: 'Bhiwandi FC 1' },
    to: { code: 'DEL-GGN1', name: 'Gurugram FC 1' },
    note: 'Stock for the festive orders in the north.',
    lines: [
      {
        lineNo: 1,
        sku: { id: 'SKU-000108', code: 'KN-UBT-125', name: 'Ubtan face pack, 125 g' },
        lot: null,
        from: { id: 'LOC-000311', code: 'A-01-03' },
        to: null,
        quantity: 40,
        received: 0,
      },
    ],
    units: 40,
    received: 0,
    createdBy: { employeeId: 'EMP-0007', fullName: 'Ravi Kulkarni' },
    createdAt: '2026-12-05T06:30:00.000Z',
    receivedAt: null,
    closedBy: null,
    closedAt: null,
    closeReason: null,
    updatedAt: '2026-12-05T06:30:00.000Z',
    ...overrides,
  };
}

export function page<T>(items: T[]) {
  return { items, total: items.length, page: 1, pageSize: 20 };
}
