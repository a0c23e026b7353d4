import { timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at columns every table carries. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
