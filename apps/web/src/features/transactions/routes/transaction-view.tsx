import { transactionFieldLabels as labels } from '@depot/contracts/transaction-fields';
import {
  type CreditNote,
  creditNoteKindLabels,
  INVOICE_NUMBER_PATTERN,
  type Invoice,
  paymentMethodLabels,
  transactionKindLabels,
} from '@depot/contracts/transactions';
import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { HistoryAction } from '@/components/history-action.tsx';
import { type DataColumn, DataTable } from '@/components/list/data-table.tsx';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { Panel } from '@/components/panel.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { TransactionStatusTag } from '@/components/transaction-tags.tsx';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { apiErrorMessage } from '@/lib/api/api-client.ts';
import { isNotFound } from '@/lib/api/is-not-found.ts';
import { formatMoney } from '@/lib/format/format.ts';
import { formatDate, formatDateTime } from '@/lib/format/format-date.ts';
import { useRequiredParam } from '@/lib/screen/route-params.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { downloadInvoicePdf, invoiceHistoryQueryOptions, useInvoice } from '../api/transactions.ts';
import type { InvoiceActKind } from '../components/invoice-act-dialog.tsx';

const NONE = '—';

// The acts' forms load when someone opens one, not with the screen.
const InvoiceActDialog = lazy(() =>
  import('../components/invoice-act-dialog.tsx').then((module) => ({
    default: module.InvoiceActDialog,
  })),
);

type Person = Invoice['createdBy'];
const person = (who: Person) => (who ? `${who.fullName} (${who.employeeId})` : null);
const byAndWhen = (who: Person, when: string | null) =>
  [person(who), when ? formatDateTime(when) : null].filter(Boolean).join(', ') || NONE;

function creditColumns(currency: string): DataColumn<CreditNote>[] {
  return [
    { key: 'number', title: 'Credit note', render: (row) => row.number },
    { key: 'createdAt', title: 'Issued', render: (row) => formatDateTime(row.createdAt) },
    {
      key: 'amount',
      title: 'Amount',
      align: 'end',
      render: (row) => formatMoney(row.amount, currency),
    },
    { key: 'kind', title: 'For', render: (row) => creditNoteKindLabels[row.kind] },
    { key: 'reason', title: 'Reason', render: (row) => row.reason },
    {
      key: 'appliedTo',
      title: 'Set off against',
      render: (row) =>
        row.appliedTo ? (
          <Link to={paths.transactions.view(row.appliedTo)}>{row.appliedTo}</Link>
        ) : (
          NONE
        ),
    },
    { key: 'createdBy', title: 'By', render: (row) => person(row.createdBy) ?? NONE },
  ];
}

/** What happened to the payment, said above the details. */
function SettlementNote({ invoice }: { invoice: Invoice }) {
  if (invoice.status === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 16 }}
        title={`The payment failed${invoice.settledBy ? `, as ${person(invoice.settledBy)} recorded` : ''}.`}
        description={invoice.failureReason ? `Reason: ${invoice.failureReason}` : undefined}
      />
    );
  }
  if (invoice.status === 'refunded') {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={`Refunded${invoice.refundedBy ? ` by ${person(invoice.refundedBy)}` : ''}${invoice.refundedAt ? ` on ${formatDateTime(invoice.refundedAt)}` : ''}.`}
        description={[
          invoice.refundReason ? `Reason: ${invoice.refundReason}` : '',
          invoice.refundReference ? `Reference: ${invoice.refundReference}` : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      />
    );
  }
  return null;
}

function InvoiceView({ invoice }: { invoice: Invoice }) {
  const can = useCan();
  const notice = useNotice();
  const [act, setAct] = useState<InvoiceActKind | null>(null);
  const [downloading, setDownloading] = useState(false);
  const { tax, currency } = invoice;
  const money = (amount: string) => formatMoney(amount, currency);

  async function download() {
    setDownloading(true);
    try {
      const file = await downloadInvoicePdf(invoice.invoiceNumber);
      notice.success(`${file.fileName} is saved.`);
    } catch (error) {
      notice.error(`The PDF could not be made: ${apiErrorMessage(error)}`);
    } finally {
      setDownloading(false);
    }
  }

  const maySettle = can('settlements', 'add') && invoice.can.settle;
  const mayRefund = can('settlements', 'approve') && invoice.can.refund;
  const mayCredit = can('credit-notes', 'add') && invoice.can.credit;
  return (
    <>
      <ScreenHeader
        title={`Invoice ${invoice.invoiceNumber}`}
        description={`${invoice.user.businessName} · ${invoice.package.name} · ${money(invoice.amount)}`}
      />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        {maySettle && (
          <>
            <Button type="primary" onClick={() => setAct('markPaid')}>
              Mark paid
            </Button>
            <Button danger onClick={() => setAct('markFailed')}>
              Mark failed
            </Button>
          </>
        )}
        {mayRefund && <Button onClick={() => setAct('markRefunded')}>Mark refunded</Button>}
        {mayCredit && <Button onClick={() => setAct('creditNote')}>Issue credit note</Button>}
        <StandardAction
          action="download"
          label="Download PDF"
          loading={downloading}
          onClick={() => void download()}
        />
        <HistoryAction
          title={`History of ${invoice.invoiceNumber}`}
          query={invoiceHistoryQueryOptions(invoice.invoiceNumber)}
        />
        <StandardAction action="close" to={paths.transactions.list} />
      </Flex>
      <SettlementNote invoice={invoice} />
      <Flex vertical gap={16}>
        <Panel title="Invoice">
          <Descriptions
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              {
                key: 'status',
                label: labels.status,
                children: <TransactionStatusTag status={invoice.status} />,
              },
              {
                key: 'user',
                label: labels.user,
                children: can('users', 'view') ? (
                  <Link to={paths.users.plan(invoice.user.code)}>
                    {invoice.user.businessName} ({invoice.user.code})
                  </Link>
                ) : (
                  `${invoice.user.businessName} (${invoice.user.code})`
                ),
              },
              {
                key: 'package',
                label: labels.package,
                children: `${invoice.package.name} (${invoice.package.code}) · ${transactionKindLabels[invoice.kind]}`,
              },
              {
                key: 'period',
                label: 'Period',
                children: `${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}`,
              },
              { key: 'amount', label: labels.amount, children: money(invoice.amount) },
              {
                key: 'balance',
                label: 'Balance due',
                children: invoice.status === 'pending' ? money(invoice.balanceDue) : NONE,
              },
              {
                key: 'method',
                label: labels.method,
                children: invoice.method ? paymentMethodLabels[invoice.method] : NONE,
              },
              { key: 'reference', label: labels.reference, children: invoice.reference ?? NONE },
              {
                key: 'paidOn',
                label: 'Paid on',
                children: invoice.paidOn ? formatDate(invoice.paidOn) : NONE,
              },
              {
                key: 'createdAt',
                label: labels.createdAt,
                children: byAndWhen(invoice.createdBy, invoice.createdAt),
              },
              {
                key: 'settled',
                label: 'Settled by',
                children: byAndWhen(invoice.settledBy, invoice.settledAt),
              },
            ]}
          />
        </Panel>
        <Panel title="Tax">
          <Descriptions
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              { key: 'sac', label: 'SAC', children: `${tax.sac} · ${tax.sacDescription}` },
              { key: 'place', label: 'Place of supply', children: tax.placeOfSupply ?? NONE },
              {
                key: 'supply',
                label: 'Supply',
                children:
                  tax.supply === 'intra-state'
                    ? 'Within the state: CGST + SGST'
                    : 'Across states: IGST',
              },
              { key: 'taxable', label: 'Taxable value', children: money(tax.taxableValue) },
              ...(tax.supply === 'intra-state'
                ? [
                    {
                      key: 'cgst',
                      label: `CGST ${Number(tax.rate) / 2}%`,
                      children: money(tax.cgst),
                    },
                    {
                      key: 'sgst',
                      label: `SGST ${Number(tax.rate) / 2}%`,
                      children: money(tax.sgst),
                    },
                  ]
                : [{ key: 'igst', label: `IGST ${tax.rate}%`, children: money(tax.igst) }]),
              { key: 'total', label: 'Total', children: money(tax.total) },
              {
                key: 'gstins',
                label: 'GSTINs',
                span: 'filled',
                children: `${invoice.supplier.name}: ${invoice.supplier.gstin ?? 'not set'} · ${invoice.recipient.name}: ${invoice.recipient.gstin ?? 'unregistered'}`,
              },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            The amount includes GST; each tax is worked out from it to the paisa, and the taxable
            value is what is left.
          </Typography.Paragraph>
        </Panel>
        <Panel title="Credit notes">
          <DataTable<CreditNote>
            label="Credit notes"
            columns={creditColumns(currency)}
            rows={invoice.creditNotes}
            rowKey={(row) => row.number}
            loading={false}
            empty="No credit note against this invoice."
          />
          {invoice.creditsApplied.length > 0 && (
            <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
              Set off against this invoice:{' '}
              {invoice.creditsApplied
                .map((note) => `${note.number} (${money(note.amount)}, on ${note.invoiceNumber})`)
                .join('; ')}
              .
            </Typography.Paragraph>
          )}
        </Panel>
      </Flex>
      {act && (
        <Suspense fallback={null}>
          <InvoiceActDialog invoice={invoice} kind={act} onClose={() => setAct(null)} />
        </Suspense>
      )}
    </>
  );
}

/** /transaction/view/:invoiceNumber: one invoice, settled, refunded, credited and printed here. */
export function TransactionViewRoute() {
  const invoiceNumber = useRequiredParam('invoiceNumber').toUpperCase();
  // A number no invoice can have is not asked for.
  const possible = INVOICE_NUMBER_PATTERN.test(invoiceNumber);
  const invoice = useInvoice(invoiceNumber, possible);
  if (possible && invoice.isPending) return <PageSpinner />;
  if (!possible || invoice.isError) {
    return !possible || isNotFound(invoice.error) ? (
      <>
        <ScreenHeader
          title="Invoice not found"
          description={`There is no invoice ${invoiceNumber}.`}
        />
        <StandardAction action="close" to={paths.transactions.list} />
      </>
    ) : (
      <RequestError error={invoice.error} />
    );
  }
  if (!invoice.data) return <PageSpinner />;
  return <InvoiceView invoice={invoice.data} />;
}
