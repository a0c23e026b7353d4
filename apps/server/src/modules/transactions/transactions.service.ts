import type { ListResult } from '@depot/contracts/common';
import { resourceNeeds } from '@depot/contracts/permissions';
import { transactionFieldLabels } from '@depot/contracts/transaction-fields';
import {
  type CreditNote,
  type CreditNoteBody,
  type Invoice,
  type MarkPaidBody,
  type MarkRefundedBody,
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
import { type Actor, can } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditTrail, type ChangeSource } from '../../lib/audit.ts';
import { type CsvFile, type CsvRow, datedFileName, EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import { cellAs, exportColumns } from '../../lib/export-columns.ts';
import { gstOf, gstStateOf, placeOfSupplyOf, supplyKindOf } from '../../lib/gst.ts';
import { formatInvoiceNumber } from '../../lib/invoice-number.ts';
import { formatAmount, fromMinorUnits, toMinorUnits } from '../../lib/money.ts';
import { operatorDayOf } from '../../lib/operator-calendar.ts';
import { unusedCredit } from '../../lib/proration.ts';
import type { DocumentFile } from '../../lib/route.ts';
import { assertIndependentApprover } from '../../lib/separation-of-duties.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import { invoicePdf } from './invoice-pdf.ts';
import {
  type CreditNoteRow,
  createTransactionsRepository,
  type InvoiceRow,
  type TransactionRow,
} from './transactions.repository.ts';

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

const member = (employeeId: string | null, fullName: string | null) =>
  employeeId && fullName ? { employeeId, fullName } : null;

function mapCreditNote(row: CreditNoteRow): CreditNote {
  return {
    number: row.number,
    kind: row.kind,
    invoiceNumber: row.invoiceNumber,
    amount: formatAmount(row.amount, row.currency),
    reason: row.reason,
    appliedTo: row.appliedTo,
    createdAt: row.createdAt.toISOString(),
    createdBy: member(row.createdByEmployeeId, row.createdByFullName),
  };
}

const notFound = (invoiceNumber: string) =>
  new AppError('INVOICE_NOT_FOUND', `There is no invoice ${invoiceNumber}.`);

/** What each status means for a person about to act on the invoice. */
const statusWords: Record<TransactionStatus, string> = {
  pending: 'still awaits payment',
  paid: 'is already marked paid',
  failed: 'is already marked failed',
  refunded: 'is already refunded',
};

/** The refusal when an invoice is not in the status an act needs (someone may have acted first). */
function wrongStatus(
  invoiceNumber: string,
  status: TransactionStatus | null,
  needed: string,
): AppError {
  if (status === null) return notFound(invoiceNumber);
  return new AppError(
    'INVOICE_STATUS_CHANGED',
    `${invoiceNumber} ${statusWords[status]}: only ${needed}. Reload it to see its current state.`,
  );
}

/** A credit note as its invoice's History keeps it. */
const creditRecord = (note: { number: string; amount: string; reason: string; kind: string }) => ({
  number: note.number,
  kind: note.kind,
  amount: note.amount,
  reason: note.reason,
});

/** What a plan change credited: the credit notes it issued, for the plan's History. */
export type PlanChangeCredit = { number: string; invoiceNumber: string; amount: string };

/**
 * Invoices of client businesses. Other areas raise them inside their own transactions, so a
 * sale and its invoice are written together or not at all.
 */
export function createTransactionsService(deps: {
  db: Database;
  reference: Pick<ReferenceService, 'placeNames'>;
}) {
  /** Issues one credit note, numbered in its own series, after the guarded update allowed it. */
  async function writeCreditNote(
    tx: Executor,
    note: {
      kind: 'manual' | 'plan-change';
      transactionId: number;
      appliedToTransactionId: number | null;
      amount: string;
      reason: string;
      createdByMemberId: number | null;
    },
  ): Promise<string> {
    const repository = createTransactionsRepository(tx);
    const { year, last } = await repository.reserveCreditNoteNumbers(1);
    const number = `CN-${year}-${String(last).padStart(6, '0')}`;
    await repository.insertCreditNote({ ...note, number });
    return number;
  }

  async function invoiceOf(db: Executor, row: InvoiceRow): Promise<Invoice> {
    const repository = createTransactionsRepository(db);
    const supplier = await repository.supplier();
    const places = await deps.reference.placeNames();
    await places.load([row.countryCode]);
    const recipientStateName =
      row.countryCode === 'IN' ? places.state(row.countryCode, row.stateCode) : null;
    const operatorState = gstStateOf(supplier?.country === 'IN' ? supplier.state : null);
    const recipientState = gstStateOf(recipientStateName);
    const supply = supplyKindOf(operatorState, recipientState);
    const currency = row.currency;
    const creditNotes = (await repository.creditNotes(row.id)).map(mapCreditNote);
    const creditsApplied = (await repository.creditNotes(row.id, 'applied')).map(mapCreditNote);
    const appliedUnits = creditsApplied.reduce(
      (sum, note) => sum + toMinorUnits(note.amount, currency),
      0n,
    );
    const due =
      toMinorUnits(row.amount, currency) - toMinorUnits(row.credited, currency) - appliedUnits;
    const credited = formatAmount(row.credited, currency);
    return {
      ...mapTransaction(row),
      paidOn: row.paidOn,
      supplier: {
        name: supplier?.legalName || supplier?.name || '',
        gstin: supplier?.taxId ?? null,
        state: operatorState.name,
        stateCode: operatorState.codes[0] ?? null,
        address: [
          ...(supplier?.legalName && supplier.name !== supplier.legalName ? [supplier.name] : []),
          ...(supplier?.email ? [supplier.email] : []),
          ...(supplier?.phone ? [supplier.phone] : []),
        ],
      },
      recipient: {
        name: row.businessName,
        gstin: row.userTaxId,
        state: recipientStateName ?? places.state(row.countryCode, row.stateCode),
        stateCode: recipientState.codes[0] ?? null,
        address: [
          row.addressLine1,
          ...(row.addressLine2 ? [row.addressLine2] : []),
          `${row.city} ${row.postalCode}`,
          places.country(row.countryCode),
        ],
      },
      tax: gstOf(row.amount, currency, supply, placeOfSupplyOf(recipientState)),
      creditNotes,
      credited,
      creditable: fromMinorUnits(
        toMinorUnits(row.amount, currency) - toMinorUnits(row.credited, currency),
        currency,
      ),
      creditsApplied,
      balanceDue: fromMinorUnits(due > 0n ? due : 0n, currency),
      createdBy: member(row.createdByEmployeeId, row.createdByFullName),
      settledBy: member(row.settledByEmployeeId, row.settledByFullName),
      settledAt: row.settledAt?.toISOString() ?? null,
      failureReason: row.failureReason,
      refundedBy: member(row.refundedByEmployeeId, row.refundedByFullName),
      refundedAt: row.refundedAt?.toISOString() ?? null,
      refundReason: row.refundReason,
      refundReference: row.refundReference,
      can: {
        settle: row.status === 'pending',
        refund: row.status === 'paid',
        credit:
          (row.status === 'paid' || row.status === 'pending') &&
          toMinorUnits(row.credited, currency) < toMinorUnits(row.amount, currency),
      },
    };
  }

  async function read(db: Executor, invoiceNumber: string): Promise<Invoice> {
    const row = await createTransactionsRepository(db).find(invoiceNumber);
    if (!row) throw notFound(invoiceNumber);
    return invoiceOf(db, row);
  }

  /**
   * Money acts answer the invoice, which is read under the Transactions view permission
   * (`resourceNeeds`): without it, they are refused as reading the invoice would be.
   */
  function assertMayView(actor: Actor) {
    if (!can(actor, resourceNeeds.settlements ?? 'transactions', 'view')) {
      throw new AppError(
        'FORBIDDEN',
        'Acting on an invoice needs transactions.view as well: ask for it with this permission.',
      );
    }
  }

  async function* exportBatches(filters: TransactionFilters): AsyncGenerator<CsvRow[]> {
    const repository = createTransactionsRepository(deps.db);
    const batches = repository.exportBatches(filters, EXPORT_BATCH_SIZE);
    for await (const batch of batches) {
      yield batch.map((row) => transactionExport.row(mapTransaction(row)));
    }
  }

  return {
    /** One invoice with its parties, GST, credit notes and settlement. */
    get(invoiceNumber: string): Promise<Invoice> {
      return read(deps.db, invoiceNumber);
    },

    /** The tax invoice as a PDF. */
    async pdf(invoiceNumber: string): Promise<DocumentFile> {
      const invoice = await read(deps.db, invoiceNumber);
      return { fileName: `${invoice.invoiceNumber}.pdf`, body: await invoicePdf(invoice) };
    },

    /** Records that a pending invoice was paid, how, and on which day. */
    async markPaid(
      actor: Actor,
      invoiceNumber: string,
      body: MarkPaidBody & { reference?: string | null },
      ip: string,
    ): Promise<Invoice> {
      assertMayView(actor);
      return deps.db.transaction(async (tx) => {
        const repository = createTransactionsRepository(tx);
        const invoice = await repository.find(invoiceNumber);
        if (!invoice) throw notFound(invoiceNumber);
        const today = operatorDayOf();
        const raisedOn = operatorDayOf(invoice.createdAt);
        if (body.paidOn > today || body.paidOn < raisedOn) {
          throw new AppError(
            'VALIDATION_FAILED',
            `The day paid is between the invoice's day, ${raisedOn}, and today, ${today}.`,
            [{ path: 'paidOn', message: `Enter a day from ${raisedOn} to ${today}` }],
          );
        }
        const change = await repository.changeStatus(invoiceNumber, 'pending', {
          to: 'paid',
          method: body.method,
          reference: body.reference ?? null,
          paidOn: body.paidOn,
          memberId: actor.memberId,
        });
        if (!change.changed) {
          throw wrongStatus(invoiceNumber, change.status, 'a pending invoice can be marked paid');
        }
        await auditTrail(tx, { actor, ip }).statusChanged(
          'invoice',
          invoiceNumber,
          { status: 'pending', method: null, reference: null, paidOn: null },
          {
            status: 'paid',
            method: body.method,
            reference: body.reference ?? null,
            paidOn: body.paidOn,
          },
        );
        return read(tx, invoiceNumber);
      });
    },

    /** Records that the payment of a pending invoice failed, and why. */
    async markFailed(
      actor: Actor,
      invoiceNumber: string,
      body: { reason: string },
      ip: string,
    ): Promise<Invoice> {
      assertMayView(actor);
      return deps.db.transaction(async (tx) => {
        const change = await createTransactionsRepository(tx).changeStatus(
          invoiceNumber,
          'pending',
          { to: 'failed', reason: body.reason, memberId: actor.memberId },
        );
        if (!change.changed) {
          throw wrongStatus(invoiceNumber, change.status, 'a pending invoice can be marked failed');
        }
        await auditTrail(tx, { actor, ip }).statusChanged(
          'invoice',
          invoiceNumber,
          { status: 'pending' },
          { status: 'failed', failureReason: body.reason },
        );
        return read(tx, invoiceNumber);
      });
    },

    /**
     * Records that a paid invoice was refunded. Money going back out is checked by a second
     * person: not whoever recorded the payment, nor anyone whose account they controlled or who
     * controlled theirs (docs/decisions/0041).
     */
    async markRefunded(
      actor: Actor,
      invoiceNumber: string,
      body: MarkRefundedBody & { reference?: string | null },
      ip: string,
    ): Promise<Invoice> {
      assertMayView(actor);
      return deps.db.transaction(async (tx) => {
        const repository = createTransactionsRepository(tx);
        // The guarded update is also the row's lock, which the independence check needs.
        const change = await repository.changeStatus(invoiceNumber, 'paid', {
          to: 'refunded',
          reason: body.reason,
          reference: body.reference ?? null,
          memberId: actor.memberId,
        });
        if (!change.changed) {
          throw wrongStatus(invoiceNumber, change.status, 'a paid invoice can be refunded');
        }
        const invoice = await repository.find(invoiceNumber);
        if (!invoice) throw notFound(invoiceNumber);
        const payer = invoice.settledByMemberId ?? invoice.createdByMemberId;
        if (payer !== null) {
          await assertIndependentApprover(tx, {
            makerId: payer,
            approverId: actor.memberId,
            what: `the payment of ${invoiceNumber}`,
          });
        }
        await auditTrail(tx, { actor, ip }).statusChanged(
          'invoice',
          invoiceNumber,
          { status: 'paid' },
          {
            status: 'refunded',
            refundReason: body.reason,
            refundReference: body.reference ?? null,
          },
        );
        return invoiceOf(tx, invoice);
      });
    },

    /**
     * Issues a credit note against a paid or pending invoice for all or part of what is left
     * of it. Not by whoever raised the invoice (nor anyone whose account they controlled or
     * who controlled theirs): a sale and its reduction are two people's work.
     */
    async issueCreditNote(
      actor: Actor,
      invoiceNumber: string,
      body: CreditNoteBody,
      ip: string,
    ): Promise<Invoice> {
      assertMayView(actor);
      return deps.db.transaction(async (tx) => {
        const repository = createTransactionsRepository(tx);
        const before = await repository.find(invoiceNumber);
        if (!before) throw notFound(invoiceNumber);
        const currency = before.currency;
        let units: bigint;
        try {
          units = toMinorUnits(body.amount, currency);
        } catch {
          throw new AppError('VALIDATION_FAILED', `${currency} has no smaller unit than that.`, [
            { path: 'amount', message: `Use at most the digits ${currency} has after the point` },
          ]);
        }
        const amount = fromMinorUnits(units, currency);
        const credited = await repository.addCredit(invoiceNumber, amount);
        if (!credited) {
          const status = await repository.statusOf(invoiceNumber);
          if (status !== 'paid' && status !== 'pending') {
            throw wrongStatus(invoiceNumber, status, 'a paid or pending invoice can be credited');
          }
          const now = await repository.find(invoiceNumber);
          const left = now
            ? fromMinorUnits(
                toMinorUnits(now.amount, currency) - toMinorUnits(now.credited, currency),
                currency,
              )
            : '0';
          throw new AppError(
            'CREDIT_EXCEEDS_INVOICE',
            `${invoiceNumber} has ${currency} ${left} left to credit: credit at most that.`,
            [{ path: 'amount', message: `At most ${left}` }],
          );
        }
        if (before.createdByMemberId !== null) {
          await assertIndependentApprover(tx, {
            makerId: before.createdByMemberId,
            approverId: actor.memberId,
            what: invoiceNumber,
          });
        }
        const number = await writeCreditNote(tx, {
          kind: 'manual',
          transactionId: credited.id,
          appliedToTransactionId: null,
          amount,
          reason: body.reason,
          createdByMemberId: actor.memberId,
        });
        await auditTrail(tx, { actor, ip }).updated(
          'invoice',
          invoiceNumber,
          { credited: formatAmount(before.credited, currency) },
          {
            credited: formatAmount(credited.credited, currency),
            creditNote: creditRecord({ number, amount, reason: body.reason, kind: 'manual' }),
          },
        );
        return read(tx, invoiceNumber);
      });
    },

    /**
     * The credit for the days of a plan period a change of package leaves unused, from
     * `changeDay` on (docs/decisions/0042): a credit note against each invoice of the period
     * still billing something, prorated by days. A paid invoice's credit is set off against the
     * new invoice; a pending one's simply lowers what it asks. Call it in the change's
     * transaction; each credited invoice's History records its note.
     */
    async creditUnusedDays(
      tx: Executor,
      change: {
        planId: number;
        changeDay: string;
        newInvoiceNumber: string;
        packageName: string;
        source: ChangeSource;
      },
    ): Promise<PlanChangeCredit[]> {
      const repository = createTransactionsRepository(tx);
      const newInvoice = await repository.find(change.newInvoiceNumber);
      if (!newInvoice) throw new Error(`invoice ${change.newInvoiceNumber} not found`);
      const issued: PlanChangeCredit[] = [];
      for (const span of await repository.billedSpansOfPlan(change.planId)) {
        const { unusedDays, totalDays, credit } = unusedCredit(
          {
            periodStart: span.periodStart,
            periodEnd: span.periodEnd,
            amount: span.remaining,
            currency: span.currency,
          },
          change.changeDay,
        );
        if (toMinorUnits(credit, span.currency) === 0n) continue;
        const credited = await repository.addCredit(span.invoiceNumber, credit);
        if (!credited) continue;
        const reason = `Changed to ${change.packageName} on ${change.changeDay}: ${unusedDays} of ${totalDays} days unused`;
        const number = await writeCreditNote(tx, {
          kind: 'plan-change',
          transactionId: span.id,
          appliedToTransactionId: span.status === 'paid' ? newInvoice.id : null,
          amount: credit,
          reason: reason.slice(0, 300),
          createdByMemberId: change.source.actor?.memberId ?? null,
        });
        await auditTrail(tx, change.source).updated(
          'invoice',
          span.invoiceNumber,
          {
            credited: formatAmount(
              fromMinorUnits(
                toMinorUnits(credited.credited, span.currency) -
                  toMinorUnits(credit, span.currency),
                span.currency,
              ),
              span.currency,
            ),
          },
          {
            credited: formatAmount(credited.credited, span.currency),
            creditNote: creditRecord({ number, amount: credit, reason, kind: 'plan-change' }),
          },
        );
        issued.push({ number, invoiceNumber: span.invoiceNumber, amount: credit });
      }
      return issued;
    },

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
