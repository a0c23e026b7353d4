import { type Receiving, receivingSortFields } from '@depot/contracts/receiving';
import { receivingFieldLabels as labels } from '@depot/contracts/receiving-fields';
import { Link } from 'react-router';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatCount } from '@/lib/format/format.ts';
import { formatDate, formatDateTime } from '@/lib/format/format-date.ts';
import { ReceivingStatusTag } from './receiving-status-tag.tsx';

/** The Receiving table's name on the server, for the column chooser. */
export const RECEIVING_TABLE_KEY = 'receiving';

const sortable = new Set<string>(receivingSortFields);
const NONE = '—';

const units = (value: number | null) => (value === null ? NONE : formatCount(value));

const columns: ChoosableColumn<Receiving>[] = [
  {
    key: 'id',
    title: labels.id,
    render: (receipt) => <Link to={paths.receiving.view(receipt.id)}>{receipt.id}</Link>,
  },
  { key: 'reference', title: labels.reference, render: (receipt) => receipt.reference },
  {
    key: 'user',
    title: labels.user,
    render: (receipt) => `${receipt.user.businessName} (${receipt.user.code})`,
  },
  { key: 'supplier', title: labels.supplier, render: (receipt) => receipt.supplier.name },
  {
    key: 'expectedDate',
    title: labels.expectedDate,
    render: (receipt) => formatDate(receipt.expectedDate),
  },
  {
    key: 'lines',
    title: labels.lines,
    align: 'end',
    render: (receipt) => formatCount(receipt.lines.length),
  },
  {
    key: 'expectedUnits',
    title: labels['totals.expected'],
    align: 'end',
    render: (receipt) => units(receipt.totals.expected),
  },
  {
    // Empty until every line is counted: approval waits for it.
    key: 'receivedUnits',
    title: labels['totals.received'],
    align: 'end',
    render: (receipt) => units(receipt.totals.received),
  },
  {
    key: 'rejectedUnits',
    title: labels['totals.rejected'],
    align: 'end',
    render: (receipt) => units(receipt.totals.rejected),
  },
  {
    key: 'status',
    title: labels.status,
    render: (receipt) => <ReceivingStatusTag status={receipt.status} />,
  },
  {
    key: 'createdBy',
    title: labels.createdBy,
    render: (receipt) => receipt.createdBy?.fullName ?? NONE,
  },
  {
    key: 'decidedBy',
    title: labels.decidedBy,
    render: (receipt) => receipt.decidedBy?.fullName ?? NONE,
  },
  {
    key: 'createdAt',
    title: labels.createdAt,
    render: (receipt) => formatDateTime(receipt.createdAt),
    hiddenByDefault: true,
  },
];

/** The columns a person may move and hide. */
export const receivingColumns: readonly ChoosableColumn<Receiving>[] = columns.map((column) => ({
  ...column,
  sortable: sortable.has(column.key),
}));
