import {
  type CreateTransferBody,
  createTransferBodySchema,
  transferFieldLabels as labels,
  MAX_TRANSFER_LINES,
  MAX_TRANSFER_QUANTITY,
  transferKindLabels,
  transferKinds,
} from '@depot/contracts/transfers';
import { Flex, Form, Input, Radio } from 'antd';
import { useNavigate } from 'react-router';
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
import { useCreateTransfer } from '../api/transfers.ts';
import { transfersHeadings } from '../screens.ts';

type Values = CreateTransferBody;

const line = createTransferBodySchema.shape.lines.element.shape;
const { shape } = createTransferBodySchema;

const FIELD_PATTERNS = [
  'userCode',
  'kind',
  'fromWarehouseCode',
  'toWarehouseCode',
  'note',
  'lines',
  'lines.*.sku',
  'lines.*.lot',
  'lines.*.from',
  'lines.*.to',
  'lines.*.quantity',
];

// A bundle holds no stock: its components move, each on its own line.
const REFUSED_KINDS = { bundle: 'a bundle: move its component SKUs' };

const NEW_LINE = {
  sku: undefined,
  from: '',
  to: '',
  quantity: undefined,
} as unknown as Values['lines'][number];

const kindOptions = transferKinds.map((value) => ({ value, label: transferKindLabels[value] }));

/** /stock/transfers/new: units moved bin to bin at once, or sent to another warehouse. */
export function TransferCreateRoute() {
  const [form] = Form.useForm<Values>();
  const create = useCreateTransfer();
  const navigate = useNavigate();
  const notice = useNotice();
  const user: string | undefined = Form.useWatch('userCode', form);
  const kind: Values['kind'] | undefined = Form.useWatch('kind', form);

  // A client's SKUs only: another client's are not offered, nor kept.
  function onValuesChange(changed: Partial<Values>) {
    if (!('userCode' in changed)) return;
    const lines: Values['lines'] = form.getFieldValue('lines') ?? [];
    form.setFieldsValue({ lines: lines.map((each) => ({ ...each, sku: undefined })) } as never);
  }

  function onFinish(values: Values) {
    if (create.isPending) return;
    const body: Values = {
      ...values,
      ...(values.kind === 'bin' ? { toWarehouseCode: undefined } : {}),
      lines: values.lines.map((each) => ({
        ...each,
        lot: each.lot || null,
        to: values.kind === 'bin' ? each.to : undefined,
      })),
    };
    create.mutate(body, {
      onSuccess: (transfer) => {
        notice.success(
          transfer.status === 'done'
            ? `Transfer ${transfer.code} is done: the units are in their new bins.`
            : `Transfer ${transfer.code} is in transit to ${transfer.to.name}.`,
        );
        void navigate(paths.transfers.view(transfer.code));
      },
      onError: (error) => form.setFields(nestedFieldErrors(error, FIELD_PATTERNS).fields as never),
    });
  }

  return (
    <>
      <ScreenHeader {...transfersHeadings.transferCreate} />
      <div style={{ maxWidth: 1040 }}>
        <Form<Values>
          form={form}
          name="create-transfer"
          layout="vertical"
          noValidate
          initialValues={{ kind: 'bin', lines: [NEW_LINE] }}
          onValuesChange={onValuesChange}
          onFinish={onFinish}
        >
          <Panel title="Transfer" style={{ marginBottom: 16 }}>
            <Form.Item label={labels.kind} name="kind" required rules={[zodRule(shape.kind)]}>
              <Radio.Group options={kindOptions} optionType="button" />
            </Form.Item>
            <Flex gap={16} wrap>
              <Form.Item
                label={labels.user}
                name="userCode"
                required
                rules={[zodRule(shape.userCode)]}
                extra="Whose goods move."
                style={{ flex: '1 1 18rem' }}
              >
                <UserPicker placeholder="Type a name or code" />
              </Form.Item>
              <Form.Item
                label={kind === 'warehouse' ? labels.from : 'Warehouse'}
                name="fromWarehouseCode"
                required
                rules={[zodRule(shape.fromWarehouseCode)]}
                style={{ flex: '1 1 14rem' }}
              >
                <WarehousePicker placeholder="Choose a warehouse" />
              </Form.Item>
              {kind === 'warehouse' && (
                <Form.Item
                  label={labels.to}
                  name="toWarehouseCode"
                  required
                  extra="The goods are in transit until it receives them."
                  style={{ flex: '1 1 14rem' }}
                >
                  <WarehousePicker placeholder="Choose a warehouse" />
                </Form.Item>
              )}
            </Flex>
            <Form.Item label={labels.note} name="note" rules={[zodRule(shape.note)]}>
              <Input
                maxLength={500}
                placeholder="Why, or the vehicle’s LR number"
                autoComplete="off"
              />
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
                      <LineLotField name={field.name} index={index} schema={line.lot} />
                      <LineLocationField
                        name={field.name}
                        index={index}
                        schema={line.from}
                        field="from"
                        label="From location"
                        placeholder="Scan where they are"
                      />
                      {kind !== 'warehouse' && (
                        <LineLocationField
                          name={field.name}
                          index={index}
                          field="to"
                          label="To location"
                          placeholder="Scan where they go"
                        />
                      )}
                      <LineUnitsField
                        name={field.name}
                        index={index}
                        schema={line.quantity}
                        field="quantity"
                        label="Units"
                        min={1}
                        max={MAX_TRANSFER_QUANTITY}
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
                    full={fields.length >= MAX_TRANSFER_LINES}
                  />
                </>
              )}
            </Form.List>
          </Panel>
          <RequestError error={create.error} fieldNames={FIELD_PATTERNS} />
          <FormActions
            saveLabel={kind === 'warehouse' ? 'Send' : 'Move'}
            saving={create.isPending}
            cancelTo={paths.transfers.list}
          />
        </Form>
      </div>
    </>
  );
}
