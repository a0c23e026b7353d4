import { locationFieldLabels as labels } from '@depot/contracts/location-fields';
import { expandLocationPattern, MAX_PATTERN_LOCATIONS } from '@depot/contracts/location-pattern';
import {
  type AreaPurpose,
  type BulkLocationsBody,
  type BulkLocationsPreview,
  bulkLocationsBodySchema,
  locationCodeSchema,
  locationKindLabels,
  purposeDefaults,
} from '@depot/contracts/locations';
import { Alert, Button, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { FormActions } from '@/components/form-actions.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { useNotice } from '@/components/use-notice.ts';
import { useWarehouseOptions } from '@/lib/api/warehouse-options.ts';
import { formatCount } from '@/lib/format/format.ts';
import { fieldPatterns } from '@/lib/forms/field-patterns.ts';
import { nestedFieldErrors } from '@/lib/forms/nested-field-errors.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { useBulkCreateLocations, useBulkLocationsPreview } from '../api/locations.ts';
import {
  capacityBody,
  LocationSettingsFields,
  type LocationSettingsValues,
} from './location-settings.tsx';
import { type ParentChoice, ParentPicker } from './parent-picker.tsx';
import { PrintLabels } from './print-labels.tsx';

type BulkKind = 'rack' | 'shelf' | 'bin';
const bulkKinds: readonly BulkKind[] = ['rack', 'shelf', 'bin'];

type BulkValues = LocationSettingsValues & {
  warehouse?: string;
  parent?: string;
  kind?: BulkKind;
  from?: string;
  to?: string;
};

const PATTERNS = fieldPatterns(bulkLocationsBodySchema);

/** A code as the server will read it: trimmed, in capitals. */
const codeOf = (value: string | undefined) => (value ?? '').trim().toUpperCase();

/**
 * What the codes typed so far would make, worked out in the browser as the person types: how
 * many and the first and last, or where the pattern goes wrong (under that field).
 */
export function patternPreview(
  from: string | undefined,
  to: string | undefined,
):
  | { state: 'empty' }
  | { state: 'problem'; path: 'from' | 'to'; message: string }
  | { state: 'ready'; count: number; first: string; last: string } {
  const start = codeOf(from);
  const end = codeOf(to);
  if (!start || !end) return { state: 'empty' };
  for (const [path, code] of [
    ['from', start],
    ['to', end],
  ] as const) {
    const checked = locationCodeSchema.safeParse(code);
    if (!checked.success) {
      return { state: 'problem', path, message: checked.error.issues[0]?.message ?? '' };
    }
  }
  const expanded = expandLocationPattern(start, end);
  if ('problem' in expanded) return { state: 'problem', ...expanded.problem };
  const { count, first, last } = expanded.pattern;
  if (count > MAX_PATTERN_LOCATIONS) {
    return {
      state: 'problem',
      path: 'to',
      message: `That makes ${formatCount(count)} locations: at most ${formatCount(MAX_PATTERN_LOCATIONS)} at once`,
    };
  }
  return { state: 'ready', count, first, last };
}

type BulkLocationsDialogProps = {
  /** The warehouse and the location to fill, when chosen before (from the tree). */
  warehouse?: string;
  parent?: ParentChoice;
  onClose: () => void;
};

/**
 * Many racks, shelves or bins inside one location at once, by a pattern of codes ("A-01-01" to
 * "A-10-05"): the count shows as the codes are typed, Check asks the server which exist already,
 * and the create makes them all or none.
 */
export function BulkLocationsDialog({ warehouse, parent, onClose }: BulkLocationsDialogProps) {
  const [form] = Form.useForm<BulkValues>();
  const warehouses = useWarehouseOptions();
  const preview = useBulkLocationsPreview();
  const create = useBulkCreateLocations();
  const notice = useNotice();
  const [made, setMade] = useState<{
    count: number;
    first: string;
    last: string;
    ids: string[];
  } | null>(null);
  const chosenWarehouse = Form.useWatch('warehouse', form);
  const from = Form.useWatch('from', form);
  const to = Form.useWatch('to', form);
  const pattern = patternPreview(from, to);
  // What the server said of the codes it was asked about; typing other codes makes it stale.
  const [checked, setChecked] = useState<{ key: string; answer: BulkLocationsPreview } | null>(
    null,
  );
  const patternKey = `${chosenWarehouse}|${form.getFieldValue('parent')}|${codeOf(from)}|${codeOf(to)}`;
  const existing = checked?.key === patternKey ? checked.answer : null;
  const defaults =
    parent && parent.node.purpose in purposeDefaults
      ? purposeDefaults[parent.node.purpose as AreaPurpose]
      : purposeDefaults.storage;

  function bodyOf(values: BulkValues): BulkLocationsBody {
    return {
      warehouse: values.warehouse ?? '',
      parent: values.parent ?? '',
      kind: values.kind ?? 'bin',
      from: codeOf(values.from),
      to: codeOf(values.to),
      pickable: values.pickable,
      countsAsAvailable: values.countsAsAvailable,
      ...capacityBody(values, undefined),
    };
  }

  function showErrors(error: unknown) {
    form.setFields(nestedFieldErrors(error, PATTERNS).fields as never);
  }

  async function check() {
    let values: BulkValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const key = patternKey;
    preview.mutate(bodyOf(values), {
      onSuccess: (answer) => setChecked({ key, answer }),
      onError: showErrors,
    });
  }

  function onFinish(values: BulkValues) {
    // The pattern's problem already shows under its field.
    if (create.isPending || pattern.state !== 'ready') return;
    create.mutate(bodyOf(values), {
      onSuccess: (result) => {
        notice.success(
          `${formatCount(result.count)} ${result.count === 1 ? 'location is' : 'locations are'} created, ${result.first} to ${result.last}.`,
        );
        // Stays open on what was made, so that its labels can be printed at once.
        setMade(result);
      },
      onError: showErrors,
    });
  }

  const problemAt = (path: 'from' | 'to') =>
    pattern.state === 'problem' && pattern.path === path
      ? { validateStatus: 'error' as const, help: pattern.message }
      : {};
  const count = pattern.state === 'ready' ? pattern.count : 0;

  return (
    <Modal
      open
      title={parent ? `Bulk create inside ${parent.path}` : 'Bulk create locations'}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      {made && (
        <Flex vertical gap={16}>
          <Alert
            type="success"
            showIcon
            message={`${formatCount(made.count)} ${made.count === 1 ? 'location' : 'locations'} created, ${made.first} to ${made.last}.`}
            description="Print their labels now, or later from the Locations list."
          />
          <PrintLabels ids={made.ids} label={`Print ${formatCount(made.ids.length)} labels`} />
          <Flex justify="end">
            <Button type="primary" onClick={onClose}>
              Done
            </Button>
          </Flex>
        </Flex>
      )}
      <Form<BulkValues>
        hidden={made !== null}
        form={form}
        name="bulk-locations"
        layout="vertical"
        noValidate
        initialValues={{ warehouse, parent: parent?.id, kind: 'bin', ...defaults }}
        onFinish={onFinish}
        onValuesChange={(changed: BulkValues) => {
          if (changed.warehouse) form.setFieldValue('parent', undefined);
        }}
      >
        <Flex gap={16} wrap>
          <Form.Item
            label={labels.warehouse}
            name="warehouse"
            required
            rules={[{ required: true, message: 'Choose the warehouse' }]}
            style={{ flex: '1 1 14rem' }}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={warehouses.isPending}
              disabled={Boolean(warehouse)}
              options={warehouses.data?.map((option) => ({
                value: option.code,
                label: `${option.code} · ${option.name}${option.isActive ? '' : ' (inactive)'}`,
                disabled: !option.isActive,
              }))}
            />
          </Form.Item>
          <Form.Item label={labels.kind} name="kind" required style={{ flex: '1 1 8rem' }}>
            <Select
              options={bulkKinds.map((value) => ({ value, label: locationKindLabels[value] }))}
            />
          </Form.Item>
        </Flex>
        <Form.Item
          label={labels.parent}
          name="parent"
          required
          rules={[{ required: true, message: 'Choose the area, rack or shelf they go in' }]}
        >
          <ParentPicker
            warehouse={chosenWarehouse}
            initial={parent}
            onChange={(_id, choice) => {
              const purpose = choice?.node.purpose;
              if (purpose && purpose in purposeDefaults) {
                form.setFieldsValue({ ...purposeDefaults[purpose as AreaPurpose] });
              }
            }}
          />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item
            label="From code"
            name="from"
            required
            rules={[zodRule(locationCodeSchema)]}
            style={{ flex: '1 1 10rem' }}
            {...problemAt('from')}
          >
            <Input
              autoComplete="off"
              placeholder="A-01-01"
              style={{ textTransform: 'uppercase' }}
            />
          </Form.Item>
          <Form.Item
            label="To code"
            name="to"
            required
            rules={[zodRule(locationCodeSchema)]}
            style={{ flex: '1 1 10rem' }}
            {...problemAt('to')}
          >
            <Input
              autoComplete="off"
              placeholder="A-10-05"
              style={{ textTransform: 'uppercase' }}
            />
          </Form.Item>
        </Flex>
        <div aria-live="polite" style={{ marginBottom: 16 }}>
          {pattern.state === 'ready' ? (
            <Typography.Text>
              {formatCount(pattern.count)} {pattern.count === 1 ? 'location' : 'locations'}:{' '}
              {pattern.first} to {pattern.last}
            </Typography.Text>
          ) : pattern.state === 'empty' ? (
            <Typography.Text type="secondary">
              Each number counts on its own, the last fastest: A-01-01 to A-10-05 makes aisles 01 to
              10 with bins 01 to 05 in each, 50 in all.
            </Typography.Text>
          ) : null}
        </div>
        <LocationSettingsFields />
        {existing && (
          <Alert
            type={existing.existingCount > 0 ? 'warning' : 'success'}
            showIcon
            style={{ marginBottom: 16 }}
            title={
              existing.existingCount > 0
                ? `${formatCount(existing.existingCount)} of these codes ${existing.existingCount === 1 ? 'exists' : 'exist'} already: ${existing.existing.join(', ')}${existing.existingCount > existing.existing.length ? ', …' : ''}. Choose other codes.`
                : `None of the ${formatCount(existing.count)} codes exists yet.`
            }
          />
        )}
        <RequestError error={preview.error ?? create.error} fieldNames={PATTERNS} />
        <FormActions
          saveLabel={
            count > 0
              ? `Create ${formatCount(count)} ${count === 1 ? 'location' : 'locations'}`
              : 'Create locations'
          }
          saving={create.isPending}
          onCancel={onClose}
        >
          <Button
            onClick={() => void check()}
            loading={preview.isPending}
            disabled={pattern.state !== 'ready'}
          >
            Check
          </Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
