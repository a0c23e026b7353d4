import {
  paymentMethodLabels,
  paymentMethods,
  transactionsArea,
  transactionsEndpoints,
} from '@depot/contracts/transactions';
import { useMemo } from 'react';
import { DateRangeFilter } from '@/components/list/date-range-filter.tsx';
import { FilterSelect } from '@/components/list/filter-select.tsx';
import { ListScreen } from '@/components/list/list-screen.tsx';
import { ListUserFilter } from '@/components/list/list-user-filter.tsx';
import { useListScreen } from '@/components/list/use-list-screen.ts';
import { statusOptionsOf } from '@/lib/format/status-options.ts';
import { listPrefetch } from '@/lib/screen/screen-prefetch.ts';
import {
  transactionsQueryOptions,
  usePackageFilterOptions,
  useTransactionTotals,
} from '../api/transactions.ts';
import { TRANSACTIONS_TABLE_KEY, transactionColumns } from '../components/transaction-columns.tsx';
import { transactionListSearchSchema } from '../components/transaction-list-search.ts';
import { TransactionTotals } from '../components/transaction-totals.tsx';
import { transactionsHeading } from '../screens.ts';

const statusOptions = statusOptionsOf(transactionsArea.statuses);
const methodOptions = paymentMethods.map((value) => ({
  value,
  label: paymentMethodLabels[value],
}));

/** The page of rows the URL asks for, asked before the first render (see screen-prefetch.ts). */
export const prefetchTransactions = listPrefetch(
  transactionListSearchSchema,
  transactionsQueryOptions,
);

/** /transaction: the invoices of plan sales, searched, filtered and sorted from the URL. */
export function TransactionsRoute() {
  const definitions = useMemo(() => transactionColumns(), []);
  const list = useListScreen({
    area: transactionsArea,
    schema: transactionListSearchSchema,
    query: transactionsQueryOptions,
    label: 'the transactions list',
    table: { key: TRANSACTIONS_TABLE_KEY, columns: definitions },
  });
  const { search } = list;
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
  const packages = usePackageFilterOptions();

  return (
    <ListScreen
      list={list}
      heading={transactionsHeading}
      search={{
        label: 'Search transactions',
        placeholder: 'Invoice, business, user code or payment reference',
      }}
      filters={
        <>
          <FilterSelect
            label="Filter by status"
            allLabel="All statuses"
            options={statusOptions}
            {...list.filterProps('status')}
          />
          <FilterSelect
            label="Filter by method"
            allLabel="All methods"
            options={methodOptions}
            {...list.filterProps('method')}
          />
          <DateRangeFilter label="Raised" from={from} to={to} onChange={list.setFilters} />
          <FilterSelect
            label="Filter by package"
            allLabel="All packages"
            options={packages.data}
            unavailable={packages.isError ? 'Packages unavailable' : undefined}
            {...list.filterProps('package')}
          />
          <ListUserFilter {...list.filterProps('user')} />
        </>
      }
      exportFile={{
        endpoint: transactionsEndpoints.export,
        fileName: 'transactions',
        subject: 'transactions',
      }}
      aboveTable={
        <TransactionTotals
          totals={totals.data}
          loading={totals.isPending && totals.fetchStatus !== 'idle'}
          failed={totals.isError}
        />
      }
      table={{
        label: 'Transactions',
        rowKey: (row) => row.invoiceNumber,
        empty: 'No transaction matches.',
      }}
    />
  );
}
