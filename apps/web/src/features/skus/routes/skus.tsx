import {
  skuKindLabels,
  skuKinds,
  skusArea,
  skusEndpoints,
  skuTrackingLabels,
  skuTrackings,
} from '@depot/contracts/skus';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { BulkStatus } from '@/components/bulk-status.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListScreen } from '@/components/list/list-screen.tsx';
import { ListUserFilter } from '@/components/list/list-user-filter.tsx';
import { useListScreen } from '@/components/list/use-list-screen.ts';
import { StandardAction } from '@/components/standard-action.tsx';
import { paths } from '@/config/paths.ts';
import { statusOptionsOf } from '@/lib/format/status-options.ts';
import { listPrefetch, type ScreenPrefetch } from '@/lib/screen/screen-prefetch.ts';
import { lookupSkus, skusQueryOptions, useChangeSkuStatus } from '../api/skus.ts';
import { SKUS_TABLE_KEY, skuColumns } from '../components/sku-columns.tsx';
import { skuListSearchSchema } from '../components/sku-list-search.ts';
import { skusHeadings } from '../screens.ts';

// The import dialog and its file readers load when someone opens it, not with the list.
const SkuImportDialog = lazy(() =>
  import('../components/sku-import-dialog.tsx').then((module) => ({
    default: module.SkuImportDialog,
  })),
);

const statusOptions = statusOptionsOf(skusArea.statuses);
const trackingOptions = skuTrackings.map((value) => ({ value, label: skuTrackingLabels[value] }));
const kindOptions = skuKinds.map((value) => ({ value, label: skuKindLabels[value] }));

/** The page of rows the URL asks for, asked before the first render (see screen-prefetch.ts). */
export const prefetchSkus: ScreenPrefetch = listPrefetch(skuListSearchSchema, skusQueryOptions);

/**
 * /skus: the client businesses' SKUs, searched, filtered and sorted from the URL. A barcode
 * scanned into the search (a keyboard-wedge scanner types it and presses Enter) opens its SKU
 * when it names exactly one; otherwise the list shows what the search finds.
 */
export function SkusRoute() {
  const status = useChangeSkuStatus();
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const list = useListScreen({
    area: skusArea,
    schema: skuListSearchSchema,
    query: skusQueryOptions,
    label: 'the SKU list',
    table: { key: SKUS_TABLE_KEY, columns: skuColumns },
  });

  function openScanned(code: string) {
    lookupSkus(code, list.search.user)
      .then((found) => {
        const [only] = found;
        if (only && found.length === 1) void navigate(paths.skus.view(only.id));
      })
      // The list's own search says what it finds; a failed lookup leaves it at that.
      .catch(() => undefined);
  }

  return (
    <ListScreen
      list={list}
      heading={skusHeadings.skus}
      search={{
        label: 'Search SKUs',
        placeholder: 'Code, name, product, brand or a barcode',
        onEnter: openScanned,
      }}
      filters={
        <>
          <ListUserFilter {...list.filterProps('user')} />
          <FilterSelect
            label="Filter by status"
            allLabel="All statuses"
            options={statusOptions}
            {...list.filterProps('status')}
          />
          <FilterSelect
            label="Filter by tracking"
            allLabel="All tracking"
            options={trackingOptions}
            {...list.filterProps('tracking')}
          />
          <FilterSelect
            label="Filter by type"
            allLabel="All types"
            options={kindOptions}
            {...list.filterProps('kind')}
          />
        </>
      }
      exportFile={{ endpoint: skusEndpoints.export, fileName: 'skus', subject: 'SKUs' }}
      actions={{
        create: { label: 'New SKU', to: paths.skus.create },
        import: { label: 'Import', subject: 'SKUs', onClick: () => setImporting(true) },
      }}
      bulk={{
        rowLabel: (sku) => `Select ${sku.code} ${sku.name}`,
        actions: (selection) => (
          <BulkStatus
            {...selection}
            changeStatus={(codes, isActive) => status.mutateAsync({ codes, isActive })}
            isPending={status.isPending}
            error={status.error}
            deactivateConsequence="They stay on record; no new order or receipt can name them until they are activated again."
          />
        ),
      }}
      table={{
        label: 'SKUs',
        rowKey: (sku) => sku.id,
        empty: 'No SKU matches.',
        rowActions: (sku) => (
          <>
            <StandardAction
              action="view"
              size="small"
              subject={sku.code}
              to={paths.skus.view(sku.id)}
            />
            {list.can('edit') && (
              <StandardAction
                action="edit"
                size="small"
                subject={sku.code}
                to={paths.skus.edit(sku.id)}
              />
            )}
          </>
        ),
      }}
    >
      {importing && (
        <Suspense fallback={null}>
          <SkuImportDialog open onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </ListScreen>
  );
}
