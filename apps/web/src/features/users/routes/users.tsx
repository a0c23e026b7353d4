import { planStatuses, planStatusLabels, usersArea, usersEndpoints } from '@depot/contracts/users';
import { lazy, Suspense, useMemo, useState } from 'react';
import { BulkStatus } from '@/components/bulk-status.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListScreen } from '@/components/list/list-screen.tsx';
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
import { usePackageOptions } from '../api/package-options.ts';
import { useChangeUserStatus, usersQueryOptions } from '../api/users.ts';
import { USERS_TABLE_KEY, userColumns } from '../components/user-columns.tsx';
import { userListSearchSchema } from '../components/user-list-search.ts';
import { usersHeadings } from '../screens.ts';

const statusOptions = statusOptionsOf(usersArea.statuses);
const planStatusOptions = statusOptionsOf({ values: planStatuses, labels: planStatusLabels });

// The import dialog and its CSV parser load when someone opens it, not with the list.
const UserImportDialog = lazy(() =>
  import('../import/user-import-dialog.tsx').then((module) => ({
    default: module.UserImportDialog,
  })),
);

const usersPage = listPrefetch(userListSearchSchema, usersQueryOptions);

/**
 * The page of rows the URL asks for, and the countries and calling codes its rows are shown
 * with, asked before the first render (see screen-prefetch.ts).
 */
export const prefetchUsers: ScreenPrefetch = (url, client) => {
  usersPage(url, client);
  void client.prefetchQuery(countriesQueryOptions());
  void client.prefetchQuery(countryCodesQueryOptions());
};

/** /users: the client businesses of the platform, searched, filtered and sorted from the URL. */
export function UsersRoute() {
  const [importing, setImporting] = useState(false);
  const status = useChangeUserStatus();
  const packages = usePackageOptions();
  const { countries, countryOf } = useCountries();
  const countryCodes = useCountryCodes();
  const columns = useMemo(() => userColumns(countryOf, countryCodes), [countryOf, countryCodes]);
  const list = useListScreen({
    area: usersArea,
    schema: userListSearchSchema,
    query: usersQueryOptions,
    label: 'the users list',
    table: { key: USERS_TABLE_KEY, columns },
  });

  return (
    <ListScreen
      list={list}
      heading={usersHeadings.users}
      search={{ label: 'Search users', placeholder: 'Name, email, code, phone or GSTIN' }}
      filters={
        <>
          <FilterSelect
            label="Filter by status"
            allLabel="All statuses"
            options={statusOptions}
            {...list.filterProps('status')}
          />
          <FilterSelect
            label="Filter by package"
            allLabel="All packages"
            unavailable={packages.isError ? 'Packages unavailable' : undefined}
            options={packages.data?.map((option) => ({
              value: option.code,
              label: option.status === 'active' ? option.name : `${option.name} (inactive)`,
            }))}
            {...list.filterProps('package')}
          />
          <FilterSelect
            label="Filter by plan status"
            allLabel="All plan statuses"
            options={planStatusOptions}
            {...list.filterProps('planStatus')}
          />
          <FilterSelect
            label="Filter by country"
            allLabel="All countries"
            options={countries.map((country) => ({ value: country.isoCode, label: country.name }))}
            {...list.filterProps('country')}
          />
        </>
      }
      exportFile={{ endpoint: usersEndpoints.export, fileName: 'users', subject: 'users' }}
      actions={{
        import: { label: 'Import CSV', subject: 'of users', onClick: () => setImporting(true) },
        create: { label: 'New user', to: paths.users.create },
      }}
      bulk={{
        rowLabel: (user) => `Select ${user.businessName}`,
        actions: (selection) => (
          <BulkStatus
            {...selection}
            changeStatus={status.changeStatus}
            isPending={status.isPending}
            error={status.error}
            deactivateConsequence="Their plans stay as they are; no new plan or shipment can be made for them until they are activated again."
          />
        ),
      }}
      table={{
        label: 'Users',
        rowKey: (user) => user.code,
        empty: 'No user matches.',
        rowActions: (user) => (
          <>
            <StandardAction
              action="view"
              size="small"
              subject={user.businessName}
              to={paths.users.view(user.code)}
            />
            {list.can('edit') && (
              <StandardAction
                action="edit"
                size="small"
                subject={user.businessName}
                to={paths.users.edit(user.code)}
              />
            )}
          </>
        ),
      }}
    >
      {importing && (
        <Suspense fallback={null}>
          <UserImportDialog open onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </ListScreen>
  );
}
