import type { ChoosableColumn } from './use-arranged-columns.ts';

/**
 * A column of a record's table: the field it shows, when its key is not that field's path (its
 * key names it in people's saved layouts, so it stays as it was), and words of its own only where
 * the column shows more than the field, or shows it another way ("Weight" in the person's unit).
 */
export type FieldColumn<Row, Field extends string> = Omit<
  ChoosableColumn<Row>,
  'title' | 'sortable'
> & {
  field?: Field;
  title?: string;
};

/**
 * A record's table, declared by its fields: each column is titled by its field's words (the
 * record's `<record>-fields.ts`) and sortable where the list sorts by its key. Every field of the
 * record is shown by a column (itself or a part of it) or named in `leftOut`; a field placed
 * nowhere throws as the table is made, so that the list's tests fail until it is placed.
 */
export function fieldColumns<Row, Labels extends Readonly<Record<string, string>>>(
  table: {
    labels: Labels;
    sortFields: readonly string[];
    leftOut: readonly (keyof Labels & string)[];
  },
  columns: readonly FieldColumn<Row, keyof Labels & string>[],
): ChoosableColumn<Row>[] {
  const { labels, sortFields, leftOut } = table;
  const placed = new Set<string>(leftOut);
  const made = columns.map(({ field: named, title, ...column }) => {
    const field: string = named ?? column.key;
    const words = title ?? labels[field];
    if (words === undefined) throw new Error(`the table's column ${column.key} shows no field`);
    placed.add(field.split('.')[0] ?? field);
    return { ...column, title: words, sortable: sortFields.includes(column.key) };
  });
  const unplaced = Object.keys(labels).filter((key) => !key.includes('.') && !placed.has(key));
  if (unplaced.length > 0) {
    throw new Error(
      `the table places no ${unplaced.join(', ')}: give each a column or leave it out`,
    );
  }
  return made;
}
