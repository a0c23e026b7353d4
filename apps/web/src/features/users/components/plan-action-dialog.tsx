import {
  paymentFieldsSchema,
  paymentMethodLabels,
  paymentMethods,
} from '@depot/contracts/transactions';
import {
  type ChangePlanBody,
  type ChangeTiming,
  changePlanBodySchema,
  changeTimingLabels,
  changeTimings,
  type PlanAction,
  type UserPlanDetails,
} from '@depot/contracts/user-plans';
import { Alert, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useNotice } from '@/components/use-notice.ts';
import { billingCycleLabels } from '@/lib/format/billing-cycle.ts';
import { formatMoney } from '@/lib/format/format.ts';
import { formatDate } from '@/lib/format/format-date.ts';
import { requestErrorMessage } from '@/lib/forms/form-errors.ts';
import { nestedFieldErrors } from '@/lib/forms/nested-field-errors.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { usePackageOptions } from '../api/package-options.ts';
import { useChangePlan } from '../api/user-plan.ts';

type PlanFormValues = {
  packageCode?: string;
  effective?: ChangeTiming;
  payment?: { method?: string; status?: 'paid' | 'pending'; reference?: string };
  reason?: string;
};

const PAYMENT_FIELDS = ['payment.method', 'payment.status', 'payment.reference'] as const;

/** The fields each action's form shows: a problem with any other is said above the form. */
const fieldPatterns: Record<PlanAction, readonly string[]> = {
  change: ['packageCode', 'effective', ...PAYMENT_FIELDS],
  renew: PAYMENT_FIELDS,
  cancel: ['reason'],
};

const titles: Record<PlanAction, string> = {
  change: 'Change package',
  renew: 'Renew plan',
  cancel: 'Cancel plan',
};

const okTexts: Record<PlanAction, string> = {
  change: 'Change and invoice',
  renew: 'Renew and invoice',
  cancel: 'Cancel plan',
};

const changeFields = changePlanBodySchema.options[0].shape;
const cancelFields = changePlanBodySchema.options[2].shape;
const payment = paymentFieldsSchema.shape;

function bodyOf(action: PlanAction, values: PlanFormValues): ChangePlanBody {
  // Awaiting payment, an invoice has no method nor reference: none is sent.
  const paymentOf = () =>
    values.payment?.status === 'pending'
      ? { status: 'pending' as const }
      : {
          method: values.payment?.method as never,
          status: 'paid' as const,
          reference: values.payment?.reference ?? '',
        };
  if (action === 'change') {
    const effective = values.effective ?? 'now';
    return {
      action,
      packageCode: values.packageCode ?? '',
      effective,
      ...(effective === 'now' ? { payment: paymentOf() } : {}),
    };
  }
  if (action === 'renew') return { action, payment: paymentOf() };
  return { action, reason: values.reason ?? '' };
}

/**
 * Whether the sale is settled and, when paid now, how: an invoice awaiting payment asks for no
 * method (it is recorded when someone marks the invoice paid).
 */
function PaymentFields() {
  const form = Form.useFormInstance<PlanFormValues>();
  const status = Form.useWatch(['payment', 'status'], form) ?? 'paid';
  return (
    <>
      <Form.Item name={['payment', 'status']} label="Payment">
        <Radio.Group
          options={[
            { value: 'paid', label: 'Paid now' },
            { value: 'pending', label: 'Invoice, awaiting payment' },
          ]}
        />
      </Form.Item>
      {status === 'paid' && (
        <>
          <Form.Item
            name={['payment', 'method']}
            label="Payment method"
            rules={[
              { required: true, message: 'Choose how the business paid' },
              zodRule(payment.method),
            ]}
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
            name={['payment', 'reference']}
            label="Payment reference"
            extra="The UPI, bank or cheque reference, when there is one."
            rules={[zodRule(payment.reference)]}
          >
            <Input maxLength={60} />
          </Form.Item>
        </>
      )}
    </>
  );
}

/**
 * The change, renewal or cancellation of a plan, in a dialog over the plan screen. A change or
 * renewal raises an invoice at the package's price; the server works out the new period.
 */
export function PlanActionDialog({
  details,
  action,
  onClose,
}: {
  details: UserPlanDetails;
  action: PlanAction | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<PlanFormValues>();
  const change = useChangePlan(details.user.code);
  const options = usePackageOptions();
  const notice = useNotice();
  const chosenCode = Form.useWatch('packageCode', form);
  const effective: ChangeTiming = Form.useWatch('effective', form) ?? 'now';
  const current = details.current;
  const running = current && (current.status === 'active' || current.status === 'expiring');
  const atRenewal = action === 'change' && effective === 'renewal';
  // A renewal with a change scheduled renews onto the scheduled package.
  const renewedCode = current?.scheduledChange?.package.code;
  const chosen =
    action === 'change'
      ? options.data?.find((option) => option.code === chosenCode)
      : renewedCode
        ? options.data?.find((option) => option.code === renewedCode)
        : current?.package;

  function close() {
    form.resetFields();
    change.reset();
    onClose();
  }

  function onFinish(values: PlanFormValues) {
    if (!action || change.isPending) return;
    change.mutate(bodyOf(action, values), {
      onSuccess: (after) => {
        const invoice = action === 'cancel' || atRenewal ? null : after.transactions[0];
        const scheduled = after.current?.scheduledChange;
        notice.success(
          invoice
            ? `${titles[action]}: done. Invoice ${invoice.invoiceNumber} for ${formatMoney(invoice.amount, invoice.currency)}.`
            : atRenewal && scheduled
              ? `${scheduled.package.name} is scheduled for the renewal, from ${formatDate(scheduled.startsOn)}.`
              : `The plan of ${after.user.businessName} is cancelled.`,
        );
        close();
      },
      onError: (error) =>
        form.setFields(nestedFieldErrors(error, fieldPatterns[action]).fields as never),
    });
  }

  const message = action ? requestErrorMessage(change.error, fieldPatterns[action]) : null;
  return (
    <Modal
      open={action !== null}
      title={action ? titles[action] : ''}
      okText={atRenewal ? 'Schedule the change' : action ? okTexts[action] : ''}
      okButtonProps={{ danger: action === 'cancel', loading: change.isPending }}
      cancelText="Close"
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        name="plan-action"
        initialValues={{ effective: 'now', payment: { status: 'paid' } }}
        onFinish={onFinish}
      >
        {action === 'change' && (
          <Form.Item
            name="packageCode"
            label="New package"
            rules={[zodRule(changeFields.packageCode)]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Choose the package"
              loading={options.isPending}
              options={options.data?.map((option) => ({
                value: option.code,
                label: `${option.name} (${option.code}) · ${formatMoney(option.price, option.currency)} ${billingCycleLabels[option.billingCycle].toLowerCase()}`,
                disabled:
                  option.status !== 'active' ||
                  (Boolean(running) && option.code === current?.package.code),
              }))}
            />
          </Form.Item>
        )}
        {action === 'change' && running && (
          <Form.Item name="effective" label="When" rules={[zodRule(changeFields.effective)]}>
            <Radio.Group
              options={changeTimings.map((timing) => ({
                value: timing,
                label: changeTimingLabels[timing],
              }))}
            />
          </Form.Item>
        )}
        {atRenewal && running && current ? (
          <Typography.Paragraph>
            The current period runs to {formatDate(current.periodEnd)}. Its renewal starts the new
            package the day after; nothing is invoiced until then.
          </Typography.Paragraph>
        ) : action === 'cancel' ? (
          <>
            <Typography.Paragraph>
              The period ends today{current ? ` instead of ${formatDate(current.periodEnd)}` : ''}.
              Nothing is invoiced or refunded.
            </Typography.Paragraph>
            <Form.Item name="reason" label="Reason" rules={[zodRule(cancelFields.reason)]}>
              <Input.TextArea maxLength={300} rows={3} />
            </Form.Item>
          </>
        ) : (
          action && (
            <>
              <PaymentFields />
              {chosen && (
                <Typography.Paragraph>
                  An invoice of <strong>{formatMoney(chosen.price, chosen.currency)}</strong> for
                  one {billingCycleLabels[chosen.billingCycle].toLowerCase()} period
                  {action === 'renew' && running && current
                    ? `, following on from ${formatDate(current.periodEnd)}`
                    : ', from today'}
                  .
                  {action === 'change' && running
                    ? ' The current period closes today as changed; its unused days are credited by a credit note.'
                    : ''}
                </Typography.Paragraph>
              )}
            </>
          )
        )}
        {message && <Alert type="error" showIcon title={message} />}
      </Form>
    </Modal>
  );
}
