import { warehouseFieldLabels as labels } from '@depot/contracts/warehouse-fields';
import { type CreateWarehouseBody, createWarehouseBodySchema } from '@depot/contracts/warehouses';
import { Checkbox, Flex, Form, type FormInstance, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { AddressFields } from '@/components/address-fields.tsx';
import { GstinField } from '@/components/gstin-field.tsx';
import { Panel } from '@/components/panel.tsx';
import { PhoneInput } from '@/components/phone-input.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { splitPhone } from '@/lib/format/phone.ts';
import { fieldPatterns } from '@/lib/forms/field-patterns.ts';
import { nestedFieldErrors } from '@/lib/forms/nested-field-errors.ts';
import { phoneRule } from '@/lib/forms/phone-rule.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { useCountries, useCountryCodes } from '@/lib/reference/reference-data.tsx';
import { timeZoneOptions } from '@/lib/reference/reference-options.ts';

/** The form's values: the phone as one string with its calling code, split on submit. */
export type WarehouseFormValues = Omit<CreateWarehouseBody, 'phoneCountry'>;

const { shape } = createWarehouseBodySchema;

/** The form's fields as the server names them in its problems; "phoneCountry" is the phone's. */
export const WAREHOUSE_FIELD_PATTERNS = fieldPatterns(createWarehouseBodySchema);

/** The server's field problems, each under its field ("phoneCountry" is the phone's). */
export function showWarehouseErrors(form: FormInstance<WarehouseFormValues>, error: unknown) {
  const { fields } = nestedFieldErrors(error, WAREHOUSE_FIELD_PATTERNS);
  form.setFields(
    fields.map((field) =>
      field.name[0] === 'phoneCountry' ? { ...field, name: ['phone'] } : field,
    ) as never,
  );
}

/** The body to send: the phone split into its country and number, an empty email as none. */
export function warehouseBody(
  values: WarehouseFormValues,
  countryCodes: Parameters<typeof splitPhone>[1],
): CreateWarehouseBody {
  const { countryCode } = splitPhone(values.phone, countryCodes, values.address.country);
  return {
    ...values,
    gstin: values.gstin?.trim() ? values.gstin.trim().toUpperCase() : null,
    email: values.email?.trim() ? values.email.trim() : null,
    phoneCountry: countryCode ?? values.address.country,
  };
}

type WarehouseFormProps = {
  form: FormInstance<WarehouseFormValues>;
  mode: 'create' | 'edit';
  initialValues: Partial<WarehouseFormValues>;
  onFinish: (values: WarehouseFormValues) => void;
  error: Error | null;
  /** FormActions: Save, then Cancel. */
  actions: ReactNode;
  /** A person changed a value (a leave guard asks before such changes are lost). */
  onChanged?: () => void;
};

/**
 * A warehouse in one form: its code (fixed once made), name, address, GSTIN (checked against the
 * address's state, as the server does), time zone, and whom to call there; a new one may start
 * with an area for each purpose.
 */
export function WarehouseForm(props: WarehouseFormProps) {
  const { form, mode, initialValues, onFinish, error, actions, onChanged } = props;
  const countryCodes = useCountryCodes();
  const { countryOf } = useCountries();
  const country: string | undefined = Form.useWatch(['address', 'country'], form);

  return (
    <Form<WarehouseFormValues>
      form={form}
      name={`${mode}-warehouse`}
      layout="vertical"
      noValidate
      initialValues={initialValues}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<WarehouseFormValues>) => {
        onChanged?.();
        const picked = changed.address?.country;
        if (picked) {
          // A new country: its states differ, and its first time zone becomes the default.
          form.setFieldValue(['address', 'state'], undefined);
          const zone = countryOf(picked)?.timezones[0]?.zoneName;
          if (zone) form.setFieldValue('timezone', zone);
        }
      }}
    >
      <Panel title="Warehouse" style={{ marginBottom: 16 }}>
        <Flex gap={16} wrap>
          <Form.Item
            label={labels.code}
            name="code"
            required={mode === 'create'}
            rules={mode === 'create' ? [zodRule(shape.code)] : []}
            extra={
              mode === 'create' ? 'Fixed once the warehouse is saved, like BOM-BHW1.' : undefined
            }
            style={{ flex: '1 1 12rem' }}
          >
            <Input
              autoComplete="off"
              disabled={mode === 'edit'}
              style={{ textTransform: 'uppercase' }}
            />
          </Form.Item>
          <Form.Item
            label={labels.name}
            name="name"
            required
            rules={[zodRule(shape.name)]}
            style={{ flex: '2 1 18rem' }}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <GstinField
            name="gstin"
            label={labels.gstin}
            country={country}
            style={{ flex: '1 1 14rem' }}
          />
          <Form.Item label={labels.timezone} name="timezone" style={{ flex: '1 1 14rem' }}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={timeZoneOptions(countryOf(country), form.getFieldValue('timezone'))}
            />
          </Form.Item>
        </Flex>
        {mode === 'create' && (
          <Form.Item
            name="standardAreas"
            valuePropName="checked"
            extra="Receiving, storage, pick face, packing, dispatch, returns, QC hold and damaged: racks and bins are added inside them."
          >
            <Checkbox>Start with an area for each purpose</Checkbox>
          </Form.Item>
        )}
      </Panel>
      <Panel title={labels.address} style={{ marginBottom: 16 }}>
        <AddressFields name={['address']} country={country} />
      </Panel>
      <Panel title="Contact" style={{ marginBottom: 16 }}>
        <Flex gap={16} wrap>
          <Form.Item
            label={labels.contactName}
            name="contactName"
            required
            rules={[zodRule(shape.contactName)]}
            style={{ flex: '1 1 14rem' }}
          >
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item
            label={labels.phone}
            name="phone"
            required
            rules={[phoneRule(countryCodes, country, (code) => countryOf(code)?.name)]}
            style={{ flex: '1 1 20rem' }}
          >
            <PhoneInput defaultCountry={country ?? 'IN'} />
          </Form.Item>
          <Form.Item
            label={labels.email}
            name="email"
            rules={[zodRule(shape.email)]}
            style={{ flex: '1 1 16rem' }}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Flex>
      </Panel>
      <RequestError error={error} fieldNames={WAREHOUSE_FIELD_PATTERNS} />
      {actions}
    </Form>
  );
}
