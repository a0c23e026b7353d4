import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { getTableName, type SQL, type SQLWrapper, sql, type Table } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  type Executor,
  executeRows,
  rowMapper,
  type Selection,
  selectArrays,
} from '../db/client.ts';
import { statusCounts } from '../db/schema/dashboard.ts';
import { countUpTo, countWithLimit } from './count.ts';
import {
  afterCursor,
  type Cursor,
  keysetBatches,
  type ListSort,
  type SortKey,
  sortKeyText,
  sortOrder,
} from './lists.ts';
import { hmac, safeEqual } from './secrets.ts';

/**
 * Where a list's rows come from: its filtered rows as a query still open to a further condition,
 * an order and a limit, each row with its id and its sort value as text (`sortKey`).
 */
export type ListSource = {
  sort: ListSort;
  id: SQLWrapper;
  /** What each row holds. */
  columns: Selection;
  /**
   * The filtered rows that also meet `condition` (a keyset bound), selecting `selection`: the
   * columns, then the row's sort key as text.
   */
  rows: (selection: Selection, condition: SQL | undefined) => PgSelect;
  /** The filtered rows' ids alone, to count them. */
  ids: SQLWrapper;
  /**
   * The total, when the database keeps it already (a count per status): exact, and read from
   * one row instead of counting up to ten thousand.
   */
  total?: () => Promise<number>;
  /**
   * Runs the page as a prepared statement named from this prefix, one per shape of the list:
   * for the lists over millions of rows whose pages PostgreSQL takes longer to plan than to
   * read (the stock and its history).
   */
  preparedAs?: string;
};

/** The list fields that are not filters: paging, the sort and an export's file format. */
const NOT_FILTERS = new Set(['page', 'pageSize', 'cursor', 'sort', 'format']);

/** Whether a list's query filters by nothing but the fields named (or by nothing at all). */
export function filtersOnly(query: object, names: readonly string[]): boolean {
  return Object.entries(query).every(
    ([name, value]) => value === undefined || names.includes(name) || NOT_FILTERS.has(name),
  );
}

/** Whether a list's query filters by nothing but its status (or by nothing at all). */
export const filtersOnlyStatus = (query: object): boolean => filtersOnly(query, ['status']);

const totalRow = z.object({ total: z.coerce.number() });

/**
 * How many rows of `table` have `status` (or any status), from the counts its status trigger
 * keeps (`status_summaries()`, keyed by the table's name, which a migration attaches to it).
 */
export async function keptStatusTotal(
  db: Executor,
  table: Table,
  status: string | undefined,
): Promise<number> {
  const entity = getTableName(table);
  const [row] = await executeRows(
    db,
    sql`select coalesce(sum(${statusCounts.count}), 0)::bigint as total from ${statusCounts}
        where ${statusCounts.entity} = ${entity} ${status === undefined ? sql`` : sql`and ${statusCounts.status} = ${status}`}`,
  );
  return totalRow.parse(row).total;
}

type KeyedRow = { id: number; sortKey: string | null };

/** The page sizes the console offers: the pages a prepared list runs as prepared statements. */
const PREPARED_PAGE_SIZES: ReadonlySet<number> = new Set([10, 20, 50, 100]);

/** A page's neighbours, each reachable by its keyset rather than by skipping rows. */
export type PageCursors = { previous?: string; next?: string; last?: string };

/** The query fields a page reads: its number and size, and the cursor it was reached by. */
type PageQuery = { page: number; pageSize: number; cursor?: string | undefined };

let cursorKey: KeyObject = createSecretKey(randomBytes(32));

/**
 * Signs page cursors with a key derived from the server's signing key, so that a cursor one
 * server process gave is good on another serving the same database, and across a restart.
 */
export function useCursorKey(signingKey: Uint8Array): void {
  cursorKey = createSecretKey(Buffer.from(hmac(signingKey, 'list page cursors'), 'base64url'));
}

const cursorBody = z.object({
  p: z.number().int().min(1),
  d: z.enum(['after', 'before', 'last']),
  k: z.string().nullable(),
  i: z.number().int(),
});
/** A cursor's content: the page it leads to, from which side, and the row it starts after. */
export type CursorBody = z.infer<typeof cursorBody>;

/**
 * Everything a page depends on but its number: the filters, the sort and the page size. A cursor
 * is signed over it, so one given for another filter or sort is not taken as this list's.
 */
function listState(query: object): string {
  const entries = Object.entries(query)
    .filter(([name, value]) => name !== 'page' && name !== 'cursor' && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(entries);
}

/** A cursor for one page of the list whose state (`listState`) is `state`. */
function signCursor(body: CursorBody, state: string): string {
  const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${encoded}.${hmac(cursorKey, `${encoded}.${state}`)}`;
}

/**
 * The cursor's bound, if it was given for this very page of this very list. Anything else (a
 * stale link, another sort, a forged value) is not an error: the page number alone still says
 * which rows to show, read the slower way.
 */
function verifiedCursor(query: PageQuery, state: string): CursorBody | null {
  if (!query.cursor || query.page === 1) return null;
  const [encoded, mac] = query.cursor.split('.');
  if (!encoded || !mac) return null;
  if (!safeEqual(mac, hmac(cursorKey, `${encoded}.${state}`))) return null;
  try {
    const body = cursorBody.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString()));
    return body.success && body.data.p === query.page ? body.data : null;
  } catch {
    return null;
  }
}

/** The same order read the other way: a page before a bound, or the last page, read backwards. */
function reversed(sort: ListSort): ListSort {
  const flip = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'desc' : 'asc');
  return {
    key: sort.key,
    direction: flip(sort.direction),
    idDirection: flip(sort.idDirection ?? 'asc'),
  };
}

/** Each list's selection and row mapper: its columns, then its sort key, made once per sort. */
const listSelections = new WeakMap<
  Selection,
  Map<SortKey, { selection: Selection; map: (row: unknown[]) => unknown }>
>();

function listSelection(columns: Selection, sort: ListSort) {
  let bySortKey = listSelections.get(columns);
  if (!bySortKey) {
    bySortKey = new Map();
    listSelections.set(columns, bySortKey);
  }
  let known = bySortKey.get(sort.key);
  if (!known) {
    const selection = { ...columns, sortKey: sortKeyText(sort) };
    known = { selection, map: rowMapper(selection) };
    bySortKey.set(sort.key, known);
  }
  return known;
}

async function readRows<Row extends KeyedRow>(
  db: Executor,
  source: ListSource,
  sort: ListSort,
  bound: Cursor | null,
  limit: number,
  offset = 0,
): Promise<Row[]> {
  const { selection, map } = listSelection(source.columns, source.sort);
  // A page of one of the console's sizes is prepared, with its size in its text: as a
  // parameter, PostgreSQL cannot tell a page of 50 from the whole table and never settles on one
  // plan. Any other size (a last page's remainder, a size typed into the address) is planned
  // each time, so that the statements each connection keeps stay few.
  const preparedAs =
    source.preparedAs && PREPARED_PAGE_SIZES.has(limit) ? source.preparedAs : undefined;
  const query = source
    .rows(selection, bound ? afterCursor(sort, source.id, bound) : undefined)
    .orderBy(...sortOrder(sort, source.id))
    .limit(preparedAs ? (sql.raw(String(limit)) as unknown as number) : limit);
  return selectArrays(
    db,
    offset > 0 ? query.offset(offset) : query,
    (rows) => rows.map((row) => map(row) as Row),
    preparedAs,
  );
}

/**
 * One page of a list, with its total and the cursors to the pages beside it and to the last.
 *
 * A page reached from its neighbour starts where that one ended (keyset): page 20 000 costs what
 * page 1 costs. A page asked for by number alone (a typed link, a jump) skips the rows before
 * it, which is exact but grows with the page. Page numbers keep their meaning either way.
 */
async function listPage<Row extends KeyedRow>(
  db: Executor,
  query: PageQuery,
  source: ListSource,
): Promise<{
  items: Row[];
  total: number;
  totalIsEstimate?: boolean;
  cursors: PageCursors;
}> {
  const size = query.pageSize;
  // What the page's cursors are signed over, and what the one it was reached by is checked against.
  const state = listState(query);
  const cursor = verifiedCursor(query, state);
  const bound: Cursor | null = cursor ? { key: cursor.k, id: cursor.i } : null;
  const counting: Promise<{ total: number; totalIsEstimate?: boolean }> = source.total
    ? source.total().then((total) => ({ total }))
    : countWithLimit(db, source.ids);
  const read = async (): Promise<Row[]> => {
    if (cursor?.d === 'after') return readRows<Row>(db, source, source.sort, bound, size);
    if (cursor?.d === 'before') {
      const backwards = await readRows<Row>(db, source, reversed(source.sort), bound, size);
      // Short only if rows went away meanwhile: then the page number says where the page is.
      if (backwards.length === size) return backwards.reverse();
    }
    if (cursor?.d === 'last') {
      // The last page holds what is left after the full pages: all of a page when the total
      // is an estimate, since then the full pages before it are only "about" too.
      const counted = await counting;
      const left = counted.totalIsEstimate ? size : counted.total - (query.page - 1) * size;
      if (left > 0 && left <= size) {
        return (await readRows<Row>(db, source, reversed(source.sort), null, left)).reverse();
      }
    }
    return readRows<Row>(db, source, source.sort, null, size, (query.page - 1) * size);
  };
  const [rows, counted] = await Promise.all([read(), counting]);

  const cursors: PageCursors = {};
  const first = rows[0];
  const last = rows.at(-1);
  if (first && query.page > 1) {
    cursors.previous = signCursor(
      { p: query.page - 1, d: 'before', k: first.sortKey, i: first.id },
      state,
    );
  }
  // Nothing comes after the last page, read from the end.
  if (last && rows.length === size && cursor?.d !== 'last') {
    cursors.next = signCursor(
      { p: query.page + 1, d: 'after', k: last.sortKey, i: last.id },
      state,
    );
  }
  const pageCount = Math.max(1, Math.ceil(counted.total / size));
  if (query.page < pageCount - 1) {
    cursors.last = signCursor({ p: pageCount, d: 'last', k: null, i: 0 }, state);
  }
  // Each row keeps its sort key: every list's service maps its rows to the answer's fields.
  return { items: rows, ...counted, cursors };
}

/**
 * How many rows the whole filtered list holds, counted no further than `atMost + 1`: an export
 * checks it against its bound before writing the file. A kept total answers at once.
 */
async function countListRows(db: Executor, source: ListSource, atMost: number): Promise<number> {
  return source.total ? source.total() : countUpTo(db, source.ids, atMost);
}

/** The whole filtered list in its order, a batch at a time, each after the last (keyset). */
function listBatches<Row extends KeyedRow>(
  db: Executor,
  source: ListSource,
  size: number,
): AsyncGenerator<Row[]> {
  return keysetBatches(
    (cursor, batchSize) => readRows<Row>(db, source, source.sort, cursor, batchSize),
    size,
  );
}

/**
 * What every list's repository reads of its filtered set, from the one source that says how:
 * a page with its total, the export's count, and the export's rows. `Row` is a row as the
 * list answers it; each is read with the text of its sort key beside it.
 */
export function listReadings<Row extends { id: number }, Filters>(
  db: Executor,
  sourceOf: (filters: Filters) => ListSource,
) {
  type Read = Row & { sortKey: string | null };
  return {
    /** The list: its search, filters, a stable sort and one page, with the total. */
    list: (query: Filters & PageQuery) => listPage<Read>(db, query, sourceOf(query)),
    /** How many rows the export would hold, counted no further than `atMost + 1`. */
    exportCount: (filters: Filters, atMost: number) => countListRows(db, sourceOf(filters), atMost),
    /** The export's rows in the list's order, a batch at a time (keyset paging). */
    exportBatches: (filters: Filters, size: number) =>
      listBatches<Read>(db, sourceOf(filters), size),
  };
}
