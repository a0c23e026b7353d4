import type { TablePaginationProps } from './table-pagination.tsx';

/** The page sizes every list offers. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

type UrlListState = { page: number; pageSize: number; sort?: string | undefined };
type PageCursors = { previous?: string; next?: string; last?: string };

/**
 * The cursor to a page, when the server gave one: the page beside this one, or the last. The
 * server then starts the page where its neighbour ended, as quick at page 20 000 as at page 1.
 */
function cursorTo(
  page: number,
  pageSize: number,
  current: UrlListState,
  list: { total: number | undefined; cursors?: PageCursors | undefined },
): string | undefined {
  // The first page needs none: nothing comes before it to skip.
  if (page === 1 || pageSize !== current.pageSize || !list.cursors) return undefined;
  if (page === current.page + 1) return list.cursors.next;
  if (page === current.page - 1) return list.cursors.previous;
  const pageCount = Math.ceil((list.total ?? 0) / pageSize);
  return page === pageCount ? list.cursors.last : undefined;
}

/**
 * A DataTable's sort and pages bound to the list's URL state: a new sort starts at page 1, a new
 * page size too (TablePagination), a page beside this one is reached by its cursor, and the
 * count is said in the list's words.
 */
export function urlListProps(
  search: UrlListState,
  setSearch: (patch: {
    page?: number;
    pageSize?: number;
    sort?: string | undefined;
    cursor?: string | undefined;
  }) => void,
  list: {
    total: number | undefined;
    /** Set when the server's total is the planner's estimate (long lists). */
    totalIsEstimate?: boolean | undefined;
    /** The server's cursors to the pages beside this one and to the last. */
    cursors?: PageCursors | undefined;
    noun: (count: number) => string;
    label: string;
  },
): {
  sort: string | undefined;
  onSortChange: (sort: string | undefined) => void;
  pagination: TablePaginationProps;
} {
  return {
    sort: search.sort,
    onSortChange: (sort) => setSearch({ sort, page: 1 }),
    pagination: {
      page: search.page,
      pageSize: search.pageSize,
      total: list.total ?? 0,
      totalIsEstimate: list.totalIsEstimate ?? false,
      pageSizes: PAGE_SIZES,
      onChange: (page, pageSize) =>
        setSearch({ page, pageSize, cursor: cursorTo(page, pageSize, search, list) }),
      describeTotal: list.noun,
      label: list.label,
    },
  };
}
