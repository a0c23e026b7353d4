import { getTableColumns, type Table } from 'drizzle-orm';

/** The fields of `Body` that `table` has no column for, and that are not named as kept elsewhere. */
type WithoutColumn<T extends Table, Body, Beside> = Exclude<
  keyof Body,
  keyof T['$inferInsert'] | Beside
>;

/** What a body with a field that has no column is told, naming the field. */
type NoColumnFor<Field> = { 'a field of the body has no column (or name it in `beside`)': Field };

/**
 * A row's values for `table`, taken from a request body by its fields' names: every field the
 * body holds that is a column of the table, and nothing else. A field of the body's type that
 * is neither a column nor named in `beside` (kept elsewhere: another table, a derived value)
 * fails to compile, so a field added to a contract cannot be left out of the insert or the
 * update that stores it. Fields left undefined (an update that does not change them) are left
 * out.
 */
export function columnValues<
  T extends Table,
  Body extends object,
  Beside extends keyof Body = never,
>(
  table: T,
  body: Body &
    ([WithoutColumn<T, Body, Beside>] extends [never]
      ? unknown
      : NoColumnFor<WithoutColumn<T, Body, Beside>>),
  beside: readonly Beside[] = [],
): Pick<Body, Extract<keyof Body, keyof T['$inferInsert']>> {
  const columns = getTableColumns(table);
  const values: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined || (beside as readonly string[]).includes(field)) continue;
    if (!(field in columns)) throw new Error(`${field} is not a column of the table`);
    values[field] = value;
  }
  // What the loop copied is the body's own fields, each with its own value.
  return values as Pick<Body, Extract<keyof Body, keyof T['$inferInsert']>>;
}
