import {
  type CountSummary,
  countSortFields,
  countFieldLabels as labels,
} from '@depot/contracts/counts';
import { Link } from 'react-router';
import { fieldColumns } from '@/components/field-columns.ts';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatCount, formatDateTime } from '@/lib/format/format.ts';
import { CountStatusTag } from './count-status-tag.tsx';

/** The counts table's name on the server, for the column chooser. */
export const COUNTS_TABLE_KEY = 'counts';

const NONE = '—';

/** "3 lines: +4, −6", or "None" once counted; nothing while being counted. */
function varianceInBrief(count: CountSummary): string {
  if (!count.variance) return NONE;
  const { lines, over, short } = count.variance;
  if (lines === 0) return 'None';
  return `${formatCount(lines)} ${lines === 1 ? 'line' : 'lines'}: +${formatCount(over)}, −${formatCount(short)}`;
}

export function countColumns(): readonly ChoosableColumn<CountSummary>[] {
  return fieldColumns(
    {
      labels,
      sortFields: countSortFields,
      // Counted bins are in the bins column; the rest is read on the count's own screen.
      leftOut: [
        'updatedAt',
        'places',
        'lines',
        'adjustments',
        'binsCounted',
        'submittedBy',
        'submittedAt',
        'decisionComment',
      ],
    },
    [
      {
        key: 'code',
        kind: 'code',
        render: (count) => <Link to={paths.counts.view(count.code)}>{count.code}</Link>,
      },
      { key: 'createdAt', kind: 'date', render: (count) => formatDateTime(count.createdAt) },
      {
        key: 'warehouse',
        field: 'warehouse.code',
        kind: 'code',
        render: (count) => count.warehouse.code,
      },
      {
        key: 'bins',
        align: 'end',
        render: (count) => `${formatCount(count.binsCounted)} of ${formatCount(count.bins)}`,
      },
      { key: 'variance', render: varianceInBrief },
      { key: 'status', render: (count) => <CountStatusTag status={count.status} /> },
      {
        key: 'createdBy',
        render: (count) => count.createdBy?.fullName ?? 'System',
        hiddenByDefault: true,
      },
      {
        key: 'decidedBy',
        render: (count) => count.decidedBy?.fullName ?? NONE,
        hiddenByDefault: true,
      },
      {
        key: 'decidedAt',
        kind: 'date',
        render: (count) => (count.decidedAt ? formatDateTime(count.decidedAt) : NONE),
        hiddenByDefault: true,
      },
      { key: 'note', render: (count) => count.note ?? NONE },
    ],
  );
}
