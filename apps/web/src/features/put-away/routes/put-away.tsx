import {
  putAwayArea,
  putAwayEndpoints,
  putAwayStateLabels,
  putAwayStates,
} from '@depot/contracts/put-away';
import { useMemo } from 'react';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListScreen } from '@/components/list/list-screen.tsx';
import { ListUserFilter } from '@/components/list/list-user-filter.tsx';
import { ListWarehouseFilter } from '@/components/list/list-warehouse-filter.tsx';
import { useListScreen } from '@/components/list/use-list-screen.ts';
import { StandardAction } from '@/components/standard-action.tsx';
import { paths } from '@/config/paths.ts';
import { listPrefetch } from '@/lib/screen/screen-prefetch.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { putAwayQueryOptions } from '../api/put-away.ts';
import { PutAwayAsSuggested } from '../components/put-away-as-suggested.tsx';
import { PUT_AWAY_TABLE_KEY, putAwayColumns } from '../components/put-away-columns.tsx';
import { putAwayListSearchSchema } from '../components/put-away-list-search.ts';
import { putAwayHeadings } from '../screens.ts';

// "To put away" is the list's own state; the others are chosen.
const stateOptions = putAwayStates
  .filter((state) => state !== 'open')
  .map((value) => ({ value, label: putAwayStateLabels[value] }));

/** The page of rows the URL asks for, asked before the first render (see screen-prefetch.ts). */
export const prefetchPutAway = listPrefetch(putAwayListSearchSchema, putAwayQueryOptions);

/**
 * /stock/put-away: the receipts' units waiting in the receiving area, oldest approval first;
 * each opened on the floor screen, or many put into their suggested bins at once.
 */
export function PutAwayRoute() {
  const columns = useMemo(() => putAwayColumns(), []);
  const list = useListScreen({
    area: putAwayArea,
    schema: putAwayListSearchSchema,
    query: putAwayQueryOptions,
    label: 'the put-away tasks',
    table: { key: PUT_AWAY_TABLE_KEY, columns },
  });
  const { search } = list;
  const canMove = useCan()('inventory', 'edit');

  return (
    <ListScreen
      list={list}
      heading={putAwayHeadings.list}
      search={{
        label: 'Search put-away tasks',
        placeholder: 'Receipt, SKU, name, lot or barcode',
      }}
      filters={
        <>
          <FilterSelect
            label="Filter by state"
            allLabel={putAwayStateLabels.open}
            options={stateOptions}
            value={search.state === 'open' ? undefined : search.state}
            onChange={(state) => list.setFilters({ state })}
          />
          <ListWarehouseFilter {...list.filterProps('warehouse')} />
          <ListUserFilter {...list.filterProps('user')} />
        </>
      }
      exportFile={{
        endpoint: putAwayEndpoints.export,
        fileName: 'put-away',
        subject: 'put-away tasks',
      }}
      actions={{
        more: canMove && (
          <StandardAction
            action="edit"
            type="primary"
            label="Scan to put away"
            to={paths.putAway.scan(search.warehouse ? { warehouse: search.warehouse } : {})}
          />
        ),
      }}
      bulk={{
        needs: 'edit',
        rowLabel: (task) => `Select task ${task.id}: ${task.sku.code} of ${task.receipt.id}`,
        canSelect: (task) => task.remaining > 0,
        actions: (selection) => <PutAwayAsSuggested {...selection} />,
      }}
      table={{
        label: 'Put-away tasks',
        rowKey: (task) => String(task.id),
        empty:
          (search.state ?? 'open') === 'open' && !search.q
            ? 'Nothing is waiting to be put away.'
            : 'No task matches.',
        rowActions: (task) =>
          canMove && task.remaining > 0 ? (
            <StandardAction
              action="edit"
              label="Put away"
              size="small"
              subject={`${task.sku.code} of ${task.receipt.id}`}
              to={paths.putAway.scan({ task: task.id })}
            />
          ) : null,
      }}
    />
  );
}
