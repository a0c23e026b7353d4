import type { TransferFilters } from '@depot/contracts/transfers';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { type Executor, executeRows, type RowOf, type Selection } from '../../db/client.ts';
import { skus } from '../../db/schema/skus.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import { nextTransferCode, stockTransferLines, stockTransfers } from '../../db/schema/transfers.ts';
import { users } from '../../db/schema/users.ts';
import { locations, warehouses } from '../../db/schema/warehouses.ts';
import { type ListSource, listReadings } from '../../lib/list-pages.ts';
import { likePattern, resolveSort, type SortKey } from '../../lib/lists.ts';
import { operatorDayStart } from '../../lib/operator-calendar.ts';

const creators = alias(teamMembers, 'creators');
const closers = alias(teamMembers, 'closers');
const senders = alias(warehouses, 'senders');
const receivers = alias(warehouses, 'receivers');
const fromPlaces = alias(locations, 'from_places');
const toPlaces = alias(locations, 'to_places');

const transferColumns = {
  id: stockTransfers.id,
  code: stockTransfers.code,
  kind: stockTransfers.kind,
  status: stockTransfers.status,
  userId: stockTransfers.userId,
  userCode: users.code,
  userBusinessName: users.businessName,
  fromWarehouseId: stockTransfers.fromWarehouseId,
  fromCode: senders.code,
  fromName: senders.name,
  toWarehouseId: stockTransfers.toWarehouseId,
  toCode: receivers.code,
  toName: receivers.name,
  note: stockTransfers.note,
  units: stockTransfers.units,
  receivedUnits: stockTransfers.receivedUnits,
  createdByEmployeeId: creators.employeeId,
  createdByName: creators.fullName,
  receivedAt: stockTransfers.receivedAt,
  closedByEmployeeId: closers.employeeId,
  closedByName: closers.fullName,
  closedAt: stockTransfers.closedAt,
  closeReason: stockTransfers.closeReason,
  createdAt: stockTransfers.createdAt,
  updatedAt: stockTransfers.updatedAt,
};

const sortKeys = {
  code: { expression: stockTransfers.id, type: 'integer' },
  units: { expression: stockTransfers.units, type: 'integer' },
  createdAt: { expression: stockTransfers.createdAt, type: 'timestamptz' },
} satisfies Record<string, SortKey>;

/** The search: the code, the note, or a SKU code on one of its lines. */
function transferSearch(q: string): SQL | undefined {
  const pattern = likePattern(q);
  return or(
    ilike(stockTransfers.code, pattern),
    ilike(stockTransfers.note, pattern),
    inArray(
      stockTransfers.id,
      sql`(select ${stockTransferLines.transferId} from ${stockTransferLines}
        join ${skus} on ${skus.id} = ${stockTransferLines.skuId}
        where ${skus.code} ilike ${pattern})`,
    ),
  );
}

function filtersOf(filters: TransferFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const search = filters.q ? transferSearch(filters.q) : undefined;
  if (search) conditions.push(search);
  if (filters.status) conditions.push(eq(stockTransfers.status, filters.status));
  if (filters.kind) conditions.push(eq(stockTransfers.kind, filters.kind));
  if (filters.user) conditions.push(eq(users.code, filters.user));
  if (filters.warehouse) {
    const into = eq(receivers.code, filters.warehouse);
    const outOf = eq(senders.code, filters.warehouse);
    conditions.push(sql`(${outOf} or ${into})`);
  }
  if (filters.from) {
    conditions.push(sql`${stockTransfers.createdAt} >= ${operatorDayStart(filters.from)}`);
  }
  if (filters.to) {
    conditions.push(sql`${stockTransfers.createdAt} < ${operatorDayStart(filters.to, 1)}`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const fromTransfers = (db: Executor, selection: Selection) =>
  db
    .select(selection)
    .from(stockTransfers)
    .innerJoin(users, eq(users.id, stockTransfers.userId))
    .innerJoin(senders, eq(senders.id, stockTransfers.fromWarehouseId))
    .innerJoin(receivers, eq(receivers.id, stockTransfers.toWarehouseId))
    .leftJoin(creators, eq(creators.id, stockTransfers.createdByMemberId))
    .leftJoin(closers, eq(closers.id, stockTransfers.closedByMemberId))
    .$dynamic();

type Person = 'createdByEmployeeId' | 'createdByName' | 'closedByEmployeeId' | 'closedByName';
/** A transfer as read: who made it empty where nobody is (left-joined). */
export type TransferRow = Omit<RowOf<typeof transferColumns>, Person> &
  Record<Person, string | null>;

export type TransferLineValues = {
  skuId: number;
  lotId: number | null;
  fromLocationId: number;
  toLocationId: number | null;
  quantity: number;
};

export function createTransfersRepository(db: Executor) {
  const listSource = (filters: TransferFilters): ListSource => {
    const where = filtersOf(filters);
    return {
      sort: resolveSort(filters.sort ?? '-createdAt', sortKeys, 'createdAt', {
        idFollowsSort: true,
      }),
      id: stockTransfers.id,
      columns: transferColumns,
      rows: (selection, condition) => fromTransfers(db, selection).where(and(where, condition)),
      ids: fromTransfers(db, { id: stockTransfers.id }).where(where),
    };
  };

  return {
    ...listReadings<TransferRow, TransferFilters>(db, listSource),

    async find(code: string): Promise<TransferRow | null> {
      const [row] = await fromTransfers(db, transferColumns).where(eq(stockTransfers.code, code));
      return (row as TransferRow | undefined) ?? null;
    },

    /** The transfer, its row locked until the transaction ends. */
    async findForChange(code: string) {
      const [row] = await db
        .select({
          id: stockTransfers.id,
          kind: stockTransfers.kind,
          status: stockTransfers.status,
          userId: stockTransfers.userId,
          toWarehouseId: stockTransfers.toWarehouseId,
          createdByMemberId: stockTransfers.createdByMemberId,
        })
        .from(stockTransfers)
        .where(eq(stockTransfers.code, code))
        .for('update');
      return row ?? null;
    },

    /** The lines of these transfers, in their order, with what names them. */
    linesOf(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          transferId: stockTransferLines.transferId,
          lineNo: stockTransferLines.lineNo,
          skuId: skus.id,
          skuPublicId: skus.publicId,
          skuCode: skus.code,
          skuName: skus.name,
          lotId: stockTransferLines.lotId,
          lotNumber: sql<
            string | null
          >`(select number from stock_lots where id = ${stockTransferLines.lotId})`,
          lotExpiresOn: sql<
            string | null
          >`(select expires_on::text from stock_lots where id = ${stockTransferLines.lotId})`,
          fromPublicId: fromPlaces.publicId,
          fromCode: fromPlaces.code,
          toPublicId: toPlaces.publicId,
          toCode: toPlaces.code,
          quantity: stockTransferLines.quantity,
          received: stockTransferLines.receivedQty,
        })
        .from(stockTransferLines)
        .innerJoin(skus, eq(skus.id, stockTransferLines.skuId))
        .innerJoin(fromPlaces, eq(fromPlaces.id, stockTransferLines.fromLocationId))
        .leftJoin(toPlaces, eq(toPlaces.id, stockTransferLines.toLocationId))
        .where(inArray(stockTransferLines.transferId, [...ids]))
        .orderBy(asc(stockTransferLines.transferId), asc(stockTransferLines.lineNo));
    },

    async insert(values: {
      userId: number;
      kind: 'bin' | 'warehouse';
      fromWarehouseId: number;
      toWarehouseId: number;
      note: string | null;
      createdByMemberId: number | null;
      /** When it was made, if not now (the sample's history). */
      createdAt?: Date;
      lines: readonly TransferLineValues[];
    }) {
      const { lines, createdAt, ...transfer } = values;
      const units = lines.reduce((sum, line) => sum + line.quantity, 0);
      const done = transfer.kind === 'bin';
      const [created] = await db
        .insert(stockTransfers)
        .values({
          ...transfer,
          code: nextTransferCode,
          status: done ? 'done' : 'in-transit',
          units,
          receivedUnits: done ? units : 0,
          ...(createdAt
            ? { createdAt, updatedAt: createdAt, ...(done ? { receivedAt: createdAt } : {}) }
            : done
              ? { receivedAt: sql`now()` }
              : {}),
        })
        .returning({ id: stockTransfers.id, code: stockTransfers.code });
      if (!created) throw new Error('the transfer was not inserted');
      await db.insert(stockTransferLines).values(
        lines.map((line, index) => ({
          ...line,
          transferId: created.id,
          lineNo: index + 1,
          receivedQty: done ? line.quantity : 0,
        })),
      );
      return created;
    },

    /** Counts units of a line in as received. */
    async receiveLine(transferId: number, lineNo: number, quantity: number): Promise<void> {
      await db
        .update(stockTransferLines)
        .set({ receivedQty: sql`${stockTransferLines.receivedQty} + ${quantity}` })
        .where(
          and(eq(stockTransferLines.transferId, transferId), eq(stockTransferLines.lineNo, lineNo)),
        );
    },

    /** Closes a transfer short: what is still in transit is written off, by whom and why. */
    async closeShort(transferId: number, memberId: number | null, reason: string, at?: Date) {
      await db
        .update(stockTransfers)
        .set({
          status: 'closed-short',
          closedByMemberId: memberId,
          closedAt: at ?? sql`now()`,
          closeReason: reason,
          updatedAt: at ?? sql`now()`,
        })
        .where(eq(stockTransfers.id, transferId));
    },

    /** The transfer's received units and status from its lines, after a receipt. */
    async settle(transferId: number, at?: Date): Promise<void> {
      const moment = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
      await db.execute(sql`
        update stock_transfers t set
          received_units = l.received,
          status = case when l.received = t.units then 'received' else 'partly-received' end,
          received_at = case when l.received = t.units then ${moment} end,
          updated_at = ${moment}
        from (select sum(received_qty)::int as received from stock_transfer_lines
          where transfer_id = ${transferId}) l
        where t.id = ${transferId}`);
    },
  };
}

const sampleStockRow = z.object({
  user_id: z.number(),
  warehouse_id: z.number(),
  sku_id: z.number(),
  location_id: z.number(),
  on_hand: z.number(),
  other_bin: z.number().nullable(),
  other_warehouse: z.number().nullable(),
});

/**
 * Untracked stock in storage bins, plenty of it, each with an empty bin of the same warehouse
 * and another active warehouse: what the sample's transfers move.
 */
export async function sampleTransferStock(db: Executor, limit: number) {
  const rows = await executeRows(
    db,
    sql`select b.user_id, l.warehouse_id, b.sku_id, b.location_id, b.on_hand,
        (select e.id from locations e
          where e.warehouse_id = l.warehouse_id and e.kind = 'bin' and e.status = 'active'
            and e.purpose = 'storage' and e.id <> l.id
            and not exists (select 1 from stock_balances x where x.location_id = e.id and x.on_hand > 0)
          order by e.path collate "C" limit 1) as other_bin,
        (select w.id from warehouses w where w.id <> l.warehouse_id and w.status = 'active'
          order by w.id limit 1) as other_warehouse
      from stock_balances b
      join locations l on l.id = b.location_id and l.kind = 'bin' and l.purpose = 'storage'
      join skus s on s.id = b.sku_id and s.tracking = 'none'
      where b.lot_id is null and b.on_hand >= 20 and b.reserved = 0 and b.on_hold = 0
      order by b.on_hand desc, b.id limit ${limit}`,
  );
  return rows.map((row) => sampleStockRow.parse(row));
}
