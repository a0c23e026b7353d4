import { type Zone, zonesArea, zonesEndpoints } from '@depot/contracts/zones';
import { lazy, Suspense, useMemo, useState } from 'react';
import { BulkStatus } from '@/components/bulk-status.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListScreen } from '@/components/list/list-screen.tsx';
import { useListScreen } from '@/components/list/use-list-screen.ts';
import { StandardAction } from '@/components/standard-action.tsx';
import { useConfirm } from '@/components/use-confirm.ts';
import { useNotice } from '@/components/use-notice.ts';
import { apiErrorMessage } from '@/lib/api/api-client.ts';
import { useCountries } from '@/lib/reference/reference-data.tsx';
import { useChangeZoneStatus, useDeleteZone, zonesQueryOptions } from '../api/zones.ts';
import { statusOptions, zoneListSearchSchema } from './list-search.ts';
import { ZONES_TABLE_KEY, zoneColumns } from './zone-columns.tsx';

// The drawer's form and pickers load when a zone is first opened, not with the list.
const ZoneDrawer = lazy(() => import('./zone-drawer.tsx').then((m) => ({ default: m.ZoneDrawer })));

/** Which zone the drawer shows: a new one, or an existing one by its code. */
type DrawerTarget = { mode: 'create' } | { mode: 'edit'; code: string };

/** The Zones tab: delivery regions, searched, filtered and sorted from the URL. */
export function ZonesList() {
  const [drawer, setDrawer] = useState<DrawerTarget | null>(null);
  const status = useChangeZoneStatus();
  const remove = useDeleteZone();
  const { confirm } = useConfirm();
  const notice = useNotice();
  const { countries, countryOf } = useCountries();
  const definitions = useMemo(() => zoneColumns(countryOf), [countryOf]);
  const list = useListScreen({
    area: zonesArea,
    schema: zoneListSearchSchema,
    query: zonesQueryOptions,
    label: 'the zones list',
    table: { key: ZONES_TABLE_KEY, columns: definitions },
  });

  function confirmDelete(zone: Zone) {
    confirm({
      content: `Delete the zone ${zone.name} (${zone.code})? This cannot be undone.`,
      onOk: async () => {
        try {
          await remove.mutateAsync(zone.code);
          notice.success(`The zone ${zone.code} is deleted.`);
        } catch (error) {
          notice.error(apiErrorMessage(error));
        }
      },
    });
  }

  return (
    <ListScreen
      list={list}
      search={{ label: 'Search zones', placeholder: 'Code or name' }}
      filters={
        <>
          <FilterSelect
            label="Filter by status"
            allLabel="All statuses"
            options={statusOptions}
            {...list.filterProps('status')}
          />
          <FilterSelect
            label="Filter by country"
            allLabel="All countries"
            options={countries.map((country) => ({ value: country.isoCode, label: country.name }))}
            {...list.filterProps('country')}
          />
        </>
      }
      exportFile={{ endpoint: zonesEndpoints.export, fileName: 'zones', subject: 'zones' }}
      actions={{ create: { label: 'New zone', onClick: () => setDrawer({ mode: 'create' }) } }}
      bulk={{
        rowLabel: (zone) => `Select ${zone.name}`,
        actions: (selection) => (
          <BulkStatus
            {...selection}
            changeStatus={(codes, isActive) => status.mutateAsync({ codes, isActive })}
            isPending={status.isPending}
            error={status.error}
            deactivateConsequence="Packages keep their rates for them; no new rate can be added for them."
          />
        ),
      }}
      table={{
        label: 'Zones',
        rowKey: (zone) => zone.code,
        empty: 'No zone matches.',
        rowActions: (zone) => (
          <>
            <StandardAction
              action={list.can('edit') ? 'edit' : 'view'}
              size="small"
              subject={zone.name}
              onClick={() => setDrawer({ mode: 'edit', code: zone.code })}
            />
            {list.can('delete') && (
              <StandardAction
                action="delete"
                size="small"
                subject={zone.name}
                onClick={() => confirmDelete(zone)}
              />
            )}
          </>
        ),
      }}
    >
      {drawer && (
        <Suspense fallback={null}>
          <ZoneDrawer
            target={drawer}
            onCreated={(code) => setDrawer({ mode: 'edit', code })}
            onClose={() => setDrawer(null)}
          />
        </Suspense>
      )}
    </ListScreen>
  );
}
