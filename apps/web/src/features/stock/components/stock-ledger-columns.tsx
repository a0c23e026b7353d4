import {
  type StockLedgerLine,
  stockLedgerSortFields,
  stockMovementKindLabels,
} from '@depot/contracts/stock';
import { stockLedgerFieldLabels as labels } from '@depot/contracts/stock-fields';
import { Link } from 'react-router';
import { fieldColumns } from '@/components/field-columns.ts';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatCount, formatDate, formatDateTime } from '@/lib/format/format.ts';
import './stock.css';

/** The movement history's table name on the server, for the column chooser. */
export const STOCK_LEDGER_TABLE_KEY = 'stock-movements';

const NONE = '—';

/** A place of a line: a real one opens its contents; a virtual one (supplier, customer) is named. */
function Place({ place, warehouse }: { place: StockLedgerLine['from']; warehouse: string }) {
  if (place.kind === 'virtual') return <span className="stock-virtual-place">{place.code}</span>;
  return (
    <Link
      to={paths.stock.ofLocation(place.id)}
      aria-label={`What ${warehouse} ${place.code} holds`}
    >
      {place.code}
    </Link>
  );
}

/** The columns a person may move and hide. */
export function stockLedgerColumns(): readonly ChoosableColumn<StockLedgerLine>[] {
  return fieldColumns({ labels, sortFields: stockLedgerSortFields, leftOut: ['id'] }, [
    {
      key: 'recordedAt',
      field: 'movement.recordedAt',
      kind: 'date',
      render: (line) => formatDateTime(line.movement.recordedAt),
    },
    {
      key: 'kind',
      field: 'movement.kind',
      render: (line) => stockMovementKindLabels[line.movement.kind],
    },
    {
      key: 'document',
      field: 'movement.documentCode',
      kind: 'code',
      render: (line) => line.movement.documentCode,
    },
    {
      key: 'sku',
      field: 'sku.code',
      kind: 'code',
      render: (line) => (
        <>
          <Link to={paths.skus.view(line.sku.id)}>{line.sku.code}</Link>
          <div className="stock-sku-name">{line.sku.name}</div>
        </>
      ),
    },
    { key: 'client', field: 'user', render: (line) => line.user.businessName },
    {
      key: 'warehouse',
      field: 'warehouse.code',
      kind: 'code',
      render: (line) => line.warehouse.code,
      hiddenByDefault: true,
    },
    {
      key: 'from',
      field: 'from.code',
      kind: 'code',
      render: (line) => <Place place={line.from} warehouse={line.warehouse.code} />,
    },
    {
      key: 'to',
      field: 'to.code',
      kind: 'code',
      render: (line) => <Place place={line.to} warehouse={line.warehouse.code} />,
    },
    { key: 'lot', field: 'lot.number', kind: 'code', render: (line) => line.lot?.number ?? NONE },
    {
      key: 'expiresOn',
      field: 'lot.expiresOn',
      kind: 'date',
      render: (line) => (line.lot?.expiresOn ? formatDate(line.lot.expiresOn) : NONE),
      hiddenByDefault: true,
    },
    { key: 'quantity', align: 'end', render: (line) => formatCount(line.quantity) },
    {
      key: 'reason',
      field: 'movement.reason',
      render: (line) => line.movement.reason ?? NONE,
      hiddenByDefault: true,
    },
    {
      key: 'note',
      field: 'movement.note',
      render: (line) => line.movement.note ?? NONE,
      hiddenByDefault: true,
    },
    { key: 'by', field: 'movement.by', render: (line) => line.movement.by ?? 'System' },
    {
      key: 'movement',
      field: 'movement.code',
      kind: 'code',
      render: (line) => line.movement.code,
      hiddenByDefault: true,
    },
  ]);
}
