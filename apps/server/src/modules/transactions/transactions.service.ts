import type { ListResult } from '@depot/contracts/common';
import { transactionFieldLabels } from '@depot/contracts/transaction-fields';
import {
  type PaymentMethod,
  paymentMethodLabels,
  type Transaction,
  type TransactionFilters,
  type TransactionKind,
  type TransactionListQuery,
  type TransactionStatus,
  type TransactionTotals,
  transactionKindLabels,
  transactionStatusLabels,
} from '@depot/contracts/transactions';
import type { Database, Executor } from '../../db/client.ts';
import { type CsvFile, type CsvRow, datedFileName, EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import { cellAs, exportColumns } from '../../lib/export-columns.ts';
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

/** The invoices export: a column for each field, headed by its words. */
const transactionExport = exportColumns<Transaction>()(transactionFieldLabels, {
  invoiceNumber: (transaction) => transaction.invoiceNumber,
  kind: (transaction) => transactionKindLabels[transaction.kind],
  'user.code': (transaction) => transaction.user.code,
  'user.businessName': (transaction) => transaction.user.businessName,
  'package.code': (transaction) => transaction.package.code,
  'package.name': (transaction) => transaction.package.name,
  amount: cellAs.money((transaction) => transaction.amount),
  currency: (transaction) => transaction.currency,
  status: (transaction) => transactionStatusLabels[transaction.status],
  method: (transaction) => (transaction.method ? paymentMethodLabels[transaction.method] : ''),
  reference: (transaction) => transaction.reference ?? '',
  periodStart: cellAs.date((transaction) => transaction.periodStart),
  periodEnd: cellAs.date((transaction) => transaction.periodEnd),
  createdAt: cellAs.moment((transaction) => transaction.createdAt),
  paidAt: cellAs.moment((transaction) => transaction.paidAt ?? ''),
  // Exported by their parts.
  user: false,
  package: false,
});

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
export function createTransactionsService(deps: { db: Database }) {
  async function* exportBatches(filters: TransactionFilters): AsyncGenerator<CsvRow[]> {
    const repository = createTransactionsRepository(deps.db);
    const batches = repository.exportBatches(filters, EXPORT_BATCH_SIZE);
    for await (const batch of batches) {
      yield batch.map((row) => transactionExport.row(mapTransaction(row)));
    }
  }

  return {
    async list(query: TransactionListQuery): Promise<ListResult<Transaction>> {
      const { items, ...counted } = await createTransactionsRepository(deps.db).list(query);
      return {
        items: items.map(mapTransaction),
        ...counted,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** The filtered set's sums per currency, each written with its currency's minor digits. */
    async totals(filters: TransactionFilters): Promise<TransactionTotals> {
      const rows = await createTransactionsRepository(deps.db).totals(filters);
      return {
        currencies: rows.map(({ currency, count, ...sums }) => ({
          currency,
          count,
          total: formatAmount(sums.total, currency),
          paid: formatAmount(sums.paid, currency),
          pending: formatAmount(sums.pending, currency),
          failed: formatAmount(sums.failed, currency),
          refunded: formatAmount(sums.refunded, currency),
        })),
      };
    },

    /** Every invoice matching the filters as a file, in the list's order. */
    export(filters: TransactionFilters): CsvFile {
      return {
        fileName: datedFileName('transactions'),
        columns: transactionExport.headers,
        kinds: transactionExport.kinds,
        batches: exportBatches(filters),
        countRows: (atMost) => createTransactionsRepository(deps.db).exportCount(filters, atMost),
      };
    },

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
