import type { BillingCycle, PackageFilters } from '@depot/contracts/packages';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, RowOf } from '../../db/client.ts';
import { type CatalogueStatus, packageRates, packages, zones } from '../../db/schema/catalogue.ts';
import { type ListSource, listReadings } from '../../lib/list-pages.ts';
import {
  exactFirst,
  type ListSort,
  likePattern,
  resolveSort,
  type SortKey,
} from '../../lib/lists.ts';

// Spelled out: inside a subquery Drizzle leaves columns unqualified, and "id" would bind to
// package_rates.
const zoneCount = sql<number>`(select count(*)::int from "package_rates" where "package_rates"."package_id" = "packages"."id")`;

const packageColumns = {
  id: packages.id,
  code: packages.code,
  name: packages.name,
  description: packages.description,
  currency: packages.currency,
  // As text: the driver could otherwise hand a numeric over as a binary float.
  price: sql<string>`${packages.price}::text`,
  billingCycle: packages.billingCycle,
  warehouses: packages.warehouses,
  ordersPerMonth: packages.ordersPerMonth,
  teamSeats: packages.teamSeats,
  skus: packages.skus,
  features: packages.features,
  status: packages.status,
  zoneCount,
  createdAt: packages.createdAt,
  updatedAt: packages.updatedAt,
};

const sortKeys = {
  code: { expression: packages.code, type: 'text' },
  name: { expression: packages.name, type: 'text' },
  price: { expression: packages.price, type: 'numeric' },
  billingCycle: { expression: packages.billingCycle, type: 'text' },
  status: { expression: packages.status, type: 'text' },
  zoneCount: { expression: zoneCount, type: 'integer' },
  updatedAt: { expression: packages.updatedAt, type: 'timestamptz' },
} satisfies Record<string, SortKey>;

const listSort = (sort: string | undefined): ListSort => resolveSort(sort, sortKeys, 'code');

/** The list's search, also the command palette's: code or name. */
function packageSearch(q: string): SQL | undefined {
  const pattern = likePattern(q);
  return or(ilike(packages.code, pattern), ilike(packages.name, pattern));
}

/** The list's and the export's filters as one condition. */
function filtersOf(filters: PackageFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const search = filters.q ? packageSearch(filters.q) : undefined;
  if (search) conditions.push(search);
  if (filters.status) conditions.push(eq(packages.status, filters.status));
  if (filters.billingCycle) conditions.push(eq(packages.billingCycle, filters.billingCycle));
  if (filters.currency) conditions.push(eq(packages.currency, filters.currency));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export type PackageRow = RowOf<typeof packageColumns>;

const rateColumns = {
  packageId: packageRates.packageId,
  zoneCode: zones.code,
  zoneName: zones.name,
  zoneStatus: zones.status,
  // As text: exact, as the contract answers money.
  perShipment: sql<string>`${packageRates.perShipment}::text`,
  perKg: sql<string>`${packageRates.perKg}::text`,
};
export type RateRow = RowOf<typeof rateColumns>;

/** A package's fields as written; amounts as decimal text. */
export type PackageValues = {
  code: string;
  name: string;
  description: string;
  currency: string;
  price: string;
  billingCycle: BillingCycle;
  warehouses: number;
  ordersPerMonth: number;
  teamSeats: number;
  skus: number;
  features: string[];
};

export function createPackagesRepository(db: Executor) {
  const select = () => db.select(packageColumns).from(packages);

  /** The filtered packages in the list's order, for a page or the export. */
  const listSource = (filters: PackageFilters): ListSource => {
    const sort = listSort(filters.sort);
    const where = filtersOf(filters);
    return {
      sort,
      id: packages.id,
      columns: packageColumns,
      rows: (selection, condition) =>
        db.select(selection).from(packages).where(and(where, condition)).$dynamic(),
      ids: db.select({ id: packages.id }).from(packages).where(where),
    };
  };

  return {
    /** The command palette's packages: the list's search, an exact code first. */
    quickSearch(q: string, limit: number) {
      return db
        .select({
          code: packages.code,
          name: packages.name,
          billingCycle: packages.billingCycle,
          status: packages.status,
        })
        .from(packages)
        .where(packageSearch(q))
        .orderBy(exactFirst(eq(packages.code, q.toUpperCase())), asc(packages.code))
        .limit(limit);
    },

    /** The Packages list, its export's count and its export's rows. */
    ...listReadings<PackageRow, PackageFilters>(db, listSource),

    async find(code: string): Promise<PackageRow | null> {
      const [row] = await select().where(eq(packages.code, code));
      return row ?? null;
    },

    /** Every package, by name, for the users screens' pickers. */
    subscriptionOptions() {
      return db
        .select({
          code: packages.code,
          name: packages.name,
          status: packages.status,
          currency: packages.currency,
          price: packages.price,
          billingCycle: packages.billingCycle,
        })
        .from(packages)
        .orderBy(asc(packages.name), asc(packages.id));
    },

    /**
     * A package a client business is being put on, held (key share) until the transaction
     * ends: a concurrent deletion waits, then sees the subscription.
     */
    async findForSubscription(code: string): Promise<PackageRow | null> {
      const [row] = await select()
        .where(eq(packages.code, code))
        .for('key share', { of: packages });
      return row ?? null;
    },

    /** A package about to be changed or deleted, locked until the transaction ends. */
    async findForChange(code: string): Promise<PackageRow | null> {
      const [row] = await select().where(eq(packages.code, code)).for('update', { of: packages });
      return row ?? null;
    },

    /** Packages by code, locked like `findForChange`. */
    async findManyForChange(codes: string[]) {
      if (codes.length === 0) return [];
      return db
        .select({ id: packages.id, code: packages.code, status: packages.status })
        .from(packages)
        .where(inArray(packages.code, codes))
        .for('update');
    },

    /** The packages' rates with their zones, by zone code. */
    async ratesOf(packageIds: number[]): Promise<RateRow[]> {
      if (packageIds.length === 0) return [];
      return db
        .select(rateColumns)
        .from(packageRates)
        .innerJoin(zones, eq(zones.id, packageRates.zoneId))
        .where(inArray(packageRates.packageId, packageIds))
        .orderBy(asc(packageRates.packageId), asc(zones.code));
    },

    async codeTaken(code: string): Promise<boolean> {
      const [row] = await db
        .select({ id: packages.id })
        .from(packages)
        .where(eq(packages.code, code));
      return row !== undefined;
    },

    async insert(values: PackageValues): Promise<number> {
      const [row] = await db.insert(packages).values(values).returning({ id: packages.id });
      if (!row) throw new Error('package not created');
      return row.id;
    },

    async update(packageId: number, changes: Partial<Omit<PackageValues, 'code'>>) {
      await db
        .update(packages)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(packages.id, packageId));
    },

    /** Replaces the package's whole rates grid. */
    async replaceRates(
      packageId: number,
      rates: Array<{ zoneId: number; perShipment: string; perKg: string }>,
    ) {
      await db.delete(packageRates).where(eq(packageRates.packageId, packageId));
      if (rates.length > 0) {
        await db.insert(packageRates).values(rates.map((rate) => ({ packageId, ...rate })));
      }
    },

    async setStatus(packageId: number, status: CatalogueStatus) {
      await db
        .update(packages)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(packages.id, packageId));
    },

    /** Deletes the package; its rates go with it (the foreign key cascades). */
    async remove(packageId: number) {
      await db.delete(packages).where(eq(packages.id, packageId));
    },
  };
}

export type PackagesRepository = ReturnType<typeof createPackagesRepository>;
