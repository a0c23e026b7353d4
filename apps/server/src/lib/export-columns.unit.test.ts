import { fieldLabels } from '@depot/contracts/fields';
import { describe, expect, test } from 'vitest';
import { cellAs, exportColumns } from './export-columns.ts';

type Parcel = {
  code: string;
  weightKg: number;
  size: { length: number; width: number };
  note: string | null;
};

const parcelLabels = fieldLabels<Parcel>()({
  code: 'Code',
  weightKg: 'Weight (kg)',
  size: 'Size',
  'size.length': 'Length',
  'size.width': 'Width',
  note: 'Note',
});

const parcel: Parcel = { code: 'P-1', weightKg: 2.5, size: { length: 30, width: 20 }, note: null };

describe('an export declared by its fields', () => {
  test('heads each column with its field’s words, in the declaration’s order, and leaves out the fields set to false', () => {
    const table = exportColumns<Parcel>()(parcelLabels, {
      weightKg: (row) => row.weightKg,
      code: (row) => row.code,
      'size.length': (row) => row.size.length,
      size: false,
      note: false,
    });
    expect(table.headers).toEqual(['Weight (kg)', 'Code', 'Length']);
    expect(table.row(parcel)).toEqual([2.5, 'P-1', 30]);
    expect(table.kinds).toEqual(['text', 'text', 'text']);
  });

  test('a column says what it holds, so a workbook types its cells', () => {
    const table = exportColumns<Parcel>()(parcelLabels, {
      code: (row) => row.code,
      weightKg: cellAs.measure((row) => row.weightKg),
      'size.length': { kind: 'count', cell: (row) => row.size.length },
      size: { header: 'Size L × W (cm)', cell: (row) => `${row.size.length} × ${row.size.width}` },
      note: false,
    });
    expect(table.headers).toEqual(['Code', 'Weight (kg)', 'Length', 'Size L × W (cm)']);
    expect(table.kinds).toEqual(['text', 'measure', 'count', 'text']);
    expect(table.row(parcel)).toEqual(['P-1', 2.5, 30, '30 × 20']);
  });

  test('a column holding more than its field has a header of its own; cells may read a context', () => {
    const table = exportColumns<Parcel, Parcel, { unit: string }>()(parcelLabels, {
      code: (row) => row.code,
      weightKg: (row, context) => `${row.weightKg} ${context.unit}`,
      size: { header: 'Size L × W (cm)', cell: (row) => `${row.size.length} × ${row.size.width}` },
      note: (row) => row.note ?? '',
    });
    expect(table.headers).toEqual(['Code', 'Weight (kg)', 'Size L × W (cm)', 'Note']);
    expect(table.row(parcel, { unit: 'kg' })).toEqual(['P-1', '2.5 kg', '30 × 20', '']);
  });

  test('a part’s path without words of its own is refused as the export is declared', () => {
    expect(() =>
      exportColumns<Parcel>()(
        fieldLabels<Parcel>()({ code: 'Code', weightKg: 'Weight', size: 'Size', note: 'Note' }),
        {
          code: (row) => row.code,
          'size.width': (row) => row.size.width,
          weightKg: false,
          size: false,
          note: false,
        },
      ),
    ).toThrow("the export's field size.width has no words");
  });

  test('every field must be placed, and only fields', () => {
    // @ts-expect-error `note` is neither a column nor left out.
    exportColumns<Parcel>()(parcelLabels, {
      code: (row) => row.code,
      weightKg: false,
      size: false,
    });
    exportColumns<Parcel>()(parcelLabels, {
      code: (row) => row.code,
      weightKg: false,
      size: false,
      note: false,
      // @ts-expect-error no field of a parcel is called `colour`.
      colour: false,
    });
  });
});
