import { parseSort } from '@depot/contracts/common';
import { asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * What a list sorts by: a column or expression, and its SQL type, so that where a batch ended
 * (read as text) can be compared with it again.
 */
export type SortKey = {
  expression: SQLWrapper;
  type: 'text' | 'integer' | 'numeric' | 'date' | 'timestamptz';
};

export type ListSort = { key: SortKey; direction: 'asc' | 'desc' };

/** Where a keyset batch ended: the last row's sort value as text, and its id. */
export type Cursor = { key: string; id: number };

/** The `sort` parameter against a list's keys; unsorted (or unknown) is `fallback` ascending. */
export function resolveSort<Field extends string>(
  sort: string | undefined,
  keys: Record<Field, SortKey>,
  fallback: Field,
): ListSort {
  const parsed = parseSort(sort);
  if (parsed && Object.hasOwn(keys, parsed.field)) {
    return { key: keys[parsed.field as Field], direction: parsed.direction };
  }
  return { key: keys[fallback], direction: 'asc' };
}

/** The list's order: its sort, then the id, so pages and batches never repeat or skip a row. */
export function sortOrder(sort: ListSort, id: SQLWrapper): SQL[] {
  const direction = sort.direction === 'desc' ? desc : asc;
  return [direction(sql`${sort.key.expression}`), asc(sql`${id}`)];
}

/**
 * The sort value as text, to resume after. Text keeps a timestamp's microseconds and every
 * digit of a numeric, which a Date or a JavaScript number would round, repeating rows.
 */
export function sortKeyText(sort: ListSort): SQL<string> {
  return sql<string>`(${sort.key.expression})::text`;
}

/** The rows that come after `cursor` in `sortOrder`: the next keyset batch. */
export function afterCursor(sort: ListSort, id: SQLWrapper, cursor: Cursor): SQL {
  const expression = sort.key.expression;
  const key = sql`cast(${cursor.key} as ${sql.raw(sort.key.type)})`;
  const beyond =
    sort.direction === 'desc' ? sql`${expression} < ${key}` : sql`${expression} > ${key}`;
  return sql`(${beyond} or (${expression} = ${key} and ${id} > ${cursor.id}))`;
}

/**
 * The batches of a keyset read, one after another: each asks for the rows after the previous
 * batch's last one (its sort value and id) until a short batch says the list has ended.
 */
export async function* keysetBatches<Row extends { sortKey: string; id: number }>(
  readBatch: (cursor: Cursor | null, size: number) => Promise<Row[]>,
  size: number,
): AsyncGenerator<Row[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const batch = await readBatch(cursor, size);
    if (batch.length > 0) yield batch;
    const last = batch.at(-1);
    if (!last || batch.length < size) return;
    cursor = { key: last.sortKey, id: last.id };
  }
}
