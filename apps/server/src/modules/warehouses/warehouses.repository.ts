import type { WarehouseFilters } from '@depot/contracts/warehouses';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, RowOf } from '../../db/client.ts';
import { warehouses } from '../../db/schema/warehouses.ts';
import { type ListSource, listReadings } from '../../lib/list-pages.ts';
import {
  exactFirst,
  exactThenOthers,
  type ListSort,
  likePattern,
  resolveSort,
  type SortKey,
} from '../../lib/lists.ts';

// Spelled out: inside a subquery Drizzle leaves columns unqualified. The virtual locations are
// not places in the building, so they are not counted.
const locationCount = sql<number>`(select count(*)::int from "locations" where "locations"."warehouse_id" = "warehouses"."id" and "locations"."kind" <> 'virtual')`;
const binCount = sql<number>`(select count(*)::int from "locations" where "locations"."warehouse_id" = "warehouses"."id" and "locations"."kind" = 'bin')`;

const warehouseColumns = {
  id: warehouses.id,
  code: warehouses.code,
  name: warehouses.name,
  addressLine1: warehouses.addressLine1,
  addressLine2: warehouses.addressLine2,
  city: warehouses.city,
  stateCode: warehouses.stateCode,
  countryCode: warehouses.countryCode,
  postalCode: warehouses.postalCode,
  gstin: warehouses.gstin,
  timezone: warehouses.timezone,
  contactName: warehouses.contactName,
  phone: warehouses.phone,
  phoneCountry: warehouses.phoneCountry,
  email: warehouses.email,
  status: warehouses.status,
  locationCount,
  binCount,
  createdAt: warehouses.createdAt,
  updatedAt: warehouses.updatedAt,
};
export type WarehouseRow = RowOf<typeof warehouseColumns>;
export type WarehouseValues = Omit<
  typeof warehouses.$inferInsert,
  'id' | 'status' | 'createdAt' | 'updatedAt'
>;

const sortKeys = {
  code: { expression: warehouses.code, type: 'text' },
  name: { expression: warehouses.name, type: 'text' },
  city: { expression: warehouses.city, type: 'text' },
  status: { expression: warehouses.status, type: 'text' },
  locationCount: { expression: locationCount, type: 'integer' },
  binCount: { expression: binCount, type: 'integer' },
  updatedAt: { expression: warehouses.updatedAt, type: 'timestamptz' },
} satisfies Record<string, SortKey>;

const listSort = (sort: string | undefined): ListSort => resolveSort(sort, sortKeys, 'code');

/** The list's search, also the command palette's: code, name, city or GSTIN. */
function warehouseSearch(q: string): SQL | undefined {
  const pattern = likePattern(q);
  return or(
    ilike(warehouses.code, pattern),
    ilike(warehouses.name, pattern),
    ilike(warehouses.city, pattern),
    ilike(warehouses.gstin, pattern),
  );
}

function filtersOf(filters: WarehouseFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const search = filters.q ? warehouseSearch(filters.q) : undefined;
  if (search) conditions.push(search);
  if (filters.status) conditions.push(eq(warehouses.status, filters.status));
  if (filters.state) conditions.push(eq(warehouses.stateCode, filters.state));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** What a record made in a warehouse reads of it. */
const summaryColumns = {
  id: warehouses.id,
  code: warehouses.code,
  name: warehouses.name,
  status: warehouses.status,
};

export function createWarehousesRepository(db: Executor) {
  const select = () => db.select(warehouseColumns).from(warehouses);

  const listSource = (filters: WarehouseFilters): ListSource => {
    const where = filtersOf(filters);
    return {
      sort: listSort(filters.sort),
      id: warehouses.id,
      columns: warehouseColumns,
      rows: (selection, condition) =>
        db.select(selection).from(warehouses).where(and(where, condition)).$dynamic(),
      ids: db.select({ id: warehouses.id }).from(warehouses).where(where),
    };
  };

  return {
    /** The command palette's warehouses: an exact code first, then the list's search. */
    quickSearch(q: string, limit: number) {
      const matches = () =>
        db
          .select({
            code: warehouses.code,
            name: warehouses.name,
            city: warehouses.city,
            status: warehouses.status,
          })
          .from(warehouses);
      return exactThenOthers(
        limit,
        (size: number) => matches().where(eq(warehouses.code, q.toUpperCase())).limit(size),
        (size: number) =>
          matches()
            .where(warehouseSearch(q))
            .orderBy(exactFirst(eq(warehouses.code, q.toUpperCase())), asc(warehouses.code))
            .limit(size),
        (row) => row.code,
      );
    },

    ...listReadings<WarehouseRow, WarehouseFilters>(db, listSource),

    /** Every warehouse, for a picker or a filter: there are few. */
    options() {
      return db
        .select({ code: warehouses.code, name: warehouses.name, status: warehouses.status })
        .from(warehouses)
        .orderBy(asc(warehouses.code));
    },

    async find(code: string): Promise<WarehouseRow | null> {
      const [row] = await select().where(eq(warehouses.code, code));
      return row ?? null;
    },

    /** A warehouse about to be changed or deleted, locked until the transaction ends. */
    async findForChange(code: string): Promise<WarehouseRow | null> {
      const [row] = await select()
        .where(eq(warehouses.code, code))
        .for('update', { of: warehouses });
      return row ?? null;
    },

    /**
     * A warehouse another record is about to name, share-locked until the transaction ends, so
     * it is neither deleted nor deactivated under the write.
     */
    async findSummary(code: string) {
      const [row] = await db
        .select(summaryColumns)
        .from(warehouses)
        .where(eq(warehouses.code, code))
        .for('share');
      return row ?? null;
    },

    /**
     * The warehouses among `codes`, by code, as `findSummary` reads one; share-locked with
     * `lock`, so that none is deactivated or deleted under the locations being added.
     */
    async findSummaries(codes: string[], lock = false) {
      if (codes.length === 0) return new Map<string, WarehouseSummary>();
      const query = db
        .select(summaryColumns)
        .from(warehouses)
        .where(inArray(warehouses.code, codes));
      const rows = lock ? await query.for('share') : await query;
      return new Map(rows.map((row) => [row.code, row]));
    },

    async findManyForChange(codes: string[]) {
      if (codes.length === 0) return [];
      return db
        .select({ id: warehouses.id, code: warehouses.code, status: warehouses.status })
        .from(warehouses)
        .where(inArray(warehouses.code, codes))
        .for('update');
    },

    async codeTaken(code: string): Promise<boolean> {
      const [row] = await db
        .select({ id: warehouses.id })
        .from(warehouses)
        .where(eq(warehouses.code, code));
      return row !== undefined;
    },

    async insert(values: WarehouseValues): Promise<number> {
      const [row] = await db.insert(warehouses).values(values).returning({ id: warehouses.id });
      if (!row) throw new Error('warehouse not created');
      return row.id;
    },

    async update(warehouseId: number, changes: Partial<WarehouseValues>) {
      await db
        .update(warehouses)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(warehouses.id, warehouseId));
    },

    async setStatus(warehouseId: number, status: 'active' | 'inactive') {
      await db
        .update(warehouses)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(warehouses.id, warehouseId));
    },

    async remove(warehouseId: number) {
      await db.delete(warehouses).where(eq(warehouses.id, warehouseId));
    },
  };
}

/** A warehouse as a location added to it needs it. */
export type WarehouseSummary = RowOf<typeof summaryColumns>;
