import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './timestamps.ts';

export const catalogueStatuses = ['active', 'inactive'] as const;
export type CatalogueStatus = (typeof catalogueStatuses)[number];
export const billingCycles = ['monthly', 'quarterly', 'yearly'] as const;

/** A delivery region the operator prices by. */
export const zones = pgTable(
  'zones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: catalogueStatuses }).notNull().default('active'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('zones_code_unique').on(table.code),
    index('zones_name_index').on(table.name),
    check('zones_status_check', sql`${table.status} in ('active', 'inactive')`),
    check('zones_code_length', sql`char_length(${table.code}) <= 30`),
    check('zones_name_length', sql`char_length(${table.name}) <= 80`),
    check('zones_description_length', sql`char_length(${table.description}) <= 500`),
  ],
);

/**
 * What a zone covers: one row per country, with no state for the whole country, or one row per
 * state covered. Overlaps between zones are a join on these rows.
 */
export const zoneRegions = pgTable(
  'zone_regions',
  {
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    /** null: the whole country. */
    stateCode: text('state_code'),
  },
  (table) => [
    uniqueIndex('zone_regions_unique').on(
      table.zoneId,
      table.countryCode,
      sql`coalesce(${table.stateCode}, '')`,
    ),
    index('zone_regions_country_index').on(table.countryCode, table.stateCode),
    check('zone_regions_country_length', sql`char_length(${table.countryCode}) = 2`),
    check('zone_regions_state_length', sql`char_length(${table.stateCode}) <= 10`),
  ],
);

/** A subscription plan client businesses buy. Amounts are exact decimals, never floats. */
export const packages = pgTable(
  'packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    currency: text('currency').notNull(),
    price: numeric('price', { precision: 16, scale: 4 }).notNull(),
    billingCycle: text('billing_cycle', { enum: billingCycles }).notNull(),
    warehouses: integer('warehouses').notNull(),
    ordersPerMonth: integer('orders_per_month').notNull(),
    teamSeats: integer('team_seats').notNull(),
    skus: integer('skus').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    status: text('status', { enum: catalogueStatuses }).notNull().default('active'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('packages_code_unique').on(table.code),
    index('packages_name_index').on(table.name),
    index('packages_status_index').on(table.status),
    check('packages_status_check', sql`${table.status} in ('active', 'inactive')`),
    check(
      'packages_billing_cycle_check',
      sql`${table.billingCycle} in ('monthly', 'quarterly', 'yearly')`,
    ),
    check('packages_price_check', sql`${table.price} >= 0`),
    check('packages_code_length', sql`char_length(${table.code}) <= 30`),
    check('packages_name_length', sql`char_length(${table.name}) <= 80`),
    check('packages_description_length', sql`char_length(${table.description}) <= 1000`),
    check('packages_currency_length', sql`char_length(${table.currency}) = 3`),
    check(
      'packages_limits_check',
      sql`${table.warehouses} >= 0 and ${table.ordersPerMonth} >= 0 and ${table.teamSeats} >= 0 and ${table.skus} >= 0`,
    ),
    check('packages_features_size', sql`octet_length(${table.features}::text) <= 8192`),
  ],
);

/** One zone's price in a package, in the package's currency. */
export const packageRates = pgTable(
  'package_rates',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    // A zone a package prices cannot be deleted: the database refuses it too.
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'restrict' }),
    perShipment: numeric('per_shipment', { precision: 16, scale: 4 }).notNull(),
    perKg: numeric('per_kg', { precision: 16, scale: 4 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.packageId, table.zoneId] }),
    index('package_rates_zone_index').on(table.zoneId),
    check('package_rates_amounts_check', sql`${table.perShipment} >= 0 and ${table.perKg} >= 0`),
  ],
);
