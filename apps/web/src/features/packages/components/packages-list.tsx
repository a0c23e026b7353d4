import { billingCycles, type PackageSummary, packagesEndpoints } from '@depot/contracts/packages';
import { useState } from 'react';
import { BulkStatus } from '@/components/bulk-status.tsx';
import { DataTable } from '@/components/list/data-table.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListActions } from '@/components/list/list-actions.tsx';
import { SearchBox } from '@/components/list/search-box.tsx';
import { urlListProps } from '@/components/list/url-list-props.ts';
import { RequestError } from '@/components/request-error.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { type ChoosableColumn, useArrangedColumns } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { billingCycleLabels } from '@/lib/format/billing-cycle.ts';
import { countOf } from '@/lib/format/format.ts';
import { useCurrencies } from '@/lib/reference/reference-data.tsx';
import { useSearchState } from '@/lib/screen/use-search-state.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { usePackages } from '../api/get-packages.ts';
import { useChangePackageStatus } from '../api/save-package.ts';
import { packageListSearchSchema, statusOptions } from './list-search.ts';
import { PACKAGES_TABLE_KEY, packageColumns } from './package-columns.tsx';

const billingOptions = billingCycles.map((value) => ({ value, label: billingCycleLabels[value] }));

function packagesNoun(count: number): string {
  return countOf(count, 'package', 'packages');
}

/** The Packages tab: the plans client businesses buy, searched, filtered and sorted from the URL. */
export function PackagesList() {
  const [search, setSearch] = useSearchState(packageListSearchSchema);
  const packages = usePackages(search);
  const can = useCan();
  const canEdit = can('packages', 'edit');
  const [selected, setSelected] = useState<string[]>([]);
  const status = useChangePackageStatus();
  const currencies = useCurrencies();
  const columns = useArrangedColumns(PACKAGES_TABLE_KEY, packageColumns);
  const actionsColumn: ChoosableColumn<PackageSummary> = {
    key: 'actions',
    title: 'Actions',
    render: (row) => (
      <StandardAction
        action="view"
        size="small"
        subject={row.name}
        to={paths.packages.view(row.code)}
      />
    ),
  };

  return (
    <>
      <div className="list-toolbar">
        <div className="list-toolbar-group">
          <SearchBox
            label="Search packages"
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
            label="Filter by billing cycle"
            allLabel="All billing cycles"
            value={search.billingCycle}
            options={billingOptions}
            onChange={(value) => setSearch({ billingCycle: value, page: 1 })}
          />
          <FilterSelect
            label="Filter by currency"
            allLabel="All currencies"
            value={search.currency}
            options={currencies.map((currency) => ({
              value: currency.code,
              label: `${currency.code} · ${currency.name}`,
            }))}
            onChange={(value) => setSearch({ currency: value, page: 1 })}
          />
        </div>
        <ListActions
          list={packages}
          table={{ key: PACKAGES_TABLE_KEY, label: 'the packages list', columns: packageColumns }}
          exportFile={
            can('packages', 'export')
              ? {
                  endpoint: packagesEndpoints.export,
                  query: search,
                  fileName: 'packages',
                  subject: 'packages',
                }
              : undefined
          }
        >
          {can('packages', 'add') && (
            <StandardAction
              action="new"
              label="New package"
              type="primary"
              to={paths.packages.create}
            />
          )}
        </ListActions>
      </div>
      {canEdit && (
        <BulkStatus
          selectedIds={selected}
          onDone={() => setSelected([])}
          noun={packagesNoun}
          changeStatus={(codes, isActive) => status.mutateAsync({ codes, isActive })}
          isPending={status.isPending}
          error={status.error}
          deactivateConsequence="Client businesses already on them keep them; no new one can be given them."
        />
      )}
      <RequestError error={packages.error} />
      <DataTable<PackageSummary>
        label="Packages"
        rowKey={(row) => row.code}
        columns={[...columns, actionsColumn]}
        rows={packages.data?.items}
        loading={packages.isPending && packages.fetchStatus !== 'idle'}
        empty="No package matches."
        selection={
          canEdit
            ? {
                selected,
                onChange: setSelected,
                rowLabel: (row) => `Select ${row.name}`,
              }
            : undefined
        }
        {...urlListProps(search, setSearch, {
          total: packages.data?.total,
          totalIsEstimate: packages.data?.totalIsEstimate,
          cursors: packages.data?.cursors,
          noun: packagesNoun,
          label: 'the packages list',
        })}
      />
    </>
  );
}
