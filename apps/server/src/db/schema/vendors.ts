import { sql } from 'drizzle-orm';
import { check, index, integer, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './timestamps.ts';
import { users } from './users.ts';

export const vendorStatuses = ['active', 'inactive'] as const;
export type VendorStatus = (typeof vendorStatuses)[number];

/** Suppliers of goods, each of one client business (a user). */
export const vendors = pgTable(
  'vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public identifier, VEN-000001 …, the id in URLs and the API. */
    code: text('code').notNull(),
    /** The client business it supplies; a client with vendors is not deleted from under them. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    // The contact and the address are null only on a vendor made from a supplier typed on a goods
    // receipt before vendors were kept, until someone completes it.
    contactName: text('contact_name'),
    /** Stored lower-cased. */
    email: text('email'),
    /** E.164, "+919820041127". */
    phone: text('phone'),
    phoneCountry: text('phone_country'),
    /** A GSTIN in India; any tax id, or none, elsewhere. */
    taxId: text('tax_id'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    /** ISO 3166-2 code within the country, as the reference data has it ("MH"). */
    stateCode: text('state_code'),
    countryCode: text('country_code'),
    postalCode: text('postal_code'),
    status: text('status', { enum: vendorStatuses }).notNull().default('active'),
    ...timestamps,
  },
  (table) => [
    // Trigram GIN: a search for text inside these (ilike '%…%') reads the index, not the table.
    index('vendors_search_index').using(
      'gin',
      table.name.op('gin_trgm_ops'),
      table.code.op('gin_trgm_ops'),
      table.contactName.op('gin_trgm_ops'),
      table.email.op('gin_trgm_ops'),
      table.phone.op('gin_trgm_ops'),
      table.taxId.op('gin_trgm_ops'),
    ),
    uniqueIndex('vendors_code_unique').on(table.code),
    // A client's vendors are told apart by name, whatever its case.
    uniqueIndex('vendors_user_name_unique').on(table.userId, sql`lower(${table.name})`),
    // The list's filters and sorts: each sort's index ends in the id, its tiebreak.
    index('vendors_user_index').on(table.userId, table.id),
    index('vendors_status_index').on(table.status, table.id),
    index('vendors_name_index').on(table.name, table.id),
    index('vendors_contact_name_index').on(table.contactName, table.id),
    index('vendors_created_at_index').on(table.createdAt, table.id),
    check('vendors_status_check', sql`${table.status} in ('active', 'inactive')`),
    // The contract's bounds, kept by the table too.
    check('vendors_code_length', sql`char_length(${table.code}) <= 20`),
    check('vendors_name_length', sql`char_length(${table.name}) <= 160`),
    check('vendors_contact_name_length', sql`char_length(${table.contactName}) <= 120`),
    check('vendors_email_length', sql`char_length(${table.email}) <= 254`),
    check('vendors_phone_length', sql`char_length(${table.phone}) <= 32`),
    check('vendors_phone_country_length', sql`char_length(${table.phoneCountry}) = 2`),
    check('vendors_tax_id_length', sql`char_length(${table.taxId}) <= 20`),
    check('vendors_address_line1_length', sql`char_length(${table.addressLine1}) <= 200`),
    check('vendors_address_line2_length', sql`char_length(${table.addressLine2}) <= 200`),
    check('vendors_city_length', sql`char_length(${table.city}) <= 100`),
    check('vendors_state_code_length', sql`char_length(${table.stateCode}) <= 10`),
    check('vendors_country_code_length', sql`char_length(${table.countryCode}) = 2`),
    check('vendors_postal_code_length', sql`char_length(${table.postalCode}) <= 12`),
  ],
);

/** Numbers behind VEN-000001 …: a sequence, so concurrent creations never collide. */
export const vendorNumberSequence = pgSequence('vendor_number_seq', { startWith: 1 });

/** The next vendor code, drawn as the row is inserted (six digits at least, up to nine). */
export const nextVendorCode = sql<string>`'VEN-' || regexp_replace(lpad(nextval('vendor_number_seq')::text, 9, '0'), '^0{0,3}', '')`;
