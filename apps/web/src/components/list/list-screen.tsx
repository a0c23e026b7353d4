import type { Endpoint } from '@depot/contracts/endpoint';
import type { Action } from '@depot/contracts/permissions';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import type { ScreenHeading } from '@/config/screen-headings.ts';
import { RequestError } from '../request-error.tsx';
import { ScreenHeader } from '../screen-header.tsx';
import { StandardAction } from '../standard-action.tsx';
import { type DataColumn, DataTable } from './data-table.tsx';
import { ListActions } from './list-actions.tsx';
import { SearchBox } from './search-box.tsx';
import type {
  ListAnswer,
  ListController,
  ListSelection,
  ListState,
  RowOf,
} from './use-list-screen.ts';

/** An action of the toolbar: "New user" to a route, or "Import CSV" opening a dialog. */
type ToolbarAction = {
  label: string;
  /** Said after the label to assistive technology, where the label alone is vague: "of users". */
  subject?: string;
  to?: string;
  onClick?: () => void;
};

type ListScreenProps<State extends ListState, Answer extends ListAnswer> = {
  list: ListController<State, Answer>;
  /** The screen's heading; a list in a tab has none of its own. */
  heading?: ScreenHeading;
  /**
   * The search box: its accessible name ("Search users"), what it searches, and what Enter with
   * text does besides searching (a scanned barcode opening its record).
   */
  search?: { label: string; placeholder: string; onEnter?: (q: string) => void };
  /** The toolbar's filters after the search box (FilterSelect with `list.filterProps`). */
  filters?: ReactNode;
  /**
   * The export of every row the filters match, for those with the area's export permission, in
   * every format the endpoint writes.
   */
  exportFile?: { endpoint: Endpoint; fileName: string; subject: string };
  /** Import and New, for those with the area's add permission; `more` after them, as it is. */
  actions?: { import?: ToolbarAction; create?: ToolbarAction; more?: ReactNode };
  /** Rows chosen to act on together, for those with the area's `needs` (edit unless said). */
  bulk?: {
    needs?: Action;
    /** The row's checkbox label: "Select Kesar Naturals". */
    rowLabel: (row: RowOf<Answer>) => string;
    /** A row the person may not act on has a disabled checkbox. */
    canSelect?: (row: RowOf<Answer>) => boolean;
    /** The actions on the selection and what they said: `<BulkStatus {...selection} />`. */
    actions: (selection: ListSelection) => ReactNode;
  };
  table: {
    /** The table's accessible name: "Users". */
    label: string;
    rowKey: (row: RowOf<Answer>) => string;
    /** What an empty answer says: "No user matches." */
    empty: ReactNode;
    /** A row's own actions (View, Edit), in a last column of their own. */
    rowActions?: (row: RowOf<Answer>) => ReactNode;
  };
  /** Between the list's error and its table: the transactions' totals. */
  aboveTable?: ReactNode;
  /** After the table: the screen's dialogs. */
  children?: ReactNode;
};

/**
 * A list screen as every list of the console is laid out: heading, toolbar (search, filters;
 * refresh, columns, export, the list's own actions), bulk actions, the list's error, the table
 * and its pages. The controller (`useListScreen`) holds the state; the screen declares the rest.
 */
export function ListScreen<State extends ListState, Answer extends ListAnswer>(
  props: ListScreenProps<State, Answer>,
) {
  const { list, heading, search, filters, exportFile, actions, bulk, table } = props;
  const canAdd = list.can('add');
  const selecting = bulk !== undefined && list.can(bulk.needs ?? 'edit');
  const { rowActions } = table;
  const columns: DataColumn<RowOf<Answer>>[] = rowActions
    ? [
        ...list.table.columns,
        {
          key: 'actions',
          title: 'Actions',
          render: (row) => <Flex gap={4}>{rowActions(row)}</Flex>,
        },
      ]
    : list.table.columns;

  return (
    <>
      {heading && <ScreenHeader {...heading} />}
      <div className="list-toolbar">
        <div className="list-toolbar-group">
          {search && (
            <SearchBox
              label={search.label}
              placeholder={search.placeholder}
              value={list.search.q}
              onSearch={list.onSearch}
              onEnter={search.onEnter}
            />
          )}
          {filters}
        </div>
        <ListActions
          list={list.query}
          table={{ key: list.table.key, label: list.label, columns: list.table.definitions }}
          exportFile={
            exportFile && list.can('export')
              ? { ...exportFile, query: list.exportQuery }
              : undefined
          }
        >
          {list.can('import') && actions?.import && (
            <StandardAction action="import" {...actions.import} />
          )}
          {canAdd && actions?.create && (
            <StandardAction action="new" type="primary" {...actions.create} />
          )}
          {actions?.more}
        </ListActions>
      </div>
      {selecting && bulk.actions(list.selection)}
      <RequestError error={list.query.error} />
      {props.aboveTable}
      <DataTable<RowOf<Answer>>
        label={table.label}
        rowKey={table.rowKey}
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        empty={table.empty}
        selection={
          selecting
            ? {
                selected: list.selection.selectedIds,
                onChange: list.select,
                rowLabel: bulk.rowLabel,
                canSelect: bulk.canSelect,
              }
            : undefined
        }
        {...list.tableProps}
      />
      {props.children}
    </>
  );
}
