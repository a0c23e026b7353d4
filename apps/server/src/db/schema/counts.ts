import { countStatuses } from '@depot/contracts/counts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { teamMembers } from './team-members.ts';
import { timestamps } from './timestamps.ts';
import { users } from './users.ts';
import { locations, warehouses } from './warehouses.ts';

/**
 * A cycle count of some bins of one warehouse. What each bin held when it began is kept on its
 * lines; each bin is then counted (again, if need be) while the count is open, sent for review
 * once all are counted, and a second person posts its variances as adjustments or rejects it.
 */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public identifier, CNT-000001 …, from a sequence. */
    code: text('code').notNull(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    status: text('status', { enum: countStatuses }).notNull(),
    note: text('note'),
    /** Bins in the count, and of them those counted so far. */
    bins: integer('bins').notNull(),
    binsCounted: integer('bins_counted').notNull().default(0),
    createdByMemberId: integer('created_by_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    submittedByMemberId: integer('submitted_by_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedByMemberId: integer('decided_by_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionComment: text('decision_comment'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('stock_counts_code_unique').on(table.code),
    index('stock_counts_status_index').on(table.status, table.id),
    index('stock_counts_warehouse_index').on(table.warehouseId, table.id),
    index('stock_counts_created_at_index').on(table.createdAt, table.id),
    check(
      'stock_counts_status_check',
      sql`${table.status} in ('counting', 'review', 'posted', 'rejected')`,
    ),
    check(
      'stock_counts_bins_check',
      sql`${table.bins} >= 1 and ${table.binsCounted} between 0 and ${table.bins}`,
    ),
    // Sent for review, or posted, only once every bin is counted.
    check(
      'stock_counts_counted_check',
      sql`${table.status} not in ('review', 'posted') or ${table.binsCounted} = ${table.bins}`,
    ),
    check('stock_counts_note_length', sql`char_length(${table.note}) <= 500`),
    check('stock_counts_comment_length', sql`char_length(${table.decisionComment}) <= 500`),
  ],
);

/** A bin of a count, and who counted it when. */
export const stockCountPlaces = pgTable(
  'stock_count_places',
  {
    countId: integer('count_id')
      .notNull()
      .references(() => stockCounts.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    countedByMemberId: integer('counted_by_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    primaryKey({ columns: [table.countId, table.locationId] }),
    index('stock_count_places_location_index').on(table.locationId),
  ],
);

/**
 * One client's SKU (and lot) in one bin of a count: what it held when the count began
 * (`expected`, 0 for goods found there), when the bin was counted (`at_count`), and what was
 * counted. Lots are named as the counter reads them; the stock module makes a new one only when
 * the variance is posted.
 */
export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    countId: integer('count_id')
      .notNull()
      .references(() => stockCounts.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'restrict' }),
    lotNumber: text('lot_number'),
    expiresOn: date('expires_on', { mode: 'string' }),
    expected: integer('expected').notNull().default(0),
    atCount: integer('at_count'),
    counted: integer('counted'),
  },
  (table) => [
    primaryKey({ columns: [table.countId, table.lineNo] }),
    uniqueIndex('stock_count_lines_key_unique').on(
      table.countId,
      table.locationId,
      table.skuId,
      sql`coalesce(${table.lotNumber}, '')`,
    ),
    index('stock_count_lines_sku_index').on(table.skuId),
    check(
      'stock_count_lines_quantities_check',
      sql`${table.expected} >= 0 and ${table.atCount} >= 0 and ${table.counted} >= 0`,
    ),
    check(
      'stock_count_lines_counted_check',
      sql`(${table.atCount} is null) = (${table.counted} is null)`,
    ),
    check('stock_count_lines_lot_length', sql`char_length(${table.lotNumber}) <= 40`),
  ],
);

export const stockCountNumberSequence = pgSequence('stock_count_number_seq', { startWith: 1 });

/** The next count code, drawn as the row is inserted (six digits at least, up to nine). */
export const nextCountCode = sql<string>`'CNT-' || regexp_replace(lpad(nextval('stock_count_number_seq')::text, 9, '0'), '^0{0,3}', '')`;
