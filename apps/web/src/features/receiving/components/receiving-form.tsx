import {
  type CreateReceivingBody,
  createReceivingBodySchema,
  MAX_LINE_QUANTITY,
  MAX_RECEIVING_LINES,
} from '@depot/contracts/receiving';
import { receivingFieldLabels as labels } from '@depot/contracts/receiving-fields';
import type { SkuOption } from '@depot/contracts/skus';
import { Flex, Form, type FormInstance, Input, InputNumber } from 'antd';
import type { ReactNode } from 'react';
import { DateInput } from '@/components/date-input/date-input.tsx';
import { LinesFooter, RemoveLine } from '@/components/line-fields.tsx';
import { Panel } from '@/components/panel.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { SkuPicker } from '@/components/sku-picker.tsx';
import { UserPicker } from '@/components/user-picker.tsx';
import { VendorPicker } from '@/components/vendor-picker.tsx';
import { WarehousePicker } from '@/components/warehouse-picker.tsx';
import { nestedFieldErrors } from '@/lib/forms/nested-field-errors.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';

export type ReceivingFormValues = CreateReceivingBody;

const { shape } = createReceivingBodySchema;
const line = shape.lines.element.shape;

export const RECEIVING_FIELD_PATTERNS = [
  'userCode',
  'vendorCode',
  'warehouseCode',
  'reference',
  'expectedDate',
  'lines',
  'lines.*.sku',
  'lines.*.description',
  'lines.*.expectedQty',
];

/** The server's field problems, each under its field (a line's under that line's cell). */
export function showReceivingErrors(form: FormInstance<ReceivingFormValues>, error: unknown) {
  form.setFields(nestedFieldErrors(error, RECEIVING_FIELD_PATTERNS).fields as never);
}

// A bundle is sold as one but arrives as its component SKUs, each counted on its own line.
const REFUSED_KINDS = { bundle: 'a bundle: receive its component SKUs' };

/** An empty line to fill in. */
export const NEW_LINE = {
  sku: undefined,
  description: '',
  expectedQty: undefined,
} as unknown as ReceivingFormValues['lines'][number];

type ReceivingFormProps = {
  form: FormInstance<ReceivingFormValues>;
  onFinish: (values: ReceivingFormValues) => void;
  error: Error | null;
  actions: ReactNode;
};

/**
 * A goods receipt as it is announced: whose goods, from which of the client's vendors, to which
 * warehouse, when, and the lines expected. Every field is checked with the contract the server
 * applies, in its words.
 */
export function ReceivingForm({ form, onFinish, error, actions }: ReceivingFormProps) {
  const user: string | undefined = Form.useWatch('userCode', form);

  // A vendor and SKUs are the client's own: another client's are not offered, nor kept.
  function onValuesChange(changed: Partial<ReceivingFormValues>) {
    if (!('userCode' in changed)) return;
    const lines: ReceivingFormValues['lines'] = form.getFieldValue('lines') ?? [];
    form.setFieldsValue({
      vendorCode: undefined,
      lines: lines.map((line) => ({ ...line, sku: undefined })),
    } as never);
  }

  function describeLine(name: number, sku: SkuOption | undefined) {
    if (sku && !form.getFieldValue(['lines', name, 'description'])) {
      form.setFieldValue(['lines', name, 'description'], sku.name);
    }
  }

  return (
    <Form<ReceivingFormValues>
      form={form}
      name="create-receiving"
      layout="vertical"
      noValidate
      initialValues={{ lines: [NEW_LINE] }}
      onValuesChange={onValuesChange}
      onFinish={onFinish}
    >
      <Panel title="Receipt" style={{ marginBottom: 16 }}>
        <Flex gap={16} wrap>
          <Form.Item
            label={labels.user}
            name="userCode"
            required
            rules={[zodRule(shape.userCode)]}
            extra="The client business the goods are for."
            style={{ flex: '1 1 18rem' }}
          >
            <UserPicker placeholder="Type a name or code" />
          </Form.Item>
          <Form.Item
            label={labels.vendor}
            name="vendorCode"
            required
            rules={[zodRule(shape.vendorCode)]}
            extra="Who sends the goods: one of the client’s vendors."
            style={{ flex: '1 1 18rem' }}
          >
            <VendorPicker user={user} placeholder="Type a name, code or GSTIN" />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item
            label={labels.warehouse}
            name="warehouseCode"
            required
            rules={[zodRule(shape.warehouseCode)]}
            extra="Where the goods arrive."
            style={{ flex: '1 1 12rem' }}
          >
            <WarehousePicker placeholder="Choose a warehouse" />
          </Form.Item>
          <Form.Item
            label={labels.expectedDate}
            name="expectedDate"
            required
            rules={[zodRule(shape.expectedDate)]}
            style={{ flex: '1 1 12rem' }}
          >
            <DateInput block />
          </Form.Item>
          <Form.Item
            label={labels.reference}
            name="reference"
            required
            rules={[zodRule(shape.reference)]}
            extra="The invoice or advance shipping notice number."
            style={{ flex: '1 1 12rem' }}
          >
            <Input autoComplete="off" maxLength={60} />
          </Form.Item>
        </Flex>
      </Panel>
      <Panel title="Lines expected" style={{ marginBottom: 16 }}>
        <Form.List
          name="lines"
          rules={[
            {
              validator: async (_rule, lines?: unknown[]) => {
                const result = shape.lines.safeParse(lines ?? []);
                const problem = result.error?.issues.find((issue) => issue.path.length === 0);
                if (problem) throw new Error(problem.message);
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} wrap align="flex-start">
                  <Form.Item
                    name={[field.name, 'sku']}
                    rules={[zodRule(line.sku)]}
                    style={{ flex: '2 1 14rem', marginBottom: 12 }}
                  >
                    <SkuPicker
                      user={user}
                      refusedKinds={REFUSED_KINDS}
                      aria-label={`SKU of line ${index + 1}`}
                      placeholder="Scan or type a SKU"
                      onChange={(_code, sku) => describeLine(field.name, sku)}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'description']}
                    rules={[zodRule(line.description)]}
                    style={{ flex: '3 1 16rem', marginBottom: 12 }}
                  >
                    <Input
                      aria-label={`Description of line ${index + 1}`}
                      placeholder="Description"
                      maxLength={200}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'expectedQty']}
                    rules={[zodRule(line.expectedQty)]}
                    style={{ flex: '1 1 8rem', marginBottom: 12 }}
                  >
                    <InputNumber
                      aria-label={`Expected quantity of line ${index + 1}`}
                      placeholder="Expected qty"
                      min={1}
                      max={MAX_LINE_QUANTITY}
                      precision={0}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                  <RemoveLine
                    index={index}
                    onlyOne={fields.length === 1}
                    onRemove={() => remove(field.name)}
                  />
                </Flex>
              ))}
              <LinesFooter
                errors={errors}
                onAdd={() => add(NEW_LINE)}
                full={fields.length >= MAX_RECEIVING_LINES}
              />
            </>
          )}
        </Form.List>
      </Panel>
      <RequestError error={error} fieldNames={RECEIVING_FIELD_PATTERNS} />
      {actions}
    </Form>
  );
}
