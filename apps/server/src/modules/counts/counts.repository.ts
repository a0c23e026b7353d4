import type { CountFilters } from '@depot/contracts/counts';
import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { type Executor, executeRows, type RowOf, type Selection } from '../../db/client.ts';
import { stockAdjustments } from '../../db/schema/adjustments.ts';
import {
  nextCountCode,
  stockCountLines,
  stockCountPlaces,
  stockCounts,
} from '../../db/schema/counts.ts';
import { skus } from '../../db/schema/skus.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import { users } from '../../db/schema/users.ts';
import { locations, warehouses } from '../../db/schema/warehouses.ts';
import { type ListSource, listReadings } from '../../lib/list-pages.ts';
import { likePattern, resolveSort, type SortKey } from '../../lib/lists.ts';
import { operatorDayStart } from '../../lib/operator-calendar.ts';

const creators = alias(teamMembers, 'creators');
const submitters = alias(teamMembers, 'submitters');
const deciders = alias(teamMembers, 'deciders');
const counters = alias(teamMembers, 'counters');

/** Lines whose count differs from the ledger, and by how much each way, once counted. */
const varianceOf = (countId: SQL | typeof stockCounts.id) => sql<{
  lines: number;
  over: number;
  short: number;
}>`(select json_build_object(
    'lines', count(*) filter (where l.counted <> l.at_count),
    'over', coalesce(sum(l.counted - l.at_count) filter (where l.counted > l.at_count), 0),
    'short', coalesce(sum(l.at_count - l.counted) filter (where l.counted < l.at_count), 0))
  from stock_count_lines l where l.count_id = ${countId})`;

const countColumns = {
  id: stockCounts.id,
  code: stockCounts.code,
  status: stockCounts.status,
  warehouseId: stockCounts.warehouseId,
  warehouseCode: warehouses.code,
  warehouseName: warehouses.name,
  note: stockCounts.note,
  bins: stockCounts.bins,
  binsCounted: stockCounts.binsCounted,
  variance: varianceOf(stockCounts.id),
  createdByMemberId: stockCounts.createdByMemberId,
  createdByEmployeeId: creators.employeeId,
  createdByName: creators.fullName,
  submittedByEmployeeId: submitters.employeeId,
  submittedByName: submitters.fullName,
  submittedAt: stockCounts.submittedAt,
  decidedByEmployeeId: deciders.employeeId,
  decidedByName: deciders.fullName,
  decidedAt: stockCounts.decidedAt,
  decisionComment: stockCounts.decisionComment,
  createdAt: stockCounts.createdAt,
  updatedAt: stockCounts.updatedAt,
};

const sortKeys = {
  code: { expression: stockCounts.id, type: 'integer' },
  bins: { expression: stockCounts.bins, type: 'integer' },
  createdAt: { expression: stockCounts.createdAt, type: 'timestamptz' },
} satisfies Record<string, SortKey>;

/** The search: the code, the note, or the code of one of its bins. */
function countSearch(q: string): SQL | undefined {
  const pattern = likePattern(q);
  return or(
    ilike(stockCounts.code, pattern),
    ilike(stockCounts.note, pattern),
    inArray(
      stockCounts.id,
      sql`(select ${stockCountPlaces.countId} from ${stockCountPlaces}
        join ${locations} on ${locations.id} = ${stockCountPlaces.locationId}
        where ${locations.code} ilike ${pattern})`,
    ),
  );
}

function filtersOf(filters: CountFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const search = filters.q ? countSearch(filters.q) : undefined;
  if (search) conditions.push(search);
  if (filters.status) conditions.push(eq(stockCounts.status, filters.status));
  if (filters.warehouse) conditions.push(eq(warehouses.code, filters.warehouse));
  if (filters.from) {
    conditions.push(sql`${stockCounts.createdAt} >= ${operatorDayStart(filters.from)}`);
  }
  if (filters.to) {
    conditions.push(sql`${stockCounts.createdAt} < ${operatorDayStart(filters.to, 1)}`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const fromCounts = (db: Executor, selection: Selection) =>
  db
    .select(selection)
    .from(stockCounts)
    .innerJoin(warehouses, eq(warehouses.id, stockCounts.warehouseId))
    .leftJoin(creators, eq(creators.id, stockCounts.createdByMemberId))
    .leftJoin(submitters, eq(submitters.id, stockCounts.submittedByMemberId))
    .leftJoin(deciders, eq(deciders.id, stockCounts.decidedByMemberId))
    .$dynamic();

type Person =
  | 'createdByEmployeeId'
  | 'createdByName'
  | 'submittedByEmployeeId'
  | 'submittedByName'
  | 'decidedByEmployeeId'
  | 'decidedByName';
/** A count as read: the people empty where nobody is (left-joined). */
export type CountRow = Omit<RowOf<typeof countColumns>, Person> & Record<Person, string | null>;

const placeRow = z.object({
  named: z.string(),
  id: z.number(),
  code: z.string(),
  path: z.string(),
  kind: z.string(),
  status: z.string(),
});

const heldRow = z.object({
  user_id: z.number(),
  sku_id: z.number(),
  location_id: z.number(),
  lot_number: z.string().nullable(),
  expires_on: z.string().nullable(),
  on_hand: z.number(),
});

const openCountRow = z.object({ code: z.string(), location: z.string() });
const binRow = z.object({ warehouse_id: z.number(), code: z.string() });

export function createCountsRepository(db: Executor) {
  const listSource = (filters: CountFilters): ListSource => {
    const where = filtersOf(filters);
    return {
      sort: resolveSort(filters.sort ?? '-createdAt', sortKeys, 'createdAt', {
        idFollowsSort: true,
      }),
      id: stockCounts.id,
      columns: countColumns,
      rows: (selection, condition) => fromCounts(db, selection).where(and(where, condition)),
      ids: fromCounts(db, { id: stockCounts.id }).where(where),
    };
  };

  return {
    ...listReadings<CountRow, CountFilters>(db, listSource),

    async find(code: string): Promise<CountRow | null> {
      const [row] = await fromCounts(db, countColumns).where(eq(stockCounts.code, code));
      return (row as CountRow | undefined) ?? null;
    },

    /** The count, its row locked until the transaction ends. */
    async findForChange(code: string) {
      const [row] = await db
        .select({
          id: stockCounts.id,
          status: stockCounts.status,
          warehouseId: stockCounts.warehouseId,
          bins: stockCounts.bins,
          binsCounted: stockCounts.binsCounted,
          createdByMemberId: stockCounts.createdByMemberId,
        })
        .from(stockCounts)
        .where(eq(stockCounts.code, code))
        .for('update');
      return row ?? null;
    },

    /** Holds every count of the warehouse begun from now until the transaction ends. */
    async lockWarehouse(warehouseId: number): Promise<void> {
      await db.execute(sql`select id from warehouses where id = ${warehouseId} for update`);
    },

    /**
     * The real locations these codes name, and every real location below each: what a count of
     * a rack, a shelf or an area covers. Codes the warehouse lacks are left out.
     */
    async placesUnder(warehouseId: number, codes: readonly string[]) {
      const rows = await executeRows(
        db,
        sql`select distinct on (l.id) n.code as named, l.id, l.code, l.path, l.kind, l.status
          from locations n
          join locations l on l.warehouse_id = n.warehouse_id
            and (l.id = n.id or left(l.path, length(n.path) + 1) = n.path || '/')
          where n.warehouse_id = ${warehouseId}
            and n.code in (${sql.join(
              codes.map((code) => sql`${code}`),
              sql`, `,
            )})
            and l.kind <> 'virtual'
          order by l.id`,
      );
      return rows.map((row) => placeRow.parse(row));
    },

    /** The places of these ids already in a count not yet posted or rejected, with its code. */
    async inOpenCounts(placeIds: readonly number[]) {
      if (placeIds.length === 0) return [];
      const rows = await executeRows(
        db,
        sql`select c.code, l.code as location from stock_count_places p
          join stock_counts c on c.id = p.count_id and c.status in ('counting', 'review')
          join locations l on l.id = p.location_id
          where p.location_id in (${sql.join(
            placeIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          order by l.path collate "C" limit 5`,
      );
      return rows.map((row) => openCountRow.parse(row));
    },

    /**
     * What the balances of these places hold now, key by key (client, SKU, lot): what a count
     * compares with, read as the latest committed movements left it.
     */
    async heldIn(placeIds: readonly number[]) {
      if (placeIds.length === 0) return [];
      const rows = await executeRows(
        db,
        sql`select b.user_id, b.sku_id, b.location_id, lo.number as lot_number,
            lo.expires_on::text as expires_on, b.on_hand
          from stock_balances b
          left join stock_lots lo on lo.id = b.lot_id
          where b.location_id in (${sql.join(
            placeIds.map((id) => sql`${id}`),
            sql`, `,
          )}) and b.on_hand > 0
          order by b.location_id, b.sku_id, lo.number nulls first`,
      );
      return rows.map((row) => heldRow.parse(row));
    },

    async insert(values: {
      warehouseId: number;
      note: string | null;
      createdByMemberId: number | null;
      placeIds: readonly number[];
      /** When it began, if not now (the sample's history). */
      createdAt?: Date;
      lines: ReadonlyArray<{
        locationId: number;
        userId: number;
        skuId: number;
        lotNumber: string | null;
        expiresOn: string | null;
        expected: number;
      }>;
    }) {
      const { placeIds, lines, createdAt, ...count } = values;
      const [created] = await db
        .insert(stockCounts)
        .values({
          ...count,
          code: nextCountCode,
          status: 'counting',
          bins: placeIds.length,
          ...(createdAt ? { createdAt, updatedAt: createdAt } : {}),
        })
        .returning({ id: stockCounts.id, code: stockCounts.code });
      if (!created) throw new Error('the count was not inserted');
      await db
        .insert(stockCountPlaces)
        .values(placeIds.map((locationId) => ({ countId: created.id, locationId })));
      if (lines.length > 0) {
        await db
          .insert(stockCountLines)
          .values(
            lines.map((line, index) => ({ ...line, countId: created.id, lineNo: index + 1 })),
          );
      }
      return created;
    },

    /** The count's bins in the order a person walks them, with who counted each. */
    placesOf(countId: number) {
      return db
        .select({
          locationId: stockCountPlaces.locationId,
          publicId: locations.publicId,
          code: locations.code,
          countedAt: stockCountPlaces.countedAt,
          countedByMemberId: stockCountPlaces.countedByMemberId,
          countedByEmployeeId: counters.employeeId,
          countedByName: counters.fullName,
        })
        .from(stockCountPlaces)
        .innerJoin(locations, eq(locations.id, stockCountPlaces.locationId))
        .leftJoin(counters, eq(counters.id, stockCountPlaces.countedByMemberId))
        .where(eq(stockCountPlaces.countId, countId))
        .orderBy(sql`${locations.path} collate "C"`);
    },

    /** The count's lines, bin by bin in walking order, with what names them. */
    linesOf(countId: number) {
      return db
        .select({
          lineNo: stockCountLines.lineNo,
          locationId: stockCountLines.locationId,
          locationPublicId: locations.publicId,
          locationCode: locations.code,
          userId: stockCountLines.userId,
          userCode: users.code,
          userBusinessName: users.businessName,
          skuId: skus.id,
          skuPublicId: skus.publicId,
          skuCode: skus.code,
          skuName: skus.name,
          skuTracking: skus.tracking,
          skuMrp: skus.mrp,
          lot: stockCountLines.lotNumber,
          expiresOn: stockCountLines.expiresOn,
          expected: stockCountLines.expected,
          atCount: stockCountLines.atCount,
          counted: stockCountLines.counted,
        })
        .from(stockCountLines)
        .innerJoin(locations, eq(locations.id, stockCountLines.locationId))
        .innerJoin(users, eq(users.id, stockCountLines.userId))
        .innerJoin(skus, eq(skus.id, stockCountLines.skuId))
        .where(eq(stockCountLines.countId, countId))
        .orderBy(
          sql`${locations.path} collate "C"`,
          asc(skus.code),
          sql`${stockCountLines.lotNumber} nulls first`,
        );
    },

    /** The clients of these codes, whatever their status: their stock is counted all the same. */
    usersByCodes(codes: readonly string[]) {
      if (codes.length === 0) return Promise.resolve([]);
      return db
        .select({ id: users.id, code: users.code, businessName: users.businessName })
        .from(users)
        .where(inArray(users.code, [...codes]));
    },

    /** The SKUs of these clients' codes, whatever their status. */
    skusByCodes(wanted: ReadonlyArray<{ userId: number; code: string }>) {
      if (wanted.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: skus.id,
          userId: skus.userId,
          code: skus.code,
          kind: skus.kind,
          tracking: skus.tracking,
        })
        .from(skus)
        .where(
          or(...wanted.map((one) => and(eq(skus.userId, one.userId), eq(skus.code, one.code)))),
        );
    },

    /**
     * Storage bins holding free stock that has not moved for a week, of the warehouse with the
     * most of them, in walking order: what the sample's counts count, so that each count comes
     * after what it finds.
     */
    async quietBins(limit: number) {
      const rows = await executeRows(
        db,
        sql`with quiet as (
            select l.warehouse_id, l.code, l.path from locations l
            where l.kind = 'bin' and l.status = 'active' and l.purpose = 'storage'
              and exists (select 1 from stock_balances b where b.location_id = l.id
                and b.on_hand >= 3 and b.reserved = 0 and b.on_hold = 0)
              and not exists (select 1 from stock_ledger e
                join stock_movements m on m.id = e.movement_id
                where (e.to_location_id = l.id or e.from_location_id = l.id)
                  and m.recorded_at > now() - interval '7 days'))
          select warehouse_id, code from quiet
          where warehouse_id = (select warehouse_id from quiet
            group by warehouse_id order by count(*) desc, warehouse_id limit 1)
          order by path collate "C" limit ${limit}`,
      );
      return rows.map((row) => binRow.parse(row));
    },

    /** The codes of the adjustments a count's variances were posted as. */
    async adjustmentsOf(countId: number): Promise<string[]> {
      const rows = await db
        .select({ code: stockAdjustments.code })
        .from(stockAdjustments)
        .where(eq(stockAdjustments.countId, countId))
        .orderBy(asc(stockAdjustments.id));
      return rows.map((row) => row.code);
    },

    /**
     * A bin counted (again): its lines found where they were, new ones for what was not
     * expected, the old count of the bin forgotten first. `held` is what the bin holds now.
     */
    async recordBin(
      countId: number,
      locationId: number,
      memberId: number | null,
      found: ReadonlyArray<{
        userId: number;
        skuId: number;
        lotNumber: string | null;
        expiresOn: string | null;
        counted: number;
      }>,
      held: ReadonlyArray<{
        userId: number;
        skuId: number;
        lotNumber: string | null;
        onHand: number;
      }>,
      at?: Date,
    ) {
      const inBin = and(
        eq(stockCountLines.countId, countId),
        eq(stockCountLines.locationId, locationId),
      );
      // Lines an earlier count of this bin added and nothing expected: gone, to be made anew.
      await db.delete(stockCountLines).where(and(inBin, eq(stockCountLines.expected, 0)));
      await db.update(stockCountLines).set({ atCount: null, counted: null }).where(inBin);
      const keyOf = (line: { skuId: number; lotNumber: string | null }) =>
        `${line.skuId}#${line.lotNumber ?? ''}`;
      const existing = await db
        .select({ skuId: stockCountLines.skuId, lotNumber: stockCountLines.lotNumber })
        .from(stockCountLines)
        .where(inBin);
      const known = new Set(existing.map(keyOf));
      const heldByKey = new Map(held.map((line) => [keyOf(line), line]));
      const countedByKey = new Map(found.map((line) => [keyOf(line), line]));
      // Every key anybody knows of in the bin: expected at the start, held now, or found.
      const fresh = new Map<
        string,
        { userId: number; skuId: number; lotNumber: string | null; expiresOn: string | null }
      >();
      for (const line of [...held, ...found]) {
        const key = keyOf(line);
        if (!known.has(key) && !fresh.has(key)) {
          fresh.set(key, {
            userId: line.userId,
            skuId: line.skuId,
            lotNumber: line.lotNumber,
            expiresOn: 'expiresOn' in line ? line.expiresOn : null,
          });
        }
      }
      if (fresh.size > 0) {
        const [last] = await db
          .select({ lineNo: sql<number>`coalesce(max(${stockCountLines.lineNo}), 0)::int` })
          .from(stockCountLines)
          .where(eq(stockCountLines.countId, countId));
        let lineNo = last?.lineNo ?? 0;
        await db.insert(stockCountLines).values(
          [...fresh.values()].map((line) => ({
            ...line,
            countId,
            locationId,
            lineNo: ++lineNo,
            expected: 0,
          })),
        );
      }
      const all = await db
        .select({
          lineNo: stockCountLines.lineNo,
          skuId: stockCountLines.skuId,
          lotNumber: stockCountLines.lotNumber,
        })
        .from(stockCountLines)
        .where(inBin);
      // Every line of the bin in one statement: a bin holds up to two hundred.
      const values = all.map((line) => {
        const key = keyOf(line);
        return sql`(${line.lineNo}::int, ${heldByKey.get(key)?.onHand ?? 0}::int,
          ${countedByKey.get(key)?.counted ?? 0}::int, ${countedByKey.get(key)?.expiresOn ?? null}::date)`;
      });
      if (values.length > 0) {
        await db.execute(sql`
          update stock_count_lines l set at_count = v.at_count, counted = v.counted,
            expires_on = coalesce(v.expires_on, l.expires_on)
          from (values ${sql.join(values, sql`, `)}) as v(line_no, at_count, counted, expires_on)
          where l.count_id = ${countId} and l.line_no = v.line_no`);
      }
      const wasCounted = await db
        .update(stockCountPlaces)
        .set({ countedAt: at ?? sql`now()`, countedByMemberId: memberId })
        .where(
          and(
            eq(stockCountPlaces.countId, countId),
            eq(stockCountPlaces.locationId, locationId),
            isNull(stockCountPlaces.countedAt),
          ),
        )
        .returning({ locationId: stockCountPlaces.locationId });
      if (wasCounted.length === 0) {
        // Counted before: only who and when change.
        await db
          .update(stockCountPlaces)
          .set({ countedAt: at ?? sql`now()`, countedByMemberId: memberId })
          .where(
            and(eq(stockCountPlaces.countId, countId), eq(stockCountPlaces.locationId, locationId)),
          );
      }
      await db
        .update(stockCounts)
        .set({
          binsCounted: sql`${stockCounts.binsCounted} + ${wasCounted.length}`,
          updatedAt: at ?? sql`now()`,
        })
        .where(eq(stockCounts.id, countId));
    },

    /** Whether a person counted any bin of the count. */
    async counted(countId: number, memberId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(stockCountPlaces)
        .where(
          and(
            eq(stockCountPlaces.countId, countId),
            eq(stockCountPlaces.countedByMemberId, memberId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async submit(countId: number, memberId: number | null, at?: Date) {
      await db
        .update(stockCounts)
        .set({
          status: 'review',
          submittedByMemberId: memberId,
          submittedAt: at ?? sql`now()`,
          updatedAt: at ?? sql`now()`,
        })
        .where(eq(stockCounts.id, countId));
    },

    /** Posts or rejects the count. */
    async decide(
      countId: number,
      decision: { status: 'posted' } | { status: 'rejected'; comment: string },
      memberId: number | null,
      at?: Date,
    ) {
      await db
        .update(stockCounts)
        .set({
          status: decision.status,
          decisionComment: decision.status === 'rejected' ? decision.comment : null,
          decidedByMemberId: memberId,
          decidedAt: at ?? sql`now()`,
          updatedAt: at ?? sql`now()`,
        })
        .where(eq(stockCounts.id, countId));
    },
  };
}

export type CountsRepository = ReturnType<typeof createCountsRepository>;
