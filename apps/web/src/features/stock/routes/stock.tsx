import { areaPurposeLabels, areaPurposes } from '@depot/contracts/locations';
import { stockArea, stockEndpoints } from '@depot/contracts/stock';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListScreen } from '@/components/list/list-screen.tsx';
import { ListUserFilter } from '@/components/list/list-user-filter.tsx';
import { ListWarehouseFilter } from '@/components/list/list-warehouse-filter.tsx';
import { useListScreen } from '@/components/list/use-list-screen.ts';
import { paths } from '@/config/paths.ts';
import { listPrefetch } from '@/lib/screen/screen-prefetch.ts';
import { stockQueryOptions, useStockTotals } from '../api/stock.ts';
import { STOCK_TABLE_KEY, stockColumns } from '../components/stock-columns.tsx';
import { stockListSearchSchema } from '../components/stock-list-search.ts';
import { StockScopes, scopesOf } from '../components/stock-scope.tsx';
import { StockTotals } from '../components/stock-totals.tsx';
import { stockHeadings } from '../screens.ts';

const purposeOptions = areaPurposes.map((value) => ({ value, label: areaPurposeLabels[value] }));

/** The expiry windows a person picks from; the URL takes any number of days. */
const expiryOptions = [7, 30, 90, 180].map((days) => ({
  value: String(days),
  label: `Expiring within ${days} days`,
}));

/** The person's own calendar day, which expiries are read against. */
function localToday(): string {
  return new Date().toLocaleDateString('en-CA');
}

/** The page of rows the URL asks for, asked before the first render (see screen-prefetch.ts). */
export const prefetchStock = listPrefetch(stockListSearchSchema, stockQueryOptions);

/** /stock: what each client holds where, per SKU, location and lot, from the URL's state. */
export function StockRoute() {
  const columns = useMemo(() => stockColumns(localToday()), []);
  const list = useListScreen({
    area: stockArea,
    schema: stockListSearchSchema,
    query: stockQueryOptions,
    label: 'the stock on hand',
    table: { key: STOCK_TABLE_KEY, columns },
  });
  const { search } = list;
  const { q, user, warehouse, sku, location, purpose, expiringWithinDays } = search;
  // The totals follow the filters only: a new page or sort adds up the same stock.
  const totals = useStockTotals({
    q,
    user,
    warehouse,
    sku,
    location,
    purpose,
    expiringWithinDays,
  });
  return (
    <ListScreen
      list={list}
      heading={stockHeadings.stock}
      search={{
        label: 'Search stock',
        placeholder: 'SKU, name, location, lot or a scanned barcode',
      }}
      filters={
        <>
          <ListUserFilter {...list.filterProps('user')} />
          <ListWarehouseFilter {...list.filterProps('warehouse')} />
          <FilterSelect
            label="Filter by area purpose"
            allLabel="All areas"
            options={purposeOptions}
            {...list.filterProps('purpose')}
          />
          <FilterSelect
            label="Filter by expiry"
            allLabel="Any expiry"
            options={expiryOptions}
            value={expiringWithinDays === undefined ? undefined : String(expiringWithinDays)}
            onChange={(value) =>
              list.setFilters({
                expiringWithinDays: value === undefined ? undefined : Number(value),
              })
            }
          />
        </>
      }
      exportFile={{
        endpoint: stockEndpoints.export,
        fileName: 'stock-on-hand',
        subject: 'stock on hand',
      }}
      aboveTable={
        <>
          <StockScopes
            scopes={scopesOf(search, list.rows?.[0])}
            onClear={(key) => list.setFilters({ [key]: undefined })}
          />
          <StockTotals
            totals={totals.data}
            loading={totals.isPending && totals.fetchStatus !== 'idle'}
            failed={totals.isError}
          />
          <p className="stock-history-link">
            <Link to={paths.stock.movements({ sku, location, warehouse, user })}>
              How this stock moved
            </Link>
          </p>
        </>
      }
      table={{
        label: 'Stock on hand',
        rowKey: (level) => String(level.id),
        empty: 'No stock matches.',
      }}
    />
  );
}
