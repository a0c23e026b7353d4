import { asc, desc, eq, sql } from 'drizzle-orm';
import { formatInvoiceNumber } from '../../lib/invoice-number.ts';
import { operatorDayOf } from '../../lib/operator-calendar.ts';
import { type Executor, executeRows } from '../client.ts';
import { packages } from '../schema/catalogue.ts';
import {
  creditNoteCounters,
  creditNotes,
  invoiceCounters,
  type paymentMethods,
  transactions,
} from '../schema/transactions.ts';
import { userPlans } from '../schema/users.ts';
import { prng } from './demo-users.ts';

// The sample businesses' invoices: one per plan period, as if each had been sold when it began.
// Drawn from a seeded PRNG over the periods the sample users have, so every start writes the same.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Method = (typeof paymentMethods)[number];
type Status = 'paid' | 'pending' | 'failed' | 'refunded';

type PlanRow = {
  id: number;
  userId: number;
  packageId: number;
  price: string;
  currency: string;
  periodStart: string;
  periodEnd: string;
  cancelledAt: Date | null;
};

/** How sample businesses pay: mostly UPI, then net banking, cards, transfers and a few cheques. */
const methodWeights: [Method, number][] = [
  ['upi', 0.45],
  ['netbanking', 0.2],
  ['card', 0.17],
  ['bank-transfer', 0.13],
  ['cheque', 0.05],
];

/** What a bank, gateway or cheque would call the payment. */
function referenceFor(method: Method, random: ReturnType<typeof prng>): string {
  const digits = (n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
  switch (method) {
    case 'upi':
      return `UPI/${random.int(1, 5)}${digits(11)}`;
    case 'netbanking':
      return `NB${random.pick(['HDFC', 'ICIC', 'SBIN', 'UTIB', 'KKBK'])}${digits(10)}`;
    case 'card':
      return `pay_${Array.from({ length: 14 }, () => random.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789'])).join('')}`;
    case 'bank-transfer':
      return `NEFT N${digits(3)}${random.int(24, 26)}${digits(9)}`;
    case 'cheque':
      return `CHQ ${digits(6)}`;
  }
}

function pickMethod(random: ReturnType<typeof prng>): Method {
  let roll = random.next();
  for (const [method, weight] of methodWeights) {
    roll -= weight;
    if (roll < 0) return method;
  }
  return 'upi';
}

/**
 * Writes an invoice for every sample plan period, numbered per year of the operator in the
 * order they were raised, and leaves each year's counter at its last number so the console's
 * own sales carry on from there. Runs inside the first-run transaction, after the users.
 */
export async function seedDemoTransactions(tx: Executor): Promise<void> {
  const [row] = await executeRows(
    tx,
    sql`select (now() at time zone 'Asia/Kolkata')::date::text as today`,
  );
  const today = String((row as { today: string }).today);
  const now = Date.now();
  const plans: PlanRow[] = await tx
    .select({
      id: userPlans.id,
      userId: userPlans.userId,
      packageId: userPlans.packageId,
      price: packages.price,
      currency: packages.currency,
      periodStart: sql<string>`${userPlans.periodStart}::text`,
      periodEnd: sql<string>`${userPlans.periodEnd}::text`,
      cancelledAt: userPlans.cancelledAt,
    })
    .from(userPlans)
    .innerJoin(packages, eq(packages.id, userPlans.packageId))
    .orderBy(asc(userPlans.userId), asc(userPlans.periodStart), asc(userPlans.id));
  if (plans.length === 0) return;

  const random = prng(20_260_415);
  const recentFrom = Date.parse(`${today}T00:00:00+05:30`) - 10 * DAY;
  const sales = plans.map((plan, index) => {
    const previous = plans[index - 1];
    const earlier = previous?.userId === plan.userId ? previous : null;
    const kind = !earlier ? 'new' : earlier.packageId === plan.packageId ? 'renewal' : 'change';
    const current = plans[index + 1]?.userId !== plan.userId;
    // Raised during office hours on the period's first day, never after now.
    const startsAt = Date.parse(`${plan.periodStart}T09:30:00+05:30`);
    const createdAt = Math.min(startsAt + random.int(0, 8 * 60) * 60_000, now - HOUR);
    let status: Status = 'paid';
    const roll = random.next();
    if (current && startsAt >= recentFrom && roll < 0.35) status = 'pending';
    else if (roll > 0.965) status = 'failed';
    else if (plan.cancelledAt && roll < 0.3) status = 'refunded';
    const method = status === 'pending' ? null : pickMethod(random);
    const reference =
      method && status !== 'failed' && random.next() < 0.92 ? referenceFor(method, random) : null;
    // Paid within a day or two of the invoice, and never in the future.
    const paidAt =
      status === 'paid' || status === 'refunded'
        ? new Date(Math.min(createdAt + random.int(1, 40) * HOUR, now))
        : null;
    return {
      plan,
      kind,
      status,
      method,
      reference,
      createdAt: new Date(createdAt),
      paidAt: paidAt && paidAt.getTime() < createdAt ? new Date(createdAt) : paidAt,
      year: Number(plan.periodStart.slice(0, 4)),
    } as const;
  });

  // Every status on first start, whatever the draws: one failed payment and one refund at least.
  const settled = (wanted: Status, from: Status) => {
    if (sales.some((sale) => sale.status === wanted)) return;
    const index = sales.findIndex((sale) => sale.status === from);
    const sale = sales[index];
    if (!sale) return;
    sales[index] =
      wanted === 'failed'
        ? { ...sale, status: 'failed', reference: null, paidAt: null }
        : { ...sale, status: 'refunded' };
  };
  settled('failed', 'paid');
  settled('refunded', 'paid');

  // Numbered per year in the order raised, as the console numbers its own.
  sales.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.plan.id - b.plan.id);
  const lastByYear = new Map<number, number>();
  await tx.insert(transactions).values(
    sales.map((sale) => {
      const number = (lastByYear.get(sale.year) ?? 0) + 1;
      lastByYear.set(sale.year, number);
      return {
        invoiceNumber: formatInvoiceNumber(sale.year, number),
        kind: sale.kind,
        userId: sale.plan.userId,
        packageId: sale.plan.packageId,
        planId: sale.plan.id,
        amount: sale.plan.price,
        currency: sale.plan.currency,
        status: sale.status,
        method: sale.method,
        reference: sale.reference,
        periodStart: sale.plan.periodStart,
        periodEnd: sale.plan.periodEnd,
        createdAt: sale.createdAt,
        paidAt: sale.paidAt,
        paidOn: sale.paidAt ? operatorDayOf(sale.paidAt) : null,
      };
    }),
  );
  await tx
    .insert(invoiceCounters)
    .values([...lastByYear].map(([year, lastNumber]) => ({ year, lastNumber })));
  await seedDemoCreditNote(tx);
}

/**
 * One credit note, so the invoice view shows one on first start: a tenth of the latest paid
 * invoice, for a service level missed, as finance would issue it.
 */
async function seedDemoCreditNote(tx: Executor): Promise<void> {
  const [paid] = await tx
    .select({
      id: transactions.id,
      amount: transactions.amount,
      currency: transactions.currency,
      createdAt: transactions.createdAt,
    })
    .from(transactions)
    .where(eq(transactions.status, 'paid'))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(1);
  if (!paid) return;
  // A tenth, in whole rupees: exact, whatever the amount's digits.
  const amount = sql<string>`floor(${paid.amount}::numeric / 10)`;
  if (Number(paid.amount) < 10) return;
  const year = Number(operatorDayOf(paid.createdAt).slice(0, 4));
  await tx.update(transactions).set({ credited: amount }).where(eq(transactions.id, paid.id));
  await tx.insert(creditNotes).values({
    number: `CN-${year}-000001`,
    kind: 'manual',
    transactionId: paid.id,
    amount,
    reason: 'Service credit: dispatches missed the agreed cut-off in the first week',
    createdAt: new Date(Math.min(paid.createdAt.getTime() + 2 * DAY, Date.now())),
  });
  await tx.insert(creditNoteCounters).values({ year, lastNumber: 1 });
}
