import { type Receiving, receivingSortFields } from '@depot/contracts/receiving';
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
    title: 'Id',
    render: (receipt) => <Link to={paths.receiving.view(receipt.id)}>{receipt.id}</Link>,
  },
  { key: 'reference', title: 'Reference', render: (receipt) => receipt.reference },
  {
    key: 'user',
    title: 'User',
    render: (receipt) => `${receipt.user.businessName} (${receipt.user.code})`,
  },
  { key: 'supplier', title: 'Supplier', render: (receipt) => receipt.supplier.name },
  {
    key: 'expectedDate',
    title: 'Expected',
    render: (receipt) => formatDate(receipt.expectedDate),
  },
  {
    key: 'lines',
    title: 'Lines',
    align: 'end',
    render: (receipt) => formatCount(receipt.lines.length),
  },
  {
    key: 'expectedUnits',
    title: 'Expected units',
    align: 'end',
    render: (receipt) => units(receipt.totals.expected),
  },
  {
    // Empty until every line is counted: approval waits for it.
    key: 'receivedUnits',
    title: 'Received units',
    align: 'end',
    render: (receipt) => units(receipt.totals.received),
  },
  {
    key: 'rejectedUnits',
    title: 'Rejected units',
    align: 'end',
    render: (receipt) => units(receipt.totals.rejected),
  },
  {
    key: 'status',
    title: 'Status',
    render: (receipt) => <ReceivingStatusTag status={receipt.status} />,
  },
  {
    key: 'createdBy',
    title: 'Created by',
    render: (receipt) => receipt.createdBy?.fullName ?? NONE,
  },
  {
    key: 'decidedBy',
    title: 'Decided by',
    render: (receipt) => receipt.decidedBy?.fullName ?? NONE,
  },
  {
    key: 'createdAt',
    title: 'Added',
    render: (receipt) => formatDateTime(receipt.createdAt),
    hiddenByDefault: true,
  },
];

/** The columns a person may move and hide. */
export const receivingColumns: readonly ChoosableColumn<Receiving>[] = columns.map((column) => ({
  ...column,
  sortable: sortable.has(column.key),
}));
