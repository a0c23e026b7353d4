import {
  type CreateReceivingBody,
  createReceivingBodySchema,
  MAX_LINE_QUANTITY,
  MAX_RECEIVING_LINES,
} from '@depot/contracts/receiving';
import { receivingFieldLabels as labels } from '@depot/contracts/receiving-fields';
import { Button, Flex, Form, type FormInstance, Input, InputNumber } from 'antd';
import type { ReactNode } from 'react';
import { DateInput } from '@/components/date-input/date-input.tsx';
import { Panel } from '@/components/panel.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { UserPicker } from '@/components/user-picker.tsx';
import { nestedFieldErrors } from '@/lib/forms/nested-field-errors.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';

export type ReceivingFormValues = CreateReceivingBody;

const { shape } = createReceivingBodySchema;
const supplier = shape.supplier.shape;
const line = shape.lines.element.shape;

export const RECEIVING_FIELD_PATTERNS = [
  'userCode',
  'reference',
  'supplier.name',
  'supplier.taxId',
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

/** An empty line to fill in. */
export const NEW_LINE = {
  sku: '',
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
 * A goods receipt as it is announced: whose goods, from which supplier, when, and the lines
 * expected. Every field is checked with the contract the server applies, in its words.
 */
export function ReceivingForm({ form, onFinish, error, actions }: ReceivingFormProps) {
  return (
    <Form<ReceivingFormValues>
      form={form}
      name="create-receiving"
      layout="vertical"
      noValidate
      initialValues={{ lines: [NEW_LINE] }}
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
            style={{ flex: '2 1 18rem' }}
          >
            <UserPicker placeholder="Type a name or code" />
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
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item
            label={labels['supplier.name']}
            name={['supplier', 'name']}
            required
            rules={[zodRule(supplier.name)]}
            style={{ flex: '2 1 18rem' }}
          >
            <Input autoComplete="organization" maxLength={160} />
          </Form.Item>
          <Form.Item
            label={labels['supplier.taxId']}
            name={['supplier', 'taxId']}
            rules={[zodRule(supplier.taxId)]}
            style={{ flex: '1 1 12rem' }}
          >
            <Input autoComplete="off" maxLength={20} style={{ textTransform: 'uppercase' }} />
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
                    style={{ flex: '1 1 9rem', marginBottom: 12 }}
                  >
                    <Input
                      aria-label={`SKU of line ${index + 1}`}
                      placeholder="SKU"
                      maxLength={40}
                      style={{ textTransform: 'uppercase' }}
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
                  <StandardAction
                    action="delete"
                    label="Remove"
                    subject={`line ${index + 1}`}
                    disabled={fields.length === 1}
                    onClick={() => remove(field.name)}
                  />
                </Flex>
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                onClick={() => add(NEW_LINE)}
                disabled={fields.length >= MAX_RECEIVING_LINES}
                style={{ marginTop: 4 }}
              >
                Add line
              </Button>
            </>
          )}
        </Form.List>
      </Panel>
      <RequestError error={error} fieldNames={RECEIVING_FIELD_PATTERNS} />
      {actions}
    </Form>
  );
}
