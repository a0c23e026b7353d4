import type { StockLedgerLine, StockLevel, StockTotals } from '@depot/contracts/stock';

/** A balance as the server answers it: Kesar's ubtan in a storage bin at Bhiwandi. */
export function stockLevel(overrides: Partial<StockLevel> = {}): StockLevel {
  return {
    id: 41,
    user: { code: 'USR-000042', businessName: 'Kesar Naturals' },
    sku: { id: 'SKU-000108', code: 'KN-UBT-125', name: 'Ubtan face pack, 125 g', tracking: 'none' },
    warehouse: { code: 'BOM-BHW1', name: 'Bhiwandi FC 1' },
    location: {
      id: 'LOC-000311',
      code: 'A-01-03',
      kind: 'bin',
      purpose: 'storage',
      pickable: true,
      countsAsAvailable: true,
    },
    lot: null,
    onHand: 1240,
    reserved: 40,
    onHold: 0,
    available: 1200,
    updatedAt: '2026-11-20T06:30:00.000Z',
    ...overrides,
  };
}

export function stockTotals(overrides: Partial<StockTotals> = {}): StockTotals {
  return {
    balances: 2,
    skus: 2,
    onHand: 1264,
    reserved: 40,
    onHold: 0,
    available: 1200,
    ...overrides,
  };
}

/** One page of a list, as the server answers it. */
export function page<T>(items: T[]) {
  return { items, total: items.length, page: 1, pageSize: 20 };
}

/** A ledger line as the server answers it: ubtan received from the supplier into a bin. */
export function ledgerLine(overrides: Partial<StockLedgerLine> = {}): StockLedgerLine {
  return {
    id: 901,
    movement: {
      code: 'MOV-000311',
      kind: 'receipt',
      documentCode: 'GRN-000042',
      reason: null,
      note: null,
      recordedAt: '2026-11-20T06:30:00.000Z',
      by: 'Meera Iyer',
    },
    user: { code: 'USR-000042', businessName: 'Kesar Naturals' },
    sku: { id: 'SKU-000108', code: 'KN-UBT-125', name: 'Ubtan face pack, 125 g' },
    warehouse: { code: 'BOM-BHW1', name: 'Bhiwandi FC 1' },
    from: { id: 'LOC-000001', code: 'V-SUPPLIER', kind: 'virtual', purpose: 'supplier' },
    to: { id: 'LOC-000311', code: 'A-01-03', kind: 'bin', purpose: 'storage' },
    lot: null,
    quantity: 240,
    ...overrides,
  };
}
