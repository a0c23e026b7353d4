import type { PutAwayFilters } from '@depot/contracts/put-away';
import { and, eq, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, executeRows, type RowOf, type Selection } from '../../db/client.ts';
import { stockAdjustmentLines } from '../../db/schema/adjustments.ts';
import { goodsReceiptLines, goodsReceipts } from '../../db/schema/receiving.ts';
import { skuBarcodes, skus } from '../../db/schema/skus.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import { users } from '../../db/schema/users.ts';
import { warehouses } from '../../db/schema/warehouses.ts';
import { type ListSource, listReadings } from '../../lib/list-pages.ts';
import { likePattern, resolveSort, type SortKey } from '../../lib/lists.ts';

/** Units a line accepted into stock: received less rejected. */
const accepted = sql<number>`(coalesce(${goodsReceiptLines.receivedQty}, 0) - ${goodsReceiptLines.rejectedQty})`;
const remaining = sql<number>`(${accepted} - ${goodsReceiptLines.putAwayQty})`;

const taskColumns = {
  id: goodsReceiptLines.id,
  receiptId: goodsReceiptLines.receiptId,
  receiptCode: goodsReceipts.code,
  receiptReference: goodsReceipts.reference,
  lineNo: goodsReceiptLines.lineNo,
  userId: goodsReceipts.userId,
  userCode: users.code,
  userBusinessName: users.businessName,
  warehouseId: warehouses.id,
  warehouseCode: warehouses.code,
  warehouseName: warehouses.name,
  skuId: skus.id,
  skuPublicId: skus.publicId,
  skuCode: skus.code,
  skuName: skus.name,
  skuTracking: skus.tracking,
  lotNumber: goodsReceiptLines.lot,
  // As text: drivers differ in how they hand a date over.
  lotExpiresOn: sql<string | null>`${goodsReceiptLines.expiresOn}::text`,
  accepted: sql<number>`${accepted}::int`,
  putAway: goodsReceiptLines.putAwayQty,
  remaining: sql<number>`${remaining}::int`,
  approvedAt: sql<Date>`${goodsReceipts.decidedAt}`.mapWith(goodsReceipts.decidedAt),
};
export type TaskRow = RowOf<typeof taskColumns>;

const sortKeys = {
  approvedAt: { expression: goodsReceipts.decidedAt, type: 'timestamptz' },
  receipt: { expression: goodsReceipts.id, type: 'integer' },
  sku: { expression: skus.code, type: 'text' },
  remaining: { expression: remaining, type: 'integer' },
} satisfies Record<string, SortKey>;

/** Receipt id or reference, SKU code or name, lot number; or a SKU's barcode exactly. */
function taskSearch(q: string): SQL | undefined {
  const pattern = likePattern(q);
  return or(
    ilike(goodsReceipts.code, pattern),
    ilike(goodsReceipts.reference, pattern),
    ilike(skus.code, pattern),
    ilike(skus.name, pattern),
    ilike(goodsReceiptLines.lot, pattern),
    inArray(
      goodsReceiptLines.skuId,
      sql`(select ${skuBarcodes.skuId} from ${skuBarcodes} where ${skuBarcodes.barcode} = ${q.trim()})`,
    ),
  );
}

/** The lines of approved receipts at a warehouse that accepted units: each a task. */
function filtersOf(filters: PutAwayFilters): SQL | undefined {
  const conditions: SQL[] = [
    eq(goodsReceipts.status, 'approved'),
    gt(accepted, 0),
    filters.state === 'done'
      ? sql`${remaining} = 0`
      : filters.state === 'all'
        ? sql`true`
        : // Open: the partial index of lines left to put away answers this.
          sql`${goodsReceiptLines.putAwayQty} < coalesce(${goodsReceiptLines.receivedQty}, 0) - ${goodsReceiptLines.rejectedQty}`,
  ];
  const search = filters.q ? taskSearch(filters.q) : undefined;
  if (search) conditions.push(search);
  if (filters.warehouse) conditions.push(eq(warehouses.code, filters.warehouse));
  if (filters.user) conditions.push(eq(users.code, filters.user));
  return and(...conditions);
}

const fromTasks = (db: Executor, selection: Selection) =>
  db
    .select(selection)
    .from(goodsReceiptLines)
    .innerJoin(goodsReceipts, eq(goodsReceipts.id, goodsReceiptLines.receiptId))
    .innerJoin(users, eq(users.id, goodsReceipts.userId))
    .innerJoin(warehouses, eq(warehouses.id, goodsReceipts.warehouseId))
    .innerJoin(skus, eq(skus.id, goodsReceiptLines.skuId))
    .$dynamic();

const suggestionRow = z.object({
  public_id: z.string(),
  code: z.string(),
  name: z.string(),
  purpose: z.string(),
  holds: z.coerce.number(),
  units: z.coerce.number(),
  max_units: z.number().nullable(),
});
export type SuggestionRow = z.infer<typeof suggestionRow>;

/** The receipt lines still to put away, and what moves them: reads here, stock in the module. */
export function createPutAwayRepository(db: Executor) {
  const listSource = (filters: PutAwayFilters): ListSource => {
    const where = filtersOf(filters);
    return {
      sort: resolveSort(filters.sort ?? 'approvedAt', sortKeys, 'approvedAt', {
        idFollowsSort: true,
      }),
      id: goodsReceiptLines.id,
      columns: taskColumns,
      rows: (selection, condition) => fromTasks(db, selection).where(and(where, condition)),
      ids: fromTasks(db, { id: goodsReceiptLines.id }).where(where),
    };
  };

  return {
    ...listReadings<TaskRow, PutAwayFilters>(db, listSource),

    /** One task, whatever its state; locked for a put-away when `forUpdate`. */
    async find(id: number, options: { forUpdate?: boolean } = {}): Promise<TaskRow | null> {
      const query = fromTasks(db, taskColumns).where(
        and(eq(goodsReceiptLines.id, id), eq(goodsReceipts.status, 'approved'), gt(accepted, 0)),
      );
      const [row] = options.forUpdate
        ? await query.for('update', { of: goodsReceiptLines })
        : await query;
      return (row as TaskRow | undefined) ?? null;
    },

    /** The sample's people who put goods away: the active members of these emails. */
    async activeMembers(emails: string[]): Promise<number[]> {
      const rows = await db
        .select({ id: teamMembers.id })
        .from(teamMembers)
        .where(and(inArray(teamMembers.email, emails), eq(teamMembers.status, 'active')));
      return rows.map((row) => row.id);
    },

    /** The SKUs any adjustment names. */
    async adjustedSkus(): Promise<Set<number>> {
      const rows = await db
        .selectDistinct({ skuId: stockAdjustmentLines.skuId })
        .from(stockAdjustmentLines);
      return new Set(rows.map((row) => row.skuId));
    },

    /**
     * Where the receipt put the line's units: the receiving location its approval moved them
     * into, read from the ledger (the warehouse's receiving area then, even if another is first
     * now).
     */
    async receivedAt(receiptCode: string, skuId: number, lotId: number | null) {
      const [row] = await executeRows(
        db,
        sql`select l.to_location_id as id from stock_ledger l
          join stock_movements m on m.id = l.movement_id
          join locations p on p.id = l.to_location_id
          where m.document_code = ${receiptCode} and m.kind = 'receipt'
            and l.sku_id = ${skuId} and l.lot_id is not distinct from ${lotId}
            and p.purpose = 'receiving'
          order by l.id limit 1`,
      );
      return row ? z.object({ id: z.number() }).parse(row).id : null;
    },

    /** Adds units to the line's put away, never past what it accepted (the table's check). */
    async addPutAway(id: number, quantity: number): Promise<void> {
      await db
        .update(goodsReceiptLines)
        .set({ putAwayQty: sql`${goodsReceiptLines.putAwayQty} + ${quantity}` })
        .where(eq(goodsReceiptLines.id, id));
    },

    /**
     * Bins for a client's SKU in a warehouse, best first: the active bins that hold the SKU
     * already (most units first), then the empty, active, pickable bins of storage and pick
     * faces (by path: the walk's order), those full to capacity left out.
     */
    async suggestions(task: {
      userId: number;
      skuId: number;
      warehouseId: number;
      limit: number;
    }): Promise<SuggestionRow[]> {
      const rows = await executeRows(
        db,
        sql`with contents as (
            select b.location_id,
              sum(b.on_hand) filter (where b.user_id = ${task.userId} and b.sku_id = ${task.skuId}) as holds,
              sum(b.on_hand) as units
            from stock_balances b join locations l on l.id = b.location_id
            where l.warehouse_id = ${task.warehouseId} and l.kind = 'bin' and b.on_hand > 0
            group by b.location_id
          )
          select l.public_id, l.code, l.name, l.purpose, coalesce(c.holds, 0) as holds,
            coalesce(c.units, 0) as units, l.max_units
          from locations l left join contents c on c.location_id = l.id
          where l.warehouse_id = ${task.warehouseId} and l.kind = 'bin' and l.status = 'active'
            and l.purpose in ('storage', 'pick-face')
            and (coalesce(c.holds, 0) > 0 or (coalesce(c.units, 0) = 0 and l.pickable))
            and (l.max_units is null or coalesce(c.units, 0) < l.max_units)
          order by coalesce(c.holds, 0) > 0 desc, coalesce(c.holds, 0) desc, l.path collate "C"
          limit ${task.limit}`,
      );
      return rows.map((row) => suggestionRow.parse(row));
    },
  };
}

const sampleBinRow = z.object({
  id: z.number(),
  warehouse_id: z.number(),
  code: z.string(),
  pickable: z.boolean(),
  max_units: z.number().nullable(),
  units: z.coerce.number(),
  skus: z.array(z.number()).nullable(),
});
export type SampleBin = z.infer<typeof sampleBinRow>;

const receivedLineRow = z.object({
  document_code: z.string(),
  sku_id: z.number(),
  lot_id: z.number().nullable(),
  lot_number: z.string().nullable(),
  location_id: z.number(),
});

/**
 * The sample's reads, in bulk: every active storage and pick-face bin with what it holds, by
 * path (the walk's order), and where each approved receipt put each SKU and lot.
 */
export function samplePutAwayReads(db: Executor) {
  return {
    async bins(): Promise<SampleBin[]> {
      const rows = await executeRows(
        db,
        sql`select l.id, l.warehouse_id, l.code, l.pickable, l.max_units,
            coalesce(sum(b.on_hand), 0) as units,
            array_agg(distinct b.sku_id) filter (where b.on_hand > 0) as skus
          from locations l left join stock_balances b on b.location_id = l.id
          where l.kind = 'bin' and l.status = 'active' and l.purpose in ('storage', 'pick-face')
          group by l.id
          order by l.warehouse_id, l.path collate "C"`,
      );
      return rows.map((row) => sampleBinRow.parse(row));
    },

    async receivedLines() {
      const rows = await executeRows(
        db,
        sql`select m.document_code, l.sku_id, l.lot_id, t.number as lot_number,
            l.to_location_id as location_id
          from stock_ledger l join stock_movements m on m.id = l.movement_id and m.kind = 'receipt'
          join locations p on p.id = l.to_location_id and p.purpose = 'receiving'
          left join stock_lots t on t.id = l.lot_id`,
      );
      return rows.map((row) => receivedLineRow.parse(row));
    },

    /** Adds units to many lines' put away at once. */
    async addPutAways(changes: ReadonlyArray<{ id: number; quantity: number }>): Promise<void> {
      if (changes.length === 0) return;
      await executeRows(
        db,
        sql`update goods_receipt_lines g set put_away_qty = g.put_away_qty + c.quantity
          from (values ${sql.join(
            changes.map((change) => sql`(${change.id}::int, ${change.quantity}::int)`),
            sql`, `,
          )}) as c(id, quantity)
          where g.id = c.id`,
      );
    },
  };
}
