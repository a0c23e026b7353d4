import type {
  CreditNoteKind,
  PaymentMethod,
  TransactionFilters,
  TransactionStatus,
} from '@depot/contracts/transactions';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, RowOfQuery } from '../../db/client.ts';
import { packages } from '../../db/schema/catalogue.ts';
import { organization } from '../../db/schema/organization.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import {
  creditNoteCounters,
  creditNotes,
  invoiceCounters,
  transactions,
} from '../../db/schema/transactions.ts';
import { users } from '../../db/schema/users.ts';
import { type ListSource, listReadings } from '../../lib/list-pages.ts';
import { type ListSort, likePattern, resolveSort, type SortKey } from '../../lib/lists.ts';
import { operatorDayStart, operatorToday, operatorYear } from '../../lib/operator-calendar.ts';

/** An invoice's columns as written; `paid` stamps paid_at with the transaction's time. */
export type TransactionValues = Omit<
  typeof transactions.$inferInsert,
  'id' | 'createdAt' | 'paidAt' | 'paidOn'
> & { paid: boolean };

const transactionColumns = {
  id: transactions.id,
  invoiceNumber: transactions.invoiceNumber,
  kind: transactions.kind,
  userCode: users.code,
  businessName: users.businessName,
  packageCode: packages.code,
  packageName: packages.name,
  amount: transactions.amount,
  currency: transactions.currency,
  status: transactions.status,
  method: transactions.method,
  reference: transactions.reference,
  // As text: drivers differ in how they hand a date over.
  periodStart: sql<string>`${transactions.periodStart}::text`,
  periodEnd: sql<string>`${transactions.periodEnd}::text`,
  createdAt: transactions.createdAt,
  paidAt: transactions.paidAt,
};

const INSERT_BATCH_SIZE = 500;

/** One currency's sums over a filtered set, as PostgreSQL's numeric text. */
export type TotalsRow = {
  currency: string;
  count: number;
  total: string;
  paid: string;
  pending: string;
  failed: string;
  refunded: string;
};

const sortKeys = {
  // INV-2026-1000000 after INV-2026-999999: the year, then the number padded, compared as text.
  invoiceNumber: {
    expression: sql`split_part(${transactions.invoiceNumber}, '-', 2) || lpad(split_part(${transactions.invoiceNumber}, '-', 3), 9, '0')`,
    type: 'text',
  },
  createdAt: { expression: transactions.createdAt, type: 'timestamptz' },
  amount: { expression: transactions.amount, type: 'numeric' },
  status: { expression: transactions.status, type: 'text' },
} satisfies Record<string, SortKey>;

/** Unsorted, the newest invoices come first: the sales a person is asking about. */
const listSort = (sort: string | undefined): ListSort =>
  resolveSort(sort ?? '-createdAt', sortKeys, 'createdAt', { idFollowsSort: true });

/** The list's, the totals' and the export's filters as one condition. */
function filtersOf(filters: TransactionFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.q) {
    const pattern = likePattern(filters.q);
    const search = or(
      ilike(transactions.invoiceNumber, pattern),
      ilike(transactions.reference, pattern),
      // The businesses matching, found first through their own search index: an OR across
      // the join would read every invoice.
      sql`${transactions.userId} = any(array(select ${users.id} from ${users} where ${users.businessName} ilike ${pattern} or ${users.code} ilike ${pattern}))`,
    );
    if (search) conditions.push(search);
  }
  if (filters.status) conditions.push(eq(transactions.status, filters.status));
  if (filters.method) conditions.push(eq(transactions.method, filters.method));
  if (filters.user) conditions.push(eq(users.code, filters.user));
  if (filters.package) conditions.push(eq(packages.code, filters.package));
  // Days are India's: an invoice raised at 00:30 IST belongs to that day, not the UTC one before.
  if (filters.from) {
    conditions.push(sql`${transactions.createdAt} >= ${operatorDayStart(filters.from)}`);
  }
  if (filters.to) {
    conditions.push(sql`${transactions.createdAt} < ${operatorDayStart(filters.to, 1)}`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The sum of the amounts of one status, zero when there are none. */
const sumOf = (status: TransactionStatus) =>
  sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.status} = ${status}), 0)::text`;

const selectTransactions = (db: Executor) =>
  db
    .select(transactionColumns)
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .innerJoin(packages, eq(packages.id, transactions.packageId));
export type TransactionRow = RowOfQuery<ReturnType<typeof selectTransactions>>;

const creators = alias(teamMembers, 'creators');
const settlers = alias(teamMembers, 'settlers');
const refunders = alias(teamMembers, 'refunders');

/** One invoice with all its own screen and PDF show: the business's address and the people. */
const invoiceColumns = {
  ...transactionColumns,
  planId: transactions.planId,
  paidOn: sql<string | null>`${transactions.paidOn}::text`,
  credited: transactions.credited,
  createdByMemberId: transactions.createdByMemberId,
  settledByMemberId: transactions.settledByMemberId,
  settledAt: transactions.settledAt,
  failureReason: transactions.failureReason,
  refundedAt: transactions.refundedAt,
  refundReason: transactions.refundReason,
  refundReference: transactions.refundReference,
  userTaxId: users.taxId,
  addressLine1: users.addressLine1,
  addressLine2: users.addressLine2,
  city: users.city,
  stateCode: users.stateCode,
  countryCode: users.countryCode,
  postalCode: users.postalCode,
  createdByEmployeeId: creators.employeeId,
  createdByFullName: creators.fullName,
  settledByEmployeeId: settlers.employeeId,
  settledByFullName: settlers.fullName,
  refundedByEmployeeId: refunders.employeeId,
  refundedByFullName: refunders.fullName,
};
const selectInvoices = (db: Executor) =>
  db
    .select(invoiceColumns)
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .innerJoin(packages, eq(packages.id, transactions.packageId))
    .leftJoin(creators, eq(creators.id, transactions.createdByMemberId))
    .leftJoin(settlers, eq(settlers.id, transactions.settledByMemberId))
    .leftJoin(refunders, eq(refunders.id, transactions.refundedByMemberId));
export type InvoiceRow = RowOfQuery<ReturnType<typeof selectInvoices>>;

const appliedInvoices = alias(transactions, 'applied_invoices');
const creditors = alias(teamMembers, 'creditors');
const creditNoteColumns = {
  id: creditNotes.id,
  number: creditNotes.number,
  kind: creditNotes.kind,
  invoiceNumber: transactions.invoiceNumber,
  currency: transactions.currency,
  amount: creditNotes.amount,
  reason: creditNotes.reason,
  appliedTo: appliedInvoices.invoiceNumber,
  createdAt: creditNotes.createdAt,
  createdByEmployeeId: creditors.employeeId,
  createdByFullName: creditors.fullName,
};
const selectCreditNotes = (db: Executor) =>
  db
    .select(creditNoteColumns)
    .from(creditNotes)
    .innerJoin(transactions, eq(transactions.id, creditNotes.transactionId))
    .leftJoin(appliedInvoices, eq(appliedInvoices.id, creditNotes.appliedToTransactionId))
    .leftJoin(creditors, eq(creditors.id, creditNotes.createdByMemberId));
export type CreditNoteRow = RowOfQuery<ReturnType<typeof selectCreditNotes>>;

/** A credit note as written. */
export type CreditNoteValues = {
  kind: CreditNoteKind;
  transactionId: number;
  appliedToTransactionId: number | null;
  amount: string;
  reason: string;
  createdByMemberId: number | null;
};

/** What a guarded change of status answers: the invoice changed, or what it was instead. */
export type StatusChange =
  | { changed: true; id: number }
  | { changed: false; status: TransactionStatus | null };

export function createTransactionsRepository(db: Executor) {
  /** Invoices with the business and package they name: what every reading of them shows. */
  const select = () => selectTransactions(db);

  /** The filtered invoices in the list's order, for a page or the export. */
  const listSource = (filters: TransactionFilters): ListSource => {
    const sort = listSort(filters.sort);
    const where = filtersOf(filters);
    return {
      sort,
      id: transactions.id,
      columns: transactionColumns,
      rows: (selection, condition) =>
        db
          .select(selection)
          .from(transactions)
          .innerJoin(users, eq(users.id, transactions.userId))
          .innerJoin(packages, eq(packages.id, transactions.packageId))
          .where(and(where, condition))
          .$dynamic(),
      // Every invoice has its user and package: the joins matter only when filtering by them.
      ids:
        filters.user || filters.package
          ? db
              .select({ id: transactions.id })
              .from(transactions)
              .innerJoin(users, eq(users.id, transactions.userId))
              .innerJoin(packages, eq(packages.id, transactions.packageId))
              .where(where)
          : db.select({ id: transactions.id }).from(transactions).where(where),
    };
  };

  /** The status of an invoice now, for a refusal's message; null when there is none. */
  async function statusOf(invoiceNumber: string): Promise<TransactionStatus | null> {
    const [row] = await db
      .select({ status: transactions.status })
      .from(transactions)
      .where(eq(transactions.invoiceNumber, invoiceNumber));
    return row?.status ?? null;
  }

  return {
    /** The Transactions list, its export's count and its export's rows. */
    ...listReadings<TransactionRow, TransactionFilters>(db, listSource),

    /**
     * The filtered set's count and sums per currency, in SQL over every matching invoice (not a
     * page): the total of all amounts, then each status's. The main currency comes first.
     */
    async totals(filters: TransactionFilters): Promise<TotalsRow[]> {
      const rows = await db
        .select({
          currency: transactions.currency,
          count: sql<number>`count(*)::int`,
          total: sql<string>`coalesce(sum(${transactions.amount}), 0)::text`,
          paid: sumOf('paid'),
          pending: sumOf('pending'),
          failed: sumOf('failed'),
          refunded: sumOf('refunded'),
        })
        .from(transactions)
        .innerJoin(users, eq(users.id, transactions.userId))
        .innerJoin(packages, eq(packages.id, transactions.packageId))
        .where(filtersOf(filters))
        .groupBy(transactions.currency)
        .orderBy(sql`count(*) desc`, transactions.currency);
      // Drivers hand count(*)::int over as a number, PGlite and pg alike; Number() is a guard.
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },

    /**
     * Takes the next `count` invoice numbers of the operator's current year: answers the year
     * and the last number taken, the block being last - count + 1 … last. The counter's row
     * stays locked until the transaction ends, so concurrent issuers take turns and a rollback
     * gives the numbers back.
     */
    async reserveNumbers(count: number): Promise<{ year: number; last: number }> {
      const [row] = await db
        .insert(invoiceCounters)
        .values({ year: operatorYear, lastNumber: count })
        .onConflictDoUpdate({
          target: invoiceCounters.year,
          set: { lastNumber: sql`${invoiceCounters.lastNumber} + ${count}` },
        })
        .returning({ year: invoiceCounters.year, last: invoiceCounters.lastNumber });
      if (!row) throw new Error('no invoice numbers reserved');
      return row;
    },

    /** Writes invoices in one statement; answers their ids in the order given. */
    async insertMany(values: TransactionValues[]): Promise<number[]> {
      if (values.length === 0) return [];
      const rows: { id: number; invoiceNumber: string }[] = [];
      // In batches: one statement holds at most 65 535 parameters, an import's invoices more.
      for (let start = 0; start < values.length; start += INSERT_BATCH_SIZE) {
        const batch = values.slice(start, start + INSERT_BATCH_SIZE);
        rows.push(
          ...(await db
            .insert(transactions)
            .values(
              batch.map(({ paid, ...value }) => ({
                ...value,
                paidAt: paid ? sql`now()` : null,
                paidOn: paid ? sql`${operatorToday}` : null,
              })),
            )
            .returning({ id: transactions.id, invoiceNumber: transactions.invoiceNumber })),
        );
      }
      const idByNumber = new Map(rows.map((row) => [row.invoiceNumber, row.id]));
      return values.map((value) => {
        const id = idByNumber.get(value.invoiceNumber);
        if (id === undefined) throw new Error(`invoice ${value.invoiceNumber} not written`);
        return id;
      });
    },

    /** One invoice by its number, with the business's address and the people who acted on it. */
    async find(invoiceNumber: string): Promise<InvoiceRow | null> {
      const [row] = await selectInvoices(db).where(eq(transactions.invoiceNumber, invoiceNumber));
      return row ?? null;
    },

    /** The operator as its invoices name it: the one organisation row. */
    async supplier() {
      const [row] = await db
        .select({
          name: organization.name,
          legalName: organization.legalName,
          taxId: organization.taxId,
          state: organization.state,
          country: organization.country,
          email: organization.email,
          phone: organization.phone,
        })
        .from(organization)
        .where(eq(organization.id, 1));
      return row ?? null;
    },

    /** Credit notes against `transactionId` (and, with `applied`, those set off against it). */
    async creditNotes(
      transactionId: number,
      which: 'against' | 'applied' = 'against',
    ): Promise<CreditNoteRow[]> {
      return await selectCreditNotes(db)
        .where(
          which === 'against'
            ? eq(creditNotes.transactionId, transactionId)
            : eq(creditNotes.appliedToTransactionId, transactionId),
        )
        .orderBy(asc(creditNotes.id));
    },

    statusOf,

    /**
     * Moves an invoice from `from` to a new status in one guarded statement: it changes only if
     * its status is still `from` when the update runs, so of two people settling it at once one
     * wins and the other is told what happened (docs/decisions/0041). Never read, then written.
     */
    async changeStatus(
      invoiceNumber: string,
      from: TransactionStatus,
      change:
        | {
            to: 'paid';
            method: PaymentMethod;
            reference: string | null;
            paidOn: string;
            memberId: number;
          }
        | { to: 'failed'; reason: string; memberId: number }
        | { to: 'refunded'; reason: string; reference: string | null; memberId: number },
    ): Promise<StatusChange> {
      const values =
        change.to === 'paid'
          ? {
              status: 'paid' as const,
              method: change.method,
              reference: change.reference,
              paidOn: change.paidOn,
              paidAt: sql`now()`,
              settledAt: sql`now()`,
              settledByMemberId: change.memberId,
            }
          : change.to === 'failed'
            ? {
                status: 'failed' as const,
                failureReason: change.reason,
                settledAt: sql`now()`,
                settledByMemberId: change.memberId,
              }
            : {
                status: 'refunded' as const,
                refundReason: change.reason,
                refundReference: change.reference,
                refundedAt: sql`now()`,
                refundedByMemberId: change.memberId,
              };
      const [row] = await db
        .update(transactions)
        .set(values)
        .where(and(eq(transactions.invoiceNumber, invoiceNumber), eq(transactions.status, from)))
        .returning({ id: transactions.id });
      if (row) return { changed: true, id: row.id };
      return { changed: false, status: await statusOf(invoiceNumber) };
    },

    /**
     * Adds `amount` to what is credited of an invoice in one guarded statement: only while it is
     * paid or pending and only as far as its amount. Answers the invoice, or null when either
     * guard failed (the caller reads why).
     */
    async addCredit(
      invoiceNumber: string,
      amount: string,
    ): Promise<{ id: number; credited: string } | null> {
      const [row] = await db
        .update(transactions)
        .set({ credited: sql`${transactions.credited} + ${amount}::numeric` })
        .where(
          and(
            eq(transactions.invoiceNumber, invoiceNumber),
            inArray(transactions.status, ['paid', 'pending']),
            sql`${transactions.credited} + ${amount}::numeric <= ${transactions.amount}`,
          ),
        )
        .returning({ id: transactions.id, credited: transactions.credited });
      return row ?? null;
    },

    /** Takes the next `count` credit note numbers of the operator's year, as `reserveNumbers`. */
    async reserveCreditNoteNumbers(count: number): Promise<{ year: number; last: number }> {
      const [row] = await db
        .insert(creditNoteCounters)
        .values({ year: operatorYear, lastNumber: count })
        .onConflictDoUpdate({
          target: creditNoteCounters.year,
          set: { lastNumber: sql`${creditNoteCounters.lastNumber} + ${count}` },
        })
        .returning({ year: creditNoteCounters.year, last: creditNoteCounters.lastNumber });
      if (!row) throw new Error('no credit note numbers reserved');
      return row;
    },

    async insertCreditNote(values: CreditNoteValues & { number: string }): Promise<number> {
      const [row] = await db.insert(creditNotes).values(values).returning({ id: creditNotes.id });
      if (!row) throw new Error('credit note not written');
      return row.id;
    },

    /**
     * The invoices of a plan period still billing something (paid or pending), with what is left
     * of each once its credit notes are off: what a change of plan prorates.
     */
    async billedSpansOfPlan(planId: number) {
      return await db
        .select({
          id: transactions.id,
          invoiceNumber: transactions.invoiceNumber,
          status: transactions.status,
          currency: transactions.currency,
          remaining: sql<string>`(${transactions.amount} - ${transactions.credited})::text`,
          periodStart: sql<string>`${transactions.periodStart}::text`,
          periodEnd: sql<string>`${transactions.periodEnd}::text`,
        })
        .from(transactions)
        .where(
          and(eq(transactions.planId, planId), inArray(transactions.status, ['paid', 'pending'])),
        )
        .orderBy(asc(transactions.periodStart), asc(transactions.id));
    },

    async byIds(ids: number[]): Promise<TransactionRow[]> {
      if (ids.length === 0) return [];
      return await select().where(inArray(transactions.id, ids));
    },

    /** A business's invoices, newest first (the latest number first among equal times). */
    async ofUser(userId: number): Promise<TransactionRow[]> {
      return await select()
        .where(eq(transactions.userId, userId))
        .orderBy(desc(transactions.createdAt), desc(transactions.id));
    },
  };
}

export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>;
