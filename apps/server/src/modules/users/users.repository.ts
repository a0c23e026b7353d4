import type { PlanStatus, UserFilters, UserStatus } from '@depot/contracts/users';
import { PLAN_EXPIRING_DAYS } from '@depot/contracts/users';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, executeRows, type RowOf, type RowOfQuery } from '../../db/client.ts';
import { packages } from '../../db/schema/catalogue.ts';
import {
  currentPlanEnds,
  currentPlans,
  nextUserCode,
  userPlans,
  users,
} from '../../db/schema/users.ts';
import {
  filtersOnlyStatus,
  keptStatusTotal,
  type ListSource,
  listReadings,
} from '../../lib/list-pages.ts';
import {
  exactThenOthers,
  type ListSort,
  likePattern,
  resolveSort,
  type SortKey,
} from '../../lib/lists.ts';
import { operatorToday } from '../../lib/operator-calendar.ts';

export { OPERATOR_TIME_ZONE } from '../../lib/operator-calendar.ts';

/** The operator's calendar day: plan periods are counted in it. */
const today = operatorToday;

/** Where a plan stands today, derived from its dates (null where there is no plan). */
export const planStatusSql = sql<PlanStatus | null>`case
  when ${userPlans.id} is null then null
  when ${userPlans.cancelledAt} is not null then 'cancelled'
  when ${userPlans.periodEnd} < ${today} then 'expired'
  when ${userPlans.periodEnd} < ${today} + ${sql.raw(String(PLAN_EXPIRING_DAYS))} then 'expiring'
  else 'active' end`;

const userColumns = {
  id: users.id,
  code: users.code,
  businessName: users.businessName,
  contactName: users.contactName,
  email: users.email,
  phone: users.phone,
  phoneCountry: users.phoneCountry,
  taxId: users.taxId,
  addressLine1: users.addressLine1,
  addressLine2: users.addressLine2,
  city: users.city,
  stateCode: users.stateCode,
  countryCode: users.countryCode,
  postalCode: users.postalCode,
  timezone: users.timezone,
  currency: users.currency,
  status: users.status,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  packageCode: packages.code,
  packageName: packages.name,
  // As text: drivers differ in how they hand a date over.
  periodStart: sql<string | null>`${userPlans.periodStart}::text`,
  periodEnd: sql<string | null>`${userPlans.periodEnd}::text`,
  planStatus: planStatusSql,
};

/** A plan row's period as written, the dates as text. */
export const planPeriodColumns = {
  id: userPlans.id,
  packageId: userPlans.packageId,
  periodStart: sql<string>`${userPlans.periodStart}::text`,
  periodEnd: sql<string>`${userPlans.periodEnd}::text`,
};
export type PlanPeriodRow = RowOf<typeof planPeriodColumns>;

/** A user's fields as written. */
export type UserValues = Omit<
  typeof users.$inferInsert,
  'id' | 'code' | 'status' | 'createdAt' | 'updatedAt'
>;

const sortKeys = {
  code: { expression: users.code, type: 'text' },
  businessName: { expression: users.businessName, type: 'text' },
  contactName: { expression: users.contactName, type: 'text' },
  email: { expression: users.email, type: 'text' },
  status: { expression: users.status, type: 'text' },
  // Businesses on no plan come last going up and first going down, where PostgreSQL puts empty
  // values. The current plan's end is copied onto the user, so one index serves the sort.
  periodEnd: { expression: users.planPeriodEnd, type: 'date', nullable: true },
  createdAt: { expression: users.createdAt, type: 'timestamptz' },
} satisfies Record<string, SortKey>;

const listSort = (sort: string | undefined): ListSort =>
  resolveSort(sort, sortKeys, 'code', { idFollowsSort: true });

/** A query's digits as a phone number's, without a trunk prefix ("098200 …" → "98200…"). */
function phoneDigits(q: string): string | null {
  if (!/^[\d\s+().-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 4 ? digits : null;
}

/** The list's search, also the command palette's: name, contact, email, code, phone or GSTIN. */
function userSearch(q: string): SQL | undefined {
  const pattern = likePattern(q);
  const digits = phoneDigits(q);
  return or(
    ilike(users.businessName, pattern),
    ilike(users.taxId, pattern),
    ilike(users.contactName, pattern),
    ilike(users.email, pattern),
    ilike(users.code, pattern),
    ilike(users.phone, pattern),
    // E.164 is "+" then digits: the typed number's digits fall inside it.
    digits ? sql`${users.phone} like ${`%${digits}%`}` : undefined,
  );
}

/** The list's and the export's filters as one condition. */
function filtersOf(filters: UserFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const search = filters.q ? userSearch(filters.q) : undefined;
  if (search) conditions.push(search);
  if (filters.status) conditions.push(eq(users.status, filters.status));
  if (filters.country) conditions.push(eq(users.countryCode, filters.country));
  if (filters.package) conditions.push(eq(packages.code, filters.package));
  if (filters.planStatus) conditions.push(sql`${planStatusSql} = ${filters.planStatus}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const selectUsers = (db: Executor) =>
  db
    .select(userColumns)
    .from(users)
    .leftJoin(currentPlans, eq(currentPlans.userId, users.id))
    .leftJoin(userPlans, eq(userPlans.id, currentPlans.planId))
    .leftJoin(packages, eq(packages.id, userPlans.packageId));
export type UserRow = RowOfQuery<ReturnType<typeof selectUsers>>;

export function createUsersRepository(db: Executor) {
  /** Users with their current plan (if any) and its package. */
  const select = () => selectUsers(db);

  /** The filtered users in the list's order, for a page or the export. */
  const listSource = (filters: UserFilters): ListSource => {
    const sort = listSort(filters.sort);
    const where = filtersOf(filters);
    return {
      sort,
      id: users.id,
      columns: userColumns,
      rows: (selection, condition) =>
        db
          .select(selection)
          .from(users)
          .leftJoin(currentPlans, eq(currentPlans.userId, users.id))
          .leftJoin(userPlans, eq(userPlans.id, currentPlans.planId))
          .leftJoin(packages, eq(packages.id, userPlans.packageId))
          .where(and(where, condition))
          .$dynamic(),
      // The plan's joins (left joins: no row more, none fewer) matter only to plan filters.
      ids:
        filters.package || filters.planStatus
          ? db
              .select({ id: users.id })
              .from(users)
              .leftJoin(currentPlans, eq(currentPlans.userId, users.id))
              .leftJoin(userPlans, eq(userPlans.id, currentPlans.planId))
              .leftJoin(packages, eq(packages.id, userPlans.packageId))
              .where(where)
          : db.select({ id: users.id }).from(users).where(where),
      total: filtersOnlyStatus(filters)
        ? () => keptStatusTotal(db, users, filters.status)
        : undefined,
    };
  };

  return {
    /**
     * How many users' current plans are active and how many expiring, as the list's plan status
     * counts them: sums over current_plan_ends (running plans by the day they end, kept by the
     * database), a row per day rather than a row per plan.
     */
    async planCounts(): Promise<{ active: number; expiring: number }> {
      const [row] = await executeRows(
        db,
        sql`select
            coalesce(sum(${currentPlanEnds.plans}) filter (where ${currentPlanEnds.day} >= ${today} + ${PLAN_EXPIRING_DAYS}::int), 0)::int as "active",
            coalesce(sum(${currentPlanEnds.plans}) filter (where ${currentPlanEnds.day} < ${today} + ${PLAN_EXPIRING_DAYS}::int), 0)::int as "expiring"
          from ${currentPlanEnds}
          where ${currentPlanEnds.day} >= ${today}`,
      );
      const counts = row as { active: number; expiring: number } | undefined;
      return { active: counts?.active ?? 0, expiring: counts?.expiring ?? 0 };
    },

    /** The command palette's users: the list's search, an exact code, GSTIN or email first. */
    quickSearch(q: string, limit: number) {
      const upper = q.toUpperCase();
      const matches = () =>
        db
          .select({
            code: users.code,
            businessName: users.businessName,
            email: users.email,
            taxId: users.taxId,
            status: users.status,
          })
          .from(users);
      return exactThenOthers(
        limit,
        (size: number) =>
          matches()
            .where(
              or(
                eq(users.code, upper),
                eq(users.taxId, upper),
                sql`lower(${users.email}) = ${q.toLowerCase()}`,
              ),
            )
            .limit(size),
        (size: number) =>
          matches()
            .where(userSearch(q))
            .orderBy(asc(users.businessName), asc(users.id))
            .limit(size),
        (row) => row.code,
      );
    },

    /** The Users list, its export's count and its export's rows. */
    ...listReadings<UserRow, UserFilters>(db, listSource),

    async find(code: string): Promise<UserRow | null> {
      const [row] = await select().where(eq(users.code, code));
      return row ?? null;
    },

    /**
     * A business's id, name and status by code, without its plan: for other areas' records.
     * Share-locked until the transaction ends, so it is not deactivated under the write.
     */
    /** A picker's businesses: by name or code, an exact code first, then by name. */
    options(q: string | undefined, limit: number) {
      const matches = () =>
        db
          .select({ code: users.code, businessName: users.businessName, status: users.status })
          .from(users);
      const byName = (size: number, where?: SQL) =>
        matches().where(where).orderBy(asc(users.businessName), asc(users.id)).limit(size);
      if (!q) return byName(limit);
      const pattern = likePattern(q);
      return exactThenOthers(
        limit,
        (size: number) => matches().where(eq(users.code, q.toUpperCase())).limit(size),
        (size: number) =>
          byName(size, or(ilike(users.businessName, pattern), ilike(users.code, pattern))),
        (row) => row.code,
      );
    },

    async findSummary(code: string) {
      const [row] = await db
        .select({
          id: users.id,
          code: users.code,
          businessName: users.businessName,
          status: users.status,
        })
        .from(users)
        .where(eq(users.code, code))
        .for('share');
      return row ?? null;
    },

    /** A user about to be changed, locked until the transaction ends. */
    async findForChange(code: string): Promise<UserRow | null> {
      const [row] = await select().where(eq(users.code, code)).for('update', { of: users });
      return row ?? null;
    },

    /** Users by code, locked like `findForChange`. */
    async findManyForChange(codes: string[]) {
      if (codes.length === 0) return [];
      return db
        .select({ id: users.id, code: users.code, status: users.status })
        .from(users)
        .where(inArray(users.code, codes))
        .for('update');
    },

    /** Whether another user (not `exceptId`) has this email, whatever its case. */
    async emailInUse(email: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`lower(${users.email}) = lower(${email})`,
            exceptId === undefined ? undefined : sql`${users.id} <> ${exceptId}`,
          ),
        );
      return row !== undefined;
    },

    /** Writes a user with the next code from the sequence. */
    async insert(values: UserValues): Promise<{ id: number; code: string }> {
      const [row] = await db
        .insert(users)
        .values({ ...values, code: nextUserCode })
        .returning({ id: users.id, code: users.code });
      if (!row) throw new Error('user not created');
      return row;
    },

    async update(userId: number, changes: Partial<UserValues>) {
      await db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    async setStatus(userId: number, status: UserStatus) {
      await db.update(users).set({ status, updatedAt: sql`now()` }).where(eq(users.id, userId));
    },

    /**
     * A plan on the package from today, in the operator's calendar, for `months` months: it ends
     * the day before the same date `months` later (PostgreSQL keeps month ends: 31 January plus
     * a month is 28 or 29 February).
     */
    async startPlan(
      userId: number,
      packageCode: string,
      months: number,
      /** The first day (YYYY-MM-DD); today when not given. */
      from?: string,
    ): Promise<PlanPeriodRow> {
      const start = from ? sql`${from}::date` : today;
      const [row] = await db
        .insert(userPlans)
        .values({
          userId,
          packageId: sql`(select "id" from "packages" where "code" = ${packageCode})`,
          periodStart: sql`${start}`,
          periodEnd: sql`(${start} + make_interval(months => ${months}) - interval '1 day')::date`,
        })
        .returning(planPeriodColumns);
      if (!row) throw new Error('plan not started');
      return row;
    },

    /**
     * How many users have each package as their current plan, active or expiring. Expired and
     * cancelled plans do not count: those businesses are not on the package any more.
     */
    async subscriberCounts(packageIds: number[]): Promise<Map<number, number>> {
      if (packageIds.length === 0) return new Map();
      const rows = await db
        .select({ packageId: userPlans.packageId, count: sql<number>`count(*)::int` })
        .from(currentPlans)
        .innerJoin(userPlans, eq(userPlans.id, currentPlans.planId))
        .where(
          and(
            inArray(userPlans.packageId, packageIds),
            sql`not ${currentPlans.cancelled}`,
            sql`${currentPlans.periodEnd} >= ${today}`,
          ),
        )
        .groupBy(userPlans.packageId);
      return new Map(rows.map((row) => [row.packageId, Number(row.count)]));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
