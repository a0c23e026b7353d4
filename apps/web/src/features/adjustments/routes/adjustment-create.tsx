import { adjustmentFieldLabels as labels } from '@depot/contracts/adjustment-fields';
import {
  adjustmentReasonDirection,
  adjustmentReasonLabels,
  adjustmentReasons,
  type CreateAdjustmentBody,
  createAdjustmentBodySchema,
  MAX_ADJUSTMENT_CHANGE,
  MAX_ADJUSTMENT_LINES,
} from '@depot/contracts/adjustments';
import { Flex, Form, Input, Select } from 'antd';
import { useNavigate } from 'react-router';
import { DateInput } from '@/components/date-input/date-input.tsx';
import { FormActions } from '@/components/form-actions.tsx';
import {
  LineLocationField,
  LineLotField,
  LineSkuField,
  LinesFooter,
  LineUnitsField,
  RemoveLine,
} from '@/components/line-fields.tsx';
import { Panel } from '@/components/panel.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { useNotice } from '@/components/use-notice.ts';
import { UserPicker } from '@/components/user-picker.tsx';
import { WarehousePicker } from '@/components/warehouse-picker.tsx';
import { paths } from '@/config/paths.ts';
import { nestedFieldErrors } from '@/lib/forms/nested-field-errors.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { useCreateAdjustment } from '../api/adjustments.ts';
import { adjustmentsHeadings } from '../screens.ts';

type Values = CreateAdjustmentBody;

const { shape } = createAdjustmentBodySchema;
const line = shape.lines.element.shape;

const FIELD_PATTERNS = [
  'userCode',
  'warehouseCode',
  'reason',
  'note',
  'lines',
  'lines.*.sku',
  'lines.*.location',
  'lines.*.lot',
  'lines.*.expiresOn',
  'lines.*.change',
];

// A bundle holds no stock: its components are corrected, each on its own line.
const REFUSED_KINDS = { bundle: 'a bundle: correct its component SKUs' };

const NEW_LINE = {
  sku: undefined,
  location: '',
  change: undefined,
} as unknown as Values['lines'][number];

/** A new lot's expiry, checked by the contract once one is entered; most lines have none. */
const expiryRule = {
  validator: async (_rule: unknown, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    const result = line.expiresOn.safeParse(value);
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
};

/** The lines as the contract takes them: an expiry left empty is none. */
function withoutEmptyExpiries(values: Values): Values {
  return {
    ...values,
    lines: values.lines.map((each) => ({ ...each, expiresOn: each.expiresOn || null })),
  };
}

const reasonOptions = adjustmentReasons.map((value) => ({
  value,
  label: adjustmentReasonLabels[value],
}));

const directionWords = {
  out: 'units only leave: enter each change below 0, like -3',
  in: 'units only arrive: enter each change above 0',
  either: 'a change above 0 adds units, below 0 takes them away',
} as const;

/** /stock/adjustments/new: units added to or taken from locations, with the reason. */
export function AdjustmentCreateRoute() {
  const [form] = Form.useForm<Values>();
  const create = useCreateAdjustment();
  const navigate = useNavigate();
  const notice = useNotice();
  const user: string | undefined = Form.useWatch('userCode', form);
  const reason: Values['reason'] | undefined = Form.useWatch('reason', form);

  // A client's SKUs only: another client's are not offered, nor kept.
  function onValuesChange(changed: Partial<Values>) {
    if (!('userCode' in changed)) return;
    const lines: Values['lines'] = form.getFieldValue('lines') ?? [];
    form.setFieldsValue({ lines: lines.map((each) => ({ ...each, sku: undefined })) } as never);
  }

  function onFinish(values: Values) {
    if (create.isPending) return;
    create.mutate(withoutEmptyExpiries(values), {
      onSuccess: (adjustment) => {
        notice.success(
          adjustment.status === 'posted'
            ? `Adjustment ${adjustment.code} is posted: the stock has changed.`
            : `Adjustment ${adjustment.code} awaits approval by someone else.`,
        );
        void navigate(paths.adjustments.view(adjustment.code));
      },
      onError: (error) => form.setFields(nestedFieldErrors(error, FIELD_PATTERNS).fields as never),
    });
  }

  return (
    <>
      <ScreenHeader {...adjustmentsHeadings.adjustmentCreate} />
      <div style={{ maxWidth: 1040 }}>
        <Form<Values>
          form={form}
          name="create-adjustment"
          layout="vertical"
          noValidate
          initialValues={{ lines: [NEW_LINE] }}
          onValuesChange={onValuesChange}
          onFinish={onFinish}
        >
          <Panel title="Adjustment" style={{ marginBottom: 16 }}>
            <Flex gap={16} wrap>
              <Form.Item
                label={labels.user}
                name="userCode"
                required
                rules={[zodRule(shape.userCode)]}
                extra="Whose stock is corrected."
                style={{ flex: '1 1 18rem' }}
              >
                <UserPicker placeholder="Type a name or code" />
              </Form.Item>
              <Form.Item
                label={labels.warehouse}
                name="warehouseCode"
                required
                rules={[zodRule(shape.warehouseCode)]}
                style={{ flex: '1 1 14rem' }}
              >
                <WarehousePicker placeholder="Choose a warehouse" />
              </Form.Item>
              <Form.Item
                label={labels.reason}
                name="reason"
                required
                rules={[zodRule(shape.reason)]}
                extra={reason ? directionWords[adjustmentReasonDirection[reason]] : undefined}
                style={{ flex: '1 1 14rem' }}
              >
                <Select options={reasonOptions} placeholder="Choose a reason" />
              </Form.Item>
            </Flex>
            <Form.Item label={labels.note} name="note" rules={[zodRule(shape.note)]}>
              <Input maxLength={500} placeholder="What happened, in a line" autoComplete="off" />
            </Form.Item>
          </Panel>
          <Panel title={labels.lines} style={{ marginBottom: 16 }}>
            <Form.List name="lines">
              {(fields, { add, remove }, { errors }) => (
                <>
                  {fields.map((field, index) => (
                    <Flex key={field.key} gap={8} wrap align="flex-start">
                      <LineSkuField
                        name={field.name}
                        index={index}
                        schema={line.sku}
                        user={user}
                        refusedKinds={REFUSED_KINDS}
                      />
                      <LineLocationField
                        name={field.name}
                        index={index}
                        schema={line.location}
                        field="location"
                        label="Location"
                        placeholder="Scan a location"
                      />
                      <LineLotField name={field.name} index={index} schema={line.lot} />
                      <Form.Item
                        name={[field.name, 'expiresOn']}
                        rules={[expiryRule]}
                        style={{ flex: '1 1 9rem', marginBottom: 12 }}
                      >
                        <DateInput aria-label={`Expiry of a new lot on line ${index + 1}`} block />
                      </Form.Item>
                      <LineUnitsField
                        name={field.name}
                        index={index}
                        schema={line.change}
                        field="change"
                        label="Change"
                        min={-MAX_ADJUSTMENT_CHANGE}
                        max={MAX_ADJUSTMENT_CHANGE}
                      />
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
                    full={fields.length >= MAX_ADJUSTMENT_LINES}
                  />
                </>
              )}
            </Form.List>
          </Panel>
          <RequestError error={create.error} fieldNames={FIELD_PATTERNS} />
          <FormActions
            saveLabel="Raise adjustment"
            saving={create.isPending}
            cancelTo={paths.adjustments.list}
          />
        </Form>
      </div>
    </>
  );
}
