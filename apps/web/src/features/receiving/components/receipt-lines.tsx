import { type Receiving, type ReceivingLine, rejectReasonLabels } from '@depot/contracts/receiving';
import { type DataColumn, DataTable } from '@/components/list/data-table.tsx';
import { formatCount } from '@/lib/format/format.ts';

/** A line with its place in the receipt, as the counts form names its fields. */
export type LineRow = { line: ReceivingLine; index: number };

const NONE = '—';
export const count = (value: number | null) => (value === null ? NONE : formatCount(value));

/** What every view of the lines shows first: the item and what was expected. */
export const lineColumns: DataColumn<LineRow>[] = [
  { key: 'sku', title: 'SKU', render: ({ line }) => line.sku },
  { key: 'description', title: 'Description', render: ({ line }) => line.description },
  {
    key: 'expected',
    title: 'Expected',
    align: 'end',
    render: ({ line }) => count(line.expectedQty),
  },
];

const readColumns: DataColumn<LineRow>[] = [
  ...lineColumns,
  {
    key: 'received',
    title: 'Received',
    align: 'end',
    render: ({ line }) => count(line.receivedQty),
  },
  {
    key: 'accepted',
    title: 'Accepted',
    align: 'end',
    render: ({ line }) => count(line.acceptedQty),
  },
  {
    key: 'rejected',
    title: 'Rejected',
    align: 'end',
    render: ({ line }) => count(line.rejectedQty),
  },
  {
    key: 'reason',
    title: 'Reason',
    render: ({ line }) => (line.rejectReason ? rejectReasonLabels[line.rejectReason] : NONE),
  },
];

export function lineRowsOf(receipt: Receiving): LineRow[] {
  return receipt.lines.map((line, index) => ({ line, index }));
}

/** The lines as counted, to read. */
export function ReceiptLines({ receipt }: { receipt: Receiving }) {
  return (
    <DataTable<LineRow>
      label="Lines"
      rowKey={(row) => String(row.index)}
      columns={readColumns}
      rows={lineRowsOf(receipt)}
      loading={false}
    />
  );
}
