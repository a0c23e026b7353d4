import type {
  createZoneBodySchema,
  updateZoneBodySchema,
  ZoneCoverage,
  ZoneFilters,
} from '@depot/contracts/zones';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, executeRows, type RowOf } from '../../db/client.ts';
import { type CatalogueStatus, zoneRegions, zones } from '../../db/schema/catalogue.ts';
import { columnValues } from '../../lib/column-values.ts';
import { type ListSource, listReadings } from '../../lib/list-pages.ts';
import {
  exactFirst,
  type ListSort,
  likePattern,
  resolveSort,
  type SortKey,
} from '../../lib/lists.ts';

// Spelled out: inside a subquery Drizzle leaves columns unqualified, and "id" would bind to
// package_rates. A package prices a zone at most once (the rates' primary key), so rows count
// packages.
const packageCount = sql<number>`(select count(*)::int from "package_rates" where "package_rates"."zone_id" = "zones"."id")`;

const zoneColumns = {
  id: zones.id,
  code: zones.code,
  name: zones.name,
  description: zones.description,
  status: zones.status,
  packageCount,
  createdAt: zones.createdAt,
  updatedAt: zones.updatedAt,
};

const sortKeys = {
  code: { expression: zones.code, type: 'text' },
  name: { expression: zones.name, type: 'text' },
  status: { expression: zones.status, type: 'text' },
  packageCount: { expression: packageCount, type: 'integer' },
  updatedAt: { expression: zones.updatedAt, type: 'timestamptz' },
} satisfies Record<string, SortKey>;

const listSort = (sort: string | undefined): ListSort => resolveSort(sort, sortKeys, 'code');

/** The list's search, also the command palette's: code or name. */
function zoneSearch(q: string): SQL | undefined {
  const pattern = likePattern(q);
  return or(ilike(zones.code, pattern), ilike(zones.name, pattern));
}

/** The list's and the export's filters as one condition. */
function filtersOf(filters: ZoneFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const search = filters.q ? zoneSearch(filters.q) : undefined;
  if (search) conditions.push(search);
  if (filters.status) conditions.push(eq(zones.status, filters.status));
  if (filters.country) {
    conditions.push(
      sql`exists (select 1 from "zone_regions" where "zone_regions"."zone_id" = "zones"."id" and "zone_regions"."country_code" = ${filters.country})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const overlapRow = z.object({
  code: z.string(),
  name: z.string(),
  countryCode: z.string(),
  stateCodes: z.array(z.string()),
});

export type ZoneRow = RowOf<typeof zoneColumns>;
export type RegionRow = { zoneId: number; countryCode: string; stateCode: string | null };

export function createZonesRepository(db: Executor) {
  const select = () => db.select(zoneColumns).from(zones);

  /** The filtered zones in the list's order, for a page or the export. */
  const listSource = (filters: ZoneFilters): ListSource => {
    const sort = listSort(filters.sort);
    const where = filtersOf(filters);
    return {
      sort,
      id: zones.id,
      columns: zoneColumns,
      rows: (selection, condition) =>
        db.select(selection).from(zones).where(and(where, condition)).$dynamic(),
      ids: db.select({ id: zones.id }).from(zones).where(where),
    };
  };

  return {
    /** The command palette's zones: the list's search, an exact code first. */
    quickSearch(q: string, limit: number) {
      return db
        .select({ code: zones.code, name: zones.name, status: zones.status })
        .from(zones)
        .where(zoneSearch(q))
        .orderBy(exactFirst(eq(zones.code, q.toUpperCase())), asc(zones.code))
        .limit(limit);
    },

    /** The Zones list, its export's count and its export's rows. */
    ...listReadings<ZoneRow, ZoneFilters>(db, listSource),

    /** What the zones cover, by country then state (the whole country, null, first). */
    async regionsOf(zoneIds: number[]): Promise<RegionRow[]> {
      if (zoneIds.length === 0) return [];
      return db
        .select({
          zoneId: zoneRegions.zoneId,
          countryCode: zoneRegions.countryCode,
          stateCode: zoneRegions.stateCode,
        })
        .from(zoneRegions)
        .where(inArray(zoneRegions.zoneId, zoneIds))
        .orderBy(
          asc(zoneRegions.zoneId),
          asc(zoneRegions.countryCode),
          sql`${zoneRegions.stateCode} asc nulls first`,
        );
    },

    async find(code: string): Promise<ZoneRow | null> {
      const [row] = await select().where(eq(zones.code, code));
      return row ?? null;
    },

    /** A zone about to be changed or deleted, locked until the transaction ends. */
    async findForChange(code: string): Promise<ZoneRow | null> {
      const [row] = await select().where(eq(zones.code, code)).for('update', { of: zones });
      return row ?? null;
    },

    /** Zones by code, locked like `findForChange`. */
    async findManyForChange(codes: string[]) {
      if (codes.length === 0) return [];
      return db
        .select({ id: zones.id, code: zones.code, status: zones.status })
        .from(zones)
        .where(inArray(zones.code, codes))
        .for('update');
    },

    /**
     * Zones a package is about to price, held (key share) until commit: a concurrent deletion
     * waits, then counts the new rates, and a concurrent rate waits for a deletion to finish.
     */
    async findForRates(codes: string[]) {
      if (codes.length === 0) return [];
      return db
        .select({ id: zones.id, code: zones.code, name: zones.name, status: zones.status })
        .from(zones)
        .where(inArray(zones.code, codes))
        .for('key share');
    },

    /** Every zone, for a package's rates grid. */
    options() {
      return db
        .select({ code: zones.code, name: zones.name, status: zones.status })
        .from(zones)
        .orderBy(asc(zones.code));
    },

    async codeTaken(code: string): Promise<boolean> {
      const [row] = await db.select({ id: zones.id }).from(zones).where(eq(zones.code, code));
      return row !== undefined;
    },

    /** A new zone from its body: every field but the coverage is a column of `zones`. */
    async insert(body: z.output<typeof createZoneBodySchema>): Promise<number> {
      const values = columnValues(zones, body, ['coverage']);
      const [row] = await db.insert(zones).values(values).returning({ id: zones.id });
      if (!row) throw new Error('zone not created');
      return row.id;
    },

    /** The fields the body sends, and no other; the coverage is `replaceRegions`'. */
    async update(zoneId: number, body: z.output<typeof updateZoneBodySchema>) {
      await db
        .update(zones)
        .set({ ...columnValues(zones, body, ['coverage']), updatedAt: sql`now()` })
        .where(eq(zones.id, zoneId));
    },

    /** Replaces what the zone covers: one row per whole country, or one per state. */
    async replaceRegions(zoneId: number, coverage: ZoneCoverage[]) {
      await db.delete(zoneRegions).where(eq(zoneRegions.zoneId, zoneId));
      const rows = coverage.flatMap((country): RegionRow[] =>
        country.stateCodes.length === 0
          ? [{ zoneId, countryCode: country.countryCode, stateCode: null }]
          : country.stateCodes.map((stateCode) => ({
              zoneId,
              countryCode: country.countryCode,
              stateCode,
            })),
      );
      if (rows.length > 0) await db.insert(zoneRegions).values(rows);
    },

    async setStatus(zoneId: number, status: CatalogueStatus) {
      await db.update(zones).set({ status, updatedAt: sql`now()` }).where(eq(zones.id, zoneId));
    },

    /** Packages with a rate for the zone. */
    async countPackages(zoneId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`${packageCount}` })
        .from(zones)
        .where(eq(zones.id, zoneId));
      return Number(row?.count ?? 0);
    },

    async remove(zoneId: number) {
      await db.delete(zones).where(eq(zones.id, zoneId));
    },

    /**
     * Where other zones meet this one, per other zone and country: they meet where either covers
     * the whole country, or both cover a state. The states reported are those of the side that
     * lists states (both sides' common ones when both do); none when both cover it whole.
     */
    async overlaps(zoneId: number) {
      const rows = await executeRows(
        db,
        sql`
          select other.code, other.name, theirs.country_code as "countryCode",
            coalesce(
              array_agg(distinct coalesce(theirs.state_code, mine.state_code)
                order by coalesce(theirs.state_code, mine.state_code))
                filter (where coalesce(theirs.state_code, mine.state_code) is not null),
              '{}'
            ) as "stateCodes"
          from zone_regions mine
          join zone_regions theirs
            on theirs.country_code = mine.country_code
            and theirs.zone_id <> mine.zone_id
            and (mine.state_code is null or theirs.state_code is null
              or mine.state_code = theirs.state_code)
          join zones other on other.id = theirs.zone_id
          where mine.zone_id = ${zoneId}
          group by other.id, other.code, other.name, theirs.country_code
          order by other.code, theirs.country_code`,
      );
      return rows.map((row) => overlapRow.parse(row));
    },
  };
}

export type ZonesRepository = ReturnType<typeof createZonesRepository>;
