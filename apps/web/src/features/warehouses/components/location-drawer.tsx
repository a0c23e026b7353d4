import { locationFieldLabels as labels } from '@depot/contracts/location-fields';
import {
  type AreaPurpose,
  areaPurposeLabels,
  areaPurposes,
  createLocationBodySchema,
  type Location,
  locationKindLabels,
  locationPurposeLabels,
  purposeDefaults,
  type RealLocationKind,
  realLocationKinds,
  updateLocationBodySchema,
} from '@depot/contracts/locations';
import { Descriptions, Drawer, Flex, Form, Input, Select, Skeleton } from 'antd';
import { useEffect } from 'react';
import { FormActions } from '@/components/form-actions.tsx';
import { HistoryAction } from '@/components/history-action.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { useNotice } from '@/components/use-notice.ts';
import { useWarehouseOptions } from '@/lib/api/warehouse-options.ts';
import { fieldPatterns } from '@/lib/forms/field-patterns.ts';
import { nestedFieldErrors } from '@/lib/forms/nested-field-errors.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { useCan } from '@/lib/session/use-can.ts';
import {
  locationHistoryQueryOptions,
  useCreateLocation,
  useLocation,
  useUpdateLocation,
} from '../api/locations.ts';
import { pathOf } from './location-columns.tsx';
import {
  capacityBody,
  capacityValues,
  LocationSettingsFields,
  type LocationSettingsValues,
} from './location-settings.tsx';
import { type ParentChoice, ParentPicker } from './parent-picker.tsx';
import { StatusTag } from './status-tag.tsx';

/** Which location the drawer shows: a new one (perhaps inside a chosen one), or one by its id. */
export type LocationDrawerTarget =
  | { mode: 'create'; warehouse?: string; parent?: ParentChoice }
  | { mode: 'edit'; id: string };

type CreateValues = LocationSettingsValues & {
  warehouse?: string;
  kind?: RealLocationKind;
  parent?: string;
  code?: string;
  name?: string;
  purpose?: AreaPurpose;
};

const CREATE_PATTERNS = fieldPatterns(createLocationBodySchema);
const UPDATE_PATTERNS = fieldPatterns(updateLocationBodySchema);
const { shape } = createLocationBodySchema;

/** The kind a new location inside `parent` most likely is: the next level down. */
function kindInside(parent: ParentChoice | undefined): RealLocationKind {
  if (!parent) return 'area';
  if (parent.node.kind === 'area') return 'rack';
  if (parent.node.kind === 'rack') return 'shelf';
  return 'bin';
}

type LocationDrawerProps = {
  target: LocationDrawerTarget;
  /** A new location was saved: the drawer goes on showing it. */
  onCreated: (location: Location) => void;
  onClose: () => void;
};

function CreateLocation({
  target,
  onCreated,
  onClose,
}: LocationDrawerProps & { target: { mode: 'create' } }) {
  const [form] = Form.useForm<CreateValues>();
  const create = useCreateLocation();
  const notice = useNotice();
  const warehouses = useWarehouseOptions();
  const warehouse = Form.useWatch('warehouse', form);
  const kind = Form.useWatch('kind', form);
  const initialKind = kindInside(target.parent);
  const initialPurpose: AreaPurpose =
    target.parent && target.parent.node.purpose in purposeDefaults
      ? (target.parent.node.purpose as AreaPurpose)
      : 'storage';

  function onFinish(values: CreateValues) {
    if (create.isPending) return;
    const isArea = values.kind === 'area';
    create.mutate(
      {
        warehouse: values.warehouse ?? '',
        kind: values.kind ?? 'bin',
        parent: isArea ? null : (values.parent ?? null),
        code: values.code ?? '',
        name: values.name ?? '',
        ...(isArea && { purpose: values.purpose }),
        pickable: values.pickable,
        countsAsAvailable: values.countsAsAvailable,
        ...capacityBody(values, undefined),
      },
      {
        onSuccess: (location) => {
          notice.success(`${location.code} is added to ${location.warehouse.code}.`);
          onCreated(location);
        },
        onError: (error) =>
          form.setFields(nestedFieldErrors(error, CREATE_PATTERNS).fields as never),
      },
    );
  }

  function applyDefaults(purpose: string | undefined) {
    const defaults =
      purpose && purpose in purposeDefaults ? purposeDefaults[purpose as AreaPurpose] : undefined;
    if (defaults) form.setFieldsValue({ ...defaults });
  }

  return (
    <Form<CreateValues>
      form={form}
      name="location"
      layout="vertical"
      noValidate
      initialValues={{
        warehouse: target.warehouse,
        kind: initialKind,
        parent: target.parent?.id,
        purpose: initialPurpose,
        name: '',
        ...purposeDefaults[initialPurpose],
      }}
      onFinish={onFinish}
      onValuesChange={(changed: CreateValues) => {
        if (changed.warehouse) form.setFieldValue('parent', undefined);
        if (changed.purpose) applyDefaults(changed.purpose);
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
            disabled={Boolean(target.warehouse)}
            options={warehouses.data?.map((option) => ({
              value: option.code,
              label: `${option.code} · ${option.name}${option.isActive ? '' : ' (inactive)'}`,
              // A deactivated warehouse keeps its locations; no new one is made in it.
              disabled: !option.isActive,
            }))}
          />
        </Form.Item>
        <Form.Item
          label={labels.kind}
          name="kind"
          required
          rules={[zodRule(shape.kind)]}
          style={{ flex: '1 1 10rem' }}
        >
          <Select
            options={realLocationKinds.map((value) => ({
              value,
              label: locationKindLabels[value],
            }))}
          />
        </Form.Item>
      </Flex>
      {kind === 'area' ? (
        <Form.Item
          label={labels.purpose}
          name="purpose"
          required
          rules={[{ required: true, message: 'Choose what the area is for' }]}
          extra="The racks, shelves and bins inside it share it."
        >
          <Select
            options={areaPurposes.map((value) => ({ value, label: areaPurposeLabels[value] }))}
          />
        </Form.Item>
      ) : (
        <Form.Item
          label={labels.parent}
          name="parent"
          required
          rules={[{ required: true, message: `Choose the area, rack or shelf it is in` }]}
        >
          <ParentPicker
            warehouse={warehouse}
            initial={target.parent}
            onChange={(_id, choice) => applyDefaults(choice?.node.purpose)}
          />
        </Form.Item>
      )}
      <Flex gap={16} wrap>
        <Form.Item
          label={labels.code}
          name="code"
          required
          rules={[zodRule(shape.code)]}
          extra="Unique in the warehouse; what its label shows, like A-01-03."
          style={{ flex: '1 1 12rem' }}
        >
          <Input autoComplete="off" style={{ textTransform: 'uppercase' }} />
        </Form.Item>
        <Form.Item
          label={labels.name}
          name="name"
          rules={[zodRule(shape.name)]}
          style={{ flex: '2 1 14rem' }}
        >
          <Input autoComplete="off" placeholder="Optional" />
        </Form.Item>
      </Flex>
      <LocationSettingsFields />
      <RequestError error={create.error} fieldNames={CREATE_PATTERNS} />
      <FormActions saveLabel="Add location" saving={create.isPending} onCancel={onClose} />
    </Form>
  );
}

function EditLocation({ id, onClose }: { id: string; onClose: () => void }) {
  const [form] = Form.useForm<LocationSettingsValues & { name?: string }>();
  const location = useLocation(id);
  const update = useUpdateLocation();
  const notice = useNotice();
  const can = useCan();
  const current = location.data;
  // The virtual places are fixed: nobody changes them.
  const readOnly = !can('locations', 'edit') || current?.kind === 'virtual';

  useEffect(() => {
    if (!current) return;
    form.setFieldsValue({
      name: current.name,
      pickable: current.pickable,
      countsAsAvailable: current.countsAsAvailable,
      ...capacityValues(current),
    });
  }, [current, form]);

  if (location.isPending) return <Skeleton active />;
  if (location.isError || !current) return <RequestError error={location.error} />;

  function onFinish(values: LocationSettingsValues & { name?: string }) {
    if (update.isPending) return;
    update.mutate(
      {
        id,
        body: {
          name: values.name ?? '',
          pickable: values.pickable,
          countsAsAvailable: values.countsAsAvailable,
          ...capacityBody(values, null),
        },
      },
      {
        onSuccess: (saved) => notice.success(`${saved.code} is saved.`),
        onError: (error) =>
          form.setFields(nestedFieldErrors(error, UPDATE_PATTERNS).fields as never),
      },
    );
  }

  return (
    <>
      <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
        <StatusTag status={current.status} />
        <HistoryAction
          title={`History of ${current.code}`}
          query={locationHistoryQueryOptions(current.id)}
        />
      </Flex>
      <Descriptions
        bordered
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'code', label: labels.code, children: current.code },
          {
            key: 'warehouse',
            label: labels.warehouse,
            children: `${current.warehouse.code} · ${current.warehouse.name}`,
          },
          { key: 'path', label: labels.path, children: pathOf(current) },
          { key: 'kind', label: labels.kind, children: locationKindLabels[current.kind] },
          {
            key: 'purpose',
            label: labels.purpose,
            children: locationPurposeLabels[current.purpose],
          },
          { key: 'inside', label: labels.childCount, children: current.childCount },
        ]}
      />
      <Form
        form={form}
        name="location"
        layout="vertical"
        noValidate
        disabled={readOnly}
        onFinish={onFinish}
      >
        <Form.Item label={labels.name} name="name" rules={[zodRule(shape.name)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <LocationSettingsFields />
        <RequestError error={update.error} fieldNames={UPDATE_PATTERNS} />
        {!readOnly && <FormActions saving={update.isPending} onCancel={onClose} />}
      </Form>
    </>
  );
}

/** A location in a drawer: a new one, or an existing one to change (or read, without edit). */
export function LocationDrawer({ target, onCreated, onClose }: LocationDrawerProps) {
  const title =
    target.mode === 'create'
      ? target.parent
        ? `New location in ${target.parent.path}`
        : 'New location'
      : 'Location';
  return (
    <Drawer open onClose={onClose} title={title} size="large" destroyOnHidden>
      {target.mode === 'create' ? (
        <CreateLocation target={target} onCreated={onCreated} onClose={onClose} />
      ) : (
        <EditLocation id={target.id} onClose={onClose} />
      )}
    </Drawer>
  );
}
