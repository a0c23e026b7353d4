import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, executeRows } from '../db/client.ts';

/** Up to this many rows a list's total is exact; beyond it, the planner's estimate. */
export const EXACT_COUNT_LIMIT = 10_000;

const countRow = z.object({ total: z.coerce.number() });
const planRow = z.object({
  'QUERY PLAN': z.array(z.object({ Plan: z.object({ 'Plan Rows': z.number() }) })),
});

/**
 * How many rows `rows` selects, counted no further than `atMost + 1`: exact up to `atMost`, and
 * `atMost + 1` for any longer set, which is all a bound needs to know. Only their number matters.
 */
export async function countUpTo(db: Executor, rows: SQLWrapper, atMost: number): Promise<number> {
  const limited: SQL = sql`select count(*)::int as total from (${rows} limit ${atMost + 1}) as limited`;
  return countRow.parse((await executeRows(db, limited))[0]).total;
}

/**
 * The total of a filtered list, cheaply: counting stops after EXACT_COUNT_LIMIT rows, and a
 * longer list reports the planner's estimate (exact counts over millions of rows cost seconds).
 * `rows` selects the matching rows; only their number matters.
 */
export async function countWithLimit(
  db: Executor,
  rows: SQLWrapper,
): Promise<{ total: number; totalIsEstimate?: boolean }> {
  const exact = await countUpTo(db, rows, EXACT_COUNT_LIMIT);
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact };
  const plan = planRow.parse((await executeRows(db, sql`explain (format json) ${rows}`))[0]);
  const estimate = Math.round(plan['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? exact);
  return { total: Math.max(estimate, exact), totalIsEstimate: true };
}
