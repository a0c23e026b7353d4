import CaretDownFilled from '@ant-design/icons-svg/es/asn/CaretDownFilled';
import CaretUpFilled from '@ant-design/icons-svg/es/asn/CaretUpFilled';
import { parseSort } from '@depot/contracts/common';
import { type ReactNode, useDeferredValue } from 'react';
import { PlainIcon } from '../plain/plain-icon.tsx';
import { PlainSpinner } from '../plain/plain-spinner.tsx';
import { IndeterminateCheckbox } from './indeterminate-checkbox.tsx';
import { TablePagination, type TablePaginationProps } from './table-pagination.tsx';
import './list.css';

/** One column of a list: a stable key, a plain-text title and how a row shows in it. */
export type DataColumn<Row> = {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  /** The server can sort by this column's key (sort=key or sort=-key). */
  sortable?: boolean;
  /** Figures line up on the right (and never wrap); a grid of checkboxes in the middle. */
  align?: 'start' | 'center' | 'end';
  /**
   * What the column holds, where it decides the layout: a record's code (`GRN-000300`) or a
   * date is read whole, so it never wraps, and the other columns give way to it.
   */
  kind?: 'code' | 'date';
  /**
   * The first column only: it stays in view at the row's start while a table too wide for the
   * screen scrolls sideways, so that every cell can be told whose it is (a line's SKU).
   */
  pinned?: boolean;
  /** The header cell's content when it is more than the title (a select-all box, say). */
  header?: ReactNode;
};

export type RowSelection<Row> = {
  /** The keys of the selected rows, on this page or others. */
  selected: readonly string[];
  onChange: (keys: string[]) => void;
  /** The row's checkbox label: "Select Asha Rao", or why it cannot be selected. */
  rowLabel: (row: Row) => string;
  /** A row the person may not act on has a disabled checkbox. */
  canSelect?: (row: Row) => boolean;
};

type DataTableProps<Row> = {
  /** The table's accessible name: "Team members". */
  label: string;
  columns: readonly DataColumn<Row>[];
  /** undefined until the first answer. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  loading: boolean;
  /** The list's sort as the URL holds it: "field" or "-field". */
  sort?: string;
  onSortChange?: (sort: string | undefined) => void;
  selection?: RowSelection<Row>;
  /** Server-side pages; shown once the first answer has come. */
  pagination?: TablePaginationProps;
  /** What an empty answer says. */
  empty?: ReactNode;
};

/** The next sort of a column title's press: ascending, descending, then the server's default. */
export function nextSort(sort: string | undefined, key: string): string | undefined {
  const current = parseSort(sort);
  if (current?.field !== key) return key;
  return current.direction === 'asc' ? `-${key}` : undefined;
}

function ariaSort(sort: string | undefined, key: string) {
  const current = parseSort(sort);
  if (current?.field !== key) return undefined;
  return current.direction === 'asc' ? 'ascending' : 'descending';
}

/**
 * A list's table: server-side sort, selection and pages, drawn in plain elements in antd's look
 * (read from antd's CSS variables, so the theme follows). Every list of the console shows its
 * rows through it; antd's Table would add some 70 KB of compressed code to each of them for
 * client-side sorting, filtering and virtual scrolling that a server-paged list never uses.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rowKey, loading, sort, onSortChange, selection } = props;
  // A page of rows is drawn in the background, a few at a time: on a slow phone twenty rows of
  // cells are a long task that would hold the page still when the answer arrives.
  const rows = useDeferredValue(props.rows);
  // Until the new rows are drawn, the table tells assistive technology it is busy, as it does
  // while they load (no spinner: on a fast machine it would only flash).
  const busy = loading || rows !== props.rows;
  const selected = new Set(selection?.selected);
  const canSelectRow = (row: Row) => selection?.canSelect?.(row) ?? true;
  const selectable = selection ? (rows ?? []).filter(canSelectRow).map(rowKey) : [];
  const selectedHere = selectable.filter((key) => selected.has(key)).length;
  const columnCount = columns.length + (selection ? 1 : 0);

  function toggleAll(checked: boolean) {
    if (!selection) return;
    const onPage = new Set(selectable);
    const others = selection.selected.filter((key) => !onPage.has(key));
    selection.onChange(checked ? [...others, ...selectable] : others);
  }

  function toggle(key: string, checked: boolean) {
    if (!selection) return;
    selection.onChange(
      checked ? [...selection.selected, key] : selection.selected.filter((item) => item !== key),
    );
  }

  return (
    <div className="list-table-frame">
      <div className="list-table-scroll">
        <table className="list-table" aria-label={label} aria-busy={busy || undefined}>
          <thead>
            <tr>
              {selection && (
                <th scope="col" className="list-table-select">
                  <IndeterminateCheckbox
                    aria-label="Select every row on this page"
                    checked={selectable.length > 0 && selectedHere === selectable.length}
                    indeterminate={selectedHere > 0 && selectedHere < selectable.length}
                    disabled={selectable.length === 0}
                    onChange={(event) => toggleAll(event.target.checked)}
                  />
                </th>
              )}
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortable ? ariaSort(sort, column.key) : undefined}
                  data-align={column.align}
                  data-kind={column.kind}
                  data-pinned={column.pinned || undefined}
                >
                  {column.sortable && onSortChange ? (
                    <button
                      type="button"
                      className="list-sort"
                      onClick={() => onSortChange(nextSort(sort, column.key))}
                    >
                      {column.title}
                      <span className="list-sort-carets" data-sort={ariaSort(sort, column.key)}>
                        <PlainIcon definition={CaretUpFilled} />
                        <PlainIcon definition={CaretDownFilled} />
                      </span>
                    </button>
                  ) : (
                    (column.header ?? column.title)
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows?.map((row) => {
              const key = rowKey(row);
              const isSelected = selected.has(key);
              return (
                <tr key={key} aria-selected={selection ? isSelected : undefined}>
                  {selection && (
                    <td className="list-table-select">
                      <input
                        type="checkbox"
                        aria-label={selection.rowLabel(row)}
                        // A box that cannot be ticked tells why on hover, where its label does.
                        title={canSelectRow(row) ? undefined : selection.rowLabel(row)}
                        checked={isSelected}
                        disabled={!canSelectRow(row)}
                        onChange={(event) => toggle(key, event.target.checked)}
                      />
                    </td>
                  )}
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      data-align={column.align}
                      data-kind={column.kind}
                      data-pinned={column.pinned || undefined}
                    >
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
            {rows?.length === 0 && (
              <tr>
                <td colSpan={columnCount} className="list-table-empty">
                  {props.empty ?? 'Nothing to show.'}
                </td>
              </tr>
            )}
            {/* The first answer is awaited in a body of its own height: rows grow down from it. */}
            {rows === undefined && (
              <tr>
                <td colSpan={columnCount} className="list-table-waiting" />
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {loading && (
        <div className="list-table-loading">
          <PlainSpinner label={`Loading ${label.toLowerCase()}`} />
        </div>
      )}
      {/* No pages to offer before the first answer, nor when there is nothing to page through. */}
      {props.pagination && rows !== undefined && props.pagination.total > 0 && (
        <TablePagination {...props.pagination} />
      )}
    </div>
  );
}
