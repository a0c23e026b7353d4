import { parseSort } from '@depot/contracts/common';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ListState } from './use-list-screen.ts';

/**
 * How a list whose endpoint answers every row at once is searched and sorted: in the browser,
 * as the server does it for the paged lists.
 */
export type UnpagedRules<Row> = {
  /** The texts of a row a search looks in: it matches when one holds the search, case aside. */
  searchIn: (row: Row) => readonly (string | null | undefined)[];
  /** Each field the list sorts by (`sort=field` or `sort=-field`) and its value in a row. */
  sortBy: Readonly<Record<string, (row: Row) => string | number>>;
};

/** One page of the rows, as a paged endpoint would answer it. */
export type UnpagedAnswer<Row> = { items: Row[]; total: number };

// Made once: a collator is costly to make, and a sort compares many times. Numeric, so that
// "Zone 10" follows "Zone 9"; case aside, so "admin" and "Admin" sort together.
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(first: string | number, second: string | number): number {
  return typeof first === 'number' && typeof second === 'number'
    ? first - second
    : collator.compare(String(first), String(second));
}

/** The page `search` asks for of `rows`: those the search matches, in its sort. */
export function pageOfRows<Row>(
  rows: readonly Row[],
  search: ListState,
  rules: UnpagedRules<Row>,
): UnpagedAnswer<Row> {
  const needle = search.q?.toLocaleLowerCase();
  const matching = needle
    ? rows.filter((row) =>
        rules.searchIn(row).some((text) => text?.toLocaleLowerCase().includes(needle)),
      )
    : [...rows];
  const sort = parseSort(search.sort);
  const sortValue = sort ? rules.sortBy[sort.field] : undefined;
  // Without a sort (or with one the list does not know), the server's order. The sort is
  // stable, so rows of equal value keep that order too.
  if (sort && sortValue) {
    const direction = sort.direction === 'asc' ? 1 : -1;
    matching.sort((first, second) => direction * compare(sortValue(first), sortValue(second)));
  }
  const start = (search.page - 1) * search.pageSize;
  return { items: matching.slice(start, start + search.pageSize), total: matching.length };
}

/**
 * The list controller's query for an endpoint that answers every row: the one request, cached
 * under its own key whatever the state, and each state's page made from it by `select`. So a
 * search, sort or page asks the server nothing, and the controller asks no page ahead.
 */
export function unpagedQuery<Row, Key extends QueryKey, State extends ListState>(
  options: UseQueryOptions<Row[], Error, Row[], Key>,
  rules: UnpagedRules<Row>,
): (search: State) => UseQueryOptions<Row[], Error, UnpagedAnswer<Row>, Key> {
  return (search) => ({ ...options, select: (rows) => pageOfRows(rows, search, rules) });
}
