import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { packages } from '../../db/schema/catalogue.ts';
import { invoiceCounters, transactions } from '../../db/schema/transactions.ts';
import { users } from '../../db/schema/users.ts';
import { operatorYear } from '../../lib/operator-calendar.ts';

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

export type TransactionRow = {
  id: number;
  invoiceNumber: string;
  kind: (typeof transactions.$inferSelect)['kind'];
  userCode: string;
  businessName: string;
  packageCode: string;
  packageName: string;
  amount: string;
  currency: string;
  status: (typeof transactions.$inferSelect)['status'];
  method: (typeof transactions.$inferSelect)['method'];
  reference: string | null;
  periodStart: string;
  periodEnd: string;
  createdAt: Date;
  paidAt: Date | null;
};

const INSERT_BATCH_SIZE = 500;

export function createTransactionsRepository(db: Executor) {
  /** Invoices with the business and package they name: what every reading of them shows. */
  const select = () =>
    db
      .select(transactionColumns)
      .from(transactions)
      .innerJoin(users, eq(users.id, transactions.userId))
      .innerJoin(packages, eq(packages.id, transactions.packageId));

  return {
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
      return (await select().where(inArray(transactions.id, ids))) as TransactionRow[];
    },

    /** A business's invoices, newest first (the latest number first among equal times). */
    async ofUser(userId: number): Promise<TransactionRow[]> {
      return (await select()
        .where(eq(transactions.userId, userId))
        .orderBy(desc(transactions.createdAt), desc(transactions.id))) as TransactionRow[];
    },
  };
}

export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>;
