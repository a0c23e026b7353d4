import { knownCarriers, shipmentsArea, shipmentsEndpoints } from '@depot/contracts/shipments';
import { useMemo } from 'react';
import { DateRangeFilter } from '@/components/list/date-range-filter.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListScreen } from '@/components/list/list-screen.tsx';
import { ListUserFilter } from '@/components/list/list-user-filter.tsx';
import { useListScreen } from '@/components/list/use-list-screen.ts';
import { StandardAction } from '@/components/standard-action.tsx';
import { paths } from '@/config/paths.ts';
import { statusOptionsOf } from '@/lib/format/status-options.ts';
import { listPrefetch } from '@/lib/screen/screen-prefetch.ts';
import { shipmentsQueryOptions } from '../api/shipments.ts';
import { SHIPMENTS_TABLE_KEY, shipmentColumns } from '../components/shipment-columns.tsx';
import { shipmentListSearchSchema } from '../components/shipment-list-search.ts';
import { shipmentsHeadings } from '../screens.ts';

const statusOptions = statusOptionsOf(shipmentsArea.statuses);
const carrierOptions = knownCarriers.map((value) => ({ value, label: value }));

/** The page of rows the URL asks for, asked before the first render (see screen-prefetch.ts). */
export const prefetchShipments = listPrefetch(shipmentListSearchSchema, shipmentsQueryOptions);

/** /shipments: outbound shipments, searched, filtered and sorted from the URL. */
export function ShipmentsRoute() {
  const columns = useMemo(() => shipmentColumns(), []);
  const list = useListScreen({
    area: shipmentsArea,
    schema: shipmentListSearchSchema,
    query: shipmentsQueryOptions,
    label: 'the shipments list',
    table: { key: SHIPMENTS_TABLE_KEY, columns },
  });
  const { search } = list;

  return (
    <ListScreen
      list={list}
      heading={shipmentsHeadings.shipments}
      search={{
        label: 'Search shipments',
        placeholder: 'Id, reference, consignee, tracking or city',
      }}
      filters={
        <>
          <FilterSelect
            label="Filter by status"
            allLabel="All statuses"
            options={statusOptions}
            {...list.filterProps('status')}
          />
          <FilterSelect
            label="Filter by carrier"
            allLabel="All carriers"
            options={carrierOptions}
            {...list.filterProps('carrier')}
          />
          <DateRangeFilter
            label="Created"
            from={search.from}
            to={search.to}
            onChange={list.setFilters}
          />
          <ListUserFilter {...list.filterProps('user')} />
        </>
      }
      exportFile={{
        endpoint: shipmentsEndpoints.export,
        fileName: 'shipments',
        subject: 'shipments',
      }}
      actions={{ create: { label: 'New shipment', to: paths.shipments.create } }}
      table={{
        label: 'Shipments',
        rowKey: (shipment) => shipment.id,
        empty: 'No shipment matches.',
        rowActions: (shipment) => (
          <>
            <StandardAction
              action="view"
              size="small"
              subject={shipment.id}
              to={paths.shipments.view(shipment.id)}
            />
            {list.can('edit') && (shipment.status === 'draft' || shipment.status === 'ready') && (
              <StandardAction
                action="edit"
                size="small"
                subject={shipment.id}
                to={paths.shipments.edit(shipment.id)}
              />
            )}
          </>
        ),
      }}
    />
  );
}
