import { adjustmentReasons, adjustmentStatuses } from '@depot/contracts/adjustments';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stockCounts } from './counts.ts';
import { skus } from './skus.ts';
import { teamMembers } from './team-members.ts';
import { timestamps } from './timestamps.ts';
import { users } from './users.ts';
import { locations, warehouses } from './warehouses.ts';

/**
 * A correction of a client's stock in one warehouse: lines of SKU, lot, location and change,
 * with a reason and a note. Posted to the ledger at once when small; above the approval
 * threshold it waits for someone other than its creator, then is posted or rejected. Its units
 * and MRP value are kept as they were when it was raised, which is what the threshold read.
 */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public identifier, ADJ-000001 …, from a sequence. */
    code: text('code').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    reason: text('reason', { enum: adjustmentReasons }).notNull(),
    note: text('note'),
    status: text('status', { enum: adjustmentStatuses }).notNull(),
    /** Units changed, each line's change counted whatever its sign. */
    units: integer('units').notNull(),
    /** Those units at their SKUs' MRP, in rupees. */
    value: numeric('value', { precision: 16, scale: 2 }).notNull(),
    createdByMemberId: integer('created_by_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    decidedByMemberId: integer('decided_by_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionComment: text('decision_comment'),
    /** The ledger's movement, once posted (MOV-000001). */
    movementCode: text('movement_code'),
    /** The cycle count whose variances it posts, where it came from one. */
    countId: integer('count_id').references(() => stockCounts.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('stock_adjustments_code_unique').on(table.code),
    index('stock_adjustments_status_index').on(table.status, table.id),
    index('stock_adjustments_user_index').on(table.userId, table.id),
    index('stock_adjustments_warehouse_index').on(table.warehouseId, table.id),
    index('stock_adjustments_created_at_index').on(table.createdAt, table.id),
    index('stock_adjustments_count_index').on(table.countId),
    check(
      'stock_adjustments_status_check',
      sql`${table.status} in ('pending', 'posted', 'rejected')`,
    ),
    check(
      'stock_adjustments_reason_check',
      sql`${table.reason} in ('damaged', 'expired', 'lost', 'found', 'count-correction', 'other')`,
    ),
    check('stock_adjustments_note_length', sql`char_length(${table.note}) <= 500`),
    check('stock_adjustments_comment_length', sql`char_length(${table.decisionComment}) <= 500`),
    check('stock_adjustments_units_check', sql`${table.units} >= 1 and ${table.value} >= 0`),
    check(
      'stock_adjustments_posted_check',
      sql`(${table.status} = 'posted') = (${table.movementCode} is not null)`,
    ),
  ],
);

/** A line of an adjustment: a change of one SKU (and lot) at one location, never zero. */
export const stockAdjustmentLines = pgTable(
  'stock_adjustment_lines',
  {
    adjustmentId: integer('adjustment_id')
      .notNull()
      .references(() => stockAdjustments.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'restrict' }),
    /** The lot as named, for a SKU tracked by lot; the stock module finds or makes it. */
    lotNumber: text('lot_number'),
    /** A lot's expiry, where units of a new lot are found. */
    expiresOn: date('expires_on', { mode: 'string' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    change: integer('change').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.adjustmentId, table.lineNo] }),
    index('stock_adjustment_lines_sku_index').on(table.skuId),
    check('stock_adjustment_lines_change_check', sql`${table.change} <> 0`),
    check('stock_adjustment_lines_lot_length', sql`char_length(${table.lotNumber}) <= 40`),
  ],
);

export const stockAdjustmentNumberSequence = pgSequence('stock_adjustment_number_seq', {
  startWith: 1,
});

/** The next adjustment code, drawn as the row is inserted (six digits at least, up to nine). */
export const nextAdjustmentCode = sql<string>`'ADJ-' || regexp_replace(lpad(nextval('stock_adjustment_number_seq')::text, 9, '0'), '^0{0,3}', '')`;
