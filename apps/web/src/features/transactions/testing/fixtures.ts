import type { Invoice, Transaction, TransactionTotals } from '@depot/contracts/transactions';

/** An invoice as the server answers it. */
export function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    invoiceNumber: 'INV-2026-000311',
    kind: 'renewal',
    user: { code: 'USR-000042', businessName: 'Kesar Naturals' },
    package: { code: 'GROWTH-M', name: 'Growth' },
    amount: '14999.00',
    currency: 'INR',
    status: 'paid',
    method: 'upi',
    reference: 'UPI/431209876543',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    createdAt: '2026-11-01T04:30:00.000Z',
    paidAt: '2026-11-01T05:00:00.000Z',
    ...overrides,
  };
}

/** The sums of a filtered set: rupees and dollars apart. */
export function totals(): TransactionTotals {
  return {
    currencies: [
      {
        currency: 'INR',
        count: 1234,
        total: '1234567.00',
        paid: '1100000.00',
        pending: '2000.00',
        failed: '132567.00',
        refunded: '0.00',
      },
      {
        currency: 'USD',
        count: 3,
        total: '897.00',
        paid: '598.00',
        pending: '299.00',
        failed: '0.00',
        refunded: '0.00',
      },
    ],
  };
}

export { page } from '@/test/list-page.ts';

/** One invoice as its own view has it: pending, within Maharashtra, nothing credited. */
export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    ...transaction({
      invoiceNumber: 'INV-2026-000312',
      kind: 'new',
      amount: '4999.00',
      status: 'pending',
      method: null,
      reference: null,
      paidAt: null,
    }),
    paidOn: null,
    supplier: {
      name: 'Sahyadri Fulfilment Private Limited',
      gstin: '27AAHCS4821K1Z6',
      state: 'Maharashtra',
      stateCode: '27',
      address: [],
    },
    recipient: {
      name: 'Kesar Naturals',
      gstin: '27AABCK0001A1Z5',
      state: 'Maharashtra',
      stateCode: '27',
      address: ['14, Laxmi Industrial Estate', 'Mumbai 400053', 'India'],
    },
    tax: {
      sac: '996729',
      sacDescription: 'Other storage and warehousing services',
      rate: '18',
      supply: 'intra-state',
      placeOfSupply: 'Maharashtra (27)',
      taxableValue: '4236.44',
      cgst: '381.28',
      sgst: '381.28',
      igst: '0.00',
      tax: '762.56',
      total: '4999.00',
    },
    creditNotes: [],
    credited: '0.00',
    creditable: '4999.00',
    creditsApplied: [],
    balanceDue: '4999.00',
    createdBy: { employeeId: 'EMP-0001', fullName: 'Rohan Mehta' },
    settledBy: null,
    settledAt: null,
    failureReason: null,
    refundedBy: null,
    refundedAt: null,
    refundReason: null,
    refundReference: null,
    can: { settle: true, refund: false, credit: true },
    ...overrides,
  };
}
