import { exportFormats } from '@depot/contracts/common';
import {
  paymentMethodLabels,
  paymentMethods,
  type Transaction,
  transactionStatuses,
  transactionStatusLabels,
  transactionsEndpoints,
} from '@depot/contracts/transactions';
import { lazy, Suspense, useMemo } from 'react';
import { DataTable } from '@/components/list/data-table.tsx';
import { DateRangeFilter } from '@/components/list/date-range-filter.tsx';
import { FilterChip } from '@/components/list/filter-chip.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListActions } from '@/components/list/list-actions.tsx';
import { SearchBox } from '@/components/list/search-box.tsx';
import { urlListProps } from '@/components/list/url-list-props.ts';
import { RequestError } from '@/components/request-error.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { useArrangedColumns } from '@/components/use-arranged-columns.ts';
import { screenHeadings } from '@/config/screen-headings.ts';
import { countOf } from '@/lib/format/format.ts';
import { listPrefetch } from '@/lib/screen/screen-prefetch.ts';
import { useSearchState } from '@/lib/screen/use-search-state.ts';
import { useCan } from '@/lib/session/use-can.ts';
import {
  transactionsQueryOptions,
  usePackageFilterOptions,
  useTransactions,
  useTransactionTotals,
} from '../api/transactions.ts';
import { TRANSACTIONS_TABLE_KEY, transactionColumns } from '../components/transaction-columns.tsx';
import { transactionListSearchSchema } from '../components/transaction-list-search.ts';
import { TransactionTotals } from '../components/transaction-totals.tsx';

const statusOptions = transactionStatuses.map((value) => ({
  value,
  label: transactionStatusLabels[value],
}));
const methodOptions = paymentMethods.map((value) => ({
  value,
  label: paymentMethodLabels[value],
}));

// antd's searchable Select comes after the list: the filter is not needed to read the first page.
const UserFilter = lazy(() =>
  import('@/components/list/user-filter.tsx').then((module) => ({ default: module.UserFilter })),
);

function invoicesNoun(count: number): string {
  return countOf(count, 'invoice', 'invoices');
}

/** The page of rows the URL asks for, asked before the first render (see screen-prefetch.ts). */
export const prefetchTransactions = listPrefetch(
  transactionListSearchSchema,
  transactionsQueryOptions,
);

/** /transaction: the invoices of plan sales, searched, filtered and sorted from the URL. */
export function TransactionsRoute() {
  const [search, setSearch] = useSearchState(transactionListSearchSchema);
  const transactions = useTransactions(search);
  const { q, status, method, user, from, to } = search;
  // The totals follow the filters only: a new page or sort adds up the same invoices.
  const totals = useTransactionTotals({
    q,
    status,
    method,
    user,
    package: search.package,
    from,
    to,
  });
  const can = useCan();
  // Businesses and packages are listed through the users screens' reads, behind users.view.
  const canPickUsers = can('users', 'view');
  const packages = usePackageFilterOptions(canPickUsers);
  const definitions = useMemo(() => transactionColumns(), []);
  const columns = useArrangedColumns(TRANSACTIONS_TABLE_KEY, definitions);

  return (
    <>
      <ScreenHeader {...screenHeadings.transactions} />
      <div className="list-toolbar">
        <div className="list-toolbar-group">
          <SearchBox
            label="Search transactions"
            placeholder="Invoice, business, user code or payment reference"
            value={search.q}
            onSearch={(value, options) => setSearch({ q: value, page: 1 }, options)}
          />
          <FilterSelect
            label="Filter by status"
            allLabel="All statuses"
            value={status}
            options={statusOptions}
            onChange={(value) => setSearch({ status: value, page: 1 })}
          />
          <FilterSelect
            label="Filter by method"
            allLabel="All methods"
            value={method}
            options={methodOptions}
            onChange={(value) => setSearch({ method: value, page: 1 })}
          />
          <DateRangeFilter
            label="Raised"
            from={from}
            to={to}
            onChange={(range) => setSearch({ ...range, page: 1 })}
          />
          {canPickUsers ? (
            <>
              <FilterSelect
                label="Filter by package"
                allLabel="All packages"
                value={search.package}
                options={packages.data}
                unavailable={packages.isError ? 'Packages unavailable' : undefined}
                onChange={(value) => setSearch({ package: value, page: 1 })}
              />
              <Suspense
                fallback={
                  <select className="list-select" aria-label="Filter by user" disabled>
                    <option>{user ?? 'All users'}</option>
                  </select>
                }
              >
                <UserFilter value={user} onChange={(code) => setSearch({ user: code, page: 1 })} />
              </Suspense>
            </>
          ) : (
            <>
              {search.package && (
                <FilterChip
                  label={`Package ${search.package}`}
                  clear={`Show every package's invoices, not only ${search.package}'s`}
                  onClear={() => setSearch({ package: undefined, page: 1 })}
                />
              )}
              {user && (
                <FilterChip
                  label={`User ${user}`}
                  clear={`Show every user's invoices, not only ${user}'s`}
                  onClear={() => setSearch({ user: undefined, page: 1 })}
                />
              )}
            </>
          )}
        </div>
        <ListActions
          list={transactions}
          table={{
            key: TRANSACTIONS_TABLE_KEY,
            label: 'the transactions list',
            columns: definitions,
          }}
          exportFile={
            can('transactions', 'export')
              ? {
                  endpoint: transactionsEndpoints.export,
                  query: search,
                  fileName: 'transactions',
                  subject: 'transactions',
                  formats: exportFormats,
                }
              : undefined
          }
        />
      </div>
      <RequestError error={transactions.error} />
      <TransactionTotals
        totals={totals.data}
        loading={totals.isPending && totals.fetchStatus !== 'idle'}
        failed={totals.isError}
      />
      <DataTable<Transaction>
        label="Transactions"
        rowKey={(row) => row.invoiceNumber}
        columns={columns}
        rows={transactions.data?.items}
        loading={transactions.isPending && transactions.fetchStatus !== 'idle'}
        empty="No transaction matches."
        {...urlListProps(search, setSearch, {
          total: transactions.data?.total,
          totalIsEstimate: transactions.data?.totalIsEstimate,
          cursors: transactions.data?.cursors,
          noun: invoicesNoun,
          label: 'the transactions list',
        })}
      />
    </>
  );
}
