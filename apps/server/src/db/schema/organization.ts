import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './timestamps.ts';

/** The operator running this console: exactly one row (id 1). */
export const organization = pgTable(
  'organization',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    legalName: text('legal_name'),
    email: text('email'),
    phone: text('phone'),
    taxId: text('tax_id'),
    country: text('country').notNull().default('IN'),
    /** The state or region within the country, by its name. */
    state: text('state'),
    timezone: text('timezone').notNull().default('Asia/Kolkata'),
    currency: text('currency').notNull().default('INR'),
    /** Whether members need the mailed second factor at sign-in unless overridden per member. */
    requireSecondFactor: boolean('require_second_factor').notNull().default(true),
    /**
     * A stock adjustment changing more units than this, or more MRP value (rupees) than the
     * next, waits for a second person's approval; smaller ones are posted at once.
     */
    adjustmentApprovalUnits: integer('adjustment_approval_units').notNull().default(50),
    adjustmentApprovalValue: numeric('adjustment_approval_value', { precision: 14, scale: 2 })
      .notNull()
      .default('10000'),
    ...timestamps,
  },
  (table) => [
    check('organization_single_row', sql`${table.id} = 1`),
    check('organization_name_length', sql`char_length(${table.name}) <= 160`),
    check('organization_legal_name_length', sql`char_length(${table.legalName}) <= 200`),
    check('organization_email_length', sql`char_length(${table.email}) <= 254`),
    check('organization_phone_length', sql`char_length(${table.phone}) <= 32`),
    check('organization_tax_id_length', sql`char_length(${table.taxId}) <= 20`),
    check('organization_timezone_length', sql`char_length(${table.timezone}) <= 64`),
    check('organization_state_length', sql`char_length(${table.state}) <= 100`),
    check(
      'organization_adjustment_approval_check',
      sql`${table.adjustmentApprovalUnits} >= 0 and ${table.adjustmentApprovalValue} >= 0`,
    ),
  ],
);
