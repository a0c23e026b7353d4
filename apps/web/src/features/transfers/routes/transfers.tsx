import {
  transferKindLabels,
  transferKinds,
  transfersArea,
  transfersEndpoints,
} from '@depot/contracts/transfers';
import { useMemo } from 'react';
import { DateRangeFilter } from '@/components/list/date-range-filter.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListScreen } from '@/components/list/list-screen.tsx';
import { ListUserFilter } from '@/components/list/list-user-filter.tsx';
import { ListWarehouseFilter } from '@/components/list/list-warehouse-filter.tsx';
import { useListScreen } from '@/components/list/use-list-screen.ts';
import { StandardAction } from '@/components/standard-action.tsx';
import { paths } from '@/config/paths.ts';
import { statusOptionsOf } from '@/lib/format/status-options.ts';
import { listPrefetch } from '@/lib/screen/screen-prefetch.ts';
import { transfersQueryOptions } from '../api/transfers.ts';
import { ReceiveInFull } from '../components/receive-in-full.tsx';
import { TRANSFERS_TABLE_KEY, transferColumns } from '../components/transfer-columns.tsx';
import { transferListSearchSchema } from '../components/transfer-list-search.ts';
import { transfersHeadings } from '../screens.ts';

const statusOptions = statusOptionsOf(transfersArea.statuses);
const kindOptions = transferKinds.map((value) => ({ value, label: transferKindLabels[value] }));

/** The page of rows the URL asks for, asked before the first render (see screen-prefetch.ts). */
export const prefetchTransfers = listPrefetch(transferListSearchSchema, transfersQueryOptions);

/**
 * /stock/transfers: goods moved bin to bin or between warehouses, searched, filtered and sorted
 * from the URL; those still in transit are received from their own screen.
 */
export function TransfersRoute() {
  const columns = useMemo(() => transferColumns(), []);
  const list = useListScreen({
    area: transfersArea,
    schema: transferListSearchSchema,
    query: transfersQueryOptions,
    label: 'the stock transfers',
    table: { key: TRANSFERS_TABLE_KEY, columns },
  });
  const { search } = list;

  return (
    <ListScreen
      list={list}
      heading={transfersHeadings.transfers}
      search={{ label: 'Search transfers', placeholder: 'Code, note or SKU' }}
      filters={
        <>
          <FilterSelect
            label="Filter by status"
            allLabel="All statuses"
            options={statusOptions}
            {...list.filterProps('status')}
          />
          <FilterSelect
            label="Filter by kind"
            allLabel="All kinds"
            options={kindOptions}
            {...list.filterProps('kind')}
          />
          <ListUserFilter {...list.filterProps('user')} />
          <ListWarehouseFilter {...list.filterProps('warehouse')} />
          <DateRangeFilter
            label="Made"
            from={search.from}
            to={search.to}
            onChange={list.setFilters}
          />
        </>
      }
      exportFile={{
        endpoint: transfersEndpoints.export,
        fileName: 'stock-transfers',
        subject: 'stock transfers',
      }}
      actions={{ create: { label: 'New transfer', to: paths.transfers.create } }}
      bulk={{
        needs: 'edit',
        rowLabel: (transfer) => `Select ${transfer.code}`,
        // Only what is still on the road can be received.
        canSelect: (transfer) =>
          transfer.status === 'in-transit' || transfer.status === 'partly-received',
        actions: (selection) => <ReceiveInFull {...selection} />,
      }}
      table={{
        label: 'Stock transfers',
        rowKey: (transfer) => transfer.code,
        empty: 'No transfer matches.',
        rowActions: (transfer) => (
          <StandardAction
            action="view"
            size="small"
            subject={transfer.code}
            to={paths.transfers.view(transfer.code)}
          />
        ),
      }}
    />
  );
}
