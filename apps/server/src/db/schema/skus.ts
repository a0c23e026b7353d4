import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './timestamps.ts';
import { users } from './users.ts';

export const skuStatuses = ['active', 'inactive'] as const;
export const skuKinds = ['standard', 'bundle', 'kit'] as const;
export const skuTrackings = ['none', 'lot', 'lot-expiry', 'serial'] as const;
export const skuUnits = [
  'each',
  'pair',
  'pack',
  'box',
  'carton',
  'kg',
  'g',
  'l',
  'ml',
  'm',
] as const;

/** The products a client's SKUs are variants of ("Jute mojari", in tan and black, UK 6 to 10). */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public identifier, PRD-000001 …. */
    code: text('code').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    brand: text('brand'),
    category: text('category'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('products_code_unique').on(table.code),
    // A client's products are told apart by name, whatever its case; a SKU's product is found so.
    uniqueIndex('products_user_name_unique').on(table.userId, sql`lower(${table.name})`),
    index('products_search_index').using(
      'gin',
      table.name.op('gin_trgm_ops'),
      table.brand.op('gin_trgm_ops'),
      table.category.op('gin_trgm_ops'),
    ),
    check('products_code_length', sql`char_length(${table.code}) <= 20`),
    check('products_name_length', sql`char_length(${table.name}) <= 160`),
    check('products_brand_length', sql`char_length(${table.brand}) <= 80`),
    check('products_category_length', sql`char_length(${table.category}) <= 80`),
  ],
);

/** The goods of the client businesses: what is received, stored, picked and shipped. */
export const skus = pgTable(
  'skus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public identifier, SKU-000001 …, the id in URLs and the API. */
    publicId: text('public_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** The client's own code, upper-cased: unique within the client. */
    code: text('code').notNull(),
    kind: text('kind', { enum: skuKinds }).notNull().default('standard'),
    name: text('name').notNull(),
    variant: text('variant'),
    hsnCode: text('hsn_code'),
    /** Percent, as the schedules write it ("18", "0.25"). */
    gstRate: text('gst_rate'),
    mrp: numeric('mrp', { precision: 16, scale: 4 }),
    currency: text('currency').notNull().default('INR'),
    unit: text('unit', { enum: skuUnits }).notNull().default('each'),
    unitsPerCase: integer('units_per_case'),
    weightKg: numeric('weight_kg', { precision: 12, scale: 3 }),
    lengthCm: numeric('length_cm', { precision: 8, scale: 1 }),
    widthCm: numeric('width_cm', { precision: 8, scale: 1 }),
    heightCm: numeric('height_cm', { precision: 8, scale: 1 }),
    tracking: text('tracking', { enum: skuTrackings }).notNull().default('none'),
    shelfLifeDays: integer('shelf_life_days'),
    minShelfLifeDays: integer('min_shelf_life_days'),
    status: text('status', { enum: skuStatuses }).notNull().default('active'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('skus_public_id_unique').on(table.publicId),
    // The code a receipt's or an order's line names, within its client: the look-up's index.
    uniqueIndex('skus_user_code_unique').on(table.userId, table.code),
    // A code scanned or typed without the client: the look-up across clients.
    index('skus_code_index').on(table.code),
    index('skus_search_index').using(
      'gin',
      table.code.op('gin_trgm_ops'),
      table.name.op('gin_trgm_ops'),
      table.variant.op('gin_trgm_ops'),
    ),
    index('skus_product_index').on(table.productId, table.id),
    // The list's filters and sorts: each index ends in the id, the sort's tiebreak.
    index('skus_user_index').on(table.userId, table.id),
    index('skus_user_code_sort_index').on(table.userId, table.code, table.id),
    index('skus_code_sort_index').on(table.code, table.id),
    index('skus_name_index').on(table.name, table.id),
    index('skus_status_index').on(table.status, table.id),
    index('skus_tracking_index').on(table.tracking, table.id),
    index('skus_kind_index').on(table.kind, table.id),
    index('skus_created_at_index').on(table.createdAt, table.id),
    check('skus_kind_check', sql`${table.kind} in ('standard', 'bundle', 'kit')`),
    check('skus_tracking_check', sql`${table.tracking} in ('none', 'lot', 'lot-expiry', 'serial')`),
    check(
      'skus_unit_check',
      sql`${table.unit} in ('each', 'pair', 'pack', 'box', 'carton', 'kg', 'g', 'l', 'ml', 'm')`,
    ),
    check('skus_status_check', sql`${table.status} in ('active', 'inactive')`),
    check('skus_bundle_untracked', sql`${table.kind} <> 'bundle' or ${table.tracking} = 'none'`),
    check('skus_public_id_length', sql`char_length(${table.publicId}) <= 20`),
    check('skus_code_length', sql`char_length(${table.code}) <= 40`),
    check('skus_name_length', sql`char_length(${table.name}) <= 200`),
    check('skus_variant_length', sql`char_length(${table.variant}) <= 120`),
    check('skus_hsn_code_format', sql`${table.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
    check('skus_currency_length', sql`char_length(${table.currency}) = 3`),
    check('skus_mrp_positive', sql`${table.mrp} >= 0`),
    check('skus_units_per_case_positive', sql`${table.unitsPerCase} > 0`),
    check('skus_weight_positive', sql`${table.weightKg} > 0`),
    check(
      'skus_sides_positive',
      sql`${table.lengthCm} > 0 and ${table.widthCm} > 0 and ${table.heightCm} > 0`,
    ),
    check('skus_shelf_life_positive', sql`${table.shelfLifeDays} > 0`),
    check('skus_min_shelf_life_positive', sql`${table.minShelfLifeDays} > 0`),
  ],
);

/** A SKU's barcodes, several each: unique within the client, looked up as a scanner reads them. */
export const skuBarcodes = pgTable(
  'sku_barcodes',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    /** The SKU's client, copied so that a barcode is unique within it. */
    userId: integer('user_id').notNull(),
    barcode: text('barcode').notNull(),
    /** The order the barcodes were listed in. */
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.skuId, table.position] }),
    uniqueIndex('sku_barcodes_user_barcode_unique').on(table.userId, table.barcode),
    // A scan at the dock names no client: the look-up across clients.
    index('sku_barcodes_barcode_index').on(table.barcode),
    check('sku_barcodes_barcode_length', sql`char_length(${table.barcode}) between 1 and 48`),
  ],
);

/** What a bundle or kit is made of. */
export const skuComponents = pgTable(
  'sku_components',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    /** A SKU that is a component cannot be deleted from under its bundles and kits. */
    componentId: integer('component_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.skuId, table.componentId] }),
    index('sku_components_component_index').on(table.componentId),
    check('sku_components_quantity_positive', sql`${table.quantity} > 0`),
    check('sku_components_not_itself', sql`${table.skuId} <> ${table.componentId}`),
  ],
);

/** Numbers behind SKU-000001 … and PRD-000001 …: sequences, so creations never collide. */
export const skuNumberSequence = pgSequence('sku_number_seq', { startWith: 1 });
export const productNumberSequence = pgSequence('product_number_seq', { startWith: 1 });

/** The next SKU id, drawn as the row is inserted (six digits at least, up to nine). */
export const nextSkuId = sql<string>`'SKU-' || regexp_replace(lpad(nextval('sku_number_seq')::text, 9, '0'), '^0{0,3}', '')`;
export const nextProductId = sql<string>`'PRD-' || regexp_replace(lpad(nextval('product_number_seq')::text, 9, '0'), '^0{0,3}', '')`;
