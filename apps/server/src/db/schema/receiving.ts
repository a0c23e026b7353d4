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
import { vendors } from './vendors.ts';
import { warehouses } from './warehouses.ts';

export const receivingStatuses = ['pending', 'approved', 'rejected'] as const;
export const rejectReasons = ['damaged', 'expired', 'short-expiry', 'wrong-sku', 'excess'] as const;

/**
 * Goods receipts (inbound shipments): what a supplier sends in for a client business, counted
 * line by line, then approved or rejected. The goods receipt of the stock ledger to come.
 */
export const goodsReceipts = pgTable(
  'goods_receipts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public identifier, GRN-000001 …, the id in URLs and the API. */
    code: text('code').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reference: text('reference').notNull(),
    /**
     * The vendor of the same client that sends the goods; null only on receipts recorded before
     * vendors were kept, which name their supplier by the columns below alone.
     */
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
    /** The supplier as the receipt names it: the vendor's name and GSTIN when it was chosen. */
    supplierName: text('supplier_name').notNull(),
    supplierTaxId: text('supplier_tax_id'),
    /** Where the goods arrive; null only on receipts recorded before warehouses were kept. */
    warehouseId: integer('warehouse_id').references(() => warehouses.id, {
      onDelete: 'restrict',
    }),
    expectedDate: date('expected_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: receivingStatuses }).notNull().default('pending'),
    /** The reason given for a rejection. */
    comment: text('comment'),
    createdByMemberId: integer('created_by_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    decidedByMemberId: integer('decided_by_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // Trigram GIN: a search for text inside these (ilike '%…%') reads the index, not the table.
    index('goods_receipts_search_index').using(
      'gin',
      table.code.op('gin_trgm_ops'),
      table.reference.op('gin_trgm_ops'),
      table.supplierName.op('gin_trgm_ops'),
    ),
    uniqueIndex('goods_receipts_code_unique').on(table.code),
    index('goods_receipts_user_index').on(table.userId, table.expectedDate),
    index('goods_receipts_status_index').on(table.status, table.expectedDate),
    index('goods_receipts_vendor_index').on(table.vendorId, table.expectedDate),
    index('goods_receipts_warehouse_index').on(table.warehouseId, table.expectedDate),
    index('goods_receipts_expected_date_index').on(table.expectedDate, table.id),
    index('goods_receipts_created_at_index').on(table.createdAt, table.id),
    index('goods_receipts_reference_index').on(table.reference, table.id),
    check(
      'goods_receipts_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected')`,
    ),
    check(
      'goods_receipts_comment_check',
      sql`${table.status} <> 'rejected' or ${table.comment} is not null`,
    ),
    check('goods_receipts_code_length', sql`char_length(${table.code}) <= 20`),
    check('goods_receipts_reference_length', sql`char_length(${table.reference}) <= 60`),
    check('goods_receipts_supplier_name_length', sql`char_length(${table.supplierName}) <= 160`),
    check('goods_receipts_supplier_tax_id_length', sql`char_length(${table.supplierTaxId}) <= 20`),
    check('goods_receipts_comment_length', sql`char_length(${table.comment}) <= 500`),
  ],
);

/** A receipt's lines: the SKU expected, and what was counted in and rejected. */
export const goodsReceiptLines = pgTable(
  'goods_receipt_lines',
  {
    /** A line's own number: its put-away task's id. */
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => goodsReceipts.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 … in the order the lines were given. */
    lineNo: integer('line_no').notNull(),
    /** The SKU of the receipt's client; its code is kept beside it, as the lines show it. */
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'restrict' }),
    sku: text('sku').notNull(),
    description: text('description').notNull(),
    expectedQty: integer('expected_qty').notNull(),
    /** Null until counted. */
    receivedQty: integer('received_qty'),
    rejectedQty: integer('rejected_qty').notNull().default(0),
    rejectReason: text('reject_reason', { enum: rejectReasons }),
    /** The lot the units came in (a SKU tracked by lot), and the day it expires. */
    lot: text('lot'),
    expiresOn: date('expires_on', { mode: 'string' }),
    /** Accepted units moved from the receiving area into bins since the approval. */
    putAwayQty: integer('put_away_qty').notNull().default(0),
  },
  (table) => [
    // Trigram GIN: a search for text inside these (ilike '%…%') reads the index, not the table.
    index('goods_receipt_lines_sku_search_index').using('gin', table.sku.op('gin_trgm_ops')),
    primaryKey({ columns: [table.receiptId, table.lineNo] }),
    uniqueIndex('goods_receipt_lines_id_unique').on(table.id),
    index('goods_receipt_lines_sku_index').on(table.sku),
    // A SKU's receipts, and whether any refers to it before it is deleted.
    index('goods_receipt_lines_sku_id_index').on(table.skuId),
    // The put-away tasks: lines with accepted units still in the receiving area.
    index('goods_receipt_lines_to_put_away_index')
      .on(table.receiptId, table.lineNo)
      .where(sql`${table.putAwayQty} < coalesce(${table.receivedQty}, 0) - ${table.rejectedQty}`),
    check(
      'goods_receipt_lines_quantities_check',
      sql`${table.expectedQty} >= 1 and ${table.receivedQty} >= 0 and ${table.rejectedQty} >= 0 and ${table.rejectedQty} <= coalesce(${table.receivedQty}, 0)`,
    ),
    check(
      'goods_receipt_lines_reason_check',
      sql`${table.rejectReason} in ('damaged', 'expired', 'short-expiry', 'wrong-sku', 'excess') and ${table.rejectedQty} > 0 or ${table.rejectReason} is null and ${table.rejectedQty} = 0`,
    ),
    check('goods_receipt_lines_sku_length', sql`char_length(${table.sku}) <= 40`),
    check('goods_receipt_lines_lot_length', sql`char_length(${table.lot}) between 1 and 40`),
    // Never more put away than was accepted.
    check(
      'goods_receipt_lines_put_away_check',
      sql`${table.putAwayQty} >= 0 and ${table.putAwayQty} <= coalesce(${table.receivedQty}, 0) - ${table.rejectedQty}`,
    ),
    check('goods_receipt_lines_description_length', sql`char_length(${table.description}) <= 200`),
  ],
);

/** Numbers behind GRN-000001 …: a sequence, so concurrent creations never collide. */
export const goodsReceiptNumberSequence = pgSequence('goods_receipt_number_seq', { startWith: 1 });

/** The next receipt code, drawn as the row is inserted (six digits at least, up to nine). */
export const nextReceiptCode = sql<string>`'GRN-' || regexp_replace(lpad(nextval('goods_receipt_number_seq')::text, 9, '0'), '^0{0,3}', '')`;
