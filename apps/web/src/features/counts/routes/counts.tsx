import { type CountSummary, countsArea, countsEndpoints } from '@depot/contracts/counts';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DecisionBar } from '@/components/decisions/decision-bar.tsx';
import { DateRangeFilter } from '@/components/list/date-range-filter.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListScreen } from '@/components/list/list-screen.tsx';
import { ListWarehouseFilter } from '@/components/list/list-warehouse-filter.tsx';
import { type ListSelection, useListScreen } from '@/components/list/use-list-screen.ts';
import { StandardAction } from '@/components/standard-action.tsx';
import { paths } from '@/config/paths.ts';
import { statusOptionsOf } from '@/lib/format/status-options.ts';
import { listPrefetch } from '@/lib/screen/screen-prefetch.ts';
import { useIsSignedInPerson } from '@/lib/session/session-store.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { countsQueryOptions } from '../api/counts.ts';
import { COUNTS_TABLE_KEY, countColumns } from '../components/count-columns.tsx';
import { countListSearchSchema } from '../components/count-list-search.ts';
import { useCountDecision } from '../components/use-count-decision.tsx';
import { countsHeadings } from '../screens.ts';

const statusOptions = statusOptionsOf(countsArea.statuses);

/** The page of rows the URL asks for, asked before the first render (see screen-prefetch.ts). */
export const prefetchCounts = listPrefetch(countListSearchSchema, countsQueryOptions);

/** Approve or reject the selected counts, then say what happened to each. */
function Decisions({ selectedIds, onDone, noun }: ListSelection) {
  const decision = useCountDecision(onDone);
  return (
    <DecisionBar selectedIds={selectedIds} subject={noun(selectedIds.length)} decision={decision} />
  );
}

/**
 * /stock/counts: cycle counts searched, filtered and sorted from the URL; those awaiting
 * review approved (their variances posted) or rejected in bulk by someone who did not begin
 * them. Whoever counts goes to the floor screen.
 */
export function CountsRoute() {
  const columns = useMemo(() => countColumns(), []);
  const can = useCan();
  const list = useListScreen({
    area: countsArea,
    schema: countListSearchSchema,
    query: countsQueryOptions,
    label: 'the cycle counts',
    table: { key: COUNTS_TABLE_KEY, columns },
  });
  const { search } = list;
  const isMe = useIsSignedInPerson();
  const begunByMe = (count: CountSummary) => isMe(count.createdBy?.employeeId);

  return (
    <ListScreen
      list={list}
      heading={countsHeadings.counts}
      search={{ label: 'Search counts', placeholder: 'Code, note or bin' }}
      filters={
        <>
          <FilterSelect
            label="Filter by status"
            allLabel="All statuses"
            options={statusOptions}
            {...list.filterProps('status')}
          />
          <ListWarehouseFilter {...list.filterProps('warehouse')} />
          <DateRangeFilter
            label="Begun"
            from={search.from}
            to={search.to}
            onChange={list.setFilters}
          />
        </>
      }
      exportFile={{
        endpoint: countsEndpoints.export,
        fileName: 'cycle-counts',
        subject: 'cycle counts',
      }}
      actions={{ create: { label: 'New count', to: paths.counts.create } }}
      aboveTable={
        can('counts', 'edit') ? (
          <Typography.Paragraph type="secondary">
            On the floor, <Link to={paths.counts.scan()}>count a bin with a phone</Link>: scan the
            bin, then everything in it.
          </Typography.Paragraph>
        ) : undefined
      }
      bulk={{
        needs: 'approve',
        rowLabel: (count) =>
          count.status === 'review' && begunByMe(count)
            ? `${count.code}: you began it, another person decides`
            : `Select ${count.code}`,
        // Only a count awaiting review is decided on, and not by whoever began it.
        canSelect: (count) => count.status === 'review' && !begunByMe(count),
        actions: (selection) => <Decisions {...selection} />,
      }}
      table={{
        label: 'Cycle counts',
        rowKey: (count) => count.code,
        empty: 'No count matches.',
        rowActions: (count) => (
          <StandardAction
            action="view"
            size="small"
            subject={count.code}
            to={paths.counts.view(count.code)}
          />
        ),
      }}
    />
  );
}
