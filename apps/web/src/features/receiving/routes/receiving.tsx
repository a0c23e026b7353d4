import { type Receiving, receivingArea, receivingEndpoints } from '@depot/contracts/receiving';
import { DecisionBar } from '@/components/decisions/decision-bar.tsx';
import { DateRangeFilter } from '@/components/list/date-range-filter.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListScreen } from '@/components/list/list-screen.tsx';
import { ListUserFilter } from '@/components/list/list-user-filter.tsx';
import { ListVendorFilter } from '@/components/list/list-vendor-filter.tsx';
import { ListWarehouseFilter } from '@/components/list/list-warehouse-filter.tsx';
import { type ListSelection, useListScreen } from '@/components/list/use-list-screen.ts';
import { StandardAction } from '@/components/standard-action.tsx';
import { paths } from '@/config/paths.ts';
import { statusOptionsOf } from '@/lib/format/status-options.ts';
import { listPrefetch } from '@/lib/screen/screen-prefetch.ts';
import { useIsSignedInPerson } from '@/lib/session/session-store.ts';
import { receivingListQueryOptions } from '../api/receiving.ts';
import { RECEIVING_TABLE_KEY, receivingColumns } from '../components/receiving-columns.tsx';
import { receivingListSearchSchema } from '../components/receiving-list-search.ts';
import { useDecision } from '../components/use-decision.tsx';
import { receivingHeadings } from '../screens.ts';

const statusOptions = statusOptionsOf(receivingArea.statuses);

/** The page of rows the URL asks for, asked before the first render (see screen-prefetch.ts). */
export const prefetchReceiving = listPrefetch(receivingListSearchSchema, receivingListQueryOptions);

/** Approve or reject the selected rows, then say what happened to each. */
function Decisions({ selectedIds, onDone, noun }: ListSelection) {
  const decision = useDecision(onDone);
  return (
    <DecisionBar selectedIds={selectedIds} subject={noun(selectedIds.length)} decision={decision} />
  );
}

/**
 * /receiving: inbound goods receipts, searched, filtered and sorted from the URL; the pending
 * ones approved or rejected in bulk.
 */
export function ReceivingRoute() {
  const list = useListScreen({
    area: receivingArea,
    schema: receivingListSearchSchema,
    query: receivingListQueryOptions,
    label: 'the receiving list',
    table: { key: RECEIVING_TABLE_KEY, columns: receivingColumns },
  });
  const { search } = list;
  const isMe = useIsSignedInPerson();
  const raisedByMe = (receipt: Receiving) => isMe(receipt.createdBy?.employeeId);

  return (
    <ListScreen
      list={list}
      heading={receivingHeadings.receiving}
      search={{ label: 'Search goods receipts', placeholder: 'Id, reference, vendor or SKU' }}
      filters={
        <>
          <FilterSelect
            label="Filter by status"
            allLabel="All statuses"
            options={statusOptions}
            {...list.filterProps('status')}
          />
          <ListUserFilter {...list.filterProps('user')} />
          <ListVendorFilter user={search.user} {...list.filterProps('vendor')} />
          <ListWarehouseFilter {...list.filterProps('warehouse')} />
          <DateRangeFilter
            label="Expected"
            from={search.from}
            to={search.to}
            onChange={list.setFilters}
          />
        </>
      }
      exportFile={{
        endpoint: receivingEndpoints.export,
        fileName: 'receiving',
        subject: 'goods receipts',
      }}
      actions={{ create: { label: 'New goods receipt', to: paths.receiving.create } }}
      bulk={{
        needs: 'approve',
        // A receipt the person raised is decided by someone else: its box says so.
        rowLabel: (receipt) =>
          receipt.status === 'pending' && raisedByMe(receipt)
            ? `${receipt.id}: you raised it, another person decides`
            : `Select ${receipt.id}`,
        // Only a pending receipt can be decided on, and not by whoever raised it.
        canSelect: (receipt) => receipt.status === 'pending' && !raisedByMe(receipt),
        actions: (selection) => <Decisions {...selection} />,
      }}
      table={{
        label: 'Goods receipts',
        rowKey: (receipt) => receipt.id,
        empty: 'No goods receipt matches.',
        rowActions: (receipt) => (
          <StandardAction
            action="view"
            size="small"
            subject={receipt.id}
            to={paths.receiving.view(receipt.id)}
          />
        ),
      }}
    />
  );
}
