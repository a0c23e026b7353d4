import { transferKinds, transferStatuses } from '@depot/contracts/transfers';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { skus } from './skus.ts';
import { stockLots } from './stock.ts';
import { teamMembers } from './team-members.ts';
import { timestamps } from './timestamps.ts';
import { users } from './users.ts';
import { locations, warehouses } from './warehouses.ts';

/**
 * Units of one client moved bin to bin in a warehouse (done at once), or sent from one
 * warehouse to another: out through the sender's in-transit location when made, in through the
 * receiver's as they arrive, in parts. The ledger holds every move; this holds what was asked.
 */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public identifier, TRF-000001 …, from a sequence. */
    code: text('code').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: transferKinds }).notNull(),
    status: text('status', { enum: transferStatuses }).notNull(),
    fromWarehouseId: integer('from_warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    /** The same as the sender's for bin to bin. */
    toWarehouseId: integer('to_warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    note: text('note'),
    /** Units sent, and of them units received so far. */
    units: integer('units').notNull(),
    receivedUnits: integer('received_units').notNull().default(0),
    createdByMemberId: integer('created_by_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** Closed short: who wrote off what was still in transit, when and why. */
    closedByMemberId: integer('closed_by_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('stock_transfers_code_unique').on(table.code),
    index('stock_transfers_status_index').on(table.status, table.id),
    index('stock_transfers_user_index').on(table.userId, table.id),
    index('stock_transfers_from_index').on(table.fromWarehouseId, table.id),
    index('stock_transfers_to_index').on(table.toWarehouseId, table.id),
    index('stock_transfers_created_at_index').on(table.createdAt, table.id),
    check('stock_transfers_kind_check', sql`${table.kind} in ('bin', 'warehouse')`),
    check(
      'stock_transfers_status_check',
      sql`${table.status} in ('done', 'in-transit', 'partly-received', 'received', 'closed-short')`,
    ),
    // Bin to bin stays in one warehouse and is done at once; between warehouses it is not.
    check(
      'stock_transfers_kind_places_check',
      sql`(${table.kind} = 'bin') = (${table.fromWarehouseId} = ${table.toWarehouseId}) and (${table.kind} = 'bin') = (${table.status} = 'done')`,
    ),
    check(
      'stock_transfers_units_check',
      sql`${table.units} >= 1 and ${table.receivedUnits} between 0 and ${table.units}`,
    ),
    check('stock_transfers_note_length', sql`char_length(${table.note}) <= 500`),
    check('stock_transfers_close_reason_length', sql`char_length(${table.closeReason}) <= 500`),
    check(
      'stock_transfers_closed_check',
      sql`(${table.status} = 'closed-short') = (${table.closedAt} is not null)`,
    ),
  ],
);

/** A line of a transfer: units of one SKU (and lot) from one location, and what arrived. */
export const stockTransferLines = pgTable(
  'stock_transfer_lines',
  {
    transferId: integer('transfer_id')
      .notNull()
      .references(() => stockTransfers.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'restrict' }),
    lotId: integer('lot_id').references(() => stockLots.id, { onDelete: 'restrict' }),
    fromLocationId: integer('from_location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    /** Bin to bin: where the units went. Between warehouses each arrival names its own. */
    toLocationId: integer('to_location_id').references(() => locations.id, {
      onDelete: 'restrict',
    }),
    quantity: integer('quantity').notNull(),
    receivedQty: integer('received_qty').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.transferId, table.lineNo] }),
    index('stock_transfer_lines_sku_index').on(table.skuId),
    check(
      'stock_transfer_lines_quantities_check',
      sql`${table.quantity} >= 1 and ${table.receivedQty} between 0 and ${table.quantity}`,
    ),
  ],
);

export const stockTransferNumberSequence = pgSequence('stock_transfer_number_seq', {
  startWith: 1,
});

/** The next transfer code, drawn as the row is inserted (six digits at least, up to nine). */
export const nextTransferCode = sql<string>`'TRF-' || regexp_replace(lpad(nextval('stock_transfer_number_seq')::text, 9, '0'), '^0{0,3}', '')`;
