import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, executeRows } from '../../db/client.ts';
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

const balanceRow = z.object({
  id: z.number(),
  sku_id: z.number(),
  location_id: z.number(),
  lot_id: z.number().nullable(),
  on_hand: z.number(),
  reserved: z.number(),
  on_hold: z.number(),
});
export type BalanceRow = z.infer<typeof balanceRow>;

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

const ids = (values: readonly number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The keys as a VALUES list, the lot as 0 where there is none (ids start at 1). */
const keyValues = (keys: readonly BalanceKey[]) =>
  sql.join(
    keys.map((key) => sql`(${key.skuId}::int, ${key.locationId}::int, ${key.lotId ?? 0}::int)`),
    sql`, `,
  );

export function createStockRepository(db: Executor) {
  return {
    async places(locationIds: readonly number[]): Promise<PlaceRow[]> {
      if (locationIds.length === 0) return [];
      const rows = await executeRows(
        db,
        sql`select id, warehouse_id, kind, purpose, code, status from locations
          where id in (${ids(locationIds)})`,
      );
      return rows.map((row) => placeRow.parse(row));
    },

    async skus(skuIds: readonly number[]): Promise<StockSkuRow[]> {
      if (skuIds.length === 0) return [];
      const rows = await executeRows(
        db,
        sql`select id, user_id, code, kind, tracking from skus where id in (${ids(skuIds)})`,
      );
      return rows.map((row) => skuRow.parse(row));
    },

    async lots(lotIds: readonly number[]) {
      if (lotIds.length === 0) return [];
      const rows = await executeRows(
        db,
        sql`select id, sku_id, number, expires_on::text from stock_lots where id in (${ids(lotIds)})`,
      );
      return rows.map((row) => lotRow.parse(row));
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
      return rows.map((row) =>
        z
          .object({
            user_id: z.number(),
            warehouse_id: z.number(),
            sku_id: z.number(),
            sku_code: z.string(),
            location_id: z.number(),
            mrp: z.coerce.number(),
          })
          .parse(row),
      );
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
      return z.object({ id: z.number() }).parse(row).id;
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
     * Locks the keys' balance rows, making the missing ones first, always in one order (SKU,
     * location, lot): two movements touching the same keys queue behind each other instead of
     * each holding one row the other waits for.
     */
    async lockBalances(userId: number, keys: readonly BalanceKey[]): Promise<BalanceRow[]> {
      if (keys.length === 0) return [];
      await executeRows(
        db,
        sql`insert into stock_balances (user_id, sku_id, location_id, lot_id)
          select ${userId}::int, k.sku_id, k.location_id, nullif(k.lot_id, 0)
          from (values ${keyValues(keys)}) as k(sku_id, location_id, lot_id)
          order by k.sku_id, k.location_id, k.lot_id
          on conflict on constraint stock_balances_key_unique do nothing`,
      );
      const rows = await executeRows(
        db,
        sql`select b.id, b.sku_id, b.location_id, b.lot_id, b.on_hand, b.reserved, b.on_hold
          from stock_balances b
          join (values ${keyValues(keys)}) as k(sku_id, location_id, lot_id)
            on b.sku_id = k.sku_id and b.location_id = k.location_id
              and coalesce(b.lot_id, 0) = k.lot_id
          where b.user_id = ${userId}
          order by b.sku_id, b.location_id, coalesce(b.lot_id, 0)
          for update of b`,
      );
      return rows.map((row) => balanceRow.parse(row));
    },

    /** Adds each change to its balance row (never sets one: a change made meanwhile stays). */
    async changeBalances(changes: ReadonlyArray<{ id: number; onHand: number }>): Promise<void> {
      if (changes.length === 0) return;
      await executeRows(
        db,
        sql`update stock_balances b
          set on_hand = b.on_hand + c.on_hand, version = b.version + 1, updated_at = now()
          from (values ${sql.join(
            changes.map((change) => sql`(${change.id}::int, ${change.onHand}::int)`),
            sql`, `,
          )}) as c(id, on_hand)
          where b.id = c.id`,
      );
    },

    async movementByKey(idempotencyKey: string): Promise<{ id: number; code: string } | null> {
      const [row] = await executeRows(
        db,
        sql`select id, code from stock_movements where idempotency_key = ${idempotencyKey}`,
      );
      return row ? z.object({ id: z.number(), code: z.string() }).parse(row) : null;
    },

    async insertMovement(movement: {
      userId: number;
      warehouseId: number;
      kind: string;
      documentCode: string;
      reason: string | null;
      note: string | null;
      memberId: number | null;
      idempotencyKey: string | null;
      recordedAt: Date | null;
    }): Promise<{ id: number; code: string }> {
      const [row] = await executeRows(
        db,
        sql`insert into stock_movements (code, user_id, warehouse_id, kind, document_code, reason,
            note, member_id, idempotency_key, recorded_at)
          values (${nextMovementCode},
            ${movement.userId}, ${movement.warehouseId}, ${movement.kind},
            ${movement.documentCode}, ${movement.reason}, ${movement.note}, ${movement.memberId},
            ${movement.idempotencyKey},
            coalesce(${movement.recordedAt?.toISOString() ?? null}::timestamptz, now()))
          returning id, code`,
      );
      return z.object({ id: z.number(), code: z.string() }).parse(row);
    },

    async insertLedgerLines(
      movementId: number,
      userId: number,
      lines: ReadonlyArray<{
        skuId: number;
        lotId: number | null;
        fromLocationId: number;
        toLocationId: number;
        quantity: number;
      }>,
    ): Promise<void> {
      await executeRows(
        db,
        sql`insert into stock_ledger (movement_id, user_id, sku_id, lot_id, from_location_id,
            to_location_id, quantity)
          values ${sql.join(
            lines.map(
              (line) =>
                sql`(${movementId}, ${userId}, ${line.skuId}, ${line.lotId}, ${line.fromLocationId}, ${line.toLocationId}, ${line.quantity})`,
            ),
            sql`, `,
          )}`,
      );
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
