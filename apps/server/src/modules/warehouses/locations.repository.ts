import type { LocationFilters } from '@depot/contracts/locations';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { type Executor, executeRows, type RowOf } from '../../db/client.ts';
import type { LocationValues } from '../../db/first-locations.ts';
import { locations, nextLocationId, warehouses } from '../../db/schema/warehouses.ts';
import { type ListSource, listReadings } from '../../lib/list-pages.ts';
import {
  exactFirst,
  exactThenOthers,
  type ListSort,
  likePattern,
  resolveSort,
  type SortKey,
} from '../../lib/lists.ts';

const parents = alias(locations, 'parent');

// Spelled out: inside a subquery Drizzle leaves columns unqualified.
const childCount = sql<number>`(select count(*)::int from "locations" "child" where "child"."parent_id" = "locations"."id")`;

const locationColumns = {
  id: locations.id,
  publicId: locations.publicId,
  code: locations.code,
  name: locations.name,
  warehouseCode: warehouses.code,
  warehouseName: warehouses.name,
  parentId: parents.publicId,
  parentCode: parents.code,
  path: locations.path,
  kind: locations.kind,
  purpose: locations.purpose,
  pickable: locations.pickable,
  countsAsAvailable: locations.countsAsAvailable,
  maxUnits: locations.maxUnits,
  maxVolumeL: locations.maxVolumeL,
  maxWeightKg: locations.maxWeightKg,
  status: locations.status,
  childCount,
  createdAt: locations.createdAt,
  updatedAt: locations.updatedAt,
};
/** A location's row; its parent's columns are null at the top of the tree (a left join). */
export type LocationRow = Omit<RowOf<typeof locationColumns>, 'parentId' | 'parentCode'> & {
  parentId: string | null;
  parentCode: string | null;
};

/** A location as one put inside it needs it: where it is, what it holds, how deep. */
const parentColumns = {
  id: locations.id,
  publicId: locations.publicId,
  warehouseId: locations.warehouseId,
  code: locations.code,
  kind: locations.kind,
  purpose: locations.purpose,
  path: locations.path,
  depth: locations.depth,
  status: locations.status,
};

const sortKeys = {
  code: { expression: locations.code, type: 'text' },
  kind: { expression: locations.kind, type: 'text' },
  purpose: { expression: locations.purpose, type: 'text' },
  status: { expression: locations.status, type: 'text' },
  updatedAt: { expression: locations.updatedAt, type: 'timestamptz' },
} satisfies Record<string, SortKey>;

const listSort = (sort: string | undefined): ListSort =>
  resolveSort(sort, sortKeys, 'code', { idFollowsSort: true });

/** The list's search, also the command palette's: code or name. */
function locationSearch(q: string): SQL | undefined {
  const pattern = likePattern(q);
  return or(ilike(locations.code, pattern), ilike(locations.name, pattern));
}

function filtersOf(filters: LocationFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const search = filters.q ? locationSearch(filters.q) : undefined;
  if (search) conditions.push(search);
  if (filters.warehouse) conditions.push(eq(warehouses.code, filters.warehouse));
  if (filters.kind) conditions.push(eq(locations.kind, filters.kind));
  if (filters.purpose) conditions.push(eq(locations.purpose, filters.purpose));
  if (filters.pickable !== undefined) conditions.push(eq(locations.pickable, filters.pickable));
  if (filters.countsAsAvailable !== undefined) {
    conditions.push(eq(locations.countsAsAvailable, filters.countsAsAvailable));
  }
  if (filters.status) conditions.push(eq(locations.status, filters.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const nodeRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['area', 'rack', 'shelf', 'bin', 'virtual']),
  purpose: z.string(),
  status: z.enum(['active', 'inactive']),
  pickable: z.boolean(),
  parentId: z.string().nullable(),
  path: z.string(),
  childCount: z.coerce.number(),
  binCount: z.coerce.number(),
});
export type NodeRow = z.infer<typeof nodeRow>;

/**
 * Tree nodes with what lies below each: its children, and its bins at any depth — a range of
 * the (warehouse, path) index, "STORAGE/A/" up to "STORAGE/A0" ("0" follows "/"), compared
 * byte by byte as that index orders them.
 */
function nodesWhere(condition: SQL, limit: number) {
  return sql`
    select n.public_id as "id", n.code, n.name, n.kind, n.purpose, n.status, n.pickable,
      p.public_id as "parentId", n.path,
      (select count(*) from locations c where c.parent_id = n.id) as "childCount",
      case when n.kind = 'bin' then 1 else (
        select count(*) from locations d
        where d.warehouse_id = n.warehouse_id and d.kind = 'bin'
          and d.path ~>=~ (n.path || '/') and d.path ~<~ (n.path || '0')
      ) end as "binCount"
    from locations n
    left join locations p on p.id = n.parent_id
    where ${condition}
    order by n.kind = 'virtual', n.path collate "C"
    limit ${limit}`;
}

export function createLocationsRepository(db: Executor) {
  const listSource = (filters: LocationFilters): ListSource => {
    const where = filtersOf(filters);
    return {
      sort: listSort(filters.sort),
      id: locations.id,
      columns: locationColumns,
      rows: (selection, condition) =>
        db
          .select(selection)
          .from(locations)
          .innerJoin(warehouses, eq(warehouses.id, locations.warehouseId))
          .leftJoin(parents, eq(parents.id, locations.parentId))
          .where(and(where, condition))
          .$dynamic(),
      ids: db
        .select({ id: locations.id })
        .from(locations)
        .innerJoin(warehouses, eq(warehouses.id, locations.warehouseId))
        .where(where),
    };
  };

  async function nodes(condition: SQL, limit: number): Promise<NodeRow[]> {
    const rows = await executeRows(db, nodesWhere(condition, limit));
    return rows.map((row) => nodeRow.parse(row));
  }

  return {
    /** The command palette's locations: an exact code first, then the list's search. */
    quickSearch(q: string, limit: number) {
      const matches = () =>
        db
          .select({
            id: locations.publicId,
            code: locations.code,
            name: locations.name,
            kind: locations.kind,
            warehouseCode: warehouses.code,
            status: locations.status,
          })
          .from(locations)
          .innerJoin(warehouses, eq(warehouses.id, locations.warehouseId));
      return exactThenOthers(
        limit,
        (size: number) =>
          matches()
            .where(or(eq(locations.code, q.toUpperCase()), eq(locations.publicId, q.toUpperCase())))
            .orderBy(asc(locations.id))
            .limit(size),
        (size: number) =>
          matches()
            .where(locationSearch(q))
            .orderBy(exactFirst(eq(locations.code, q.toUpperCase())), asc(locations.code))
            .limit(size),
        (row) => row.id,
      );
    },

    ...listReadings<LocationRow, LocationFilters>(db, listSource),

    async find(publicId: string): Promise<LocationRow | null> {
      const [row] = await db
        .select(locationColumns)
        .from(locations)
        .innerJoin(warehouses, eq(warehouses.id, locations.warehouseId))
        .leftJoin(parents, eq(parents.id, locations.parentId))
        .where(eq(locations.publicId, publicId));
      return row ?? null;
    },

    /** A location about to be changed or deleted, locked until the transaction ends. */
    async findForChange(publicId: string) {
      const [row] = await db
        .select({
          id: locations.id,
          publicId: locations.publicId,
          warehouseId: locations.warehouseId,
          kind: locations.kind,
          status: locations.status,
        })
        .from(locations)
        .where(eq(locations.publicId, publicId))
        .for('update');
      return row ?? null;
    },

    /** Locations by public id, locked, as the status switch reads them. */
    async findManyForChange(publicIds: string[]) {
      if (publicIds.length === 0) return [];
      return db
        .select({
          id: locations.id,
          code: locations.publicId,
          kind: locations.kind,
          status: locations.status,
        })
        .from(locations)
        .where(inArray(locations.publicId, publicIds))
        .for('update');
    },

    /**
     * The location new ones go inside, share-locked so it is neither deleted nor moved out from
     * under them before they are written.
     */
    async findParent(publicId: string) {
      const [row] = await db
        .select(parentColumns)
        .from(locations)
        .where(eq(locations.publicId, publicId))
        .for('share');
      return row ?? null;
    },

    /** Locations by public id, as `find` reads one, in no order. */
    findMany(publicIds: string[]): Promise<LocationRow[]> {
      if (publicIds.length === 0) return Promise.resolve([]);
      return db
        .select(locationColumns)
        .from(locations)
        .innerJoin(warehouses, eq(warehouses.id, locations.warehouseId))
        .leftJoin(parents, eq(parents.id, locations.parentId))
        .where(inArray(locations.publicId, publicIds));
    },

    /**
     * The locations of these warehouses whose code is one of `codes`, as a parent is read
     * (`findParent`); share-locked with `lock`. An import reads the codes it makes and the
     * parents it names so, in one statement a chunk.
     */
    async withCodes(warehouseIds: number[], codes: string[], lock = false) {
      if (warehouseIds.length === 0 || codes.length === 0) return [];
      const query = db
        .select(parentColumns)
        .from(locations)
        .where(and(inArray(locations.warehouseId, warehouseIds), inArray(locations.code, codes)));
      return lock ? query.for('share') : query;
    },

    /** What the labels of these locations show, in walking order (warehouse, then path). */
    labelled(publicIds: string[]) {
      if (publicIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: locations.publicId,
          code: locations.code,
          path: locations.path,
          warehouseCode: warehouses.code,
          warehouseName: warehouses.name,
        })
        .from(locations)
        .innerJoin(warehouses, eq(warehouses.id, locations.warehouseId))
        .where(inArray(locations.publicId, publicIds))
        .orderBy(asc(warehouses.code), sql`${locations.path} collate "C"`);
    },

    /** Which of these codes the warehouse already has, in the given order, at most `limit`. */
    async existingCodes(warehouseId: number, codes: string[], limit: number) {
      if (codes.length === 0) return { codes: [], count: 0 };
      const rows = await db
        .select({ code: locations.code })
        .from(locations)
        .where(and(eq(locations.warehouseId, warehouseId), inArray(locations.code, codes)));
      const taken = new Set(rows.map((row) => row.code));
      return { codes: codes.filter((code) => taken.has(code)).slice(0, limit), count: taken.size };
    },

    /** New locations, each with the next public id; answers their ids in the given order. */
    async insertMany(values: LocationValues[]): Promise<{ id: number; publicId: string }[]> {
      if (values.length === 0) return [];
      return db
        .insert(locations)
        .values(values.map((value) => ({ ...value, publicId: nextLocationId })))
        .returning({ id: locations.id, publicId: locations.publicId });
    },

    async update(locationId: number, changes: Partial<LocationValues>) {
      await db
        .update(locations)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(locations.id, locationId));
    },

    async setStatus(locationId: number, status: 'active' | 'inactive') {
      await db
        .update(locations)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(locations.id, locationId));
    },

    async countChildren(locationId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(locations)
        .where(eq(locations.parentId, locationId));
      return Number(row?.count ?? 0);
    },

    async remove(locationId: number) {
      await db.delete(locations).where(eq(locations.id, locationId));
    },

    /** Every location of a warehouse, its virtual ones with them. */
    async removeAllOf(warehouseId: number) {
      await db.delete(locations).where(eq(locations.warehouseId, warehouseId));
    },

    /** The children of a location (the top of the tree without one), in walking order. */
    children(warehouseId: number, parentId: number | null, limit: number) {
      return nodes(
        parentId === null
          ? sql`n.warehouse_id = ${warehouseId} and n.parent_id is null`
          : sql`n.warehouse_id = ${warehouseId} and n.parent_id = ${parentId}`,
        limit,
      );
    },

    /** Locations whose code or name holds `q`, in walking order. */
    matching(warehouseId: number, q: string, limit: number) {
      const pattern = likePattern(q);
      return nodes(
        sql`n.warehouse_id = ${warehouseId} and (n.code ilike ${pattern} or n.name ilike ${pattern})`,
        limit,
      );
    },

    /** The locations at these paths: the ancestors of matches, to show the way down to them. */
    atPaths(warehouseId: number, paths: string[]) {
      if (paths.length === 0) return Promise.resolve([]);
      return nodes(
        sql`n.warehouse_id = ${warehouseId} and ${inArray(sql`n.path`, paths)}`,
        paths.length,
      );
    },
  };
}

export type { LocationValues };
