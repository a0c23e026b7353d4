import {
  type CreateCountBody,
  createCountBodySchema,
  countFieldLabels as labels,
  MAX_COUNT_PLACES,
} from '@depot/contracts/counts';
import { Flex, Form, Input, Select } from 'antd';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/form-actions.tsx';
import { Panel } from '@/components/panel.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { useNotice } from '@/components/use-notice.ts';
import { WarehousePicker } from '@/components/warehouse-picker.tsx';
import { paths } from '@/config/paths.ts';
import { nestedFieldErrors } from '@/lib/forms/nested-field-errors.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { useCreateCount } from '../api/counts.ts';
import { countsHeadings } from '../screens.ts';

type Values = CreateCountBody;

const { shape } = createCountBodySchema;
// A problem with one code of the list shows on the list's field.
const FIELD_PATTERNS = ['warehouseCode', 'locations', 'note'];

/**
 * /stock/counts/new: the bins to count, typed or scanned one after another (a scanner's Enter
 * adds each), or a rack, shelf or area whose every location is counted.
 */
export function CountCreateRoute() {
  const [form] = Form.useForm<Values>();
  const create = useCreateCount();
  const navigate = useNavigate();
  const notice = useNotice();

  function onFinish(values: Values) {
    if (create.isPending) return;
    create.mutate(values, {
      onSuccess: (count) => {
        notice.success(
          `Count ${count.code} has begun: ${count.bins} ${count.bins === 1 ? 'bin' : 'bins'} to count.`,
        );
        void navigate(paths.counts.view(count.code));
      },
      onError: (error) => form.setFields(nestedFieldErrors(error, FIELD_PATTERNS).fields as never),
    });
  }

  return (
    <>
      <ScreenHeader {...countsHeadings.countCreate} />
      <div style={{ maxWidth: 720 }}>
        <Form<Values>
          form={form}
          name="create-count"
          layout="vertical"
          noValidate
          initialValues={{ locations: [] }}
          onFinish={onFinish}
        >
          <Panel title="Count" style={{ marginBottom: 16 }}>
            <Flex gap={16} wrap>
              <Form.Item
                label={labels.warehouse}
                name="warehouseCode"
                required
                rules={[zodRule(shape.warehouseCode)]}
                style={{ flex: '1 1 16rem' }}
              >
                <WarehousePicker placeholder="Choose a warehouse" />
              </Form.Item>
            </Flex>
            <Form.Item
              label="Bins to count"
              name="locations"
              required
              rules={[zodRule(shape.locations)]}
              extra={`Scan or type each bin's code and press Enter, up to ${MAX_COUNT_PLACES}. A rack, shelf or area counts every location in it.`}
            >
              <Select
                mode="tags"
                open={false}
                tokenSeparators={[',', ' ']}
                placeholder="A-01-03, A-01-04 … or A-01"
                aria-label="Bins to count"
                // Codes are what the labels read: upper case.
                onChange={(codes: string[]) =>
                  form.setFieldValue(
                    'locations',
                    [...new Set(codes.map((code) => code.trim().toUpperCase()))].filter(Boolean),
                  )
                }
              />
            </Form.Item>
            <Form.Item label={labels.note} name="note" rules={[zodRule(shape.note)]}>
              <Input maxLength={500} placeholder="Why these bins, now" autoComplete="off" />
            </Form.Item>
          </Panel>
          <RequestError error={create.error} fieldNames={FIELD_PATTERNS} />
          <FormActions
            saveLabel="Begin count"
            saving={create.isPending}
            cancelTo={paths.counts.list}
          />
        </Form>
      </div>
    </>
  );
}
