import { type Location, locationsArea, locationsEndpoints } from '@depot/contracts/locations';
import { lazy, Suspense, useMemo, useState } from 'react';
import { BulkStatus } from '@/components/bulk-status.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListScreen } from '@/components/list/list-screen.tsx';
import { ListWarehouseFilter } from '@/components/list/list-warehouse-filter.tsx';
import { useListScreen } from '@/components/list/use-list-screen.ts';
import { StandardAction } from '@/components/standard-action.tsx';
import { useConfirm } from '@/components/use-confirm.ts';
import { useNotice } from '@/components/use-notice.ts';
import { apiErrorMessage } from '@/lib/api/api-client.ts';
import { listPrefetch, type ScreenPrefetch } from '@/lib/screen/screen-prefetch.ts';
import {
  locationsQueryOptions,
  useChangeLocationStatus,
  useDeleteLocation,
} from '../api/locations.ts';
import {
  kindOptions,
  locationListSearchSchema,
  locationStatusOptions,
  purposeOptions,
} from '../components/list-search.ts';
import { LOCATIONS_TABLE_KEY, locationColumns } from '../components/location-columns.tsx';
import { PrintLabels } from '../components/print-labels.tsx';
import { useLocationDialogs } from '../components/use-location-dialogs.tsx';
import { warehousesHeadings } from '../screens.ts';

// The import dialog and its file readers load when someone opens it, not with the list.
const LocationImportDialog = lazy(() =>
  import('../components/location-import-dialog.tsx').then((module) => ({
    default: module.LocationImportDialog,
  })),
);

export const prefetchLocations: ScreenPrefetch = listPrefetch(
  locationListSearchSchema,
  locationsQueryOptions,
);

const yesNoOptions = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

/** A yes/no filter of the URL's state, for a FilterSelect of "true" and "false". */
function flagFilter(props: {
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
}) {
  return {
    value:
      props.value === undefined ? undefined : props.value ? ('true' as const) : ('false' as const),
    onChange: (value: 'true' | 'false' | undefined) =>
      props.onChange(value === undefined ? undefined : value === 'true'),
  };
}

/** /locations: the areas, racks, shelves and bins of every warehouse, from the URL's state. */
export function LocationsRoute() {
  const [importing, setImporting] = useState(false);
  const status = useChangeLocationStatus();
  const remove = useDeleteLocation();
  const { confirm } = useConfirm();
  const notice = useNotice();
  const { openDrawer, openBulk, dialogs } = useLocationDialogs();
  const columns = useMemo(() => locationColumns(), []);
  const list = useListScreen({
    area: locationsArea,
    schema: locationListSearchSchema,
    query: locationsQueryOptions,
    label: 'the locations list',
    table: { key: LOCATIONS_TABLE_KEY, columns },
  });
  const warehouse = list.search.warehouse;

  function confirmDelete(location: Location) {
    confirm({
      content: `Delete the location ${location.code} of ${location.warehouse.code}? This cannot be undone.`,
      onOk: async () => {
        try {
          await remove.mutateAsync(location.id);
          notice.success(`The location ${location.code} is deleted.`);
        } catch (error) {
          // Refused while something is inside it or refers to it: the server says what.
          notice.error(apiErrorMessage(error));
        }
      },
    });
  }

  return (
    <ListScreen
      list={list}
      heading={warehousesHeadings.locations}
      search={{ label: 'Search locations', placeholder: 'Code or name' }}
      filters={
        <>
          <ListWarehouseFilter {...list.filterProps('warehouse')} />
          <FilterSelect
            label="Filter by type"
            allLabel="All types"
            options={kindOptions}
            {...list.filterProps('kind')}
          />
          <FilterSelect
            label="Filter by purpose"
            allLabel="All purposes"
            options={purposeOptions}
            {...list.filterProps('purpose')}
          />
          <FilterSelect
            label="Filter by pickable"
            allLabel="Pickable or not"
            options={yesNoOptions.map((option) => ({
              value: option.value,
              label: `Pickable: ${option.label.toLowerCase()}`,
            }))}
            {...flagFilter(list.filterProps('pickable'))}
          />
          <FilterSelect
            label="Filter by counts toward available"
            allLabel="Available or not"
            options={yesNoOptions.map((option) => ({
              value: option.value,
              label: `Counts toward available: ${option.label.toLowerCase()}`,
            }))}
            {...flagFilter(list.filterProps('countsAsAvailable'))}
          />
          <FilterSelect
            label="Filter by status"
            allLabel="All statuses"
            options={locationStatusOptions}
            {...list.filterProps('status')}
          />
        </>
      }
      exportFile={{
        endpoint: locationsEndpoints.export,
        fileName: 'locations',
        subject: 'locations',
      }}
      actions={{
        import: { label: 'Import', subject: 'locations', onClick: () => setImporting(true) },
        create: {
          label: 'New location',
          onClick: () => openDrawer({ mode: 'create', warehouse }),
        },
        more: list.can('add') && (
          <StandardAction
            action="add"
            label="Bulk create"
            subject="locations"
            onClick={() => openBulk({ warehouse })}
          />
        ),
      }}
      bulk={{
        rowLabel: (location) => `Select ${location.warehouse.code} ${location.code}`,
        actions: (selection) => (
          <>
            <BulkStatus
              {...selection}
              changeStatus={(ids, isActive) => status.mutateAsync({ ids, isActive })}
              isPending={status.isPending}
              error={status.error}
              deactivateConsequence="Stock already there stays; nothing new is put away to them until they are activated again."
            />
            {selection.selectedIds.length > 0 && <PrintLabels ids={selection.selectedIds} />}
          </>
        ),
      }}
      table={{
        label: 'Locations',
        rowKey: (location) => location.id,
        empty: 'No location matches.',
        rowActions: (location) => (
          <>
            <StandardAction
              action={list.can('edit') && location.kind !== 'virtual' ? 'edit' : 'view'}
              size="small"
              subject={`${location.warehouse.code} ${location.code}`}
              onClick={() => openDrawer({ mode: 'edit', id: location.id })}
            />
            {list.can('delete') && location.kind !== 'virtual' && (
              <StandardAction
                action="delete"
                size="small"
                subject={`${location.warehouse.code} ${location.code}`}
                onClick={() => confirmDelete(location)}
              />
            )}
          </>
        ),
      }}
    >
      {dialogs}
      {importing && (
        <Suspense fallback={null}>
          <LocationImportDialog open onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </ListScreen>
  );
}
