import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { teamMembers } from './team-members.ts';

/**
 * The acts by which one member could come to hold another's credentials: inviting the account,
 * changing its email, or mailing its invitation again.
 */
export const accountControlKinds = ['invited', 'email-changed', 'invitation-resent'] as const;
export type AccountControlKind = (typeof accountControlKinds)[number];

/**
 * Who controlled which account, and when: written in the transaction of the act, never changed
 * afterwards. Separation of duties reads it (lib/separation-of-duties.ts, docs/SECURITY.md).
 */
export const accountControls = pgTable(
  'account_controls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountMemberId: integer('account_member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    controllerMemberId: integer('controller_member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: accountControlKinds }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The walk goes from an account to those who controlled it, within the period.
    index('account_controls_account_index').on(table.accountMemberId, table.at),
    check(
      'account_controls_kind_check',
      sql`${table.kind} in ('invited', 'email-changed', 'invitation-resent')`,
    ),
  ],
);
