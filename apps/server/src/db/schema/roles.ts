import type { Permissions } from '@depot/contracts/permissions';
import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './timestamps.ts';

export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Slug used in /setting/privileges/{role}. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    permissions: jsonb('permissions').$type<Permissions>().notNull().default({}),
    /** Built-in roles (super-admin) can be neither edited nor deleted. */
    isBuiltIn: boolean('is_built_in').notNull().default(false),
    ...timestamps,
  },
  (table) => [uniqueIndex('roles_key_unique').on(table.key)],
);
