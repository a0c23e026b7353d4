import { type Receiving, receivingSortFields } from '@depot/contracts/receiving';
import { receivingFieldLabels as labels } from '@depot/contracts/receiving-fields';
import { Link } from 'react-router';
import { fieldColumns } from '@/components/field-columns.ts';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatCount } from '@/lib/format/format.ts';
import { formatDate, formatDateTime } from '@/lib/format/format-date.ts';
import { ReceivingStatusTag } from './receiving-status-tag.tsx';

/** The Receiving table's name on the server, for the column chooser. */
export const RECEIVING_TABLE_KEY = 'receiving';

const NONE = '—';

const units = (value: number | null) => (value === null ? NONE : formatCount(value));

/** The columns a person may move and hide. */
export const receivingColumns: readonly ChoosableColumn<Receiving>[] = fieldColumns(
  {
    labels,
    sortFields: receivingSortFields,
    // Read on the receipt's own screen; the supplier is the vendor's column.
    leftOut: ['comment', 'decidedAt', 'updatedAt', 'supplier'],
  },
  [
    {
      key: 'id',
      kind: 'code',
      render: (receipt) => <Link to={paths.receiving.view(receipt.id)}>{receipt.id}</Link>,
    },
    // Searched by, and read on the receipt's own screen.
    { key: 'reference', render: (receipt) => receipt.reference, hiddenByDefault: true },
    // The business by its name, as the other lists show it; its code is on the receipt's screen.
    { key: 'user', render: (receipt) => receipt.user.businessName },
    // Keyed as the supplier's column it took over, so people's layouts keep it where it was. A
    // receipt recorded before vendors names its supplier alone.
    {
      key: 'supplier',
      field: 'vendor',
      render: (receipt) => receipt.vendor?.name ?? receipt.supplier.name,
    },
    { key: 'warehouse', render: (receipt) => receipt.warehouse?.name ?? NONE },
    {
      key: 'expectedDate',
      kind: 'date',
      render: (receipt) => formatDate(receipt.expectedDate),
    },
    {
      key: 'lines',
      align: 'end',
      render: (receipt) => formatCount(receipt.lines.length),
      hiddenByDefault: true,
    },
    {
      key: 'expectedUnits',
      field: 'totals.expected',
      align: 'end',
      render: (receipt) => units(receipt.totals.expected),
    },
    {
      // Empty until every line is counted: approval waits for it, so it is always in view.
      key: 'receivedUnits',
      field: 'totals.received',
      align: 'end',
      render: (receipt) => units(receipt.totals.received),
    },
    {
      key: 'rejectedUnits',
      field: 'totals.rejected',
      align: 'end',
      render: (receipt) => units(receipt.totals.rejected),
      hiddenByDefault: true,
    },
    {
      key: 'status',
      render: (receipt) => <ReceivingStatusTag status={receipt.status} />,
    },
    {
      key: 'createdBy',
      render: (receipt) => receipt.createdBy?.fullName ?? NONE,
      hiddenByDefault: true,
    },
    {
      key: 'decidedBy',
      render: (receipt) => receipt.decidedBy?.fullName ?? NONE,
      hiddenByDefault: true,
    },
    {
      key: 'createdAt',
      kind: 'date',
      render: (receipt) => formatDateTime(receipt.createdAt),
      hiddenByDefault: true,
    },
  ],
);
