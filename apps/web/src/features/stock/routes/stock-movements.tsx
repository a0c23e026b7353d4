import {
  stockLedgerArea,
  stockLedgerEndpoints,
  stockMovementKindLabels,
  stockMovementKinds,
} from '@depot/contracts/stock';
import { useMemo } from 'react';
import { DateRangeFilter } from '@/components/list/date-range-filter.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListScreen } from '@/components/list/list-screen.tsx';
import { ListUserFilter } from '@/components/list/list-user-filter.tsx';
import { ListWarehouseFilter } from '@/components/list/list-warehouse-filter.tsx';
import { useListScreen } from '@/components/list/use-list-screen.ts';
import { listPrefetch } from '@/lib/screen/screen-prefetch.ts';
import { stockMovementsQueryOptions } from '../api/stock.ts';
import { STOCK_LEDGER_TABLE_KEY, stockLedgerColumns } from '../components/stock-ledger-columns.tsx';
import { stockLedgerListSearchSchema } from '../components/stock-ledger-list-search.ts';
import { StockScopes, scopesOf } from '../components/stock-scope.tsx';
import { stockHeadings } from '../screens.ts';

const kindOptions = stockMovementKinds.map((value) => ({
  value,
  label: stockMovementKindLabels[value],
}));

/** The page of rows the URL asks for, asked before the first render (see screen-prefetch.ts). */
export const prefetchStockMovements = listPrefetch(
  stockLedgerListSearchSchema,
  stockMovementsQueryOptions,
);

/** /stock/movements: the ledger, line by line, searched and filtered from the URL. */
export function StockMovementsRoute() {
  const columns = useMemo(() => stockLedgerColumns(), []);
  const list = useListScreen({
    area: stockLedgerArea,
    schema: stockLedgerListSearchSchema,
    query: stockMovementsQueryOptions,
    label: 'the stock movements',
    table: { key: STOCK_LEDGER_TABLE_KEY, columns },
  });
  const { search } = list;

  return (
    <ListScreen
      list={list}
      heading={stockHeadings.movements}
      search={{
        label: 'Search stock movements',
        placeholder: 'Movement or document, SKU, name or lot',
      }}
      filters={
        <>
          <ListUserFilter {...list.filterProps('user')} />
          <ListWarehouseFilter {...list.filterProps('warehouse')} />
          <FilterSelect
            label="Filter by kind"
            allLabel="All kinds"
            options={kindOptions}
            {...list.filterProps('kind')}
          />
          <DateRangeFilter
            label="Recorded"
            from={search.from}
            to={search.to}
            onChange={list.setFilters}
          />
        </>
      }
      exportFile={{
        endpoint: stockLedgerEndpoints.export,
        fileName: 'stock-movements',
        subject: 'stock movements',
      }}
      aboveTable={
        <StockScopes
          scopes={scopesOf(search, list.rows?.[0])}
          onClear={(key) => list.setFilters({ [key]: undefined })}
        />
      }
      table={{
        label: 'Stock movements',
        rowKey: (line) => String(line.id),
        empty: 'No movement matches.',
      }}
    />
  );
}
