import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { userPlans } from './users.ts';

/*
 * Summaries the dashboard reads instead of scanning the tables behind them. Triggers in the
 * database keep them (migration 0014), so every way of writing — the console, the sample data,
 * the benchmark generator's bulk loads — moves them in the same transaction as the change.
 * Days are the operator's calendar (Asia/Kolkata).
 */

/** How many rows of a table stand in each status: users, shipments, goods receipts, orders. */
export const statusCounts = pgTable(
  'status_counts',
  {
    entity: text('entity').notNull(),
    status: text('status').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.entity, table.status] })],
);

/** Orders placed per day and currency, and what they came to. */
export const orderDays = pgTable(
  'order_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    orders: integer('orders').notNull(),
    amount: numeric('amount', { precision: 20, scale: 4 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.currency] })],
);

/**
 * Orders dispatched per day that had a required-by date, and how many of them left on or
 * before it: the on-time dispatch rate.
 */
export const dispatchDays = pgTable('dispatch_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  dispatched: integer('dispatched').notNull(),
  onTime: integer('on_time').notNull(),
});

/** Goods receipts decided per day: the receipt rejection rate. */
export const receiptDays = pgTable('receipt_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  approved: integer('approved').notNull(),
  rejected: integer('rejected').notNull(),
});

/** Paid invoices per day raised, package and currency: revenue, and revenue by package. */
export const revenueDays = pgTable(
  'revenue_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    packageId: integer('package_id').notNull(),
    currency: text('currency').notNull(),
    invoices: integer('invoices').notNull(),
    amount: numeric('amount', { precision: 20, scale: 4 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.packageId, table.currency] })],
);

/**
 * Plans announced as expiring: each at most once a day (the operator's), whichever server runs
 * the job.
 */
export const planExpiryNotices = pgTable('plan_expiry_notices', {
  planId: integer('plan_id')
    .primaryKey()
    .references(() => userPlans.id, { onDelete: 'cascade' }),
  /** The period end announced; a plan whose end later moves is announced again that day. */
  periodEnd: date('period_end', { mode: 'string' }).notNull(),
  /** The operator's day of the last announcement: the next comes on a later day. */
  notifiedOn: date('notified_on', { mode: 'string' })
    .notNull()
    .default(sql`((now() at time zone 'Asia/Kolkata')::date)`),
  notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
});
