import { billingCycles, packagesArea, packagesEndpoints } from '@depot/contracts/packages';
import { BulkStatus } from '@/components/bulk-status.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListScreen } from '@/components/list/list-screen.tsx';
import { useListScreen } from '@/components/list/use-list-screen.ts';
import { StandardAction } from '@/components/standard-action.tsx';
import { paths } from '@/config/paths.ts';
import { billingCycleLabels } from '@/lib/format/billing-cycle.ts';
import { useCurrencies } from '@/lib/reference/reference-data.tsx';
import { packagesQueryOptions } from '../api/get-packages.ts';
import { useChangePackageStatus } from '../api/save-package.ts';
import { packageListSearchSchema, statusOptions } from './list-search.ts';
import { PACKAGES_TABLE_KEY, packageColumns } from './package-columns.tsx';

const billingOptions = billingCycles.map((value) => ({ value, label: billingCycleLabels[value] }));

/** The Packages tab: the plans client businesses buy, searched, filtered and sorted from the URL. */
export function PackagesList() {
  const status = useChangePackageStatus();
  const currencies = useCurrencies();
  const list = useListScreen({
    area: packagesArea,
    schema: packageListSearchSchema,
    query: packagesQueryOptions,
    label: 'the packages list',
    table: { key: PACKAGES_TABLE_KEY, columns: packageColumns },
  });

  return (
    <ListScreen
      list={list}
      search={{ label: 'Search packages', placeholder: 'Code or name' }}
      filters={
        <>
          <FilterSelect
            label="Filter by status"
            allLabel="All statuses"
            options={statusOptions}
            {...list.filterProps('status')}
          />
          <FilterSelect
            label="Filter by billing cycle"
            allLabel="All billing cycles"
            options={billingOptions}
            {...list.filterProps('billingCycle')}
          />
          <FilterSelect
            label="Filter by currency"
            allLabel="All currencies"
            options={currencies.map((currency) => ({
              value: currency.code,
              label: `${currency.code} · ${currency.name}`,
            }))}
            {...list.filterProps('currency')}
          />
        </>
      }
      exportFile={{ endpoint: packagesEndpoints.export, fileName: 'packages', subject: 'packages' }}
      actions={{ create: { label: 'New package', to: paths.packages.create } }}
      bulk={{
        rowLabel: (row) => `Select ${row.name}`,
        actions: (selection) => (
          <BulkStatus
            {...selection}
            changeStatus={(codes, isActive) => status.mutateAsync({ codes, isActive })}
            isPending={status.isPending}
            error={status.error}
            deactivateConsequence="Client businesses already on them keep them; no new one can be given them."
          />
        ),
      }}
      table={{
        label: 'Packages',
        rowKey: (row) => row.code,
        empty: 'No package matches.',
        rowActions: (row) => (
          <StandardAction
            action="view"
            size="small"
            subject={row.name}
            to={paths.packages.view(row.code)}
          />
        ),
      }}
    />
  );
}
