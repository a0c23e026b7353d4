import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, executePrepared, executeRows, intArray } from '../../db/client.ts';
import { type movementKinds, nextMovementCode } from '../../db/schema/stock.ts';

export type MovementKind = (typeof movementKinds)[number];

/**
 * The only queries that write the stock ledger and the balances. Everything here runs inside
 * the caller's transaction (the stock service's `transaction`), which holds the balance rows'
 * locks from `lockBalances` until it commits.
 */

/** A balance's key: one client's SKU, in one lot (or none), at one location. */
export type BalanceKey = { skuId: number; locationId: number; lotId: number | null };

const placeRow = z.object({
  id: z.number(),
  warehouse_id: z.number(),
  kind: z.string(),
  purpose: z.string(),
  code: z.string(),
  status: z.string(),
});
export type PlaceRow = z.infer<typeof placeRow>;

const skuRow = z.object({
  id: z.number(),
  user_id: z.number(),
  code: z.string(),
  kind: z.string(),
  tracking: z.string(),
});
export type StockSkuRow = z.infer<typeof skuRow>;

const lotRow = z.object({
  id: z.number(),
  sku_id: z.number(),
  number: z.string(),
  expires_on: z.string().nullable(),
});

const balanceKeyRow = z.object({
  sku_id: z.number(),
  location_id: z.number(),
  lot_id: z.number().nullable(),
});

const freeRow = z.object({ free: z.number() });

const keyOfRow = (row: unknown): BalanceKey => {
  const key = balanceKeyRow.parse(row);
  return { skuId: key.sku_id, locationId: key.location_id, lotId: key.lot_id };
};

const movementRow = z.object({ id: z.number(), code: z.string() });
const idRow = z.object({ id: z.number() });

const ampleRow = z.object({
  user_id: z.number(),
  warehouse_id: z.number(),
  sku_id: z.number(),
  sku_code: z.string(),
  location_id: z.number(),
  mrp: z.coerce.number(),
});

const references = z.object({
  places: z.array(placeRow),
  skus: z.array(skuRow),
  lots: z.array(lotRow),
});
export type References = z.infer<typeof references>;

const changedAndNamed = references.extend({ changed: z.array(balanceKeyRow) });

/** The ids of what a movement names. */
export type Named = {
  locationIds: readonly number[];
  skuIds: readonly number[];
  lotIds: readonly number[];
};

/** A balance's key and the units it gains (above 0) or loses. */
export type BalanceChange = BalanceKey & { change: number };

const driftRow = z.object({
  user_id: z.number(),
  sku_id: z.number(),
  location_id: z.number(),
  lot_id: z.number().nullable(),
  balance: z.coerce.number(),
  ledger: z.coerce.number(),
  client_code: z.string(),
  sku_code: z.string(),
  warehouse_code: z.string(),
  location_code: z.string(),
  lot_number: z.string().nullable(),
});
export type DriftRow = z.infer<typeof driftRow>;

const placeCountDriftRow = z.object({
  warehouse_code: z.string(),
  kept: z.coerce.number(),
  counted: z.coerce.number(),
});
/** A warehouse whose kept count of places holding units differs from its balances. */
export type PlaceCountDrift = z.infer<typeof placeCountDriftRow>;

const ids = (values: readonly number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The changes as rows of (SKU, location, lot, change) from four array parameters, in the order
 * given; the lot as 0 where there is none (ids start at 1).
 */
const changeRows = (changes: readonly BalanceChange[]) =>
  sql`unnest(${intArray(changes.map((key) => key.skuId))}::int[],
    ${intArray(changes.map((key) => key.locationId))}::int[],
    ${intArray(changes.map((key) => key.lotId ?? 0))}::int[],
    ${intArray(changes.map((key) => key.change))}::int[]) as k(sku_id, location_id, lot_id, change)`;

/** The locations, SKUs and lots named, each as a JSON array column of one row. */
const namedColumns = (named: Named) => sql`
  (select coalesce(json_agg(json_build_object('id', id, 'warehouse_id', warehouse_id,
      'kind', kind, 'purpose', purpose, 'code', code, 'status', status)), '[]')
    from locations where id = any(${intArray(named.locationIds)}::int[])) as places,
  (select coalesce(json_agg(json_build_object('id', id, 'user_id', user_id,
      'code', code, 'kind', kind, 'tracking', tracking)), '[]')
    from skus where id = any(${intArray(named.skuIds)}::int[])) as skus,
  (select coalesce(json_agg(json_build_object('id', id, 'sku_id', sku_id,
      'number', number, 'expires_on', expires_on::text)), '[]')
    from stock_lots where id = any(${intArray(named.lotIds)}::int[])) as lots`;

/**
 * The CTE `changed`: each change added to its key's balance row (see `changeBalances`), the
 * keys changed returned. Only the client's own rows are touched; a virtual location has none.
 */
const guardedChange = (userId: number, changes: readonly BalanceChange[]) =>
  sql`changed as (
    update stock_balances b
    set on_hand = b.on_hand + k.change, version = b.version + 1, updated_at = now()
    from ${changeRows(changes)}
    where b.user_id = ${userId}::int and b.sku_id = k.sku_id and b.location_id = k.location_id
      and coalesce(b.lot_id, 0) = k.lot_id
      and b.on_hand + k.change >= b.reserved + b.on_hold
    returning b.sku_id, b.location_id, b.lot_id
  )`;

export function createStockRepository(db: Executor) {
  return {
    async skus(skuIds: readonly number[]): Promise<StockSkuRow[]> {
      if (skuIds.length === 0) return [];
      const rows = await executeRows(
        db,
        sql`select id, user_id, code, kind, tracking from skus where id in (${ids(skuIds)})`,
      );
      return rows.map((row) => skuRow.parse(row));
    },

    /** The locations, SKUs and lots a movement names (for one that changes no balance). */
    async references(named: Named): Promise<References> {
      const [row] = await executePrepared(db, 'stock.named', sql`select ${namedColumns(named)}`);
      return references.parse(row);
    },

    /** The warehouse's locations of these codes (any kind or status). */
    async placesByCode(warehouseId: number, codes: readonly string[]): Promise<PlaceRow[]> {
      if (codes.length === 0) return [];
      const rows = await executeRows(
        db,
        sql`select id, warehouse_id, kind, purpose, code, status from locations
          where warehouse_id = ${warehouseId}
            and code in (${sql.join(
              codes.map((code) => sql`${code}`),
              sql`, `,
            )})`,
      );
      return rows.map((row) => placeRow.parse(row));
    },

    /**
     * Untracked stock of a purpose's areas, at least `atLeast` units a balance, oldest
     * balances first: goods a sample can correct.
     */
    async ampleStock(purpose: string, atLeast: number, limit: number) {
      const rows = await executeRows(
        db,
        sql`select b.user_id, l.warehouse_id, b.sku_id, s.code as sku_code, b.location_id,
            coalesce(s.mrp, 0) as mrp
          from stock_balances b
          join locations l on l.id = b.location_id and l.purpose = ${purpose}
          join skus s on s.id = b.sku_id and s.tracking = 'none'
          where b.lot_id is null and b.on_hand >= ${atLeast}
          order by b.id limit ${limit}`,
      );
      return rows.map((row) => ampleRow.parse(row));
    },

    /** The SKU's lot of this number, if the warehouse has seen it. */
    async lotByNumber(skuId: number, number: string) {
      const [row] = await executeRows(
        db,
        sql`select id, sku_id, number, expires_on::text from stock_lots
          where sku_id = ${skuId} and number = ${number}`,
      );
      return row ? lotRow.parse(row) : null;
    },

    /** The SKU's lot of this number, made with its expiry when it is new. */
    async lotFor(skuId: number, number: string, expiresOn: string | null): Promise<number> {
      const [row] = await executeRows(
        db,
        sql`insert into stock_lots (sku_id, number, expires_on)
          values (${skuId}, ${number}, ${expiresOn})
          on conflict (sku_id, number) do update set number = excluded.number
          returning id`,
      );
      return idRow.parse(row).id;
    },

    /** The warehouse's first active location of a purpose, by its path: where goods land. */
    async placeOfPurpose(
      warehouseId: number,
      purpose: string,
      kind: 'area' | 'virtual',
    ): Promise<PlaceRow | null> {
      const [row] = await executeRows(
        db,
        sql`select id, warehouse_id, kind, purpose, code, status from locations
          where warehouse_id = ${warehouseId} and purpose = ${purpose} and kind = ${kind}
            and status = 'active'
          order by path collate "C" limit 1`,
      );
      return row ? placeRow.parse(row) : null;
    },

    /**
     * Adds each key's change to the client's balance row of that key where the row exists and
     * keeps on hand at or above what is reserved and on hold; returns the keys it changed. The keys go in key order (SKU, location, lot) and drive the statement's
     * nested loop over the balances' key index, so the rows are locked in that order: two
     * movements touching the same keys queue behind each other instead of each holding a row
     * the other waits for. A row changed meanwhile by another transaction is waited for and its
     * guard checked again on what that one left, so units are never taken twice.
     */
    async changeBalances(userId: number, changes: readonly BalanceChange[]): Promise<BalanceKey[]> {
      if (changes.length === 0) return [];
      const rows = await executePrepared(
        db,
        'stock.change-balances',
        sql`with ${guardedChange(userId, changes)}
          select sku_id, location_id, lot_id from changed`,
      );
      return rows.map(keyOfRow);
    },

    /**
     * `changeBalances`, reading in the same round trip the locations, SKUs and lots the
     * movement names, for its checks: one statement fewer for every movement.
     */
    async changeBalancesNaming(
      userId: number,
      changes: readonly BalanceChange[],
      named: Named,
    ): Promise<{ changed: BalanceKey[]; named: References }> {
      const [row] = await executePrepared(
        db,
        'stock.change-balances-naming',
        sql`with ${guardedChange(userId, changes)}
          select (select coalesce(json_agg(json_build_object('sku_id', sku_id,
              'location_id', location_id, 'lot_id', lot_id)), '[]') from changed) as changed,
            ${namedColumns(named)}`,
      );
      const read = changedAndNamed.parse(row);
      return {
        changed: read.changed.map(keyOfRow),
        named: { places: read.places, skus: read.skus, lots: read.lots },
      };
    },

    /** What each of these keys' balances holds free (on hand less reserved and on hold). */
    async free(userId: number, keys: readonly BalanceKey[]) {
      if (keys.length === 0) return [];
      const rows = await executeRows(
        db,
        sql`select b.sku_id, b.location_id, b.lot_id, b.on_hand - b.reserved - b.on_hold as free
          from stock_balances b
          join ${changeRows(keys.map((key) => ({ ...key, change: 0 })))}
            on b.sku_id = k.sku_id and b.location_id = k.location_id
              and coalesce(b.lot_id, 0) = k.lot_id
          where b.user_id = ${userId}`,
      );
      return rows.map((row) => ({ key: keyOfRow(row), free: freeRow.parse(row).free }));
    },

    /**
     * Makes the balance rows of keys that had none, each holding its change (units arriving),
     * in key order. Returns the keys made; a key another transaction made meanwhile is not
     * (its row is then changed by `changeBalances`).
     */
    async createBalances(userId: number, changes: readonly BalanceChange[]): Promise<BalanceKey[]> {
      if (changes.length === 0) return [];
      const rows = await executePrepared(
        db,
        'stock.create-balances',
        sql`insert into stock_balances (user_id, sku_id, location_id, warehouse_id, sku_code,
            lot_id, on_hand)
          select ${userId}::int, k.sku_id, k.location_id, l.warehouse_id, s.code,
            nullif(k.lot_id, 0), k.change
          from ${changeRows(changes)} join locations l on l.id = k.location_id
            join skus s on s.id = k.sku_id
          order by k.sku_id, k.location_id, k.lot_id
          on conflict on constraint stock_balances_key_unique do nothing
          returning sku_id, location_id, lot_id`,
      );
      return rows.map(keyOfRow);
    },

    async movementByKey(idempotencyKey: string): Promise<{ id: number; code: string } | null> {
      const [row] = await executePrepared(
        db,
        'stock.movement-by-key',
        sql`select id, code from stock_movements where idempotency_key = ${idempotencyKey}`,
      );
      return row ? movementRow.parse(row) : null;
    },

    /** The movement and its ledger lines, in one statement. */
    async insertMovement(
      movement: {
        userId: number;
        warehouseId: number;
        kind: string;
        documentCode: string;
        reason: string | null;
        note: string | null;
        memberId: number | null;
        idempotencyKey: string | null;
        recordedAt: Date | null;
      },
      lines: ReadonlyArray<{
        skuId: number;
        lotId: number | null;
        fromLocationId: number;
        toLocationId: number;
        quantity: number;
      }>,
    ): Promise<{ id: number; code: string }> {
      const [row] = await executePrepared(
        db,
        'stock.insert-movement',
        sql`with m as (
            insert into stock_movements (code, user_id, warehouse_id, kind, document_code, reason,
              note, member_id, idempotency_key, recorded_at)
            values (${nextMovementCode},
              ${movement.userId}::int, ${movement.warehouseId}::int, ${movement.kind},
              ${movement.documentCode}, ${movement.reason}, ${movement.note},
              ${movement.memberId}::int, ${movement.idempotencyKey},
              coalesce(${movement.recordedAt?.toISOString() ?? null}::timestamptz, now()))
            returning id, code
          ),
          lines as (
            insert into stock_ledger (movement_id, user_id, sku_id, lot_id, from_location_id,
              to_location_id, quantity)
            select m.id, ${movement.userId}::int, v.sku_id, v.lot_id, v.from_id, v.to_id, v.quantity
            from m cross join unnest(${intArray(lines.map((line) => line.skuId))}::int[],
              ${intArray(lines.map((line) => line.lotId))}::int[],
              ${intArray(lines.map((line) => line.fromLocationId))}::int[],
              ${intArray(lines.map((line) => line.toLocationId))}::int[],
              ${intArray(lines.map((line) => line.quantity))}::int[])
              as v(sku_id, lot_id, from_id, to_id, quantity)
          )
          select id, code from m`,
      );
      return movementRow.parse(row);
    },

    /**
     * Each warehouse whose kept count of places (`stock_place_counts`) is not the number of its
     * balances holding units, read in one statement (one snapshot: a count's rows are written in
     * the same transaction as the balances they count). Rows of a warehouse id that no
     * warehouse has are reported by the id.
     */
    async placeCountDrift(): Promise<PlaceCountDrift[]> {
      const rows = await executeRows(
        db,
        sql`with kept as (
            select warehouse_id, sum(places) as places from stock_place_counts group by 1
          ),
          counted as (
            select warehouse_id, count(*) as places from stock_balances where on_hand > 0 group by 1
          )
          select coalesce(w.code, '#' || coalesce(k.warehouse_id, c.warehouse_id)) as warehouse_code,
            coalesce(k.places, 0) as kept, coalesce(c.places, 0) as counted
          from kept k full join counted c on c.warehouse_id = k.warehouse_id
          left join warehouses w on w.id = coalesce(k.warehouse_id, c.warehouse_id)
          where coalesce(k.places, 0) <> coalesce(c.places, 0)
          order by 1`,
      );
      return rows.map((row) => placeCountDriftRow.parse(row));
    },

    /**
     * Folds each warehouse's rows of its count of places (kept by the balances' triggers) into
     * one, in one statement: readers see every row or the folded one, never a part. Rows added
     * meanwhile are not in this statement's view and stay for the next fold. Answers how many
     * rows were folded away.
     */
    async foldPlaceCounts(): Promise<number> {
      const [row] = await executeRows(
        db,
        sql`with folded as (
            delete from stock_place_counts
            where warehouse_id in (
              select warehouse_id from stock_place_counts group by 1 having count(*) > 1)
            returning warehouse_id, places
          ),
          kept as (
            insert into stock_place_counts (warehouse_id, places)
            select warehouse_id, sum(places) from folded group by 1 having sum(places) <> 0
            returning 1
          )
          select (select count(*) from folded)::int - (select count(*) from kept)::int as folded`,
      );
      return z.object({ folded: z.number() }).parse(row).folded;
    },

    /**
     * Every balance whose on-hand differs from what the ledger says it must be (units in less
     * units out, at real locations), and every ledger key with no balance row; read in one
     * snapshot by the caller.
     */
    async drift(): Promise<DriftRow[]> {
      const rows = await executeRows(
        db,
        sql`with moved as (
            select user_id, sku_id, to_location_id as location_id, lot_id, quantity as change
              from stock_ledger
            union all
            select user_id, sku_id, from_location_id, lot_id, -quantity from stock_ledger
          ),
          ledger as (
            select m.user_id, m.sku_id, m.location_id, m.lot_id, sum(m.change) as on_hand
            from moved m join locations l on l.id = m.location_id and l.kind <> 'virtual'
            group by m.user_id, m.sku_id, m.location_id, m.lot_id
          ),
          drifting as (
            select coalesce(b.user_id, l.user_id) as user_id,
              coalesce(b.sku_id, l.sku_id) as sku_id,
              coalesce(b.location_id, l.location_id) as location_id,
              coalesce(b.lot_id, l.lot_id) as lot_id,
              coalesce(b.on_hand, 0) as balance, coalesce(l.on_hand, 0) as ledger
            from stock_balances b
            full join ledger l on l.user_id = b.user_id and l.sku_id = b.sku_id
              and l.location_id = b.location_id and l.lot_id is not distinct from b.lot_id
            where coalesce(b.on_hand, 0) <> coalesce(l.on_hand, 0)
          )
          -- Each key named as people know it, for the log line and the notice.
          select d.*, u.code as client_code, s.code as sku_code, w.code as warehouse_code,
            p.code as location_code, lot.number as lot_number
          from drifting d
          join users u on u.id = d.user_id
          join skus s on s.id = d.sku_id
          join locations p on p.id = d.location_id
          join warehouses w on w.id = p.warehouse_id
          left join stock_lots lot on lot.id = d.lot_id
          order by d.user_id, d.sku_id, d.location_id, d.lot_id`,
      );
      return rows.map((row) => driftRow.parse(row));
    },
  };
}
