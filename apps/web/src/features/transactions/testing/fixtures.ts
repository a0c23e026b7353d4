import type { Transaction, TransactionTotals } from '@depot/contracts/transactions';

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
