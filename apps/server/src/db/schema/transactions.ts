import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { packages } from './catalogue.ts';
import { teamMembers } from './team-members.ts';
import { userPlans, users } from './users.ts';

export const transactionKinds = ['new', 'change', 'renewal'] as const;
export const transactionStatuses = ['paid', 'pending', 'failed', 'refunded'] as const;
export const paymentMethods = ['upi', 'card', 'netbanking', 'bank-transfer', 'cheque'] as const;

/**
 * Invoices of client businesses: one per sale of a plan period. An invoice is a tax record, so
 * neither the business, the package nor the period it names can be deleted from under it.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** INV-2026-000001, from invoice_counters in the transaction that raises it. */
    invoiceNumber: text('invoice_number').notNull(),
    kind: text('kind', { enum: transactionKinds }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    /** The period sold; null only for an invoice no period records (none yet). */
    planId: integer('plan_id').references(() => userPlans.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 16, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: transactionStatuses }).notNull(),
    method: text('method', { enum: paymentMethods }),
    reference: text('reference'),
    /** The days the payment covers, in the operator's calendar. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The day the business paid, in the operator's calendar, as the person recording it says. */
    paidOn: date('paid_on', { mode: 'string' }),
    /** Who recorded the sale; null for the sample data and a member since removed. */
    createdByMemberId: integer('created_by_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    /** Who marked the pending invoice paid or failed, and when (docs/decisions/0041). */
    settledByMemberId: integer('settled_by_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Why a payment failed, as the person marking it said. */
    failureReason: text('failure_reason'),
    refundedByMemberId: integer('refunded_by_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
    refundReference: text('refund_reference'),
    /**
     * The sum of the credit notes issued against the invoice, kept here so that issuing one is a
     * single guarded update: the status must allow it and the sum stay within the amount.
     */
    credited: numeric('credited', { precision: 16, scale: 4 }).notNull().default('0'),
  },
  (table) => [
    // Trigram GIN: a search for text inside these (ilike '%…%') reads the index, not the table.
    index('transactions_search_index').using(
      'gin',
      table.invoiceNumber.op('gin_trgm_ops'),
      table.reference.op('gin_trgm_ops'),
    ),
    uniqueIndex('transactions_invoice_number_unique').on(table.invoiceNumber),
    // A business's invoices, newest first; the list's sort, filters and the package's sales.
    index('transactions_user_index').on(table.userId, table.createdAt.desc()),
    index('transactions_created_at_index').on(table.createdAt, table.id),
    index('transactions_status_index').on(table.status, table.id),
    index('transactions_amount_index').on(table.amount, table.id),
    // The invoice number's order: its year, then its number padded (INV-2026-1000000 after
    // INV-2026-999999), as the list sorts by it.
    index('transactions_invoice_order_index').on(
      sql`(split_part(${table.invoiceNumber}, '-', 2) || lpad(split_part(${table.invoiceNumber}, '-', 3), 9, '0'))`,
      table.id,
    ),
    index('transactions_package_index').on(table.packageId),
    index('transactions_plan_index').on(table.planId),
    check('transactions_kind_check', sql`${table.kind} in ('new', 'change', 'renewal')`),
    check(
      'transactions_status_check',
      sql`${table.status} in ('paid', 'pending', 'failed', 'refunded')`,
    ),
    check(
      'transactions_method_check',
      sql`${table.method} in ('upi', 'card', 'netbanking', 'bank-transfer', 'cheque')`,
    ),
    check('transactions_amount_check', sql`${table.amount} >= 0`),
    check('transactions_period_check', sql`${table.periodEnd} >= ${table.periodStart}`),
    check('transactions_invoice_number_length', sql`char_length(${table.invoiceNumber}) <= 20`),
    check('transactions_currency_length', sql`char_length(${table.currency}) = 3`),
    check('transactions_reference_length', sql`char_length(${table.reference}) <= 60`),
    check(
      'transactions_credited_check',
      sql`${table.credited} >= 0 and ${table.credited} <= ${table.amount}`,
    ),
    check('transactions_failure_reason_length', sql`char_length(${table.failureReason}) <= 300`),
    check('transactions_refund_reason_length', sql`char_length(${table.refundReason}) <= 300`),
    check('transactions_refund_reference_length', sql`char_length(${table.refundReference}) <= 60`),
  ],
);

export const creditNoteKinds = ['manual', 'plan-change'] as const;

/**
 * Credit notes: each reduces what an invoice bills, for all or part of its amount. A document of
 * its own with its own series (CN-2026-000001, `credit_note_counters`), never deleted.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull(),
    kind: text('kind', { enum: creditNoteKinds }).notNull(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'restrict' }),
    /**
     * The later invoice the credit is set off against: a plan change's new invoice, when the
     * invoice credited had been paid (docs/decisions/0042).
     */
    appliedToTransactionId: integer('applied_to_transaction_id').references(() => transactions.id, {
      onDelete: 'restrict',
    }),
    amount: numeric('amount', { precision: 16, scale: 4 }).notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdByMemberId: integer('created_by_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    uniqueIndex('credit_notes_number_unique').on(table.number),
    index('credit_notes_transaction_index').on(table.transactionId, table.id),
    index('credit_notes_applied_to_index').on(table.appliedToTransactionId),
    check('credit_notes_kind_check', sql`${table.kind} in ('manual', 'plan-change')`),
    check('credit_notes_amount_check', sql`${table.amount} > 0`),
    check('credit_notes_number_length', sql`char_length(${table.number}) <= 20`),
    check('credit_notes_reason_length', sql`char_length(${table.reason}) <= 300`),
  ],
);

/** The last credit note number issued in each operator year, as `invoice_counters` does it. */
export const creditNoteCounters = pgTable(
  'credit_note_counters',
  {
    year: integer('year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [check('credit_note_counters_last_number_check', sql`${table.lastNumber} >= 0`)],
);

/**
 * The last invoice number issued in each of the operator's calendar years. Bumped by an upsert
 * in the transaction that writes the invoices: the row lock makes issuers take turns, and a
 * sale rolled back hands its numbers back, so a year's invoices run without gaps (a sequence
 * would skip the numbers of failed sales).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer('year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [check('invoice_counters_last_number_check', sql`${table.lastNumber} >= 0`)],
);
