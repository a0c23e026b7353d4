import type { BinSuggestion, PutAwayTask } from '@depot/contracts/put-away';

/** A task as the server answers it: Kesar's ubtan from a receipt, all of it still to put away. */
export function putAwayTask(overrides: Partial<PutAwayTask> = {}): PutAwayTask {
  return {
    id: 311,
    receipt: { id: 'GRN-000042', reference: 'HFP/26-27/0412' },
    lineNo: 1,
    user: { code: 'USR-000042', businessName: 'Kesar Naturals' },
    warehouse: { code: 'BOM-BHW1', name: 'Bhiwandi FC 1' },
    sku: { id: 'SKU-000108', code: 'KN-UBT-125', name: 'Ubtan face pack, 125 g', tracking: 'none' },
    lot: null,
    accepted: 136,
    putAway: 0,
    remaining: 136,
    approvedAt: '2026-11-20T06:30:00.000Z',
    ...overrides,
  };
}

/** A bin suggested for a task: an empty storage bin with room for 100. */
export function binSuggestion(overrides: Partial<BinSuggestion> = {}): BinSuggestion {
  return {
    location: {
      id: 'LOC-000311',
      code: 'A-01-03',
      name: 'Aisle A, bay 1, level 3',
      purpose: 'storage',
    },
    reason: 'empty',
    holds: 0,
    room: 100,
    ...overrides,
  };
}

/** One page of a list, as the server answers it. */
export function page<T>(items: T[]) {
  return { items, total: items.length, page: 1, pageSize: 20 };
}
