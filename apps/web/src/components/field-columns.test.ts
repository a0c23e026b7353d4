import { describe, expect, test } from 'vitest';
import { fieldColumns } from './field-columns.ts';

type Parcel = { code: string; weightKg: string; address: { city: string }; note: string };

const labels = {
  code: 'Code',
  weightKg: 'Weight (kg)',
  address: 'Address',
  'address.city': 'City',
  note: 'Note',
} as const;

const render = () => null;

describe("a record's table declared by its fields", () => {
  test('titles each column by its field’s words unless it has its own, and sorts those the list sorts by', () => {
    const columns = fieldColumns<Parcel, typeof labels>(
      { labels, sortFields: ['code', 'city'], leftOut: ['note'] },
      [
        { key: 'code', render },
        { key: 'city', field: 'address.city', render },
        { key: 'weightKg', title: 'Weight', render, hiddenByDefault: true },
      ],
    );
    expect(columns.map(({ key, title, sortable }) => [key, title, sortable])).toEqual([
      ['code', 'Code', true],
      ['city', 'City', true],
      ['weightKg', 'Weight', false],
    ]);
    expect(columns[2]?.hiddenByDefault).toBe(true);
  });

  test('refuses a table that places a field nowhere: a new field needs a column or a reason', () => {
    expect(() =>
      fieldColumns<Parcel, typeof labels>({ labels, sortFields: [], leftOut: ['note'] }, [
        { key: 'code', render },
        { key: 'city', field: 'address.city', render },
      ]),
    ).toThrow('the table places no weightKg: give each a column or leave it out');
  });

  test('refuses a column that shows no field and has no words of its own', () => {
    expect(() =>
      fieldColumns<Parcel, typeof labels>(
        { labels, sortFields: [], leftOut: ['weightKg', 'address', 'note'] },
        [
          { key: 'code', render },
          { key: 'size', render },
        ],
      ),
    ).toThrow("the table's column size shows no field");
  });
});
