import { type Receiving, type ReceivingLine, rejectReasonLabels } from '@depot/contracts/receiving';
import { receivingFieldLabels as labels } from '@depot/contracts/receiving-fields';
import { Tag } from 'antd';
import { type DataColumn, DataTable } from '@/components/list/data-table.tsx';
import { formatCount, formatDate } from '@/lib/format/format.ts';

/** A line with its place in the receipt, as the counts form names its fields. */
export type LineRow = { line: ReceivingLine; index: number };

const NONE = '—';
export const count = (value: number | null) => (value === null ? NONE : formatCount(value));

/**
 * How far a count is from what was expected: "Short 4" (fewer arrived) or "Over 3" (more did),
 * or null when it matches or is not counted yet.
 */
export function countGap(expected: number, received: number | null): string | null {
  if (received === null || received === expected) return null;
  return received < expected
    ? `Short ${formatCount(expected - received)}`
    : `Over ${formatCount(received - expected)}`;
}

/** A count with its gap from what was expected beside it, flagged. */
export function CountWithGap({
  expected,
  received,
}: {
  expected: number;
  received: number | null;
}) {
  const gap = countGap(expected, received);
  return (
    <>
      {count(received)}
      {gap && (
        <Tag
          color={gap.startsWith('Short') ? 'warning' : 'processing'}
          style={{ marginInlineStart: 8, marginInlineEnd: 0 }}
        >
          {gap}
        </Tag>
      )}
    </>
  );
}

/** What every view of the lines shows first: the item and what was expected. */
export const lineColumns: DataColumn<LineRow>[] = [
  {
    key: 'sku',
    title: labels['lines.sku'],
    kind: 'code',
    // The counts are entered far to the right of it on a phone: the line's SKU stays in view.
    pinned: true,
    render: ({ line }) => line.sku,
  },
  {
    key: 'description',
    title: labels['lines.description'],
    render: ({ line }) => line.description,
  },
  {
    key: 'expected',
    title: labels['lines.expectedQty'],
    align: 'end',
    render: ({ line }) => count(line.expectedQty),
  },
];

const readColumns: DataColumn<LineRow>[] = [
  ...lineColumns,
  {
    key: 'received',
    title: labels['lines.receivedQty'],
    align: 'end',
    render: ({ line }) => <CountWithGap expected={line.expectedQty} received={line.receivedQty} />,
  },
  {
    key: 'accepted',
    title: labels['lines.acceptedQty'],
    align: 'end',
    render: ({ line }) => count(line.acceptedQty),
  },
  {
    key: 'rejected',
    title: labels['lines.rejectedQty'],
    align: 'end',
    render: ({ line }) => count(line.rejectedQty),
  },
  {
    key: 'reason',
    title: labels['lines.rejectReason'],
    render: ({ line }) => (line.rejectReason ? rejectReasonLabels[line.rejectReason] : NONE),
  },
  {
    key: 'lot',
    title: labels['lines.lot'],
    kind: 'code',
    render: ({ line }) => line.lot ?? NONE,
  },
  {
    key: 'expiresOn',
    title: labels['lines.expiresOn'],
    render: ({ line }) => (line.expiresOn ? formatDate(line.expiresOn) : NONE),
  },
];

/** Once approved: how much of each line's accepted units is in bins. */
const putAwayColumn: DataColumn<LineRow> = {
  key: 'putAway',
  title: labels['lines.putAwayQty'],
  align: 'end',
  render: ({ line }) =>
    line.acceptedQty ? `${formatCount(line.putAwayQty)} of ${formatCount(line.acceptedQty)}` : NONE,
};

export function lineRowsOf(receipt: Receiving): LineRow[] {
  return receipt.lines.map((line, index) => ({ line, index }));
}

/** The lines as counted, to read. */
export function ReceiptLines({ receipt }: { receipt: Receiving }) {
  return (
    <DataTable<LineRow>
      label="Lines"
      rowKey={(row) => String(row.index)}
      columns={receipt.status === 'approved' ? [...readColumns, putAwayColumn] : readColumns}
      rows={lineRowsOf(receipt)}
      loading={false}
    />
  );
}
