import { warehousesArea, warehousesEndpoints } from '@depot/contracts/warehouses';
import { useMemo } from 'react';
import { BulkStatus } from '@/components/bulk-status.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListScreen } from '@/components/list/list-screen.tsx';
import { useListScreen } from '@/components/list/use-list-screen.ts';
import { StandardAction } from '@/components/standard-action.tsx';
import { paths } from '@/config/paths.ts';
import {
  countryCodesQueryOptions,
  statesQueryOptions,
  useCountryCodes,
  useStates,
} from '@/lib/reference/reference-data.tsx';
import { listPrefetch, type ScreenPrefetch } from '@/lib/screen/screen-prefetch.ts';
import { useChangeWarehouseStatus, warehousesQueryOptions } from '../api/warehouses.ts';
import { warehouseListSearchSchema, warehouseStatusOptions } from '../components/list-search.ts';
import { WAREHOUSES_TABLE_KEY, warehouseColumns } from '../components/warehouse-columns.tsx';
import { warehousesHeadings } from '../screens.ts';

const warehousesPage = listPrefetch(warehouseListSearchSchema, warehousesQueryOptions);

/** The page the URL asks for, and India's states its filter offers, before the first render. */
export const prefetchWarehouses: ScreenPrefetch = (url, client) => {
  warehousesPage(url, client);
  void client.prefetchQuery(statesQueryOptions('IN'));
  void client.prefetchQuery(countryCodesQueryOptions());
};

/** /warehouses: the buildings stock is kept in, searched, filtered and sorted from the URL. */
export function WarehousesRoute() {
  const status = useChangeWarehouseStatus();
  const countryCodes = useCountryCodes();
  // The operator's warehouses are in India: the state filter offers its states.
  const states = useStates('IN');
  const columns = useMemo(() => warehouseColumns(countryCodes), [countryCodes]);
  const list = useListScreen({
    area: warehousesArea,
    schema: warehouseListSearchSchema,
    query: warehousesQueryOptions,
    label: 'the warehouses list',
    table: { key: WAREHOUSES_TABLE_KEY, columns },
  });

  return (
    <ListScreen
      list={list}
      heading={warehousesHeadings.warehouses}
      search={{ label: 'Search warehouses', placeholder: 'Code, name, city or GSTIN' }}
      filters={
        <>
          <FilterSelect
            label="Filter by status"
            allLabel="All statuses"
            options={warehouseStatusOptions}
            {...list.filterProps('status')}
          />
          <FilterSelect
            label="Filter by state"
            allLabel="All states"
            unavailable={states.isError ? 'States unavailable' : undefined}
            options={states.data?.map((state) => ({ value: state.isoCode, label: state.name }))}
            {...list.filterProps('state')}
          />
        </>
      }
      exportFile={{
        endpoint: warehousesEndpoints.export,
        fileName: 'warehouses',
        subject: 'warehouses',
      }}
      actions={{ create: { label: 'New warehouse', to: paths.warehouses.create } }}
      bulk={{
        rowLabel: (warehouse) => `Select ${warehouse.name}`,
        actions: (selection) => (
          <BulkStatus
            {...selection}
            changeStatus={(codes, isActive) => status.mutateAsync({ codes, isActive })}
            isPending={status.isPending}
            error={status.error}
            deactivateConsequence="Their stock stays where it is; nothing new can be received into them until they are activated again."
          />
        ),
      }}
      table={{
        label: 'Warehouses',
        rowKey: (warehouse) => warehouse.code,
        empty: 'No warehouse matches.',
        rowActions: (warehouse) => (
          <>
            <StandardAction
              action="view"
              size="small"
              subject={warehouse.name}
              to={paths.warehouses.view(warehouse.code)}
            />
            {list.can('edit') && (
              <StandardAction
                action="edit"
                size="small"
                subject={warehouse.name}
                to={paths.warehouses.edit(warehouse.code)}
              />
            )}
          </>
        ),
      }}
    />
  );
}
