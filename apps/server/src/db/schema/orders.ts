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
import { skus } from './skus.ts';
import { timestamps } from './timestamps.ts';
import { users } from './users.ts';
import { warehouses } from './warehouses.ts';

export const orderStatuses = [
  'new',
  'confirmed',
  'picking',
  'packed',
  'dispatched',
  'delivered',
  'cancelled',
  'returned',
] as const;

/**
 * B2B orders: what a client business's buyers order from it, fulfilled from the warehouse.
 * Totals are kept on the order (from its lines, in the same transaction) so lists, reports and
 * the dashboard never add up lines per request.
 */
export const b2bOrders = pgTable(
  'b2b_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public identifier, ORD-000001 …, the id in URLs and the API. */
    number: text('number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The warehouse it is fulfilled from; null only on orders taken before warehouses were kept. */
    warehouseId: integer('warehouse_id').references(() => warehouses.id, { onDelete: 'restrict' }),
    buyerName: text('buyer_name').notNull(),
    buyerGstin: text('buyer_gstin'),
    buyerCity: text('buyer_city').notNull(),
    buyerStateCode: text('buyer_state_code').notNull(),
    buyerCountryCode: text('buyer_country_code').notNull(),
    buyerPostalCode: text('buyer_postal_code').notNull(),
    /** Days in the operator's calendar. */
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    requiredBy: date('required_by', { mode: 'string' }),
    /** When it left the warehouse; set for dispatched, delivered and returned orders. */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    status: text('status', { enum: orderStatuses }).notNull().default('new'),
    quantity: integer('quantity').notNull(),
    lineCount: integer('line_count').notNull(),
    subtotal: numeric('subtotal', { precision: 16, scale: 4 }).notNull(),
    tax: numeric('tax', { precision: 16, scale: 4 }).notNull(),
    amount: numeric('amount', { precision: 16, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    ...timestamps,
  },
  (table) => [
    // Trigram GIN: a search for text inside these (ilike '%…%') reads the index, not the table.
    index('b2b_orders_search_index').using(
      'gin',
      table.number.op('gin_trgm_ops'),
      table.buyerName.op('gin_trgm_ops'),
      table.buyerGstin.op('gin_trgm_ops'),
    ),
    // The number is unique; its index also serves the number sort.
    uniqueIndex('b2b_orders_number_unique').on(table.number),
    // The list's filters and sorts, each ending in the id for a stable keyset order.
    index('b2b_orders_order_date_index').on(table.orderDate, table.id),
    index('b2b_orders_status_index').on(table.status, table.orderDate, table.id),
    index('b2b_orders_user_index').on(table.userId, table.orderDate, table.id),
    index('b2b_orders_warehouse_index').on(table.warehouseId, table.orderDate, table.id),
    index('b2b_orders_amount_index').on(table.amount, table.id),
    index('b2b_orders_required_by_index').on(table.requiredBy, table.id),
    index('b2b_orders_buyer_gstin_index').on(table.buyerGstin),
    check(
      'b2b_orders_status_check',
      sql`${table.status} in ('new', 'confirmed', 'picking', 'packed', 'dispatched', 'delivered', 'cancelled', 'returned')`,
    ),
    check(
      'b2b_orders_figures_check',
      sql`${table.quantity} >= 0 and ${table.lineCount} >= 0 and ${table.subtotal} >= 0 and ${table.tax} >= 0 and ${table.amount} = ${table.subtotal} + ${table.tax}`,
    ),
    check('b2b_orders_number_length', sql`char_length(${table.number}) <= 20`),
    check('b2b_orders_buyer_name_length', sql`char_length(${table.buyerName}) <= 160`),
    check('b2b_orders_buyer_gstin_length', sql`char_length(${table.buyerGstin}) <= 20`),
    check('b2b_orders_buyer_city_length', sql`char_length(${table.buyerCity}) <= 100`),
    check('b2b_orders_buyer_state_length', sql`char_length(${table.buyerStateCode}) <= 10`),
    check('b2b_orders_buyer_country_length', sql`char_length(${table.buyerCountryCode}) = 2`),
    check('b2b_orders_buyer_postal_length', sql`char_length(${table.buyerPostalCode}) <= 12`),
    check('b2b_orders_currency_length', sql`char_length(${table.currency}) = 3`),
  ],
);

/** An order's lines: SKU, quantity, price and GST. */
export const b2bOrderLines = pgTable(
  'b2b_order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => b2bOrders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    /** The SKU of the order's client; its code is kept beside it, as the report prints it. */
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'restrict' }),
    sku: text('sku').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 16, scale: 4 }).notNull(),
    /** GST rate in percent. */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 16, scale: 4 }).notNull(),
    lineTotal: numeric('line_total', { precision: 16, scale: 4 }).notNull(),
  },
  (table) => [
    // Trigram GIN: a search for text inside these (ilike '%…%') reads the index, not the table.
    index('b2b_order_lines_sku_search_index').using('gin', table.sku.op('gin_trgm_ops')),
    primaryKey({ columns: [table.orderId, table.lineNo] }),
    index('b2b_order_lines_sku_index').on(table.sku),
    // A SKU's orders, and whether any refers to it before it is deleted.
    index('b2b_order_lines_sku_id_index').on(table.skuId),
    check(
      'b2b_order_lines_figures_check',
      sql`${table.quantity} >= 1 and ${table.unitPrice} >= 0 and ${table.taxRate} between 0 and 100 and ${table.taxAmount} >= 0 and ${table.lineTotal} >= 0`,
    ),
    check('b2b_order_lines_sku_length', sql`char_length(${table.sku}) <= 40`),
    check('b2b_order_lines_description_length', sql`char_length(${table.description}) <= 200`),
  ],
);

/** Numbers behind ORD-000001 …: a sequence, so concurrent creations never collide. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

/** The next order number, drawn as the row is inserted (six digits at least, up to nine). */
export const nextOrderNumber = sql<string>`'ORD-' || regexp_replace(lpad(nextval('order_number_seq')::text, 9, '0'), '^0{0,3}', '')`;
