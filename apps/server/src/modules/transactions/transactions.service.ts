import type {
  PaymentMethod,
  Transaction,
  TransactionKind,
  TransactionStatus,
} from '@depot/contracts/transactions';
import type { Database, Executor } from '../../db/client.ts';
import { formatInvoiceNumber } from '../../lib/invoice-number.ts';
import { formatAmount } from '../../lib/money.ts';
import { createTransactionsRepository, type TransactionRow } from './transactions.repository.ts';

/** One sale to invoice, as the area that makes it knows it. */
export type InvoiceEntry = {
  kind: TransactionKind;
  userId: number;
  packageId: number;
  /** The plan period sold. */
  planId: number | null;
  /** A decimal as text, in `currency`. */
  amount: string;
  currency: string;
  status: TransactionStatus;
  method: PaymentMethod | null;
  reference: string | null;
  periodStart: string;
  periodEnd: string;
  /** Who recorded the sale; null when nobody did (an import's system run, say). */
  createdByMemberId: number | null;
};

function mapTransaction(row: TransactionRow): Transaction {
  return {
    invoiceNumber: row.invoiceNumber,
    kind: row.kind,
    user: { code: row.userCode, businessName: row.businessName },
    package: { code: row.packageCode, name: row.packageName },
    amount: formatAmount(row.amount, row.currency),
    currency: row.currency,
    status: row.status,
    method: row.method,
    reference: row.reference,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/**
 * Invoices of client businesses. Other areas raise them inside their own transactions, so a
 * sale and its invoice are written together or not at all.
 */
export function createTransactionsService(_deps: { db: Database }) {
  return {
    /**
     * Raises one invoice per entry, numbered consecutively in the order given from the
     * operator's current year. Call it in the transaction that makes the sales: the year's
     * counter stays locked until it ends, and a rollback leaves no gap.
     */
    async issueInvoices(tx: Executor, entries: InvoiceEntry[]): Promise<Transaction[]> {
      if (entries.length === 0) return [];
      const repository = createTransactionsRepository(tx);
      const { year, last } = await repository.reserveNumbers(entries.length);
      const first = last - entries.length + 1;
      const ids = await repository.insertMany(
        entries.map(({ status, ...entry }, index) => ({
          ...entry,
          status,
          invoiceNumber: formatInvoiceNumber(year, first + index),
          // Paid as it is recorded; pending until someone records the payment.
          paid: status === 'paid' || status === 'refunded',
        })),
      );
      const byId = new Map((await repository.byIds(ids)).map((row) => [row.id, row]));
      return ids.map((id) => {
        const row = byId.get(id);
        if (!row) throw new Error(`invoice ${id} not found`);
        return mapTransaction(row);
      });
    },

    /** A business's invoices, newest first. */
    async ofUser(db: Executor, userId: number): Promise<Transaction[]> {
      return (await createTransactionsRepository(db).ofUser(userId)).map(mapTransaction);
    },
  };
}
export type TransactionsService = ReturnType<typeof createTransactionsService>;
