import {
  creditNoteBodySchema,
  type Invoice,
  markFailedBodySchema,
  markPaidBodySchema,
  markRefundedBodySchema,
  paymentMethodLabels,
  paymentMethods,
} from '@depot/contracts/transactions';
import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { DateInput } from '@/components/date-input/date-input.tsx';
import { useNotice } from '@/components/use-notice.ts';
import { formatMoney } from '@/lib/format/format.ts';
import { requestErrorMessage } from '@/lib/forms/form-errors.ts';
import { nestedFieldErrors } from '@/lib/forms/nested-field-errors.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { type InvoiceAct, useInvoiceAct } from '../api/transactions.ts';

export type InvoiceActKind = InvoiceAct['kind'];

type Values = {
  method?: string;
  reference?: string;
  paidOn?: string;
  reason?: string;
  amount?: string;
};

/** The fields each act's form shows: a problem with any other is said above the form. */
const fieldsOf: Record<InvoiceActKind, readonly (keyof Values)[]> = {
  markPaid: ['method', 'reference', 'paidOn'],
  markFailed: ['reason'],
  markRefunded: ['reason', 'reference'],
  creditNote: ['amount', 'reason'],
};

const titles: Record<InvoiceActKind, string> = {
  markPaid: 'Mark paid',
  markFailed: 'Mark failed',
  markRefunded: 'Mark refunded',
  creditNote: 'Issue a credit note',
};

const okTexts: Record<InvoiceActKind, string> = {
  markPaid: 'Mark paid',
  markFailed: 'Mark failed',
  markRefunded: 'Mark refunded',
  creditNote: 'Issue credit note',
};

const done: Record<InvoiceActKind, (invoice: Invoice) => string> = {
  markPaid: (invoice) => `${invoice.invoiceNumber} is marked paid.`,
  markFailed: (invoice) => `${invoice.invoiceNumber} is marked failed.`,
  markRefunded: (invoice) => `${invoice.invoiceNumber} is marked refunded.`,
  creditNote: (invoice) => {
    const note = invoice.creditNotes.at(-1);
    return note
      ? `Credit note ${note.number} for ${formatMoney(note.amount, invoice.currency)} is issued against ${invoice.invoiceNumber}.`
      : `${invoice.invoiceNumber} is credited.`;
  },
};

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

function bodyOf(kind: InvoiceActKind, values: Values): InvoiceAct {
  switch (kind) {
    case 'markPaid':
      return {
        kind,
        body: {
          method: values.method as never,
          reference: values.reference ?? '',
          paidOn: values.paidOn ?? '',
        },
      };
    case 'markFailed':
      return { kind, body: { reason: values.reason ?? '' } };
    case 'markRefunded':
      return { kind, body: { reason: values.reason ?? '', reference: values.reference ?? '' } };
    case 'creditNote':
      return { kind, body: { amount: values.amount ?? '', reason: values.reason ?? '' } };
  }
}

/**
 * One act on an invoice in a dialog over its view: mark it paid (how, the reference, the day),
 * failed (why), refunded (why, the refund's reference) or credit it (how much, why). Each field
 * is checked with the contract's own schema, and the server's problems show under their fields.
 */
export function InvoiceActDialog({
  invoice,
  kind,
  onClose,
}: {
  invoice: Invoice;
  kind: InvoiceActKind;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const act = useInvoiceAct(invoice.invoiceNumber);
  const notice = useNotice();
  const fields = fieldsOf[kind];

  function close() {
    form.resetFields();
    act.reset();
    onClose();
  }

  function onFinish(values: Values) {
    if (act.isPending) return;
    act.mutate(bodyOf(kind, values), {
      onSuccess: (after) => {
        notice.success(done[kind](after));
        close();
      },
      onError: (error) => form.setFields(nestedFieldErrors(error, fields).fields as never),
    });
  }

  const message = requestErrorMessage(act.error, fields);
  const left = invoice.creditable;
  return (
    <Modal
      open
      title={`${titles[kind]}: ${invoice.invoiceNumber}`}
      okText={okTexts[kind]}
      okButtonProps={{ danger: kind === 'markFailed', loading: act.isPending }}
      cancelText="Close"
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name={`invoice-${kind}`}
        initialValues={kind === 'markPaid' ? { paidOn: today() } : {}}
        onFinish={onFinish}
      >
        <Typography.Paragraph type="secondary">
          {invoice.user.businessName} · {formatMoney(invoice.amount, invoice.currency)}
          {invoice.status === 'pending'
            ? ` · balance due ${formatMoney(invoice.balanceDue, invoice.currency)}`
            : ''}
        </Typography.Paragraph>
        {kind === 'markPaid' && (
          <>
            <Form.Item
              name="method"
              label="Payment method"
              required
              rules={[zodRule(markPaidBodySchema.shape.method)]}
            >
              <Select
                placeholder="How the business paid"
                options={paymentMethods.map((method) => ({
                  value: method,
                  label: paymentMethodLabels[method],
                }))}
              />
            </Form.Item>
            <Form.Item
              name="reference"
              label="Payment reference"
              extra="The UPI, bank or cheque reference, when there is one."
              rules={[zodRule(markPaidBodySchema.shape.reference)]}
            >
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item
              name="paidOn"
              label="Paid on"
              required
              rules={[zodRule(markPaidBodySchema.shape.paidOn)]}
            >
              <DateInput block />
            </Form.Item>
          </>
        )}
        {kind === 'creditNote' && (
          <Form.Item
            name="amount"
            label={`Amount (${invoice.currency}, GST included)`}
            required
            extra={`Up to ${formatMoney(left, invoice.currency)}: all of what is left, or part of it.`}
            rules={[zodRule(creditNoteBodySchema.shape.amount)]}
          >
            <Input inputMode="decimal" placeholder={left} />
          </Form.Item>
        )}
        {kind !== 'markPaid' && (
          <Form.Item
            name="reason"
            label="Reason"
            required
            rules={[
              zodRule(
                kind === 'markFailed'
                  ? markFailedBodySchema.shape.reason
                  : kind === 'markRefunded'
                    ? markRefundedBodySchema.shape.reason
                    : creditNoteBodySchema.shape.reason,
              ),
            ]}
          >
            <Input.TextArea rows={3} maxLength={300} showCount />
          </Form.Item>
        )}
        {kind === 'markRefunded' && (
          <Form.Item
            name="reference"
            label="Refund reference"
            extra="The bank's or gateway's reference of the refund, when there is one."
            rules={[zodRule(markRefundedBodySchema.shape.reference)]}
          >
            <Input maxLength={60} />
          </Form.Item>
        )}
        {kind === 'markRefunded' && (
          <Typography.Paragraph type="secondary">
            A refund is checked by a second person: not whoever recorded the payment.
          </Typography.Paragraph>
        )}
        {message && <Alert type="error" showIcon title={message} />}
      </Form>
    </Modal>
  );
}
