import { orderStatusLabels, ordersArea } from '@depot/contracts/orders';
import { Button } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { DateRangeFilter } from '@/components/list/date-range-filter.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListScreen } from '@/components/list/list-screen.tsx';
import { ListUserFilter } from '@/components/list/list-user-filter.tsx';
import { ListWarehouseFilter } from '@/components/list/list-warehouse-filter.tsx';
import { useListScreen } from '@/components/list/use-list-screen.ts';
import { formatDate } from '@/lib/format/format-date.ts';
import { statusOptionsOf } from '@/lib/format/status-options.ts';
import { listPrefetch } from '@/lib/screen/screen-prefetch.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { ordersQueryOptions } from '../api/orders.ts';
import { AmountRangeFilter } from '../components/amount-range-filter.tsx';
import { ORDERS_TABLE_KEY, orderColumns } from '../components/order-columns.tsx';
import {
  type OrderListSearch,
  orderListSearchSchema,
  reportFiltersOf,
} from '../components/order-list-search.ts';
import { ordersHeading } from '../screens.ts';

const ReportDialog = lazy(() =>
  import('../components/report-dialog.tsx').then((module) => ({ default: module.ReportDialog })),
);

const statusOptions = statusOptionsOf(ordersArea.statuses);

/** What the report will hold, in words: the list's filters, or every order. */
function describeFilters(search: OrderListSearch): string {
  const parts = [
    search.q && `Matching “${search.q}”`,
    search.status && `Status: ${orderStatusLabels[search.status]}`,
    search.user && `User: ${search.user}`,
    search.warehouse && `Warehouse: ${search.warehouse}`,
    (search.from || search.to) &&
      `Ordered ${search.from ? formatDate(search.from) : '…'} – ${search.to ? formatDate(search.to) : '…'}`,
    (search.minAmount || search.maxAmount) &&
      `Amount ${search.minAmount ?? '…'} – ${search.maxAmount ?? '…'}`,
  ].filter(Boolean);
  return parts.length > 0 ? `Orders of the list’s filters: ${parts.join(' · ')}` : 'Every order';
}

/** The page of rows the URL asks for, asked before the first render (see screen-prefetch.ts). */
export const prefetchOrders = listPrefetch(orderListSearchSchema, ordersQueryOptions);

/** /orders: B2B orders of the client businesses' buyers, and the B2B order report. */
export function OrdersRoute() {
  const can = useCan();
  const [reporting, setReporting] = useState(false);
  const definitions = useMemo(() => orderColumns(), []);
  const list = useListScreen({
    area: ordersArea,
    schema: orderListSearchSchema,
    query: ordersQueryOptions,
    label: 'the orders list',
    table: { key: ORDERS_TABLE_KEY, columns: definitions },
  });
  const { search } = list;

  return (
    <ListScreen
      list={list}
      heading={ordersHeading}
      search={{ label: 'Search orders', placeholder: 'Order number, buyer, GSTIN or SKU' }}
      filters={
        <>
          <FilterSelect
            label="Filter by status"
            allLabel="All statuses"
            options={statusOptions}
            {...list.filterProps('status')}
          />
          <ListUserFilter {...list.filterProps('user')} />
          <ListWarehouseFilter {...list.filterProps('warehouse')} />
          <DateRangeFilter
            label="Ordered"
            from={search.from}
            to={search.to}
            onChange={list.setFilters}
          />
          <AmountRangeFilter
            min={search.minAmount}
            max={search.maxAmount}
            onChange={list.setFilters}
          />
        </>
      }
      actions={{
        more: can('reports', 'export') && (
          <Button onClick={() => setReporting(true)}>B2B order report</Button>
        ),
      }}
      table={{ label: 'B2B orders', rowKey: (order) => order.number, empty: 'No order matches.' }}
    >
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog
            filters={reportFiltersOf(search)}
            filterSummary={describeFilters(search)}
            onClose={() => setReporting(false)}
          />
        </Suspense>
      )}
    </ListScreen>
  );
}
