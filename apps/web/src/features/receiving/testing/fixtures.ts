import type { Receiving } from '@depot/contracts/receiving';
import type { UserOption } from '@depot/contracts/users';

/** A goods receipt as the server answers it: pending, its one line counted in full. */
export function receipt(overrides: Partial<Receiving> = {}): Receiving {
  return {
    id: 'GRN-000011',
    reference: 'INV-7781',
    user: { code: 'USR-000042', businessName: 'Kesar Naturals' },
    supplier: { name: 'Nashik Agro Packers', taxId: '27AAPFU0939F1ZV' },
    expectedDate: '2026-11-25',
    status: 'pending',
    lines: [
      {
        sku: 'SAF-1G',
        description: 'Saffron 1 g tin',
        expectedQty: 120,
        receivedQty: 120,
        acceptedQty: 120,
        rejectedQty: 0,
        rejectReason: null,
      },
    ],
    totals: { expected: 120, received: 120, rejected: 0 },
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

export { page } from '@/test/list-page.ts';
