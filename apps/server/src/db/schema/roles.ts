import type { Permissions } from '@depot/contracts/permissions';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './timestamps.ts';

/**
 * A role name as roles are told apart: case, surrounding and repeated spaces aside. The unique
 * index and the roles module's check use this one expression, so they never disagree.
 */
export function roleNameKey(name: AnyPgColumn | SQL): SQL {
  return sql`lower(btrim(regexp_replace(${name}, '\\s+', ' ', 'g')))`;
}

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
  (table) => [
    uniqueIndex('roles_key_unique').on(table.key),
    // Two roles whose names differ only in case or spacing would look alike wherever a role is
    // picked or shown: "Super Admin" beside the built-in one (migration 0019).
    uniqueIndex('roles_name_unique').on(roleNameKey(table.name)),
    check('roles_key_length', sql`char_length(${table.key}) <= 50`),
    check('roles_name_length', sql`char_length(${table.name}) <= 60`),
    check('roles_description_length', sql`char_length(${table.description}) <= 300`),
    check('roles_permissions_size', sql`octet_length(${table.permissions}::text) <= 8192`),
  ],
);
