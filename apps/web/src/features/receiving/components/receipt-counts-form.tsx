import {
  checkLineCounts,
  createReceivingBodySchema,
  MAX_LINE_QUANTITY,
  type Receiving,
  type RejectReason,
  rejectReasonLabels,
  rejectReasons,
} from '@depot/contracts/receiving';
import { receivingFieldLabels as labels } from '@depot/contracts/receiving-fields';
import { Flex, Form, type FormInstance, Input, InputNumber, Select, Typography } from 'antd';
import { DateInput } from '@/components/date-input/date-input.tsx';
import { FormActions } from '@/components/form-actions.tsx';
import { type DataColumn, DataTable } from '@/components/list/data-table.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { useNotice } from '@/components/use-notice.ts';
import { nestedFieldErrors } from '@/lib/forms/nested-field-errors.ts';
import { useUpdateReceipt } from '../api/receiving.ts';
import { countGap, type LineRow, lineColumns, lineRowsOf } from './receipt-lines.tsx';

type Counts = {
  receivedQty: number | null;
  rejectedQty: number | null;
  rejectReason: RejectReason | null;
  lot: string | null;
  expiresOn: string | null;
};
type CountsValues = { lines: Counts[] };

const line = createReceivingBodySchema.shape.lines.element.shape;
const COUNT_FIELDS = [
  'lines.*.receivedQty',
  'lines.*.rejectedQty',
  'lines.*.rejectReason',
  'lines.*.lot',
  'lines.*.expiresOn',
];
const reasonOptions = rejectReasons.map((value) => ({ value, label: rejectReasonLabels[value] }));

const NONE = '—';

/** A cell's check with the contract's schema for it; an empty cell is allowed. */
function schemaRule(schema: typeof line.rejectedQty | typeof line.receivedQty | typeof line.lot) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (value === null || value === undefined) return;
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}

/** "Short 4" or "Over 3" under a line's received count as it is entered; nothing when equal. */
function CountGapNote({
  form,
  index,
  expected,
}: {
  form: FormInstance<CountsValues>;
  index: number;
  expected: number;
}) {
  const received: unknown = Form.useWatch(['lines', index, 'receivedQty'], form);
  const gap = countGap(expected, typeof received === 'number' ? received : null);
  return gap ? <Typography.Text type="warning">{gap}</Typography.Text> : null;
}

/** The cross-check of a line's counts (rejected among received, with a reason), for one field. */
function lineCountsRule(
  form: FormInstance<CountsValues>,
  index: number,
  field: 'rejectedQty' | 'rejectReason',
) {
  return {
    validator: async () => {
      const counts: Counts = form.getFieldValue(['lines', index]);
      let problem: string | undefined;
      checkLineCounts(
        {
          receivedQty: counts.receivedQty,
          rejectedQty: counts.rejectedQty ?? 0,
          rejectReason: counts.rejectReason,
        },
        (issueField, message) => {
          if (issueField === field) problem ??= message;
        },
      );
      if (problem) throw new Error(problem);
    },
  };
}

/**
 * The lines of a pending receipt with their counts to enter: received, rejected and why, each
 * cell checked with the contract's words. Saved whole, as the server takes the lines.
 */
export function ReceiptCountsForm({ receipt }: { receipt: Receiving }) {
  const [form] = Form.useForm<CountsValues>();
  const update = useUpdateReceipt();
  const notice = useNotice();

  function onFinish(values: CountsValues) {
    if (update.isPending) return;
    const lines = receipt.lines.map((item, index) => {
      const counts = values.lines[index];
      const rejectedQty = counts?.rejectedQty ?? 0;
      return {
        sku: item.sku,
        description: item.description,
        expectedQty: item.expectedQty,
        receivedQty: counts?.receivedQty ?? null,
        rejectedQty,
        // A reason only stands with rejected units.
        rejectReason: rejectedQty > 0 ? (counts?.rejectReason ?? null) : null,
        lot: counts?.lot?.trim() || null,
        expiresOn: counts?.lot?.trim() ? (counts.expiresOn ?? null) : null,
      };
    });
    update.mutate(
      { id: receipt.id, body: { lines } },
      {
        onSuccess: () => notice.success(`The counts of ${receipt.id} are saved.`),
        onError: (error) => form.setFields(nestedFieldErrors(error, COUNT_FIELDS).fields as never),
      },
    );
  }

  const columns: DataColumn<LineRow>[] = [
    ...lineColumns,
    {
      key: 'received',
      title: labels['lines.receivedQty'],
      render: ({ line: item, index }) => (
        <Form.Item
          name={['lines', index, 'receivedQty']}
          rules={[schemaRule(line.receivedQty)]}
          style={{ marginBottom: 0 }}
          // As it is typed: 76 against 80 expected is said to be short, not left to arithmetic.
          extra={<CountGapNote form={form} index={index} expected={item.expectedQty} />}
        >
          <InputNumber
            aria-label={`Received quantity of ${item.sku}`}
            min={0}
            max={MAX_LINE_QUANTITY}
            precision={0}
            style={{ width: '8rem' }}
          />
        </Form.Item>
      ),
    },
    {
      key: 'rejected',
      title: labels['lines.rejectedQty'],
      render: ({ line: item, index }) => (
        <Form.Item
          name={['lines', index, 'rejectedQty']}
          dependencies={[['lines', index, 'receivedQty']]}
          rules={[schemaRule(line.rejectedQty), lineCountsRule(form, index, 'rejectedQty')]}
          style={{ marginBottom: 0 }}
        >
          <InputNumber
            aria-label={`Rejected quantity of ${item.sku}`}
            min={0}
            max={MAX_LINE_QUANTITY}
            precision={0}
            style={{ width: '8rem' }}
          />
        </Form.Item>
      ),
    },
    {
      key: 'reason',
      title: labels['lines.rejectReason'],
      render: ({ line: item, index }) => (
        <Form.Item
          name={['lines', index, 'rejectReason']}
          dependencies={[['lines', index, 'rejectedQty']]}
          rules={[lineCountsRule(form, index, 'rejectReason')]}
          style={{ marginBottom: 0 }}
        >
          <Select
            aria-label={`Reject reason of ${item.sku}`}
            allowClear
            placeholder="None"
            options={reasonOptions}
            style={{ width: '10rem' }}
          />
        </Form.Item>
      ),
    },
    {
      key: 'lot',
      title: labels['lines.lot'],
      render: ({ line: item, index }) =>
        item.tracking === 'none' ? (
          NONE
        ) : (
          <Form.Item
            name={['lines', index, 'lot']}
            rules={[schemaRule(line.lot)]}
            style={{ marginBottom: 0 }}
          >
            <Input
              aria-label={`Lot of ${item.sku}`}
              maxLength={40}
              autoComplete="off"
              style={{ width: '9rem', textTransform: 'uppercase' }}
            />
          </Form.Item>
        ),
    },
    {
      key: 'expiresOn',
      title: labels['lines.expiresOn'],
      render: ({ line: item, index }) =>
        item.tracking === 'lot-expiry' ? (
          <Form.Item name={['lines', index, 'expiresOn']} style={{ marginBottom: 0 }}>
            <DateInput aria-label={`Expiry of ${item.sku}’s lot`} />
          </Form.Item>
        ) : (
          NONE
        ),
    },
  ];

  return (
    <Form<CountsValues>
      form={form}
      name="receiving-counts"
      noValidate
      initialValues={{
        lines: receipt.lines.map((item) => ({
          receivedQty: item.receivedQty,
          rejectedQty: item.rejectedQty,
          rejectReason: item.rejectReason,
          lot: item.lot,
          expiresOn: item.expiresOn,
        })),
      }}
      onFinish={onFinish}
    >
      <DataTable<LineRow>
        label="Lines"
        rowKey={(row) => String(row.index)}
        columns={columns}
        rows={lineRowsOf(receipt)}
        loading={false}
      />
      <Flex vertical gap={8} style={{ marginTop: 12 }}>
        <RequestError error={update.error} fieldNames={COUNT_FIELDS} />
        <FormActions saveLabel="Save counts" saving={update.isPending} />
      </Flex>
    </Form>
  );
}
