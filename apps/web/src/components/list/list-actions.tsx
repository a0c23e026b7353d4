import { type ExportFormat, exportFormats } from '@depot/contracts/common';
import type { Endpoint } from '@depot/contracts/endpoint';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import type { ColumnDefinition } from '@/lib/screen/column-sequence.ts';
import { ColumnChooser } from '../column-chooser.tsx';
import { StandardAction } from '../standard-action.tsx';
import { ExportButton } from './export-button.tsx';

type ListActionsProps = {
  /** The list's query: refresh fetches it again and spins while it does. */
  list: { isFetching: boolean; isPending: boolean; refetch: () => unknown };
  /** The column chooser's table. */
  table: {
    key: string;
    label: string;
    columns: readonly (ColumnDefinition & { title: string })[];
  };
  /** The list's export, when the person may export it. */
  exportFile?: {
    endpoint: Endpoint;
    query: Record<string, unknown>;
    fileName: string;
    subject: string;
    /** The formats to offer, a button each; when not said, every format the endpoint writes. */
    formats?: readonly ExportFormat[];
  };
  /** The list's own actions after the standard ones: its "New …". */
  children?: ReactNode;
};

/** The formats an export endpoint writes, as its declaration says (`download`). */
export function exportFormatsOf(endpoint: Endpoint): readonly ExportFormat[] {
  return endpoint.download === 'csv-or-xlsx' ? exportFormats : ['csv'];
}

/** The right side of a list's toolbar: refresh, columns, export, then the list's own actions. */
export function ListActions({ list, table, exportFile, children }: ListActionsProps) {
  return (
    <Flex gap={8} wrap className="list-toolbar-group">
      <StandardAction
        action="refresh"
        loading={list.isFetching && !list.isPending}
        onClick={() => list.refetch()}
      />
      <ColumnChooser tableKey={table.key} tableLabel={table.label} columns={table.columns} />
      {exportFile &&
        (exportFile.formats ?? exportFormatsOf(exportFile.endpoint)).map((format) => (
          <ExportButton key={format} {...exportFile} format={format} />
        ))}
      {children}
    </Flex>
  );
}
