import { type Order, orderStatuses, orderStatusLabels } from '@depot/contracts/orders';
import { Button } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { DataTable } from '@/components/list/data-table.tsx';
import { DateRangeFilter } from '@/components/list/date-range-filter.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListActions } from '@/components/list/list-actions.tsx';
import { SearchBox } from '@/components/list/search-box.tsx';
import { urlListProps } from '@/components/list/url-list-props.ts';
import { RequestError } from '@/components/request-error.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { useArrangedColumns } from '@/components/use-arranged-columns.ts';
import { screenHeadings } from '@/config/screen-headings.ts';
import { countOf } from '@/lib/format/format.ts';
import { formatDate } from '@/lib/format/format-date.ts';
import { listPrefetch } from '@/lib/screen/screen-prefetch.ts';
import { useSearchState } from '@/lib/screen/use-search-state.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { ordersQueryOptions, useOrders } from '../api/orders.ts';
import { AmountRangeFilter } from '../components/amount-range-filter.tsx';
import { ORDERS_TABLE_KEY, orderColumns } from '../components/order-columns.tsx';
import {
  type OrderListSearch,
  orderListSearchSchema,
  reportFiltersOf,
} from '../components/order-list-search.ts';

// antd's searchable Select comes after the list: the filter is not needed to read the first page.
const UserFilter = lazy(() =>
  import('@/components/list/user-filter.tsx').then((module) => ({ default: module.UserFilter })),
);
const ReportDialog = lazy(() =>
  import('../components/report-dialog.tsx').then((module) => ({ default: module.ReportDialog })),
);

const statusOptions = orderStatuses.map((value) => ({ value, label: orderStatusLabels[value] }));

function ordersNoun(count: number): string {
  return countOf(count, 'order', 'orders');
}

/** What the report will hold, in words: the list's filters, or every order. */
function describeFilters(search: OrderListSearch): string {
  const parts = [
    search.q && `Matching “${search.q}”`,
    search.status && `Status: ${orderStatusLabels[search.status]}`,
    search.user && `User: ${search.user}`,
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
  const [search, setSearch] = useSearchState(orderListSearchSchema);
  const orders = useOrders(search);
  const can = useCan();
  const [reporting, setReporting] = useState(false);
  const definitions = useMemo(() => orderColumns(), []);
  const columns = useArrangedColumns(ORDERS_TABLE_KEY, definitions);

  return (
    <>
      <ScreenHeader {...screenHeadings.orders} />
      <div className="list-toolbar">
        <div className="list-toolbar-group">
          <SearchBox
            label="Search orders"
            placeholder="Order number, buyer, GSTIN or SKU"
            value={search.q}
            onSearch={(q, options) => setSearch({ q, page: 1 }, options)}
          />
          <FilterSelect
            label="Filter by status"
            allLabel="All statuses"
            value={search.status}
            options={statusOptions}
            onChange={(value) => setSearch({ status: value, page: 1 })}
          />
          {can('users', 'view') && (
            <Suspense
              fallback={
                <select className="list-select" aria-label="Filter by user" disabled>
                  <option>{search.user ?? 'All users'}</option>
                </select>
              }
            >
              <UserFilter value={search.user} onChange={(user) => setSearch({ user, page: 1 })} />
            </Suspense>
          )}
          <DateRangeFilter
            label="Ordered"
            from={search.from}
            to={search.to}
            onChange={(range) => setSearch({ ...range, page: 1 })}
          />
          <AmountRangeFilter
            min={search.minAmount}
            max={search.maxAmount}
            onChange={(range) => setSearch({ ...range, page: 1 })}
          />
        </div>
        <ListActions
          list={orders}
          table={{ key: ORDERS_TABLE_KEY, label: 'the orders list', columns: definitions }}
        >
          {can('reports', 'export') && (
            <Button onClick={() => setReporting(true)}>B2B order report</Button>
          )}
        </ListActions>
      </div>
      <RequestError error={orders.error} />
      <DataTable<Order>
        label="B2B orders"
        rowKey={(order) => order.number}
        columns={columns}
        rows={orders.data?.items}
        loading={orders.isPending && orders.fetchStatus !== 'idle'}
        empty="No order matches."
        {...urlListProps(search, setSearch, {
          total: orders.data?.total,
          totalIsEstimate: orders.data?.totalIsEstimate,
          cursors: orders.data?.cursors,
          noun: ordersNoun,
          label: 'the orders list',
        })}
      />
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog
            filters={reportFiltersOf(search)}
            filterSummary={describeFilters(search)}
            onClose={() => setReporting(false)}
          />
        </Suspense>
      )}
    </>
  );
}
