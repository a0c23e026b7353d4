import { exportFormats } from '@depot/contracts/common';
import {
  type Receiving,
  receivingEndpoints,
  receivingStatuses,
  receivingStatusLabels,
} from '@depot/contracts/receiving';
import { Button, Flex, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
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
import { countOf } from '@/lib/format/format.ts';
import { listPrefetch } from '@/lib/screen/screen-prefetch.ts';
import { useSearchState } from '@/lib/screen/use-search-state.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { receivingListQueryOptions, useReceivingList } from '../api/receiving.ts';
import { RECEIVING_TABLE_KEY, receivingColumns } from '../components/receiving-columns.tsx';
import { receivingListSearchSchema } from '../components/receiving-list-search.ts';
import { useDecision } from '../components/use-decision.tsx';

const statusOptions = receivingStatuses.map((value) => ({
  value,
  label: receivingStatusLabels[value],
}));

// antd's searchable Select comes after the list: the filter is not needed to read the first page.
const UserFilter = lazy(() =>
  import('@/components/list/user-filter.tsx').then((module) => ({ default: module.UserFilter })),
);

function receiptsNoun(count: number): string {
  return countOf(count, 'goods receipt', 'goods receipts');
}

/** The page of rows the URL asks for, asked before the first render (see screen-prefetch.ts). */
export const prefetchReceiving = listPrefetch(receivingListSearchSchema, receivingListQueryOptions);

/**
 * /receiving: inbound goods receipts, searched, filtered and sorted from the URL; the pending
 * ones approved or rejected in bulk.
 */
export function ReceivingRoute() {
  const [search, setSearch] = useSearchState(receivingListSearchSchema);
  const receipts = useReceivingList(search);
  const can = useCan();
  const canDecide = can('receiving', 'approve');
  const [selected, setSelected] = useState<string[]>([]);
  const decision = useDecision(() => setSelected([]));
  const columns = useArrangedColumns(RECEIVING_TABLE_KEY, receivingColumns);
  const actionsColumn: ChoosableColumn<Receiving> = {
    key: 'actions',
    title: 'Actions',
    render: (receipt) => (
      <StandardAction
        action="view"
        size="small"
        subject={receipt.id}
        to={paths.receiving.view(receipt.id)}
      />
    ),
  };
  const subject = receiptsNoun(selected.length);

  return (
    <>
      <ScreenHeader {...screenHeadings.receiving} />
      <div className="list-toolbar">
        <div className="list-toolbar-group">
          <SearchBox
            label="Search goods receipts"
            placeholder="Id, reference, supplier or SKU"
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
          {/* Businesses are searched through the users list, which needs its own permission. */}
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
            label="Expected"
            from={search.from}
            to={search.to}
            onChange={(range) => setSearch({ ...range, page: 1 })}
          />
        </div>
        <ListActions
          list={receipts}
          table={{
            key: RECEIVING_TABLE_KEY,
            label: 'the receiving list',
            columns: receivingColumns,
          }}
          exportFile={
            can('receiving', 'export')
              ? {
                  endpoint: receivingEndpoints.export,
                  query: search,
                  fileName: 'receiving',
                  subject: 'goods receipts',
                  formats: exportFormats,
                }
              : undefined
          }
        >
          {can('receiving', 'add') && (
            <StandardAction
              action="new"
              label="New goods receipt"
              type="primary"
              to={paths.receiving.create}
            />
          )}
        </ListActions>
      </div>
      {decision.feedback}
      {canDecide && selected.length > 0 && (
        <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
          <Typography.Text>{subject} selected</Typography.Text>
          <Button
            type="primary"
            loading={decision.isPending}
            onClick={() => decision.approve(selected, subject)}
          >
            Approve
          </Button>
          <Button
            danger
            loading={decision.isPending}
            onClick={() => decision.reject(selected, subject)}
          >
            Reject
          </Button>
        </Flex>
      )}
      <RequestError error={receipts.error} />
      <DataTable<Receiving>
        label="Goods receipts"
        rowKey={(receipt) => receipt.id}
        columns={[...columns, actionsColumn]}
        rows={receipts.data?.items}
        loading={receipts.isPending && receipts.fetchStatus !== 'idle'}
        empty="No goods receipt matches."
        selection={
          canDecide
            ? {
                selected,
                onChange: setSelected,
                rowLabel: (receipt) => `Select ${receipt.id}`,
                // Only a pending receipt can be decided on.
                canSelect: (receipt) => receipt.status === 'pending',
              }
            : undefined
        }
        {...urlListProps(search, setSearch, {
          total: receipts.data?.total,
          totalIsEstimate: receipts.data?.totalIsEstimate,
          cursors: receipts.data?.cursors,
          noun: receiptsNoun,
          label: 'the receiving list',
        })}
      />
    </>
  );
}
