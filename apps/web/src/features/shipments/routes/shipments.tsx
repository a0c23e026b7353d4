import { exportFormats } from '@depot/contracts/common';
import {
  knownCarriers,
  type Shipment,
  shipmentStatuses,
  shipmentStatusLabels,
  shipmentsEndpoints,
} from '@depot/contracts/shipments';
import { Flex } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { DataTable } from '@/components/list/data-table.tsx';
import { DateRangeFilter } from '@/components/list/date-range-filter.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListActions } from '@/components/list/list-actions.tsx';
import { SearchBox } from '@/components/list/search-box.tsx';
import { urlListProps } from '@/components/list/url-list-props.ts';
import { RequestError } from '@/components/request-error.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { type ChoosableColumn, useArrangedColumns } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { screenHeadings } from '@/config/screen-headings.ts';
import { formatCount } from '@/lib/format/format.ts';
import { listPrefetch } from '@/lib/screen/screen-prefetch.ts';
import { useSearchState } from '@/lib/screen/use-search-state.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { shipmentsQueryOptions, useShipments } from '../api/shipments.ts';
import { SHIPMENTS_TABLE_KEY, shipmentColumns } from '../components/shipment-columns.tsx';
import { shipmentListSearchSchema } from '../components/shipment-list-search.ts';

const statusOptions = shipmentStatuses.map((value) => ({
  value,
  label: shipmentStatusLabels[value],
}));
const carrierOptions = knownCarriers.map((value) => ({ value, label: value }));

// antd's searchable Select comes after the list: the filter is not needed to read the first page.
const UserFilter = lazy(() =>
  import('@/components/list/user-filter.tsx').then((module) => ({ default: module.UserFilter })),
);

function shipmentsNoun(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'shipment' : 'shipments'}`;
}

/** The page of rows the URL asks for, asked before the first render (see screen-prefetch.ts). */
export const prefetchShipments = listPrefetch(shipmentListSearchSchema, shipmentsQueryOptions);

/** /shipments: outbound shipments, searched, filtered and sorted from the URL. */
export function ShipmentsRoute() {
  const [search, setSearch] = useSearchState(shipmentListSearchSchema);
  const shipments = useShipments(search);
  const can = useCan();
  const definitions = useMemo(() => shipmentColumns(), []);
  const columns = useArrangedColumns(SHIPMENTS_TABLE_KEY, definitions);
  const actionsColumn: ChoosableColumn<Shipment> = {
    key: 'actions',
    title: 'Actions',
    render: (shipment) => (
      <Flex gap={4}>
        <StandardAction
          action="view"
          size="small"
          subject={shipment.id}
          to={paths.shipments.view(shipment.id)}
        />
        {can('shipments', 'edit') &&
          (shipment.status === 'draft' || shipment.status === 'ready') && (
            <StandardAction
              action="edit"
              size="small"
              subject={shipment.id}
              to={paths.shipments.edit(shipment.id)}
            />
          )}
      </Flex>
    ),
  };

  return (
    <>
      <ScreenHeader {...screenHeadings.shipments} />
      <div className="list-toolbar">
        <div className="list-toolbar-group">
          <SearchBox
            label="Search shipments"
            placeholder="Id, reference, consignee, tracking or city"
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
          <FilterSelect
            label="Filter by carrier"
            allLabel="All carriers"
            value={search.carrier}
            options={carrierOptions}
            onChange={(value) => setSearch({ carrier: value, page: 1 })}
          />
          <DateRangeFilter
            label="Created"
            from={search.from}
            to={search.to}
            onChange={(range) => setSearch({ ...range, page: 1 })}
          />
          {/* Businesses are searched through the users list, which needs its own permission. */}
          {can('users', 'view') ? (
            <Suspense
              fallback={
                <select className="list-select" aria-label="Filter by user" disabled>
                  <option>{search.user ?? 'All users'}</option>
                </select>
              }
            >
              <UserFilter value={search.user} onChange={(user) => setSearch({ user, page: 1 })} />
            </Suspense>
          ) : (
            search.user && (
              <span className="list-chip">
                User {search.user}
                <button
                  type="button"
                  aria-label={`Show every user's shipments, not only ${search.user}'s`}
                  onClick={() => setSearch({ user: undefined, page: 1 })}
                >
                  ×
                </button>
              </span>
            )
          )}
        </div>
        <ListActions
          list={shipments}
          table={{ key: SHIPMENTS_TABLE_KEY, label: 'the shipments list', columns: definitions }}
          exportFile={
            can('shipments', 'export')
              ? {
                  endpoint: shipmentsEndpoints.export,
                  query: search,
                  fileName: 'shipments',
                  subject: 'shipments',
                  formats: exportFormats,
                }
              : undefined
          }
        >
          {can('shipments', 'add') && (
            <StandardAction
              action="new"
              label="New shipment"
              type="primary"
              to={paths.shipments.create}
            />
          )}
        </ListActions>
      </div>
      <RequestError error={shipments.error} />
      <DataTable<Shipment>
        label="Shipments"
        rowKey={(shipment) => shipment.id}
        columns={[...columns, actionsColumn]}
        rows={shipments.data?.items}
        loading={shipments.isPending && shipments.fetchStatus !== 'idle'}
        empty="No shipment matches."
        {...urlListProps(search, setSearch, {
          total: shipments.data?.total,
          totalIsEstimate: shipments.data?.totalIsEstimate,
          cursors: shipments.data?.cursors,
          noun: shipmentsNoun,
          label: 'the shipments list',
        })}
      />
    </>
  );
}
