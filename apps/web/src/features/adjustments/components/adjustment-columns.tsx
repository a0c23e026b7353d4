import { adjustmentFieldLabels as labels } from '@depot/contracts/adjustment-fields';
import {
  type Adjustment,
  adjustmentReasonLabels,
  adjustmentSortFields,
} from '@depot/contracts/adjustments';
import { Link } from 'react-router';
import { fieldColumns } from '@/components/field-columns.ts';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatCount, formatDateTime, formatMoney } from '@/lib/format/format.ts';
import { AdjustmentStatusTag } from './adjustment-status-tag.tsx';

/** The adjustments table's name on the server, for the column chooser. */
export const ADJUSTMENTS_TABLE_KEY = 'adjustments';

const NONE = '—';

/** "+3 KN-UBT-125 at A-01-03", the first line, and how many more. */
function linesInBrief(adjustment: Adjustment): string {
  const [first, ...others] = adjustment.lines;
  if (!first) return NONE;
  const change = `${first.change > 0 ? '+' : ''}${formatCount(first.change)}`;
  const more = others.length > 0 ? ` and ${others.length} more` : '';
  return `${change} ${first.sku.code} at ${first.location.code}${more}`;
}

export function adjustmentColumns(): readonly ChoosableColumn<Adjustment>[] {
  return fieldColumns(
    {
      labels,
      sortFields: adjustmentSortFields,
      leftOut: ['updatedAt', 'decidedAt', 'decisionComment', 'decidedBy'],
    },
    [
      {
        key: 'code',
        kind: 'code',
        render: (adjustment) => (
          <Link to={paths.adjustments.view(adjustment.code)}>{adjustment.code}</Link>
        ),
      },
      {
        key: 'createdAt',
        kind: 'date',
        render: (adjustment) => formatDateTime(adjustment.createdAt),
      },
      { key: 'client', field: 'user', render: (adjustment) => adjustment.user.businessName },
      {
        key: 'warehouse',
        field: 'warehouse.code',
        kind: 'code',
        render: (adjustment) => adjustment.warehouse.code,
      },
      { key: 'reason', render: (adjustment) => adjustmentReasonLabels[adjustment.reason] },
      { key: 'lines', render: linesInBrief },
      { key: 'units', align: 'end', render: (adjustment) => formatCount(adjustment.units) },
      {
        key: 'net',
        align: 'end',
        render: (adjustment) => `${adjustment.net > 0 ? '+' : ''}${formatCount(adjustment.net)}`,
        hiddenByDefault: true,
      },
      {
        key: 'value',
        align: 'end',
        render: (adjustment) => formatMoney(adjustment.value, 'INR'),
      },
      { key: 'status', render: (adjustment) => <AdjustmentStatusTag status={adjustment.status} /> },
      {
        key: 'createdBy',
        render: (adjustment) => adjustment.createdBy?.fullName ?? 'System',
        // Read on the adjustment's own screen; the list is wide enough without it.
        hiddenByDefault: true,
      },
      { key: 'note', render: (adjustment) => adjustment.note ?? NONE, hiddenByDefault: true },
      {
        key: 'movementCode',
        kind: 'code',
        render: (adjustment) => adjustment.movementCode ?? NONE,
        hiddenByDefault: true,
      },
      {
        key: 'count',
        kind: 'code',
        render: (adjustment) => adjustment.count ?? NONE,
        hiddenByDefault: true,
      },
    ],
  );
}
