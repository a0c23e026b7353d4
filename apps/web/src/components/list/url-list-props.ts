import type { TablePaginationProps } from './table-pagination.tsx';

/** The page sizes every list offers. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

type UrlListState = { page: number; pageSize: number; sort?: string | undefined };

/**
 * A DataTable's sort and pages bound to the list's URL state: a new sort starts at page 1, a new
 * page size too (TablePagination), and the count is said in the list's words.
 */
export function urlListProps(
  search: UrlListState,
  setSearch: (patch: { page?: number; pageSize?: number; sort?: string | undefined }) => void,
  list: {
    total: number | undefined;
    /** Set when the server's total is the planner's estimate (long lists). */
    totalIsEstimate?: boolean | undefined;
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
      onChange: (page, pageSize) => setSearch({ page, pageSize }),
      describeTotal: list.noun,
      label: list.label,
    },
  };
}
