import { type Zone, zonesEndpoints } from '@depot/contracts/zones';
import { Flex } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { BulkStatus } from '@/components/bulk-status.tsx';
import { DataTable } from '@/components/list/data-table.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListActions } from '@/components/list/list-actions.tsx';
import { SearchBox } from '@/components/list/search-box.tsx';
import { urlListProps } from '@/components/list/url-list-props.ts';
import { RequestError } from '@/components/request-error.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { type ChoosableColumn, useArrangedColumns } from '@/components/use-arranged-columns.ts';
import { useConfirm } from '@/components/use-confirm.ts';
import { useNotice } from '@/components/use-notice.ts';
import { apiErrorMessage } from '@/lib/api/api-client.ts';
import { countOf } from '@/lib/format/format.ts';
import { useCountries } from '@/lib/reference/reference-data.tsx';
import { useSearchState } from '@/lib/screen/use-search-state.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { useChangeZoneStatus, useDeleteZone, useZones } from '../api/zones.ts';
import { statusOptions, zoneListSearchSchema } from './list-search.ts';
import { ZONES_TABLE_KEY, zoneColumns } from './zone-columns.tsx';

// The drawer's form and pickers load when a zone is first opened, not with the list.
const ZoneDrawer = lazy(() => import('./zone-drawer.tsx').then((m) => ({ default: m.ZoneDrawer })));

function zonesNoun(count: number): string {
  return countOf(count, 'zone', 'zones');
}

/** Which zone the drawer shows: a new one, or an existing one by its code. */
type DrawerTarget = { mode: 'create' } | { mode: 'edit'; code: string };

/** The Zones tab: delivery regions, searched, filtered and sorted from the URL. */
export function ZonesList() {
  const [search, setSearch] = useSearchState(zoneListSearchSchema);
  const zones = useZones(search);
  const can = useCan();
  const canEdit = can('zones', 'edit');
  const [selected, setSelected] = useState<string[]>([]);
  const [drawer, setDrawer] = useState<DrawerTarget | null>(null);
  const status = useChangeZoneStatus();
  const remove = useDeleteZone();
  const { confirm } = useConfirm();
  const notice = useNotice();
  const { countries, countryOf } = useCountries();
  const definitions = useMemo(() => zoneColumns(countryOf), [countryOf]);
  const columns = useArrangedColumns(ZONES_TABLE_KEY, definitions);

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

  const actionsColumn: ChoosableColumn<Zone> = {
    key: 'actions',
    title: 'Actions',
    render: (zone) => (
      <Flex gap={4}>
        <StandardAction
          action={canEdit ? 'edit' : 'view'}
          size="small"
          subject={zone.name}
          onClick={() => setDrawer({ mode: 'edit', code: zone.code })}
        />
        {can('zones', 'delete') && (
          <StandardAction
            action="delete"
            size="small"
            subject={zone.name}
            onClick={() => confirmDelete(zone)}
          />
        )}
      </Flex>
    ),
  };

  return (
    <>
      <div className="list-toolbar">
        <div className="list-toolbar-group">
          <SearchBox
            label="Search zones"
            placeholder="Code or name"
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
          <FilterSelect
            label="Filter by country"
            allLabel="All countries"
            value={search.country}
            options={countries.map((country) => ({ value: country.isoCode, label: country.name }))}
            onChange={(value) => setSearch({ country: value, page: 1 })}
          />
        </div>
        <ListActions
          list={zones}
          table={{ key: ZONES_TABLE_KEY, label: 'the zones list', columns: definitions }}
          exportFile={
            can('zones', 'export')
              ? {
                  endpoint: zonesEndpoints.export,
                  query: search,
                  fileName: 'zones',
                  subject: 'zones',
                }
              : undefined
          }
        >
          {can('zones', 'add') && (
            <StandardAction
              action="new"
              label="New zone"
              type="primary"
              onClick={() => setDrawer({ mode: 'create' })}
            />
          )}
        </ListActions>
      </div>
      {canEdit && (
        <BulkStatus
          selectedIds={selected}
          onDone={() => setSelected([])}
          noun={zonesNoun}
          changeStatus={(codes, isActive) => status.mutateAsync({ codes, isActive })}
          isPending={status.isPending}
          error={status.error}
          deactivateConsequence="Packages keep their rates for them; no new rate can be added for them."
        />
      )}
      <RequestError error={zones.error} />
      <DataTable<Zone>
        label="Zones"
        rowKey={(zone) => zone.code}
        columns={[...columns, actionsColumn]}
        rows={zones.data?.items}
        loading={zones.isPending && zones.fetchStatus !== 'idle'}
        empty="No zone matches."
        selection={
          canEdit
            ? { selected, onChange: setSelected, rowLabel: (zone) => `Select ${zone.name}` }
            : undefined
        }
        {...urlListProps(search, setSearch, {
          total: zones.data?.total,
          totalIsEstimate: zones.data?.totalIsEstimate,
          cursors: zones.data?.cursors,
          noun: zonesNoun,
          label: 'the zones list',
        })}
      />
      {drawer && (
        <Suspense fallback={null}>
          <ZoneDrawer
            target={drawer}
            onCreated={(code) => setDrawer({ mode: 'edit', code })}
            onClose={() => setDrawer(null)}
          />
        </Suspense>
      )}
    </>
  );
}
