import { vendorsArea, vendorsEndpoints } from '@depot/contracts/vendors';
import { useMemo } from 'react';
import { BulkStatus } from '@/components/bulk-status.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListScreen } from '@/components/list/list-screen.tsx';
import { ListUserFilter } from '@/components/list/list-user-filter.tsx';
import { useListScreen } from '@/components/list/use-list-screen.ts';
import { StandardAction } from '@/components/standard-action.tsx';
import { paths } from '@/config/paths.ts';
import { statusOptionsOf } from '@/lib/format/status-options.ts';
import {
  countriesQueryOptions,
  countryCodesQueryOptions,
  useCountries,
  useCountryCodes,
} from '@/lib/reference/reference-data.tsx';
import { listPrefetch, type ScreenPrefetch } from '@/lib/screen/screen-prefetch.ts';
import { useChangeVendorStatus, vendorsQueryOptions } from '../api/vendors.ts';
import { VENDORS_TABLE_KEY, vendorColumns } from '../components/vendor-columns.tsx';
import { vendorListSearchSchema } from '../components/vendor-list-search.ts';
import { vendorsHeadings } from '../screens.ts';

const statusOptions = statusOptionsOf(vendorsArea.statuses);

const vendorsPage = listPrefetch(vendorListSearchSchema, vendorsQueryOptions);

/**
 * The page of rows the URL asks for, and the countries and calling codes its rows are shown
 * with, asked before the first render (see screen-prefetch.ts).
 */
export const prefetchVendors: ScreenPrefetch = (url, client) => {
  vendorsPage(url, client);
  void client.prefetchQuery(countriesQueryOptions());
  void client.prefetchQuery(countryCodesQueryOptions());
};

/** /vendors: the client businesses' suppliers, searched, filtered and sorted from the URL. */
export function VendorsRoute() {
  const status = useChangeVendorStatus();
  const { countryOf } = useCountries();
  const countryCodes = useCountryCodes();
  const columns = useMemo(() => vendorColumns(countryOf, countryCodes), [countryOf, countryCodes]);
  const list = useListScreen({
    area: vendorsArea,
    schema: vendorListSearchSchema,
    query: vendorsQueryOptions,
    label: 'the vendors list',
    table: { key: VENDORS_TABLE_KEY, columns },
  });

  return (
    <ListScreen
      list={list}
      heading={vendorsHeadings.vendors}
      search={{ label: 'Search vendors', placeholder: 'Name, code, contact, phone or GSTIN' }}
      filters={
        <>
          <FilterSelect
            label="Filter by status"
            allLabel="All statuses"
            options={statusOptions}
            {...list.filterProps('status')}
          />
          <ListUserFilter {...list.filterProps('user')} />
        </>
      }
      exportFile={{ endpoint: vendorsEndpoints.export, fileName: 'vendors', subject: 'vendors' }}
      actions={{ create: { label: 'New vendor', to: paths.vendors.create } }}
      bulk={{
        rowLabel: (vendor) => `Select ${vendor.name}`,
        actions: (selection) => (
          <BulkStatus
            {...selection}
            changeStatus={(codes, isActive) => status.mutateAsync({ codes, isActive })}
            isPending={status.isPending}
            error={status.error}
            deactivateConsequence="They stay on record; no new goods receipt can name them until they are activated again."
          />
        ),
      }}
      table={{
        label: 'Vendors',
        rowKey: (vendor) => vendor.code,
        empty: 'No vendor matches.',
        rowActions: (vendor) => (
          <>
            <StandardAction
              action="view"
              size="small"
              subject={vendor.name}
              to={paths.vendors.view(vendor.code)}
            />
            {list.can('edit') && (
              <StandardAction
                action="edit"
                size="small"
                subject={vendor.name}
                to={paths.vendors.edit(vendor.code)}
              />
            )}
          </>
        ),
      }}
    />
  );
}
