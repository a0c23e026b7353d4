import {
  transferFieldLabels as labels,
  type Transfer,
  transferKindLabels,
  transferSortFields,
} from '@depot/contracts/transfers';
import { Link } from 'react-router';
import { fieldColumns } from '@/components/field-columns.ts';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatCount, formatDateTime } from '@/lib/format/format.ts';
import { TransferStatusTag } from './transfer-status-tag.tsx';

/** The transfers table's name on the server, for the column chooser. */
export const TRANSFERS_TABLE_KEY = 'transfers';

const NONE = '—';

/** "12 × KN-UBT-125 from A-01-03", the first line, and how many more. */
function linesInBrief(transfer: Transfer): string {
  const [first, ...others] = transfer.lines;
  if (!first) return NONE;
  const more = others.length > 0 ? ` and ${others.length} more` : '';
  return `${formatCount(first.quantity)} × ${first.sku.code} from ${first.from.code}${more}`;
}

export function transferColumns(): readonly ChoosableColumn<Transfer>[] {
  return fieldColumns(
    {
      labels,
      sortFields: transferSortFields,
      // Why and by whom a transfer was closed short is read on its own screen.
      leftOut: ['updatedAt', 'closedBy', 'closedAt', 'closeReason'],
    },
    [
      {
        key: 'code',
        kind: 'code',
        render: (transfer) => <Link to={paths.transfers.view(transfer.code)}>{transfer.code}</Link>,
      },
      {
        key: 'createdAt',
        kind: 'date',
        render: (transfer) => formatDateTime(transfer.createdAt),
      },
      { key: 'kind', render: (transfer) => transferKindLabels[transfer.kind] },
      { key: 'client', field: 'user', render: (transfer) => transfer.user.businessName },
      { key: 'from', field: 'from.code', kind: 'code', render: (transfer) => transfer.from.code },
      { key: 'to', field: 'to.code', kind: 'code', render: (transfer) => transfer.to.code },
      { key: 'lines', render: linesInBrief },
      { key: 'units', align: 'end', render: (transfer) => formatCount(transfer.units) },
      { key: 'received', align: 'end', render: (transfer) => formatCount(transfer.received) },
      { key: 'status', render: (transfer) => <TransferStatusTag status={transfer.status} /> },
      {
        key: 'createdBy',
        render: (transfer) => transfer.createdBy?.fullName ?? 'System',
        hiddenByDefault: true,
      },
      {
        key: 'receivedAt',
        kind: 'date',
        render: (transfer) => (transfer.receivedAt ? formatDateTime(transfer.receivedAt) : NONE),
        hiddenByDefault: true,
      },
      { key: 'note', render: (transfer) => transfer.note ?? NONE, hiddenByDefault: true },
    ],
  );
}
