import type { AreaDeclaration } from '@depot/contracts/area';
import type { PageCursors } from '@depot/contracts/common';
import type { Action } from '@depot/contracts/permissions';
import {
  hashKey,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';
import { countOf } from '@/lib/format/format.ts';
import { type SetSearchState, useSearchStateWriter } from '@/lib/screen/use-search-state.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { type ChoosableColumn, useArrangedColumns } from '../use-arranged-columns.ts';
import type { DataColumn } from './data-table.tsx';
import { urlListProps } from './url-list-props.ts';

/** The state every list keeps in its URL (lib/screen/list-search.ts), its sort with it. */
export type ListState = {
  page: number;
  pageSize: number;
  q?: string | undefined;
  sort?: string | undefined;
  cursor?: string | undefined;
};

/** What every list query answers (`listResult` in @depot/contracts/common). */
export type ListAnswer = {
  items: readonly unknown[];
  total: number;
  totalIsEstimate?: boolean | undefined;
  cursors?: PageCursors | undefined;
};

/** One row of a list's answer. */
export type RowOf<Answer extends ListAnswer> = Answer['items'][number];

/** The fields of a list's state that a filter sets: all but its page, sort and search. */
export type FilterField<State> = Exclude<
  keyof State & string,
  'page' | 'pageSize' | 'cursor' | 'sort' | 'q'
>;

/** The selected rows, in the props BulkStatus takes: spread it into one. */
export type ListSelection = {
  /** The keys of the selected rows, on this page or others. */
  selectedIds: string[];
  /** Clears the selection (a bulk action has been answered). */
  onDone: () => void;
  /** The count in the list's words: "3 users". */
  noun: (count: number) => string;
};

export type ListScreenOptions<
  State extends ListState,
  Answer extends ListAnswer,
  Key extends QueryKey,
  Data = Answer,
> = {
  /**
   * The list's area as the contracts declare it: its resource guards the list (export needs
   * `export`, New and Import `add`, the selection `edit` unless the bulk actions name another
   * action), and its noun counts the rows in words ("12,345 shipments").
   */
  area: Pick<AreaDeclaration, 'resource' | 'noun'>;
  /** The list's URL state: lib/screen/list-search.ts's fields, its sort and its filters. */
  schema: z.ZodObject & { _zod: { output: State } };
  /**
   * The list's query for a state: the options its route's `listPrefetch` asks with. Declared
   * outside the screen, so it stays the same function from one render to the next. An endpoint
   * that answers every row at once selects the state's page from them (`unpagedQuery`).
   */
  query: (search: State) => UseQueryOptions<Data, Error, Answer, Key>;
  /** The list's name, for the column chooser and its pages' landmark: "the shipments list". */
  label: string;
  /** The table's name on the server (the column chooser's key) and its choosable columns. */
  table: { key: string; columns: readonly ChoosableColumn<RowOf<Answer>>[] };
  /** Prefixes the state's names in the URL, for a second list on one screen ("audit."). */
  prefix?: string;
};

/** What `useListScreen` gives a list screen, and `ListScreen` draws. */
export type ListController<State extends ListState, Answer extends ListAnswer> = {
  /** The list's state as the URL holds it. */
  search: State;
  /** Changes the state as given (the page stays unless the patch sets it). */
  setSearch: SetSearchState<State>;
  /** Changes filters and goes back to the first page: the rows are others now. */
  setFilters: (patch: Partial<State>) => void;
  /** A filter's value and change, for a FilterSelect or a UserFilter: `{...filterProps('status')}`. */
  filterProps: <Field extends FilterField<State>>(
    field: Field,
  ) => { value: State[Field]; onChange: (value: State[Field]) => void };
  /** The search box's new search, back on the first page; `replace` while typing. */
  onSearch: (q: string | undefined, options: { replace: boolean }) => void;
  /** The list's query: its answer, its error, its refresh. */
  query: UseQueryResult<Answer, Error>;
  /** undefined until the first answer. */
  rows: readonly RowOf<Answer>[] | undefined;
  /** The first answer, or one for a new state, is on its way. */
  loading: boolean;
  /** Whether the person may take `action` on the list's area. */
  can: (action: Action) => boolean;
  /** The count in the list's words, grouped as every count is: "12,345 shipments". */
  countOf: (count: number) => string;
  label: string;
  /** The column chooser's table, and the columns shown in the person's order. */
  table: {
    key: string;
    definitions: readonly ChoosableColumn<RowOf<Answer>>[];
    columns: DataColumn<RowOf<Answer>>[];
  };
  /** The selected rows; a change of filters or search clears them. */
  selection: ListSelection;
  select: (keys: string[]) => void;
  /** The state without its page: an export holds every row the filters match, in the sort. */
  exportQuery: Record<string, unknown>;
  /** The DataTable's sort and pages, bound to the URL (urlListProps). */
  tableProps: ReturnType<typeof urlListProps>;
};

/** The state's filters and search, as one string: a change of it is a change of rows. */
function filtersKey(search: ListState): string {
  const { page: _page, pageSize: _pageSize, cursor: _cursor, sort: _sort, ...filters } = search;
  return JSON.stringify(filters);
}

/**
 * One list screen's controller: its state in the URL, its query, the next page asked for ahead,
 * its selection (cleared when the filters change), its count in words, its arranged columns and
 * the query of its export. `ListScreen` draws it; the screen declares the rest.
 */
export function useListScreen<
  State extends ListState,
  Answer extends ListAnswer,
  Key extends QueryKey,
  Data = Answer,
>(options: ListScreenOptions<State, Answer, Key, Data>): ListController<State, Answer> {
  const { area, schema, query, label, table, prefix } = options;
  const { noun } = area;
  const { state: search, write } = useSearchStateWriter(schema, prefix);
  // The same options while the state is the same: a page selected from every row is then
  // selected once per state and answer, not once per render.
  const current = useMemo(() => query(search), [query, search]);
  const list = useQuery(current);
  const can = useCan();
  const columns = useArrangedColumns(table.key, table.columns);
  const describe = (count: number) => countOf(count, noun.one, noun.many);

  // The page after this one, asked for once this one has come, so Next shows it at once. It
  // goes by the server's cursor, as Next does (urlListProps), so Next finds it in the cache.
  const client = useQueryClient();
  const answer = list.isPlaceholderData ? undefined : list.data;
  const hasNext = answer !== undefined && search.page * search.pageSize < answer.total;
  const nextCursor = answer?.cursors?.next;
  useEffect(() => {
    if (!hasNext) return;
    const next = query({ ...search, page: search.page + 1, cursor: nextCursor });
    // Every page of an unpaged list is the one query, already here: nothing to ask ahead.
    if (hashKey(next.queryKey) === hashKey(current.queryKey)) return;
    void client.prefetchQuery(next);
  }, [client, query, search, current, hasNext, nextCursor]);

  // The selection belongs to the rows of one search and filters: other rows, no selection. Reset
  // while rendering (not in an effect), so no frame shows the old count over the new rows.
  const filters = filtersKey(search);
  const [picked, setPicked] = useState<{ filters: string; keys: string[] }>({ filters, keys: [] });
  if (picked.filters !== filters) setPicked({ filters, keys: [] });
  const selectedIds = picked.filters === filters ? picked.keys : [];

  const { page: _page, pageSize: _pageSize, cursor: _cursor, ...exportQuery } = search;

  return {
    search,
    setSearch: write,
    setFilters: (patch) => write({ ...patch, page: 1 }),
    filterProps: (field) => ({
      value: search[field],
      onChange: (value) => write({ [field]: value, page: 1 }),
    }),
    onSearch: (q, searchOptions) => write({ q, page: 1 }, searchOptions),
    query: list,
    rows: list.data?.items,
    loading: list.isPending && list.fetchStatus !== 'idle',
    can: (action) => can(area.resource, action),
    countOf: describe,
    label,
    table: { key: table.key, definitions: table.columns, columns },
    selection: {
      selectedIds,
      onDone: () => setPicked({ filters, keys: [] }),
      noun: describe,
    },
    select: (keys) => setPicked({ filters, keys }),
    exportQuery,
    tableProps: urlListProps(search, write, {
      total: list.data?.total,
      totalIsEstimate: list.data?.totalIsEstimate,
      cursors: list.data?.cursors,
      noun: describe,
      label,
    }),
  };
}
