import { useQuery } from '@tanstack/react-query';
import { tableSequenceQueryOptions } from '@/lib/api/table-sequence.ts';
import {
  arrangeColumns,
  type ColumnDefinition,
  type ColumnSetting,
  defaultColumnSettings,
} from '@/lib/screen/column-sequence.ts';
import type { DataColumn } from './list/data-table.tsx';

/** A table column the person may move or hide: a stable key and a plain-text title. */
export type ChoosableColumn<Row> = DataColumn<Row> & ColumnDefinition;

/**
 * The person's saved layout of a table applied to its column definitions. Until it arrives, or
 * when it cannot be read, the definitions' own layout: the table never waits on it.
 */
export function useColumnSettings(
  tableKey: string,
  definitions: readonly ColumnDefinition[],
): ColumnSetting[] {
  const saved = useQuery(tableSequenceQueryOptions(tableKey));
  return saved.data
    ? arrangeColumns(definitions, saved.data.columns)
    : defaultColumnSettings(definitions);
}

/** The columns to hand the table: the shown ones, in the person's order. */
export function useArrangedColumns<Row>(
  tableKey: string,
  columns: readonly ChoosableColumn<Row>[],
): DataColumn<Row>[] {
  const settings = useColumnSettings(tableKey, columns);
  const byKey = new Map(columns.map((column) => [column.key, column]));
  return settings.flatMap((setting) => {
    const column = byKey.get(setting.key);
    if (!column || !setting.visible) return [];
    const { hiddenByDefault: _default, ...tableColumn } = column;
    return [tableColumn];
  });
}

/**
 * The layout with the column at `from` dropped onto the row at `to`: it takes that row's place,
 * and the columns between shift one step towards where it came from. Out-of-range indexes change
 * nothing.
 */
export function placeColumn(
  settings: readonly ColumnSetting[],
  from: number,
  to: number,
): ColumnSetting[] {
  const moved = settings[from];
  if (!moved || to < 0 || to >= settings.length || from === to) return [...settings];
  const rest = settings.filter((_, index) => index !== from);
  return [...rest.slice(0, to), moved, ...rest.slice(to)];
}
