import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './timestamps.ts';

export const warehouseStatuses = ['active', 'inactive'] as const;
export const locationKinds = ['area', 'rack', 'shelf', 'bin', 'virtual'] as const;
export const locationPurposes = [
  'receiving',
  'storage',
  'pick-face',
  'packing',
  'dispatch',
  'returns',
  'qc-hold',
  'damaged',
  'supplier',
  'customer',
  'in-transit',
  'adjustment',
  'scrap',
] as const;

/** The operator's warehouses: the buildings stock is kept in, each with its tree of locations. */
export const warehouses = pgTable(
  'warehouses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What people type and see ("BOM-BHW1"), the id in URLs and the API; fixed once made. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    /** ISO 3166-2 code within the country, as the reference data has it ("MH"). */
    stateCode: text('state_code').notNull(),
    countryCode: text('country_code').notNull(),
    postalCode: text('postal_code').notNull(),
    gstin: text('gstin'),
    timezone: text('timezone').notNull(),
    contactName: text('contact_name').notNull(),
    /** E.164, "+919820041127". */
    phone: text('phone').notNull(),
    phoneCountry: text('phone_country').notNull(),
    email: text('email'),
    status: text('status', { enum: warehouseStatuses }).notNull().default('active'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('warehouses_code_unique').on(table.code),
    index('warehouses_name_index').on(table.name, table.id),
    index('warehouses_city_index').on(table.city, table.id),
    check('warehouses_status_check', sql`${table.status} in ('active', 'inactive')`),
    check('warehouses_code_length', sql`char_length(${table.code}) <= 30`),
    check('warehouses_name_length', sql`char_length(${table.name}) <= 120`),
    check('warehouses_address_line1_length', sql`char_length(${table.addressLine1}) <= 200`),
    check('warehouses_address_line2_length', sql`char_length(${table.addressLine2}) <= 200`),
    check('warehouses_city_length', sql`char_length(${table.city}) <= 100`),
    check('warehouses_state_code_length', sql`char_length(${table.stateCode}) <= 10`),
    check('warehouses_country_code_length', sql`char_length(${table.countryCode}) = 2`),
    check('warehouses_postal_code_length', sql`char_length(${table.postalCode}) <= 12`),
    check('warehouses_gstin_length', sql`char_length(${table.gstin}) <= 20`),
    check('warehouses_timezone_length', sql`char_length(${table.timezone}) <= 64`),
    check('warehouses_contact_name_length', sql`char_length(${table.contactName}) <= 120`),
    check('warehouses_phone_length', sql`char_length(${table.phone}) <= 32`),
    check('warehouses_email_length', sql`char_length(${table.email}) <= 254`),
  ],
);

/**
 * The places inside a warehouse, as a tree: areas at the top (each for one purpose), racks,
 * shelves and bins below them at any depth, and beside them the virtual locations every
 * movement of stock starts or ends at (supplier, customer, in transit, adjustment, scrap).
 */
export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public identifier, LOC-000001 …, the id in URLs and the API. */
    publicId: text('public_id').notNull(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    /** The location it sits in; none for an area or a virtual location. */
    // No action rather than restrict: a warehouse's whole tree is deleted in one statement,
    // which a restricting key would refuse row by row.
    parentId: integer('parent_id').references((): AnyPgColumn => locations.id, {
      onDelete: 'no action',
    }),
    /** Unique within its warehouse; what its label shows and a scanner reads. Fixed once made. */
    code: text('code').notNull(),
    name: text('name').notNull().default(''),
    kind: text('kind', { enum: locationKinds }).notNull(),
    /** Its area's purpose, copied down the tree (a location never changes area). */
    purpose: text('purpose', { enum: locationPurposes }).notNull(),
    /**
     * The codes from its area down to itself, joined by "/" ("STORAGE/A/A-01/A-01-03"): the
     * order a person walks the warehouse in, and with a prefix, everything below a location.
     */
    path: text('path').notNull(),
    depth: integer('depth').notNull(),
    pickable: boolean('pickable').notNull(),
    countsAsAvailable: boolean('counts_as_available').notNull(),
    maxUnits: integer('max_units'),
    maxVolumeL: numeric('max_volume_l', { precision: 12, scale: 3 }),
    maxWeightKg: numeric('max_weight_kg', { precision: 12, scale: 3 }),
    status: text('status', { enum: warehouseStatuses }).notNull().default('active'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('locations_public_id_unique').on(table.publicId),
    uniqueIndex('locations_code_unique').on(table.warehouseId, table.code),
    // A subtree is a range of this index (path like 'STORAGE/A/%'), and the walk its order.
    uniqueIndex('locations_path_unique').on(table.warehouseId, table.path.op('text_pattern_ops')),
    index('locations_parent_index').on(table.parentId, table.code),
    index('locations_code_index').on(table.code, table.id),
    // Trigram GIN: a search for text inside these (ilike '%…%') reads the index, not the table.
    index('locations_search_index').using(
      'gin',
      table.code.op('gin_trgm_ops'),
      table.name.op('gin_trgm_ops'),
    ),
    index('locations_updated_at_index').on(table.updatedAt, table.id),
    // The list's other sorts, each ending in the id, its tiebreak.
    index('locations_kind_index').on(table.kind, table.id),
    index('locations_purpose_index').on(table.purpose, table.id),
    index('locations_status_index').on(table.status, table.id),
    index('locations_warehouse_index').on(table.warehouseId, table.id),
    check('locations_status_check', sql`${table.status} in ('active', 'inactive')`),
    check(
      'locations_kind_check',
      sql`${table.kind} in ('area', 'rack', 'shelf', 'bin', 'virtual')`,
    ),
    check(
      'locations_purpose_check',
      sql`${table.purpose} in ('receiving', 'storage', 'pick-face', 'packing', 'dispatch', 'returns', 'qc-hold', 'damaged', 'supplier', 'customer', 'in-transit', 'adjustment', 'scrap')`,
    ),
    // Areas and virtual locations are at the top; everything else sits inside something.
    check(
      'locations_parent_check',
      sql`(${table.kind} in ('area', 'virtual')) = (${table.parentId} is null)`,
    ),
    // Nobody picks from, or counts stock at, a virtual location.
    check(
      'locations_virtual_check',
      sql`${table.kind} <> 'virtual' or (not ${table.pickable} and not ${table.countsAsAvailable} and ${table.purpose} in ('supplier', 'customer', 'in-transit', 'adjustment', 'scrap'))`,
    ),
    check('locations_max_units_check', sql`${table.maxUnits} is null or ${table.maxUnits} > 0`),
    check(
      'locations_max_volume_check',
      sql`${table.maxVolumeL} is null or ${table.maxVolumeL} > 0`,
    ),
    check(
      'locations_max_weight_check',
      sql`${table.maxWeightKg} is null or ${table.maxWeightKg} > 0`,
    ),
    check('locations_depth_check', sql`${table.depth} between 1 and 8`),
    check('locations_public_id_length', sql`char_length(${table.publicId}) <= 20`),
    check('locations_code_length', sql`char_length(${table.code}) <= 30`),
    check('locations_name_length', sql`char_length(${table.name}) <= 80`),
    check('locations_path_length', sql`char_length(${table.path}) <= 260`),
  ],
);

/** Numbers behind LOC-000001 …: a sequence, so concurrent creations never collide. */
export const locationNumberSequence = pgSequence('location_number_seq', { startWith: 1 });

/** The next location id, drawn as the row is inserted (six digits at least, up to nine). */
export const nextLocationId = sql<string>`'LOC-' || regexp_replace(lpad(nextval('location_number_seq')::text, 9, '0'), '^0{0,3}', '')`;
