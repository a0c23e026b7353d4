import type { PeriodStatus } from '@depot/contracts/user-plans';
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, executeRows, type RowOfQuery } from '../../db/client.ts';
import { packages } from '../../db/schema/catalogue.ts';
import { userPlans } from '../../db/schema/users.ts';
import { operatorToday } from '../../lib/operator-calendar.ts';
import { type PlanPeriodRow, planPeriodColumns, planStatusSql } from './users.repository.ts';

const nextPackages = alias(packages, 'next_packages');

const periodColumns = {
  id: userPlans.id,
  packageId: userPlans.packageId,
  packageCode: packages.code,
  packageName: packages.name,
  packageCurrency: packages.currency,
  packagePrice: packages.price,
  billingCycle: packages.billingCycle,
  warehouses: packages.warehouses,
  ordersPerMonth: packages.ordersPerMonth,
  teamSeats: packages.teamSeats,
  skus: packages.skus,
  features: packages.features,
  packageStatus: packages.status,
  // As text: drivers differ in how they hand a date over.
  periodStart: sql<string>`${userPlans.periodStart}::text`,
  periodEnd: sql<string>`${userPlans.periodEnd}::text`,
  // A period a change of package closed says so, rather than "expired" (docs/decisions/0042).
  status: sql<PeriodStatus>`case when ${userPlans.changedAt} is not null then 'changed' else ${planStatusSql} end`,
  cancelledAt: userPlans.cancelledAt,
  changedAt: userPlans.changedAt,
  createdAt: userPlans.createdAt,
  nextPackageCode: nextPackages.code,
  nextPackageName: nextPackages.name,
};

const selectPeriods = (db: Executor) =>
  db
    .select(periodColumns)
    .from(userPlans)
    .innerJoin(packages, eq(packages.id, userPlans.packageId))
    .leftJoin(nextPackages, eq(nextPackages.id, userPlans.nextPackageId));
export type PeriodRow = RowOfQuery<ReturnType<typeof selectPeriods>>;

/**
 * A business's plan periods with their packages. The order is the one that makes the first its
 * current plan: the latest start, then the latest written.
 */
/** A plan about to run out, as its announcement words it. */
export type DuePlan = {
  code: string;
  businessName: string;
  packageName: string;
  periodEnd: string;
  daysLeft: number;
};

export function createUserPlansRepository(db: Executor) {
  const select = (userId: number) =>
    selectPeriods(db)
      .where(eq(userPlans.userId, userId))
      .orderBy(desc(userPlans.periodStart), desc(userPlans.id));

  return {
    /** Every period of the business, newest first. */
    async periods(userId: number): Promise<PeriodRow[]> {
      return await select(userId);
    },

    /** The current period, or null for a business never put on a package. */
    async current(userId: number): Promise<PeriodRow | null> {
      const [row] = await select(userId).limit(1);
      return row ?? null;
    },

    /**
     * Closes a running period for a change of package, marked changed: it was used up to
     * yesterday; when it began today (or later) no day of it was used, and it keeps its first
     * day only, as a period has at least one. A change scheduled on it is dropped.
     */
    async endForChange(planId: number) {
      await db
        .update(userPlans)
        .set({
          periodEnd: sql`case when ${userPlans.periodStart} >= ${operatorToday} then ${userPlans.periodStart} else ${operatorToday} - 1 end`,
          changedAt: sql`now()`,
          nextPackageId: null,
        })
        .where(eq(userPlans.id, planId));
    },

    /** Schedules a change of package for the period's next renewal, or (null) drops one. */
    async schedule(planId: number, packageCode: string | null) {
      await db
        .update(userPlans)
        .set({
          nextPackageId:
            packageCode === null
              ? null
              : sql`(select ${packages.id} from ${packages} where ${packages.code} = ${packageCode})`,
        })
        .where(eq(userPlans.id, planId));
    },

    /**
     * Adds `months` to a running period: the added span runs from the day after `currentEnd`
     * and ends the day before the same date `months` later, the arithmetic a new period uses
     * (a period ending 30 April gains May whole, to 31 May). Answers the added span.
     */
    async extend(planId: number, currentEnd: string, months: number): Promise<PlanPeriodRow> {
      const addedStart = sql`(${currentEnd}::date + 1)`;
      const [row] = await db
        .update(userPlans)
        .set({
          periodEnd: sql`(${addedStart} + make_interval(months => ${months}) - interval '1 day')::date`,
        })
        .where(eq(userPlans.id, planId))
        .returning({ ...planPeriodColumns, periodStart: sql<string>`${addedStart}::text` });
      if (!row) throw new Error(`plan ${planId} not extended`);
      return row;
    },

    /** Stops a running period today (or on its first day, if it has not begun). */
    async cancel(planId: number) {
      await db
        .update(userPlans)
        .set({
          cancelledAt: sql`now()`,
          periodEnd: sql`greatest(${userPlans.periodStart}, ${operatorToday})`,
          nextPackageId: null,
        })
        .where(eq(userPlans.id, planId));
    },

    /**
     * Claims the current, unrenewed plans of active users that end within `withinDays` and were
     * not announced today (or were, for another end). One statement: concurrent callers never
     * claim a plan twice.
     */
    async claimExpiringPlans(withinDays: number): Promise<DuePlan[]> {
      return (await executeRows(
        db,
        sql`with today as (select ${operatorToday} as day),
            due as (
            -- Current plans (kept by the database; a renewal is the current plan once made)
            -- that are not cancelled and end soon: the partial index on current_plans finds them.
            select running.plan_id as id, running.period_end
            from current_plans running
            join users on users.id = running.user_id, today
            where not running.cancelled
              and running.period_end between today.day and today.day + ${withinDays}::int
              and users.status = 'active'
          ),
          claimed as (
            -- Once a day per plan: a plan announced today is claimed again only if its end
            -- has moved since.
            insert into plan_expiry_notices (plan_id, period_end, notified_on)
            select id, period_end, today.day from due, today
            on conflict (plan_id) do update
              set period_end = excluded.period_end, notified_on = excluded.notified_on,
                notified_at = now()
              where plan_expiry_notices.notified_on < excluded.notified_on
                or plan_expiry_notices.period_end <> excluded.period_end
            returning plan_id
          )
          select users.code, users.business_name as "businessName", packages.name as "packageName",
            plan.period_end::text as "periodEnd", (plan.period_end - today.day)::int as "daysLeft"
          from claimed
          join user_plans plan on plan.id = claimed.plan_id
          join users on users.id = plan.user_id
          join packages on packages.id = plan.package_id, today
          order by plan.period_end, users.code`,
      )) as DuePlan[];
    },
  };
}
