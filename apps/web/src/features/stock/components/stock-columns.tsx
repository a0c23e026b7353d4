import { locationPurposeLabels } from '@depot/contracts/locations';
import { type StockLevel, stockSortFields } from '@depot/contracts/stock';
import { stockFieldLabels as labels } from '@depot/contracts/stock-fields';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { fieldColumns } from '@/components/field-columns.ts';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatCount, formatDate, formatDateTime } from '@/lib/format/format.ts';
import './stock.css';

/** The Stock on hand table's name on the server, for the column chooser. */
export const STOCK_TABLE_KEY = 'stock';

const NONE = '—';

/** Days from `today` (YYYY-MM-DD) to `day`, negative once it has passed. */
function daysUntil(day: string, today: string): number {
  return Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
}

/** A lot's expiry, flagged once it is past or within a month. */
function Expiry({ expiresOn, today }: { expiresOn: string; today: string }) {
  const days = daysUntil(expiresOn, today);
  return (
    <>
      {formatDate(expiresOn)}
      {days < 0 && (
        <Tag color="error" className="stock-expiry-tag">
          Expired
        </Tag>
      )}
      {days >= 0 && days <= 30 && (
        <Tag color="warning" className="stock-expiry-tag">
          {days === 0 ? 'Today' : `${days} d`}
        </Tag>
      )}
    </>
  );
}

/** The columns a person may move and hide; `today` is the local day expiries are read against. */
export function stockColumns(today: string): readonly ChoosableColumn<StockLevel>[] {
  return fieldColumns(
    {
      labels,
      sortFields: stockSortFields,
      leftOut: ['id'],
    },
    [
      {
        key: 'sku',
        field: 'sku.code',
        kind: 'code',
        // The name under the code: the two are read together, and a column apiece is too wide.
        render: (level) => (
          <>
            <Link to={paths.skus.view(level.sku.id)}>{level.sku.code}</Link>
            <div className="stock-sku-name">{level.sku.name}</div>
          </>
        ),
      },
      { key: 'client', field: 'user', render: (level) => level.user.businessName },
      {
        key: 'warehouse',
        field: 'warehouse.code',
        kind: 'code',
        render: (level) => level.warehouse.code,
      },
      {
        key: 'location',
        field: 'location.code',
        kind: 'code',
        render: (level) => (
          <Link
            to={paths.stock.ofLocation(level.location.id)}
            aria-label={`What ${level.warehouse.code} ${level.location.code} holds`}
          >
            {level.location.code}
          </Link>
        ),
      },
      {
        key: 'purpose',
        field: 'location.purpose',
        render: (level) => locationPurposeLabels[level.location.purpose],
        hiddenByDefault: true,
      },
      {
        key: 'lot',
        field: 'lot.number',
        kind: 'code',
        render: (level) => level.lot?.number ?? NONE,
      },
      {
        key: 'expiresOn',
        field: 'lot.expiresOn',
        kind: 'date',
        render: (level) =>
          level.lot?.expiresOn ? <Expiry expiresOn={level.lot.expiresOn} today={today} /> : NONE,
      },
      { key: 'onHand', align: 'end', render: (level) => formatCount(level.onHand) },
      {
        key: 'reserved',
        align: 'end',
        render: (level) => formatCount(level.reserved),
        hiddenByDefault: true,
      },
      {
        key: 'onHold',
        align: 'end',
        render: (level) => formatCount(level.onHold),
        hiddenByDefault: true,
      },
      { key: 'available', align: 'end', render: (level) => formatCount(level.available) },
      {
        key: 'updatedAt',
        kind: 'date',
        render: (level) => formatDateTime(level.updatedAt),
        hiddenByDefault: true,
      },
    ],
  );
}
