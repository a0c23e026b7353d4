import { describe, expect, test } from 'vitest';
import { migratedRoles } from '../test/migrations.ts';

// Migration 0030 applied to roles written before the stock had rows of the role matrix: the
// built-in super-admin gains every action on inventory and adjustments; nobody else gains any.

const MIGRATION = '0030_stock_adjustments';
const FIXED_DAY = '2026-01-01T00:00:00.000Z';
const json = (value: unknown) => `'${JSON.stringify(value)}'::jsonb`;

const all = {
  view: true,
  add: true,
  edit: true,
  delete: true,
  export: true,
  approve: true,
  import: true,
};

const before: { key: string; permissions: string }[] = [
  { key: 'super-admin', permissions: json({ users: all, products: all }) },
  { key: 'floor-lead', permissions: json({ locations: { view: true, add: true } }) },
  { key: 'odd-shape', permissions: "'[]'::jsonb" },
];

const role = migratedRoles(MIGRATION, before, FIXED_DAY);

describe(`migration ${MIGRATION}`, () => {
  test('the super-admin holds every action on inventory and adjustments, and keeps the rest', () => {
    const { permissions, updatedAt } = role('super-admin');
    // Migrated to the latest: the transfers' row of a later migration is there too.
    expect(permissions).toEqual({
      users: all,
      products: all,
      inventory: all,
      adjustments: all,
      transfers: all,
      counts: all,
    });
    expect(updatedAt.toISOString()).not.toBe(FIXED_DAY);
  });

  test('no other role gains anything, whatever its shape', () => {
    expect(role('floor-lead')).toMatchObject({
      permissions: { locations: { view: true, add: true } },
      updatedAt: new Date(FIXED_DAY),
    });
    expect(role('odd-shape').permissions).toEqual([]);
  });
});

describe('migration 0032_stock_transfers', () => {
  const transfersRole = migratedRoles('0032_stock_transfers', before, FIXED_DAY);

  test('the super-admin holds every action on transfers; nobody else gains any', () => {
    expect(transfersRole('super-admin').permissions).toMatchObject({ transfers: all });
    expect(transfersRole('floor-lead').permissions).toEqual({
      locations: { view: true, add: true },
    });
    expect(transfersRole('odd-shape').permissions).toEqual([]);
  });
});

describe('migration 0033_stock_counts', () => {
  const countsRole = migratedRoles('0033_stock_counts', before, FIXED_DAY);

  test('the super-admin holds every action on cycle counts; nobody else gains any', () => {
    expect(countsRole('super-admin').permissions).toMatchObject({ counts: all });
    expect(countsRole('floor-lead').permissions).toEqual({
      locations: { view: true, add: true },
    });
    expect(countsRole('odd-shape').permissions).toEqual([]);
  });
});
