import type { Accessibility, NotificationMatrix } from '@depot/contracts/preferences';
import type { ThemeSettings } from '@depot/contracts/theme';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { teamMembers } from './team-members.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One row per person who changed anything; absent fields fall back to the defaults. */
export const memberSettings = pgTable(
  'member_settings',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    preferences: jsonb('preferences').$type<Partial<ThemeSettings>>().notNull().default({}),
    accessibility: jsonb('accessibility').$type<Partial<Accessibility>>().notNull().default({}),
    notifications: jsonb('notifications')
      .$type<Partial<NotificationMatrix>>()
      .notNull()
      .default({}),
    /** When the theme preferences last changed: browsers compare it to decide whose copy wins. */
    preferencesUpdatedAt: at('preferences_updated_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  // A person's own choices are small; the bound keeps anyone from filling the disk with them.
  (table) => [
    check(
      'member_settings_preferences_size',
      sql`octet_length(${table.preferences}::text) <= 8192`,
    ),
    check(
      'member_settings_accessibility_size',
      sql`octet_length(${table.accessibility}::text) <= 8192`,
    ),
    check(
      'member_settings_notifications_size',
      sql`octet_length(${table.notifications}::text) <= 8192`,
    ),
  ],
);

/** Column order and visibility per person and table (get-tables-sequence-data/{table}). */
export const tableSequences = pgTable(
  'table_sequences',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    tableKey: text('table_key').notNull(),
    columns: jsonb('columns').$type<Array<{ key: string; visible: boolean }>>().notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.tableKey] }),
    check('table_sequences_table_key_length', sql`char_length(${table.tableKey}) <= 64`),
    check('table_sequences_columns_size', sql`octet_length(${table.columns}::text) <= 16384`),
  ],
);

/** In-app notifications, per person. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('notifications_member_created_index').on(table.memberId, table.createdAt)],
);
