import type { Count } from '@depot/contracts/counts';

/** A count as the server answers it: two bins of a Bhiwandi rack, one counted so far. */
export function count(overrides: Partial<Count> = {}): Count {
  return {
    code: 'CNT-000004',
    status: 'counting',
    warehouse: { code: 'BOM-BHW1', name: 'Bhiwandi FC 1' },
    note: 'Weekly count of rack A-01.',
    bins: 2,
    binsCounted: 1,
    variance: null,
    createdBy: { employeeId: 'EMP-0007', fullName: 'Ravi Kulkarni' },
    submittedBy: null,
    submittedAt: null,
    decidedBy: null,
    decidedAt: null,
    decisionComment: null,
    createdAt: '2026-12-05T06:30:00.000Z',
    updatedAt: '2026-12-05T07:10:00.000Z',
    places: [
      {
        location: { id: 'LOC-000311', code: 'A-01-03' },
        countedAt: '2026-12-05T07:10:00.000Z',
        countedBy: { employeeId: 'EMP-0007', fullName: 'Ravi Kulkarni' },
      },
      { location: { id: 'LOC-000312', code: 'A-01-04' }, countedAt: null, countedBy: null },
    ],
    lines: [
      {
        lineNo: 1,
        location: { id: 'LOC-000311', code: 'A-01-03' },
        user: { code: 'USR-000042', businessName: 'Kesar Naturals' },
        sku: { id: 'SKU-000108', code: 'KN-UBT-125', name: 'Ubtan face pack, 125 g' },
        lot: null,
        expected: null,
        atCount: null,
        counted: 48,
        variance: null,
      },
      {
        lineNo: 2,
        location: { id: 'LOC-000312', code: 'A-01-04' },
        user: { code: 'USR-000042', businessName: 'Kesar Naturals' },
        sku: { id: 'SKU-000109', code: 'KN-SAF-CR-50', name: 'Saffron cream, 50 g' },
        lot: { number: 'SC-1', expiresOn: '2027-03-31' },
        expected: null,
        atCount: null,
        counted: null,
        variance: null,
      },
    ],
    adjustments: [],
    ...overrides,
  };
}

/** The same count once counted and sent for review: what the books held is shown. */
export function countInReview(): Count {
  const counting = count();
  return count({
    status: 'review',
    binsCounted: 2,
    variance: { lines: 1, over: 0, short: 2 },
    submittedBy: { employeeId: 'EMP-0007', fullName: 'Ravi Kulkarni' },
    submittedAt: '2026-12-05T07:30:00.000Z',
    places: counting.places.map((place) => ({
      ...place,
      countedAt: '2026-12-05T07:20:00.000Z',
      countedBy: { employeeId: 'EMP-0007', fullName: 'Ravi Kulkarni' },
    })),
    lines: [
      { ...(counting.lines[0] as Count['lines'][number]), expected: 50, atCount: 50, variance: -2 },
      {
        ...(counting.lines[1] as Count['lines'][number]),
        expected: 20,
        atCount: 14,
        counted: 14,
        variance: 0,
      },
    ],
  });
}

export function page<T>(items: T[]) {
  return { items, total: items.length, page: 1, pageSize: 20 };
}
