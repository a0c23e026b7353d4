import { packagesEndpoints } from '@depot/contracts/packages';
import {
  type CreditNoteBody,
  type MarkFailedBody,
  type MarkPaidBody,
  type MarkRefundedBody,
  type TransactionFilters,
  type TransactionListQuery,
  transactionsEndpoints,
} from '@depot/contracts/transactions';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { downloadFile } from '@/lib/api/download-file.ts';
import { invalidateAreas, queryKeys } from '@/lib/api/query-keys.ts';

const keys = {
  list: (query: TransactionListQuery) => [...queryKeys.transactions.all, 'list', query] as const,
  totals: (filters: TransactionFilters) =>
    [...queryKeys.transactions.all, 'totals', filters] as const,
};

/** GET /admin/transactions: one page of invoices, searched, filtered and sorted by the server. */
export function transactionsQueryOptions(query: TransactionListQuery) {
  return queryOptions({
    queryKey: keys.list(query),
    queryFn: () => callApi(transactionsEndpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /admin/transactions/totals: the sums of every invoice the filters match, not only the
 * page's. Keyed by the filters alone, so paging and sorting do not ask again.
 */
export function useTransactionTotals(filters: TransactionFilters) {
  return useQuery({
    queryKey: keys.totals(filters),
    queryFn: () => callApi(transactionsEndpoints.totals, { query: filters }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /admin/packages/subscription-options: the packages invoices can name, for the package
 * filter. The users screens ask the same, so the answer is cached under their key.
 */
export function usePackageFilterOptions() {
  return useQuery({
    queryKey: queryKeys.users.packageOptions,
    queryFn: () => callApi(packagesEndpoints.subscriptionOptions),
    // Names repeat across billing cycles (Scale monthly and yearly): the code tells them apart.
    select: (options) =>
      options.map((option) => ({ value: option.code, label: `${option.name} (${option.code})` })),
  });
}

/** GET /admin/transactions/{invoiceNumber}: one invoice, its GST, credit notes and settlement. */
export function useInvoice(invoiceNumber: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.transactions.record(invoiceNumber),
    queryFn: () => callApi(transactionsEndpoints.get, { params: { invoiceNumber } }),
    enabled,
  });
}

/** GET /admin/transactions/history/{invoiceNumber}: changes to the invoice, newest first. */
export function invoiceHistoryQueryOptions(invoiceNumber: string) {
  return queryOptions({
    queryKey: queryKeys.transactions.history(invoiceNumber),
    queryFn: () => callApi(transactionsEndpoints.history, { params: { invoiceNumber } }),
  });
}

/** What a person does to an invoice, each its own call and permission. */
export type InvoiceAct =
  | { kind: 'markPaid'; body: MarkPaidBody }
  | { kind: 'markFailed'; body: MarkFailedBody }
  | { kind: 'markRefunded'; body: MarkRefundedBody }
  | { kind: 'creditNote'; body: CreditNoteBody };

/**
 * POST mark-paid, mark-failed, mark-refunded or credit-notes: answers the invoice as it now
 * stands. The invoices, their totals, the business's plan (which lists its invoices) and the
 * audit log move with it.
 */
export function useInvoiceAct(invoiceNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['transactions', 'act', invoiceNumber],
    mutationFn: (act: InvoiceAct) =>
      callApi(transactionsEndpoints[act.kind], {
        params: { invoiceNumber },
        body: act.body as never,
      }),
    onSuccess: (invoice) => {
      queryClient.setQueryData(queryKeys.transactions.record(invoiceNumber), invoice);
      void invalidateAreas(queryClient, 'transactions', 'users', 'audit');
    },
  });
}

/** GET /admin/transactions/pdf/{invoiceNumber}: the tax invoice, saved as a PDF. */
export function downloadInvoicePdf(invoiceNumber: string) {
  return downloadFile(transactionsEndpoints.pdf, {
    params: { invoiceNumber },
    fallbackName: `${invoiceNumber}.pdf`,
  });
}
