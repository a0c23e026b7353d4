import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { teamMembers } from './team-members.ts';
import { timestamps } from './timestamps.ts';
import { users } from './users.ts';

export const shipmentStatuses = ['draft', 'ready', 'dispatched', 'delivered', 'cancelled'] as const;

/**
 * Outbound shipments of a client business's goods. Weights and sizes are kept in kilograms and
 * centimetres whatever unit a person works in; the console converts for display and entry.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public identifier, SHP-000001 …, the id in URLs and the API. */
    code: text('code').notNull(),
    // A business with shipments cannot be deleted from under them.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reference: text('reference').notNull(),
    consigneeName: text('consignee_name').notNull(),
    /** E.164, "+919820041127". */
    consigneePhone: text('consignee_phone').notNull(),
    consigneePhoneCountry: text('consignee_phone_country').notNull(),
    consigneeEmail: text('consignee_email'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    stateCode: text('state_code').notNull(),
    countryCode: text('country_code').notNull(),
    postalCode: text('postal_code').notNull(),
    boxes: integer('boxes').notNull(),
    weightKg: numeric('weight_kg', { precision: 12, scale: 3 }).notNull(),
    lengthCm: numeric('length_cm', { precision: 8, scale: 1 }).notNull(),
    widthCm: numeric('width_cm', { precision: 8, scale: 1 }).notNull(),
    heightCm: numeric('height_cm', { precision: 8, scale: 1 }).notNull(),
    declaredValue: numeric('declared_value', { precision: 16, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    status: text('status', { enum: shipmentStatuses }).notNull().default('draft'),
    // The additional details: the papers a shipment needs before it is made ready.
    invoiceNumber: text('invoice_number'),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    ewayBillNumber: text('eway_bill_number'),
    hsnCodes: jsonb('hsn_codes').$type<string[]>().notNull().default([]),
    contentsDescription: text('contents_description'),
    createdByMemberId: integer('created_by_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // Trigram GIN: a search for text inside these (ilike '%…%') reads the index, not the table.
    index('shipments_search_index').using(
      'gin',
      table.code.op('gin_trgm_ops'),
      table.reference.op('gin_trgm_ops'),
      table.consigneeName.op('gin_trgm_ops'),
      table.trackingNumber.op('gin_trgm_ops'),
      table.city.op('gin_trgm_ops'),
    ),
    uniqueIndex('shipments_code_unique').on(table.code),
    // The list's filters and sorts.
    index('shipments_user_index').on(table.userId, table.createdAt),
    index('shipments_status_index').on(table.status, table.createdAt),
    index('shipments_created_at_index').on(table.createdAt, table.id),
    // The carrier filter ignores case.
    index('shipments_carrier_index').on(sql`lower(${table.carrier})`),
    index('shipments_declared_value_index').on(table.declaredValue, table.id),
    index('shipments_weight_index').on(table.weightKg, table.id),
    index('shipments_reference_index').on(table.reference, table.id),
    check(
      'shipments_status_check',
      sql`${table.status} in ('draft', 'ready', 'dispatched', 'delivered', 'cancelled')`,
    ),
    check('shipments_boxes_check', sql`${table.boxes} between 1 and 9999`),
    check(
      'shipments_measures_check',
      sql`${table.weightKg} > 0 and ${table.lengthCm} > 0 and ${table.widthCm} > 0 and ${table.heightCm} > 0`,
    ),
    check('shipments_declared_value_check', sql`${table.declaredValue} >= 0`),
    // The contract's bounds, kept by the table too.
    check('shipments_code_length', sql`char_length(${table.code}) <= 20`),
    check('shipments_reference_length', sql`char_length(${table.reference}) <= 60`),
    check('shipments_consignee_name_length', sql`char_length(${table.consigneeName}) <= 120`),
    check('shipments_consignee_phone_length', sql`char_length(${table.consigneePhone}) <= 32`),
    check(
      'shipments_consignee_phone_country_length',
      sql`char_length(${table.consigneePhoneCountry}) = 2`,
    ),
    check('shipments_consignee_email_length', sql`char_length(${table.consigneeEmail}) <= 254`),
    check('shipments_address_line1_length', sql`char_length(${table.addressLine1}) <= 200`),
    check('shipments_address_line2_length', sql`char_length(${table.addressLine2}) <= 200`),
    check('shipments_city_length', sql`char_length(${table.city}) <= 100`),
    check('shipments_state_code_length', sql`char_length(${table.stateCode}) <= 10`),
    check('shipments_country_code_length', sql`char_length(${table.countryCode}) = 2`),
    check('shipments_postal_code_length', sql`char_length(${table.postalCode}) <= 12`),
    check('shipments_currency_length', sql`char_length(${table.currency}) = 3`),
    check('shipments_carrier_length', sql`char_length(${table.carrier}) <= 60`),
    check('shipments_tracking_number_length', sql`char_length(${table.trackingNumber}) <= 40`),
    check('shipments_invoice_number_length', sql`char_length(${table.invoiceNumber}) <= 40`),
    check('shipments_eway_bill_number_length', sql`char_length(${table.ewayBillNumber}) = 12`),
    check('shipments_hsn_codes_size', sql`octet_length(${table.hsnCodes}::text) <= 512`),
    check(
      'shipments_contents_description_length',
      sql`char_length(${table.contentsDescription}) <= 300`,
    ),
  ],
);

/** Numbers behind SHP-000001 …: a sequence, so concurrent creations never collide. */
export const shipmentNumberSequence = pgSequence('shipment_number_seq', { startWith: 1 });

/** The next shipment code, drawn as the row is inserted (six digits at least, up to nine). */
export const nextShipmentCode = sql<string>`'SHP-' || regexp_replace(lpad(nextval('shipment_number_seq')::text, 9, '0'), '^0{0,3}', '')`;
