import { exportFormats } from '@depot/contracts/common';
import { planStatuses, type User, userStatuses, usersEndpoints } from '@depot/contracts/users';
import { Flex } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { BulkStatus } from '@/components/bulk-status.tsx';
import { DataTable } from '@/components/list/data-table.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListActions } from '@/components/list/list-actions.tsx';
import { SearchBox } from '@/components/list/search-box.tsx';
import { urlListProps } from '@/components/list/url-list-props.ts';
import { RequestError } from '@/components/request-error.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { type ChoosableColumn, useArrangedColumns } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { screenHeadings } from '@/config/screen-headings.ts';
import {
  countriesQueryOptions,
  countryCodesQueryOptions,
  useCountries,
  useCountryCodes,
} from '@/lib/reference/reference-data.tsx';
import { listPrefetch, type ScreenPrefetch } from '@/lib/screen/screen-prefetch.ts';
import { useSearchState } from '@/lib/screen/use-search-state.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { usePackageOptions } from '../api/package-options.ts';
import { useChangeUserStatus, usersQueryOptions, useUsers } from '../api/users.ts';
import { USERS_TABLE_KEY, userColumns } from '../components/user-columns.tsx';
import { planStatusLabels, userListSearchSchema } from '../components/user-list-search.ts';

const statusOptions = userStatuses.map((value) => ({
  value,
  label: value === 'active' ? 'Active' : 'Inactive',
}));
const planStatusOptions = planStatuses.map((value) => ({ value, label: planStatusLabels[value] }));

// The import dialog and its CSV parser load when someone opens it, not with the list.
const UserImportDialog = lazy(() =>
  import('../import/user-import-dialog.tsx').then((module) => ({
    default: module.UserImportDialog,
  })),
);

function usersNoun(count: number): string {
  return `${count} ${count === 1 ? 'user' : 'users'}`;
}

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
  const [search, setSearch] = useSearchState(userListSearchSchema);
  const users = useUsers(search);
  const can = useCan();
  const canEdit = can('users', 'edit');
  const [selected, setSelected] = useState<string[]>([]);
  const [importing, setImporting] = useState(false);
  const status = useChangeUserStatus();
  const packages = usePackageOptions();
  const { countries, countryOf } = useCountries();
  const countryCodes = useCountryCodes();
  const definitions = useMemo(
    () => userColumns(countryOf, countryCodes),
    [countryOf, countryCodes],
  );
  const columns = useArrangedColumns(USERS_TABLE_KEY, definitions);
  const actionsColumn: ChoosableColumn<User> = {
    key: 'actions',
    title: 'Actions',
    render: (user) => (
      <Flex gap={4}>
        <StandardAction
          action="view"
          size="small"
          subject={user.businessName}
          to={paths.users.view(user.code)}
        />
        {canEdit && (
          <StandardAction
            action="edit"
            size="small"
            subject={user.businessName}
            to={paths.users.edit(user.code)}
          />
        )}
      </Flex>
    ),
  };

  return (
    <>
      <ScreenHeader {...screenHeadings.users} />
      <div className="list-toolbar">
        <div className="list-toolbar-group">
          <SearchBox
            label="Search users"
            placeholder="Name, email, code, phone or GSTIN"
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
            label="Filter by package"
            allLabel="All packages"
            unavailable={packages.isError ? 'Packages unavailable' : undefined}
            value={search.package}
            options={packages.data?.map((option) => ({
              value: option.code,
              label: option.status === 'active' ? option.name : `${option.name} (inactive)`,
            }))}
            onChange={(value) => setSearch({ package: value, page: 1 })}
          />
          <FilterSelect
            label="Filter by plan status"
            allLabel="All plan statuses"
            value={search.planStatus}
            options={planStatusOptions}
            onChange={(value) => setSearch({ planStatus: value, page: 1 })}
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
          list={users}
          table={{ key: USERS_TABLE_KEY, label: 'the users list', columns: definitions }}
          exportFile={
            can('users', 'export')
              ? {
                  endpoint: usersEndpoints.export,
                  query: search,
                  fileName: 'users',
                  subject: 'users',
                  formats: exportFormats,
                }
              : undefined
          }
        >
          {can('users', 'add') && (
            <StandardAction
              action="import"
              label="Import CSV"
              aria-label="Import CSV of users"
              onClick={() => setImporting(true)}
            />
          )}
          {can('users', 'add') && (
            <StandardAction action="new" label="New user" type="primary" to={paths.users.create} />
          )}
        </ListActions>
      </div>
      {canEdit && (
        <BulkStatus
          selectedIds={selected}
          onDone={() => setSelected([])}
          noun={usersNoun}
          changeStatus={status.changeStatus}
          isPending={status.isPending}
          error={status.error}
          deactivateConsequence="Their plans stay as they are; no new plan or shipment can be made for them until they are activated again."
        />
      )}
      <RequestError error={users.error} />
      <DataTable<User>
        label="Users"
        rowKey={(user) => user.code}
        columns={[...columns, actionsColumn]}
        rows={users.data?.items}
        loading={users.isPending && users.fetchStatus !== 'idle'}
        empty="No user matches."
        selection={
          canEdit
            ? {
                selected,
                onChange: setSelected,
                rowLabel: (user) => `Select ${user.businessName}`,
              }
            : undefined
        }
        {...urlListProps(search, setSearch, {
          total: users.data?.total,
          totalIsEstimate: users.data?.totalIsEstimate,
          cursors: users.data?.cursors,
          noun: usersNoun,
          label: 'the users list',
        })}
      />
      {importing && (
        <Suspense fallback={null}>
          <UserImportDialog open onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </>
  );
}
