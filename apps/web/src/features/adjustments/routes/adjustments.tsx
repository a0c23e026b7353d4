import {
  type Adjustment,
  adjustmentReasonLabels,
  adjustmentReasons,
  adjustmentsArea,
  adjustmentsEndpoints,
} from '@depot/contracts/adjustments';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { DecisionBar } from '@/components/decisions/decision-bar.tsx';
import { DateRangeFilter } from '@/components/list/date-range-filter.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListScreen } from '@/components/list/list-screen.tsx';
import { ListUserFilter } from '@/components/list/list-user-filter.tsx';
import { ListWarehouseFilter } from '@/components/list/list-warehouse-filter.tsx';
import { type ListSelection, useListScreen } from '@/components/list/use-list-screen.ts';
import { StandardAction } from '@/components/standard-action.tsx';
import { paths } from '@/config/paths.ts';
import { formatCount, formatMoney } from '@/lib/format/format.ts';
import { statusOptionsOf } from '@/lib/format/status-options.ts';
import { listPrefetch } from '@/lib/screen/screen-prefetch.ts';
import { useIsSignedInPerson } from '@/lib/session/session-store.ts';
import { adjustmentsQueryOptions, useAdjustmentThresholds } from '../api/adjustments.ts';
import { ADJUSTMENTS_TABLE_KEY, adjustmentColumns } from '../components/adjustment-columns.tsx';
import { adjustmentListSearchSchema } from '../components/adjustment-list-search.ts';
import { useAdjustmentDecision } from '../components/use-adjustment-decision.tsx';
import { adjustmentsHeadings } from '../screens.ts';

const statusOptions = statusOptionsOf(adjustmentsArea.statuses);
const reasonOptions = adjustmentReasons.map((value) => ({
  value,
  label: adjustmentReasonLabels[value],
}));

/** The page of rows the URL asks for, asked before the first render (see screen-prefetch.ts). */
export const prefetchAdjustments = listPrefetch(
  adjustmentListSearchSchema,
  adjustmentsQueryOptions,
);

/** Approve or reject the selected rows, then say what happened to each. */
function Decisions({ selectedIds, onDone, noun }: ListSelection) {
  const decision = useAdjustmentDecision(onDone);
  return (
    <DecisionBar selectedIds={selectedIds} subject={noun(selectedIds.length)} decision={decision} />
  );
}

/** What needs a second person, in words: "More than 50 units or ₹10,000.00 at MRP". */
function ThresholdNote() {
  const thresholds = useAdjustmentThresholds();
  if (!thresholds.data) return null;
  return (
    <Typography.Paragraph type="secondary">
      An adjustment of more than {formatCount(thresholds.data.units)} units, or more than{' '}
      {formatMoney(thresholds.data.value, 'INR')} at MRP, waits for someone else’s approval; smaller
      ones change the stock at once.
    </Typography.Paragraph>
  );
}

/**
 * /stock/adjustments: corrections of stock, searched, filtered and sorted from the URL; those
 * awaiting approval approved or rejected in bulk by someone other than who raised them.
 */
export function AdjustmentsRoute() {
  const columns = useMemo(() => adjustmentColumns(), []);
  const list = useListScreen({
    area: adjustmentsArea,
    schema: adjustmentListSearchSchema,
    query: adjustmentsQueryOptions,
    label: 'the stock adjustments',
    table: { key: ADJUSTMENTS_TABLE_KEY, columns },
  });
  const { search } = list;
  const isMe = useIsSignedInPerson();
  const raisedByMe = (adjustment: Adjustment) => isMe(adjustment.createdBy?.employeeId);

  return (
    <ListScreen
      list={list}
      heading={adjustmentsHeadings.adjustments}
      search={{ label: 'Search adjustments', placeholder: 'Code, note or SKU' }}
      filters={
        <>
          <FilterSelect
            label="Filter by status"
            allLabel="All statuses"
            options={statusOptions}
            {...list.filterProps('status')}
          />
          <FilterSelect
            label="Filter by reason"
            allLabel="All reasons"
            options={reasonOptions}
            {...list.filterProps('reason')}
          />
          <ListUserFilter {...list.filterProps('user')} />
          <ListWarehouseFilter {...list.filterProps('warehouse')} />
          <DateRangeFilter
            label="Raised"
            from={search.from}
            to={search.to}
            onChange={list.setFilters}
          />
        </>
      }
      exportFile={{
        endpoint: adjustmentsEndpoints.export,
        fileName: 'stock-adjustments',
        subject: 'stock adjustments',
      }}
      actions={{ create: { label: 'New adjustment', to: paths.adjustments.create } }}
      aboveTable={<ThresholdNote />}
      bulk={{
        needs: 'approve',
        rowLabel: (adjustment) =>
          adjustment.status === 'pending' && raisedByMe(adjustment)
            ? `${adjustment.code}: you raised it, another person decides`
            : `Select ${adjustment.code}`,
        // Only one awaiting approval can be decided on, and not by whoever raised it.
        canSelect: (adjustment) => adjustment.status === 'pending' && !raisedByMe(adjustment),
        actions: (selection) => <Decisions {...selection} />,
      }}
      table={{
        label: 'Stock adjustments',
        rowKey: (adjustment) => adjustment.code,
        empty: 'No adjustment matches.',
        rowActions: (adjustment) => (
          <StandardAction
            action="view"
            size="small"
            subject={adjustment.code}
            to={paths.adjustments.view(adjustment.code)}
          />
        ),
      }}
    />
  );
}
