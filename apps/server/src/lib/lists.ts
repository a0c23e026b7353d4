import { parseSort } from '@depot/contracts/common';
import { asc, desc, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * 0 for a row one of `exact` names outright, 1 otherwise: ordered by, exact matches come first.
 * For tables that stay small (the team, the packages), where sorting every match is cheap; a
 * table that grows with the business uses `exactThenOthers`, two reads each served by an index.
 */
export function exactFirst(...exact: (SQL | undefined)[]): SQL {
  return sql`case when ${or(...exact) ?? sql`false`} then 0 else 1 end`;
}

/**
 * What a list sorts by: a column or expression, and its SQL type, so that where a batch ended
 * (read as text) can be compared with it again.
 */
export type SortKey = {
  expression: SQLWrapper;
  type: 'text' | 'integer' | 'numeric' | 'date' | 'timestamptz';
  /** The column may be empty: such rows come last ascending, first descending (PostgreSQL's way). */
  nullable?: boolean;
};

export type ListSort = {
  key: SortKey;
  direction: 'asc' | 'desc';
  /**
   * The id tiebreak's direction: ascending unless the list asks it to follow the sort, which
   * lets an index on (key, id) serve a descending sort read backwards.
   */
  idDirection?: 'asc' | 'desc';
};

/** Where a keyset batch ended: the last row's sort value as text (null if empty), and its id. */
export type Cursor = { key: string | null; id: number };

/** The `sort` parameter against a list's keys; unsorted (or unknown) is `fallback` ascending. */
export function resolveSort<Field extends string>(
  sort: string | undefined,
  keys: Record<Field, SortKey>,
  fallback: Field,
  options: { idFollowsSort?: boolean } = {},
): ListSort {
  const parsed = parseSort(sort);
  const direction =
    parsed && Object.hasOwn(keys, parsed.field) ? parsed.direction : ('asc' as const);
  const key =
    parsed && Object.hasOwn(keys, parsed.field) ? keys[parsed.field as Field] : keys[fallback];
  return { key, direction, ...(options.idFollowsSort ? { idDirection: direction } : {}) };
}

/** The list's order: its sort, then the id, so pages and batches never repeat or skip a row. */
export function sortOrder(sort: ListSort, id: SQLWrapper): SQL[] {
  const direction = sort.direction === 'desc' ? desc : asc;
  const idDirection = sort.idDirection === 'desc' ? desc : asc;
  return [direction(sql`${sort.key.expression}`), idDirection(sql`${id}`)];
}

/**
 * The sort value as text, to resume after. Text keeps a timestamp's microseconds and every
 * digit of a numeric, which a Date or a JavaScript number would round, repeating rows.
 */
export function sortKeyText(sort: ListSort): SQL<string> {
  return sql<string>`(${sort.key.expression})::text`;
}

/**
 * The rows that come after `cursor` in `sortOrder`: the next keyset batch. Each form bounds the
 * sort key itself, so an index on (key, id) starts the batch where the last one ended instead of
 * skipping every earlier row again.
 */
export function afterCursor(sort: ListSort, id: SQLWrapper, cursor: Cursor): SQL {
  const expression = sort.key.expression;
  const descending = sort.direction === 'desc';
  const idDescending = sort.idDirection === 'desc';
  const nextId = idDescending ? sql`${id} < ${cursor.id}` : sql`${id} > ${cursor.id}`;
  if (cursor.key === null) {
    // Empty keys come last ascending (only later empty ones remain) and first descending.
    return descending
      ? sql`(${expression} is not null or ${nextId})`
      : sql`(${expression} is null and ${nextId})`;
  }
  const key = sql`cast(${cursor.key} as ${sql.raw(sort.key.type)})`;
  const beyond =
    descending === idDescending
      ? // One direction: a row comparison, which a (key, id) index answers as a range. The key's
        // bound alone beside it says the same for an index on the key only, as when the key is a
        // joined table's (a SKU's code, sorting balances): without it such an index is read from
        // its start, and the rows before the cursor are filtered out one by one.
        descending
        ? sql`(${expression} <= ${key} and (${expression}, ${id}) < (${key}, ${cursor.id}))`
        : sql`(${expression} >= ${key} and (${expression}, ${id}) > (${key}, ${cursor.id}))`
      : descending
        ? sql`(${expression} <= ${key} and (${expression} < ${key} or ${nextId}))`
        : sql`(${expression} >= ${key} and (${expression} > ${key} or ${nextId}))`;
  // Ascending, the empty keys are still ahead of any value.
  return sort.key.nullable && !descending ? sql`(${beyond} or ${expression} is null)` : beyond;
}

/**
 * The batches of a keyset read, one after another: each asks for the rows after the previous
 * batch's last one (its sort value and id) until a short batch says the list has ended.
 */
export async function* keysetBatches<Row extends { sortKey: string | null; id: number }>(
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

/**
 * A search's best few: the rows it names outright first, then the other matches in their own
 * order. Two queries, each served by an index; one ordered by "is it exact" would have to sort
 * every match of a common word first.
 */
export async function exactThenOthers<Row>(
  limit: number,
  exact: (limit: number) => PromiseLike<Row[]>,
  others: (limit: number) => PromiseLike<Row[]>,
  keyOf: (row: Row) => string | number,
): Promise<Row[]> {
  // Twice the limit of the others: the exact ones are among them too, and left out there.
  const [named, rest] = await Promise.all([exact(limit), others(2 * limit)]);
  const seen = new Set(named.map(keyOf));
  return [...named, ...rest.filter((row) => !seen.has(keyOf(row)))].slice(0, limit);
}
