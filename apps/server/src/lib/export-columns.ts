import type { FieldLabels, NestedFieldPath } from '@depot/contracts/fields';
import type { CellKind } from './cells.ts';
import type { CsvCell } from './csv.ts';

type Cell<Source, Context> = (row: Source, context: Context) => CsvCell;

/**
 * How a field fills its column of an export: its cell, from the row being exported, headed by the
 * field's words and written as text (or as the number it is); or, with what the cell holds (an
 * amount, a day, an instant: see `CellKind`) and, where the column holds more than the field
 * (three measures in one cell), a header of its own.
 */
export type ExportColumn<Source, Context = void> =
  | Cell<Source, Context>
  | { header?: string; kind?: CellKind; cell: Cell<Source, Context> };

/**
 * An export's columns keyed by the record's fields, in their order. Every field of the record is
 * there, as a column or as `false` (left out, or exported by the paths of its parts, such as
 * `address.city`): a field added to the record fails to compile here until it is placed.
 */
export type ExportFields<Item, Source, Context = void> = {
  readonly [Key in keyof Item & string]-?: ExportColumn<Source, Context> | false;
} & { readonly [Path in NestedFieldPath<Item>]?: ExportColumn<Source, Context> };

/** The header an export writes, what each column holds, and each row's cells under it. */
export type ExportTable<Source, Context = void> = {
  headers: readonly string[];
  kinds: readonly CellKind[];
  row: (source: Source, context: Context) => CsvCell[];
};

/**
 * Declares an export's columns once, header and cell together, checked against the record (`Item`)
 * whose field words head them: `exportColumns<ZoneDetail, Zone>()(zoneFieldLabels, { code: … })`.
 * `Source` is what the rows are made from, when that is not the record itself, and `Context` what
 * every row's cells may also read (the names of places, looked up once for a batch).
 */
export function exportColumns<Item, Source = Item, Context = void>() {
  return <const Fields extends ExportFields<Item, Source, Context>>(
    labels: FieldLabels<Item>,
    // A key that is no field's path fails to compile; a part's path without words of its own
    // fails as the module loads.
    fields: Fields &
      Record<Exclude<keyof Fields, keyof ExportFields<Item, Source, Context>>, never>,
  ): ExportTable<Source, Context> => {
    const columns = Object.entries(
      fields as Record<string, ExportColumn<Source, Context> | false>,
    ).flatMap(([field, column]) => (column === false ? [] : [[field, column] as const]));
    return {
      headers: columns.map(([field, column]) => {
        if (typeof column !== 'function' && column.header) return column.header;
        const words = (labels as Record<string, string | undefined>)[field];
        if (!words) throw new Error(`the export's field ${field} has no words`);
        return words;
      }),
      kinds: columns.map(([, column]) =>
        typeof column === 'function' ? 'text' : (column.kind ?? 'text'),
      ),
      row: (source, context) =>
        columns.map(([, column]) =>
          typeof column === 'function' ? column(source, context) : column.cell(source, context),
        ),
    };
  };
}

/**
 * A column of a kind other than text, for `exportColumns`' declarations:
 * `amount: cellAs.money((invoice) => invoice.amount)`.
 */
export const cellAs = Object.fromEntries(
  (['count', 'money', 'measure', 'date', 'moment', 'phone'] as const).map((kind) => [
    kind,
    <Source, Context>(cell: Cell<Source, Context>) => ({ kind, cell }),
  ]),
) as Record<
  Exclude<CellKind, 'text'>,
  <Source, Context = void>(
    cell: Cell<Source, Context>,
  ) => { kind: CellKind; cell: Cell<Source, Context> }
>;
