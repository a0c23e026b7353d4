import { describe, expect, test } from 'vitest';
import { migratedRoles } from '../test/migrations.ts';

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

const role = migratedRoles(MIGRATION, before, FIXED_DAY);

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
