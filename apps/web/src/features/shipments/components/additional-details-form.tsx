import {
  type AdditionalDetails,
  additionalDetailLabels,
  additionalDetailsSchema,
  needsEwayBill,
  type Shipment,
} from '@depot/contracts/shipments';
import { Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { DateInput } from '@/components/date-input/date-input.tsx';
import { Panel } from '@/components/panel.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { formatMoney } from '@/lib/format/format.ts';
import { nestedFieldErrors } from '@/lib/forms/nested-field-errors.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { ReadinessNotice } from './readiness-notice.tsx';

const { shape } = additionalDetailsSchema;
// An empty date field is no date, which the details may lack until the shipment is made ready.
const optionalDate = z.union([z.literal(''), z.iso.date('Enter the invoice date')]);

export const DETAIL_FIELD_PATTERNS = [
  'additionalDetails.invoiceNumber',
  'additionalDetails.invoiceDate',
  'additionalDetails.ewayBillNumber',
  'additionalDetails.hsnCodes',
  'additionalDetails.contentsDescription',
];

export type DetailsFormValues = {
  invoiceNumber?: string | null;
  invoiceDate?: string | null;
  ewayBillNumber?: string | null;
  hsnCodes?: string[];
  contentsDescription?: string | null;
};

/** The details as sent: blank fields as null, so clearing one clears it on the server. */
export function detailsBody(values: DetailsFormValues): AdditionalDetails {
  return {
    invoiceNumber: values.invoiceNumber ?? '',
    invoiceDate: values.invoiceDate || null,
    ewayBillNumber: values.ewayBillNumber ?? '',
    hsnCodes: values.hsnCodes ?? [],
    contentsDescription: values.contentsDescription ?? '',
  };
}

/** The server's problems with the details, each under its field. */
export function detailsFieldErrors(error: unknown) {
  return nestedFieldErrors(error, DETAIL_FIELD_PATTERNS).fields.map((field) => ({
    ...field,
    name: field.name.slice(1),
  }));
}

/**
 * The papers a shipment needs before it can be made ready: the tax invoice and its date, the
 * goods' HSN codes and description, and an e-way bill when the goods stay in India and are
 * worth more than ₹50,000.
 */
export function AdditionalDetailsForm({
  shipment,
  form,
  onFinish,
  error,
  actions,
}: {
  shipment: Shipment;
  form: ReturnType<typeof Form.useForm<DetailsFormValues>>[0];
  onFinish: (values: DetailsFormValues) => void;
  error: Error | null;
  actions: ReactNode;
}) {
  const ewayBill = needsEwayBill({
    declaredValue: shipment.declaredValue,
    currency: shipment.currency,
    consigneeCountry: shipment.consignee.address.country,
  });
  return (
    <Form<DetailsFormValues>
      form={form}
      name="shipment-details"
      layout="vertical"
      noValidate
      initialValues={shipment.additionalDetails}
      onFinish={onFinish}
    >
      <Panel title="Additional details" style={{ marginBottom: 16 }}>
        <ReadinessNotice shipment={shipment} style={{ marginBottom: 16 }} />
        <Form.Item
          label={additionalDetailLabels.invoiceNumber}
          name="invoiceNumber"
          rules={[zodRule(shape.invoiceNumber)]}
          style={{ maxWidth: '20rem' }}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={additionalDetailLabels.invoiceDate}
          name="invoiceDate"
          rules={[zodRule(optionalDate)]}
          style={{ maxWidth: '20rem' }}
        >
          <DateInput block />
        </Form.Item>
        <Form.Item
          label={additionalDetailLabels.ewayBillNumber}
          name="ewayBillNumber"
          required={ewayBill}
          extra={
            ewayBill
              ? `Needed: goods worth ${formatMoney(shipment.declaredValue, shipment.currency)} moving within India.`
              : 'Not needed for this shipment.'
          }
          rules={[zodRule(shape.ewayBillNumber)]}
          style={{ maxWidth: '20rem' }}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={12} />
        </Form.Item>
        <Form.Item
          label={additionalDetailLabels.hsnCodes}
          name="hsnCodes"
          extra="4, 6 or 8 digits each; press Enter after each code."
          rules={[zodRule(shape.hsnCodes)]}
        >
          <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} />
        </Form.Item>
        <Form.Item
          label={additionalDetailLabels.contentsDescription}
          name="contentsDescription"
          rules={[zodRule(shape.contentsDescription)]}
        >
          <Input.TextArea rows={2} maxLength={300} />
        </Form.Item>
      </Panel>
      <RequestError error={error} fieldNames={DETAIL_FIELD_PATTERNS} />
      {actions}
    </Form>
  );
}
