import {
  putAwayFieldLabels as labels,
  type PutAwayTask,
  putAwaySortFields,
} from '@depot/contracts/put-away';
import { Link } from 'react-router';
import { fieldColumns } from '@/components/field-columns.ts';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatCount, formatDate, formatDateTime } from '@/lib/format/format.ts';
import './put-away.css';

/** The put-away list's table name on the server, for the column chooser. */
export const PUT_AWAY_TABLE_KEY = 'put-away';

const NONE = '—';

/** The columns a person may move and hide. */
export function putAwayColumns(): readonly ChoosableColumn<PutAwayTask>[] {
  return fieldColumns({ labels, sortFields: putAwaySortFields, leftOut: ['id', 'lineNo'] }, [
    {
      key: 'receipt',
      field: 'receipt.id',
      kind: 'code',
      render: (task) => (
        <Link to={paths.receiving.view(task.receipt.id)}>
          {task.receipt.id}
          <span className="put-away-line"> · line {task.lineNo}</span>
        </Link>
      ),
    },
    {
      key: 'sku',
      field: 'sku.code',
      kind: 'code',
      render: (task) => (
        <>
          <Link to={paths.skus.view(task.sku.id)}>{task.sku.code}</Link>
          <div className="put-away-sku-name">{task.sku.name}</div>
        </>
      ),
    },
    { key: 'lot', field: 'lot.number', kind: 'code', render: (task) => task.lot?.number ?? NONE },
    {
      key: 'expiresOn',
      field: 'lot.expiresOn',
      kind: 'date',
      render: (task) => (task.lot?.expiresOn ? formatDate(task.lot.expiresOn) : NONE),
      hiddenByDefault: true,
    },
    { key: 'client', field: 'user', render: (task) => task.user.businessName },
    {
      key: 'warehouse',
      field: 'warehouse.code',
      kind: 'code',
      render: (task) => task.warehouse.code,
    },
    { key: 'accepted', align: 'end', render: (task) => formatCount(task.accepted) },
    {
      key: 'putAway',
      align: 'end',
      render: (task) => formatCount(task.putAway),
      hiddenByDefault: true,
    },
    { key: 'remaining', align: 'end', render: (task) => formatCount(task.remaining) },
    {
      key: 'approvedAt',
      kind: 'date',
      render: (task) => formatDateTime(task.approvedAt),
    },
    {
      key: 'reference',
      field: 'receipt.reference',
      render: (task) => task.receipt.reference,
      hiddenByDefault: true,
    },
  ]);
}
