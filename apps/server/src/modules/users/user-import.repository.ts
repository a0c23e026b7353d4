import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { packages } from '../../db/schema/catalogue.ts';
import { nextUserCode, userPlans, users } from '../../db/schema/users.ts';
import { operatorToday } from '../../lib/operator-calendar.ts';
import type { UserValues } from './users.repository.ts';

export type ImportPackage = {
  id: number;
  code: string;
  name: string;
  status: 'active' | 'inactive';
  billingCycle: 'monthly' | 'quarterly' | 'yearly';
  /** The first period's invoice: a decimal as text, in `currency`. */
  price: string;
  currency: string;
};

/** The set-at-a-time queries of an import: one statement for many rows, never one per row. */
export function createUserImportRepository(db: Executor) {
  return {
    /** The codes of the users who already have any of these (lower-cased) emails, by email. */
    async emailOwners(emails: string[]): Promise<Map<string, string>> {
      if (emails.length === 0) return new Map();
      const rows = await db
        .select({ email: sql<string>`lower(${users.email})`, code: users.code })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, emails));
      return new Map(rows.map((row) => [row.email, row.code]));
    },

    /**
     * The packages among `codes`, by code. `lock` holds them against deletion (key share, as a
     * single subscription does) until the transaction ends.
     */
    async packagesByCode(codes: string[], lock = false): Promise<Map<string, ImportPackage>> {
      if (codes.length === 0) return new Map();
      const query = db
        .select({
          id: packages.id,
          code: packages.code,
          name: packages.name,
          status: packages.status,
          billingCycle: packages.billingCycle,
          price: packages.price,
          currency: packages.currency,
        })
        .from(packages)
        .where(inArray(packages.code, codes));
      const rows = lock ? await query.for('key share') : await query;
      return new Map(rows.map((row) => [row.code, row]));
    },

    /**
     * Writes the users in one statement, each with the next code; the sequence is drawn in the
     * rows' order, so a batch's codes follow the file's.
     */
    insertUsers(values: UserValues[]) {
      return db
        .insert(users)
        .values(values.map((value) => ({ ...value, code: nextUserCode })))
        .returning();
    },

    /** First plans from today in the operator's calendar, as `startPlan` writes one. */
    startPlans(plans: Array<{ userId: number; packageId: number; months: number }>) {
      if (plans.length === 0) return Promise.resolve([]);
      return db
        .insert(userPlans)
        .values(
          plans.map((plan) => ({
            userId: plan.userId,
            packageId: plan.packageId,
            periodStart: sql`${operatorToday}`,
            periodEnd: sql`(${operatorToday} + make_interval(months => ${plan.months}) - interval '1 day')::date`,
          })),
        )
        .returning({
          id: userPlans.id,
          userId: userPlans.userId,
          packageId: userPlans.packageId,
          // As text: drivers differ in how they hand a date over.
          periodStart: sql<string>`${userPlans.periodStart}::text`,
          periodEnd: sql<string>`${userPlans.periodEnd}::text`,
        });
    },
  };
}
