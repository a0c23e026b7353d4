import { allPermissions, type Permissions, unmetNeeds } from '@depot/contracts/permissions';
import { emptyPermissionMatrix } from '@depot/contracts/roles';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isUniqueViolation } from '../lib/database-errors.ts';
import { type MigratedDatabase, migratedOver } from '../test/migrations.ts';
import type { DatabaseHandle } from './client.ts';
import { roles } from './schema/roles.ts';

// Migration 0019 applied to a database holding roles written before it: grants the rule voids,
// and names alike but for case and spacing.

const MIGRATION = '0019_role_grants_and_names';

const json = (value: unknown) => `'${JSON.stringify(value)}'::jsonb`;
const FIXED_DAY = '2026-01-01T00:00:00.000Z';
const longName = 'x'.repeat(60);
const longKey = 'long-copy-with-a-key-of-thirty-chars';

/** Old-style roles, in id order: the shadow of the built-in role comes before it. */
const before: { key: string; name: string; permissions: string; builtIn?: boolean }[] = [
  { key: 'shadow-admin', name: 'SUPER   ADMIN', permissions: json({ users: { view: true } }) },
  { key: 'super-admin', name: 'Super Admin', permissions: json(allPermissions()), builtIn: true },
  {
    key: 'blind-exporter',
    name: 'Blind exporter',
    permissions: json({
      users: { export: true },
      transactions: { export: true, edit: true },
      receiving: { approve: true, add: true },
      orders: { view: true, export: true },
    }),
  },
  {
    key: 'matrix-blind',
    name: 'Matrix blind',
    permissions: json({
      ...emptyPermissionMatrix(),
      reports: { ...emptyPermissionMatrix().reports, export: true },
      receiving: { ...emptyPermissionMatrix().receiving, approve: true, export: true },
    }),
  },
  {
    key: 'finance',
    name: 'Finance',
    permissions: json({ transactions: { view: true, export: true } }),
  },
  { key: 'finance-copy', name: 'FINANCE', permissions: json({}) },
  { key: 'long-one', name: longName, permissions: json({}) },
  { key: longKey, name: longName.toUpperCase(), permissions: json({}) },
  // Shapes the console never writes, which the migration must step over.
  { key: 'odd-shape', name: 'Odd shape', permissions: "'[]'::jsonb" },
  { key: 'odd-flags', name: 'Odd flags', permissions: json({ users: true }) },
];

let migrated: MigratedDatabase;
let handle: DatabaseHandle;
let rows: { key: string; name: string; permissions: Permissions; updatedAt: Date }[];

beforeAll(async () => {
  migrated = await migratedOver(
    MIGRATION,
    before.map(
      (role) =>
        `insert into roles (key, name, permissions, is_built_in, updated_at) values ('${role.key}', '${role.name}', ${role.permissions}, ${role.builtIn === true}, '${FIXED_DAY}')`,
    ),
  );
  handle = migrated.handle;
  rows = await handle.db
    .select({
      key: roles.key,
      name: roles.name,
      permissions: roles.permissions,
      updatedAt: roles.updatedAt,
    })
    .from(roles)
    .orderBy(asc(roles.id));
});
afterAll(async () => {
  await migrated?.remove();
});

const role = (key: string) => {
  const found = rows.find((row) => row.key === key);
  if (!found) throw new Error(`no role ${key}`);
  return found;
};

describe(`migration ${MIGRATION}`, () => {
  test('leaves no role granting export or approve without view', () => {
    expect(rows).toHaveLength(before.length);
    for (const row of rows) {
      const permissions = Array.isArray(row.permissions) ? {} : row.permissions;
      expect(unmetNeeds(permissions), row.key).toEqual([]);
    }
  });

  test('withdraws the export or approve rather than adding view, and touches nothing else', () => {
    expect(role('blind-exporter').permissions).toEqual({
      users: { export: false, approve: false },
      transactions: { export: false, approve: false, edit: true },
      receiving: { approve: false, export: false, add: true },
      orders: { view: true, export: true },
    });
    const matrix = role('matrix-blind').permissions;
    expect(matrix).toEqual(emptyPermissionMatrix());
    expect(role('finance').permissions).toEqual({ transactions: { view: true, export: true } });
    expect(role('super-admin').permissions).toEqual(allPermissions());
    expect(role('odd-shape').permissions).toEqual([]);
    expect(role('odd-flags').permissions).toEqual({ users: true });
    // Only the roles it changed are marked changed.
    expect(role('blind-exporter').updatedAt.toISOString()).not.toBe(FIXED_DAY);
    for (const key of ['finance', 'super-admin', 'odd-shape', 'long-one']) {
      expect(role(key).updatedAt.toISOString(), key).toBe(FIXED_DAY);
    }
  });

  test('keeps a name on the built-in role, else on the oldest, and adds the key to the others', () => {
    expect(role('super-admin').name).toBe('Super Admin');
    expect(role('shadow-admin').name).toBe('SUPER   ADMIN (shadow-admin)');
    expect(role('finance').name).toBe('Finance');
    expect(role('finance-copy').name).toBe('FINANCE (finance-copy)');
    expect(role('long-one').name).toBe(longName);
    const long = role(longKey).name;
    expect(long).toHaveLength(60);
    expect(long).toBe(`${'X'.repeat(57 - longKey.length)} (${longKey})`);
  });

  test('makes names unique, case and spacing aside, from then on', async () => {
    const written = await handle.db
      .insert(roles)
      .values({ key: 'another-admin', name: ' super  admin', permissions: {} })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(written, 'roles_name_unique')).toBe(true);
  });
});
