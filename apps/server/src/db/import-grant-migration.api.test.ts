import type { Permissions } from '@depot/contracts/permissions';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type MigratedDatabase, migratedOver } from '../test/migrations.ts';
import { roles } from './schema/roles.ts';

// Migration 0028 applied to roles written before importing was a grant of its own: whoever
// could add users, locations or SKUs could import them, and still can; nobody else gains it.

const MIGRATION = '0028_import_grant';
const FIXED_DAY = '2026-01-01T00:00:00.000Z';
const json = (value: unknown) => `'${JSON.stringify(value)}'::jsonb`;

const sixFlags = { view: true, add: true, edit: true, delete: true, export: true, approve: true };

const before: { key: string; permissions: string }[] = [
  {
    key: 'super-admin',
    permissions: json({ users: sixFlags, receiving: sixFlags, dashboard: sixFlags }),
  },
  {
    key: 'catalogue-keeper',
    permissions: json({
      users: { view: true, add: true },
      locations: { view: true, add: true, edit: true },
      products: { view: true, add: true },
      // Adding elsewhere is not importing: those areas have no import.
      receiving: { view: true, add: true },
      vendors: { view: true, add: true },
    }),
  },
  {
    key: 'floor-reader',
    permissions: json({ users: { view: true }, locations: { view: true, add: false } }),
  },
  { key: 'odd-shape', permissions: "'[]'::jsonb" },
  { key: 'odd-flags', permissions: json({ products: true }) },
];

let migrated: MigratedDatabase;
let rows: { key: string; permissions: Permissions; updatedAt: Date }[];

beforeAll(async () => {
  migrated = await migratedOver(
    MIGRATION,
    before.map(
      (role) =>
        `insert into roles (key, name, permissions, is_built_in, updated_at) values ('${role.key}', '${role.key} role', ${role.permissions}, ${role.key === 'super-admin'}, '${FIXED_DAY}')`,
    ),
  );
  rows = await migrated.handle.db
    .select({ key: roles.key, permissions: roles.permissions, updatedAt: roles.updatedAt })
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
  test('a role that could add users, locations or SKUs can import them, and nothing more', () => {
    const { permissions, updatedAt } = role('catalogue-keeper');
    expect(permissions).toEqual({
      users: { view: true, add: true, import: true },
      locations: { view: true, add: true, edit: true, import: true },
      products: { view: true, add: true, import: true },
      receiving: { view: true, add: true },
      vendors: { view: true, add: true },
    });
    expect(updatedAt.toISOString()).not.toBe(FIXED_DAY);
  });

  test('a role that could not add gains nothing, and is left as it was', () => {
    const { permissions, updatedAt } = role('floor-reader');
    expect(permissions).toEqual({ users: { view: true }, locations: { view: true, add: false } });
    expect(updatedAt.toISOString()).toBe(FIXED_DAY);
  });

  test('the built-in super-admin imports everywhere it holds anything', () => {
    const { permissions } = role('super-admin');
    for (const resource of ['users', 'receiving', 'dashboard'] as const) {
      expect(permissions[resource]).toEqual({ ...sixFlags, import: true });
    }
  });

  test('shapes the console never writes are stepped over', () => {
    expect(role('odd-shape').permissions).toEqual([]);
    expect(role('odd-flags').permissions).toEqual({ products: true });
  });
});
