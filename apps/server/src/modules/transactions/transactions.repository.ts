import type { TransactionFilters, TransactionStatus } from '@depot/contracts/transactions';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, RowOfQuery } from '../../db/client.ts';
import { packages } from '../../db/schema/catalogue.ts';
import { invoiceCounters, transactions } from '../../db/schema/transactions.ts';
import { users } from '../../db/schema/users.ts';
import { type ListSource, listReadings } from '../../lib/list-pages.ts';
import { type ListSort, likePattern, resolveSort, type SortKey } from '../../lib/lists.ts';
import { OPERATOR_TIME_ZONE, operatorYear } from '../../lib/operator-calendar.ts';

/** An invoice's columns as written; `paid` stamps paid_at with the transaction's time. */
export type TransactionValues = Omit<
  typeof transactions.$inferInsert,
  'id' | 'createdAt' | 'paidAt'
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

/** The start of a day in the operator's calendar, as an instant. */
const operatorDayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${OPERATOR_TIME_ZONE})`;

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
              batch.map(({ paid, ...value }) => ({ ...value, paidAt: paid ? sql`now()` : null })),
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
