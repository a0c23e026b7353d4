import { transactionFieldLabels as labels } from '@depot/contracts/transaction-fields';
import {
  paymentMethodLabels,
  type Transaction,
  transactionKindLabels,
  transactionSortFields,
} from '@depot/contracts/transactions';
import { Link } from 'react-router';
import { fieldColumns } from '@/components/field-columns.ts';
import { TransactionStatusTag } from '@/components/transaction-tags.tsx';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatMoney } from '@/lib/format/format.ts';
import { formatDate, formatDateTime } from '@/lib/format/format-date.ts';

/** The Transactions table's name on the server, for the column chooser. */
export const TRANSACTIONS_TABLE_KEY = 'transactions';

const NONE = '—';

/** The columns a person may move and hide. */
export function transactionColumns(): readonly ChoosableColumn<Transaction>[] {
  return fieldColumns(
    {
      labels,
      sortFields: transactionSortFields,
      leftOut: [
        // In the period's column, and with the amount.
        'periodEnd',
        'currency',
      ],
    },
    [
      {
        key: 'invoiceNumber',
        kind: 'code',
        // The invoice's own view: its GST, credit notes, settlement and PDF.
        render: (row) => (
          <Link to={paths.transactions.view(row.invoiceNumber)}>{row.invoiceNumber}</Link>
        ),
      },
      { key: 'createdAt', kind: 'date', render: (row) => formatDateTime(row.createdAt) },
      {
        key: 'user',
        // The business's plan, where its invoices are read beside the periods they paid for.
        render: (row) => <Link to={paths.users.plan(row.user.code)}>{row.user.businessName}</Link>,
      },
      {
        key: 'userCode',
        field: 'user.code',
        kind: 'code',
        render: (row) => row.user.code,
        hiddenByDefault: true,
      },
      { key: 'package', render: (row) => row.package.name },
      {
        key: 'kind',
        render: (row) => transactionKindLabels[row.kind],
        hiddenByDefault: true,
      },
      {
        key: 'amount',
        align: 'end',
        render: (row) => formatMoney(row.amount, row.currency),
      },
      {
        key: 'status',
        render: (row) => <TransactionStatusTag status={row.status} />,
      },
      {
        key: 'method',
        render: (row) => (row.method ? paymentMethodLabels[row.method] : NONE),
      },
      // Read on the business's plan, beside the periods it paid for.
      { key: 'reference', render: (row) => row.reference ?? NONE, hiddenByDefault: true },
      {
        key: 'period',
        field: 'periodStart',
        title: 'Period',
        render: (row) => `${formatDate(row.periodStart)} – ${formatDate(row.periodEnd)}`,
        hiddenByDefault: true,
      },
      {
        key: 'paidAt',
        kind: 'date',
        render: (row) => (row.paidAt ? formatDateTime(row.paidAt) : NONE),
        hiddenByDefault: true,
      },
    ],
  );
}
