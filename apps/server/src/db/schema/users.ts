import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { packages } from './catalogue.ts';
import { timestamps } from './timestamps.ts';

export const userStatuses = ['active', 'inactive'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** Client businesses of the platform (the console's "users"), each on a plan. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public identifier, USR-000001 …, the id in URLs and the API. */
    code: text('code').notNull(),
    businessName: text('business_name').notNull(),
    contactName: text('contact_name').notNull(),
    /** Stored lower-cased so look-ups and uniqueness ignore case. */
    email: text('email').notNull(),
    /** E.164, "+919820041127". */
    phone: text('phone').notNull(),
    phoneCountry: text('phone_country').notNull(),
    /** A GSTIN in India; any tax id, or none, elsewhere. */
    taxId: text('tax_id'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    /** ISO 3166-2 code within the country, as the reference data has it ("MH"). */
    stateCode: text('state_code').notNull(),
    countryCode: text('country_code').notNull(),
    postalCode: text('postal_code').notNull(),
    timezone: text('timezone').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: userStatuses }).notNull().default('active'),
    /**
     * The current plan's last day, none without a plan: a copy of current_plans.period_end kept
     * by a trigger (migration 0016), so the list sorts by it from an index of its own table.
     */
    planPeriodEnd: date('plan_period_end', { mode: 'string' }),
    ...timestamps,
  },
  (table) => [
    // Trigram GIN: a search for text inside these (ilike '%…%') reads the index, not the table.
    index('users_search_index').using(
      'gin',
      table.businessName.op('gin_trgm_ops'),
      table.contactName.op('gin_trgm_ops'),
      table.email.op('gin_trgm_ops'),
      table.code.op('gin_trgm_ops'),
      table.phone.op('gin_trgm_ops'),
      table.taxId.op('gin_trgm_ops'),
    ),
    uniqueIndex('users_code_unique').on(table.code),
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    // The list's filters and sorts: each sort's index ends in the id, its tiebreak, so a page
    // or a keyset batch is read from the index in order, backwards for a descending sort.
    index('users_status_index').on(table.status, table.id),
    index('users_country_index').on(table.countryCode),
    index('users_business_name_index').on(table.businessName, table.id),
    index('users_contact_name_index').on(table.contactName, table.id),
    index('users_email_index').on(table.email, table.id),
    index('users_created_at_index').on(table.createdAt, table.id),
    index('users_plan_period_end_index').on(table.planPeriodEnd, table.id),
    check('users_status_check', sql`${table.status} in ('active', 'inactive')`),
    // The contract's bounds, kept by the table too.
    check('users_code_length', sql`char_length(${table.code}) <= 20`),
    check('users_business_name_length', sql`char_length(${table.businessName}) <= 160`),
    check('users_contact_name_length', sql`char_length(${table.contactName}) <= 120`),
    check('users_email_length', sql`char_length(${table.email}) <= 254`),
    check('users_phone_length', sql`char_length(${table.phone}) <= 32`),
    check('users_phone_country_length', sql`char_length(${table.phoneCountry}) = 2`),
    check('users_tax_id_length', sql`char_length(${table.taxId}) <= 20`),
    check('users_address_line1_length', sql`char_length(${table.addressLine1}) <= 200`),
    check('users_address_line2_length', sql`char_length(${table.addressLine2}) <= 200`),
    check('users_city_length', sql`char_length(${table.city}) <= 100`),
    check('users_state_code_length', sql`char_length(${table.stateCode}) <= 10`),
    check('users_country_code_length', sql`char_length(${table.countryCode}) = 2`),
    check('users_postal_code_length', sql`char_length(${table.postalCode}) <= 12`),
    check('users_timezone_length', sql`char_length(${table.timezone}) <= 64`),
    check('users_currency_length', sql`char_length(${table.currency}) = 3`),
  ],
);

/**
 * A period of a business on a package. The current plan is the latest by period_start (then
 * id); its status (active, expiring, expired, cancelled) is derived from the dates, never stored,
 * so it cannot go stale as days pass.
 */
export const userPlans = pgTable(
  'user_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A package somebody is or was on cannot be deleted: the database refuses it too.
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    /** Days in the operator's calendar; the period ends at the end of period_end. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set when a change of package closed the period before its end (docs/decisions/0042). */
    changedAt: timestamp('changed_at', { withTimezone: true }),
    /**
     * A change of package scheduled for the next renewal: the renewal starts the next period on
     * this package instead of extending this one.
     */
    nextPackageId: integer('next_package_id').references(() => packages.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_plans_user_index').on(table.userId, table.periodStart.desc()),
    index('user_plans_package_index').on(table.packageId),
    index('user_plans_next_package_index').on(table.nextPackageId),
    // Plans that have not ended: the dashboard's active plans and the expiry reminder.
    index('user_plans_period_end_index').on(table.periodEnd),
    check('user_plans_period_check', sql`${table.periodEnd} >= ${table.periodStart}`),
  ],
);

/**
 * Each user's current plan (the latest by period_start, then id), kept by a trigger on
 * user_plans (migration 0015), so that counting users by plan status reads only the plans that
 * have not ended instead of comparing every plan with its successors.
 */
export const currentPlans = pgTable(
  'current_plans',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => userPlans.id, { onDelete: 'cascade' }),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    cancelled: boolean('cancelled').notNull(),
  },
  (table) => [
    index('current_plans_open_index').on(table.periodEnd).where(sql`not ${table.cancelled}`),
  ],
);

/**
 * How many current, not cancelled plans end on each day: active and expiring plans are sums
 * over a few hundred days rather than a count over every running plan. Kept with current_plans.
 */
export const currentPlanEnds = pgTable('current_plan_ends', {
  day: date('day', { mode: 'string' }).primaryKey(),
  plans: integer('plans').notNull(),
});

/** Numbers behind USR-000001 …: a sequence, so concurrent creations never collide. */
export const userNumberSequence = pgSequence('user_number_seq', { startWith: 1 });

/**
 * The next user code, drawn from the sequence as the row is inserted: six digits at least,
 * up to the nine the contract allows past a million (lpad to six alone would cut them). One
 * nextval per row, so an insert of many rows gives each its own.
 */
export const nextUserCode = sql<string>`'USR-' || regexp_replace(lpad(nextval('user_number_seq')::text, 9, '0'), '^0{0,3}', '')`;
