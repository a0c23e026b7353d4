import { stockMovementKinds } from '@depot/contracts/stock';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { skus } from './skus.ts';
import { teamMembers } from './team-members.ts';
import { users } from './users.ts';
import { locations, warehouses } from './warehouses.ts';

/** What made a movement of stock: the document kinds the stock module posts for. */
export const movementKinds = stockMovementKinds;

/**
 * The lots a client's SKU arrived in: a number (and, for SKUs tracked with expiry, the date it
 * expires), unique within the SKU. Stock of an untracked SKU has no lot.
 */
export const stockLots = pgTable(
  'stock_lots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('stock_lots_sku_number_unique').on(table.skuId, table.number),
    index('stock_lots_expires_on_index').on(table.expiresOn, table.id),
    check('stock_lots_number_length', sql`char_length(${table.number}) between 1 and 40`),
  ],
);

/**
 * One movement of stock, as its document made it (a receipt's approval, a put-away, an
 * adjustment …): who, when, why. Its lines are in the ledger. Written once, never changed: a
 * correction is a movement of its own.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public identifier, MOV-000001 …, in the order the movements were recorded. */
    code: text('code').notNull(),
    /** The client business whose stock moved: a movement never mixes two clients' stock. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: movementKinds }).notNull(),
    /** The document it was posted for, by its public id ("GRN-000042"). */
    documentCode: text('document_code').notNull(),
    reason: text('reason'),
    note: text('note'),
    memberId: integer('member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    /** Set by a caller that may post the same movement twice: the second finds the first. */
    idempotencyKey: text('idempotency_key'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('stock_movements_code_unique').on(table.code),
    uniqueIndex('stock_movements_idempotency_key_unique').on(table.idempotencyKey),
    index('stock_movements_document_index').on(table.documentCode, table.id),
    index('stock_movements_user_index').on(table.userId, table.id),
    index('stock_movements_warehouse_index').on(table.warehouseId, table.id),
    check(
      'stock_movements_kind_check',
      sql`${table.kind} in ('receipt', 'put-away', 'adjustment', 'transfer', 'count')`,
    ),
    check('stock_movements_reason_length', sql`char_length(${table.reason}) <= 40`),
    check('stock_movements_note_length', sql`char_length(${table.note}) <= 500`),
  ],
);

export const stockMovementNumberSequence = pgSequence('stock_movement_number_seq', {
  startWith: 1,
});

/**
 * The next movement's code: six digits at least, up to nine, as the other codes. Padding to six
 * alone would cut the millionth movement's number to its first six digits, a code already taken.
 */
export const nextMovementCode = sql<string>`'MOV-' || regexp_replace(lpad(nextval('stock_movement_number_seq')::text, 9, '0'), '^0{0,3}', '')`;

/**
 * The ledger: every unit that moved, from one location to another, one line per SKU, lot and
 * pair of locations of a movement. Append-only (a trigger refuses updates and deletes); a
 * balance is the sum of what its key received less what it gave.
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    movementId: integer('movement_id')
      .notNull()
      .references(() => stockMovements.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'restrict' }),
    lotId: integer('lot_id').references(() => stockLots.id, { onDelete: 'restrict' }),
    fromLocationId: integer('from_location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    toLocationId: integer('to_location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    index('stock_ledger_movement_index').on(table.movementId),
    index('stock_ledger_sku_index').on(table.skuId, table.id),
    index('stock_ledger_from_index').on(table.fromLocationId, table.id),
    index('stock_ledger_to_index').on(table.toLocationId, table.id),
    check('stock_ledger_quantity_check', sql`${table.quantity} > 0`),
    check('stock_ledger_places_check', sql`${table.fromLocationId} <> ${table.toLocationId}`),
  ],
);

/**
 * What is in each real location, per client, SKU and lot: on hand, of it reserved for orders
 * and on hold. Changed only with a ledger line, in the same transaction; the checks make an
 * oversell impossible whatever the code above them does. Virtual locations keep no balance.
 */
export const stockBalances = pgTable(
  'stock_balances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'restrict' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    /**
     * The location's warehouse, kept on the row (a location never changes warehouse): a
     * warehouse's stock is then read from one index, not found location by location.
     */
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    lotId: integer('lot_id').references(() => stockLots.id, { onDelete: 'restrict' }),
    /**
     * The SKU's code, kept on the row (a SKU's code never changes once it exists): a
     * warehouse's stock in SKU order is then read from one index, 50 rows for a page of 50,
     * rather than found SKU by SKU through the whole catalogue.
     */
    skuCode: text('sku_code').notNull(),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    onHold: integer('on_hold').notNull().default(0),
    /** Counts the changes of this row. */
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One row per key, the stock of no lot included: two rows of one key could each pass the
    // checks below while together they oversell.
    unique('stock_balances_key_unique')
      .on(table.userId, table.skuId, table.locationId, table.lotId)
      .nullsNotDistinct(),
    index('stock_balances_location_index').on(table.locationId, table.skuId),
    index('stock_balances_sku_index').on(table.skuId, table.locationId),
    index('stock_balances_warehouse_sku_code_index').on(table.warehouseId, table.skuCode, table.id),
    check(
      'stock_balances_quantities_check',
      sql`${table.onHand} >= 0 and ${table.reserved} >= 0 and ${table.onHold} >= 0 and ${table.reserved} + ${table.onHold} <= ${table.onHand}`,
    ),
  ],
);

/**
 * How many balances hold units in each warehouse, kept by triggers on the balances (migration
 * 0036) so that a warehouse's stock, or all of it, is counted from a row or two instead of its
 * tens of thousands of balances. A balance that is emptied or first filled adds a row of +1 or
 * -1 to its warehouse's count (a bulk insert, a row per warehouse); the rows are added up when
 * read and folded into one per warehouse by the stock module every minute. Only rows are added, so concurrent movements never wait on
 * a count, and never take its lock out of the balances' key order. No foreign key: each check
 * would take a share lock on the warehouse's row in every movement that empties a place.
 */
export const stockPlaceCounts = pgTable(
  'stock_place_counts',
  {
    warehouseId: integer('warehouse_id').notNull(),
    places: integer('places').notNull(),
  },
  (table) => [index('stock_place_counts_warehouse_index').on(table.warehouseId)],
);
