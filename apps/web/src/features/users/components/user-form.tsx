import { userFieldLabels as labels } from '@depot/contracts/user-fields';
import { type CreateUserBody, createUserBodySchema } from '@depot/contracts/users';
import { Flex, Form, type FormInstance, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { AddressFields } from '@/components/address-fields.tsx';
import { GstinField } from '@/components/gstin-field.tsx';
import { Panel } from '@/components/panel.tsx';
import { PhoneInput } from '@/components/phone-input.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { formatMoney } from '@/lib/format/format.ts';
import { splitPhone } from '@/lib/format/phone.ts';
import { fieldPatterns } from '@/lib/forms/field-patterns.ts';
import { nestedFieldErrors } from '@/lib/forms/nested-field-errors.ts';
import { phoneRule } from '@/lib/forms/phone-rule.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { useCountries, useCountryCodes, useCurrencies } from '@/lib/reference/reference-data.tsx';
import { currencyOptions, timeZoneOptions } from '@/lib/reference/reference-options.ts';
import { usePackageOptions } from '../api/package-options.ts';

/** The form's values: the phone as one string with its calling code, split on submit. */
export type UserFormValues = Omit<CreateUserBody, 'phoneCountry'>;

/** The form's fields as the server names them in its problems; "phoneCountry" is the phone's. */
export const USER_FIELD_PATTERNS = fieldPatterns(createUserBodySchema);

/** The server's field problems, each under its field ("phoneCountry" is the phone's). */
export function showUserErrors(form: FormInstance<UserFormValues>, error: unknown) {
  const { fields } = nestedFieldErrors(error, USER_FIELD_PATTERNS);
  form.setFields(
    fields.map((field) =>
      field.name[0] === 'phoneCountry' ? { ...field, name: ['phone'] } : field,
    ) as never,
  );
}

const { shape } = createUserBodySchema;

type UserFormProps = {
  form: FormInstance<UserFormValues>;
  mode: 'create' | 'edit';
  initialValues: Partial<UserFormValues>;
  onFinish: (values: UserFormValues) => void;
  error: Error | null;
  actions: ReactNode;
  /** Editing one section: the others stay mounted (their values are sent too) but hidden. */
  section?: 'profile' | 'address' | 'plan';
  /** A person changed a value (a leave guard asks before such changes are lost). */
  onChanged?: () => void;
};

/** The body to send: the phone split into its country and number. */
export function userBody(
  values: UserFormValues,
  countryCodes: Parameters<typeof splitPhone>[1],
): CreateUserBody {
  const { countryCode } = splitPhone(values.phone, countryCodes, values.address.country);
  return { ...values, phoneCountry: countryCode ?? values.address.country };
}

/**
 * A client business in one form: profile, address (country → state), billing defaults from the
 * country, and for a new one the package it starts on; every field checked with the contract the
 * server applies, the GSTIN also against the address's state.
 */
export function UserForm(props: UserFormProps) {
  const { form, mode, initialValues, onFinish, error, actions, section, onChanged } = props;
  const hidden = (own: NonNullable<UserFormProps['section']>) =>
    section !== undefined && section !== own;
  const countryCodes = useCountryCodes();
  const currencies = useCurrencies();
  const { countryOf } = useCountries();
  const country: string | undefined = Form.useWatch(['address', 'country'], form);
  const packages = usePackageOptions();
  const countryRecord = countryOf(country);

  return (
    <Form<UserFormValues>
      form={form}
      name={`${mode}-user`}
      layout="vertical"
      noValidate
      initialValues={initialValues}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<UserFormValues>) => {
        onChanged?.();
        const picked = changed.address?.country;
        if (picked) {
          // A new country: its states differ, and its time zone and currency become the defaults.
          const record = countryOf(picked);
          form.setFieldValue(['address', 'state'], undefined);
          if (record) {
            form.setFieldValue('currency', record.currency || undefined);
            form.setFieldValue('timezone', record.timezones[0]?.zoneName);
          }
        }
      }}
    >
      <div hidden={hidden('profile')}>
        <Panel title="Profile" style={{ marginBottom: 16 }}>
          <Flex gap={16} wrap>
            <Form.Item
              label={labels.businessName}
              name="businessName"
              required
              rules={[zodRule(shape.businessName)]}
              style={{ flex: '2 1 18rem' }}
            >
              <Input autoComplete="organization" />
            </Form.Item>
            <Form.Item
              label={labels.contactName}
              name="contactName"
              required
              rules={[zodRule(shape.contactName)]}
              style={{ flex: '1 1 14rem' }}
            >
              <Input autoComplete="name" />
            </Form.Item>
          </Flex>
          <Flex gap={16} wrap>
            <Form.Item
              label={labels.email}
              name="email"
              required
              rules={[zodRule(shape.email)]}
              style={{ flex: '1 1 16rem' }}
            >
              <Input type="email" autoComplete="email" />
            </Form.Item>
            <Form.Item
              label={labels.phone}
              name="phone"
              required
              style={{ flex: '1 1 20rem' }}
              rules={[phoneRule(countryCodes, country, (code) => countryOf(code)?.name)]}
            >
              <PhoneInput defaultCountry={country ?? 'IN'} />
            </Form.Item>
          </Flex>
          <GstinField form={form} country={country} />
        </Panel>
      </div>
      <div hidden={hidden('address')}>
        <Panel title="Address" style={{ marginBottom: 16 }}>
          <AddressFields name={['address']} country={country} />
        </Panel>
      </div>
      <div hidden={hidden('plan')}>
        <Panel title="Billing" style={{ marginBottom: 16 }}>
          <Flex gap={16} wrap>
            <Form.Item label={labels.timezone} name="timezone" style={{ flex: '1 1 16rem' }}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={timeZoneOptions(countryRecord, form.getFieldValue('timezone'))}
              />
            </Form.Item>
            <Form.Item label={labels.currency} name="currency" style={{ flex: '1 1 16rem' }}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={currencyOptions(currencies, form.getFieldValue('currency'))}
              />
            </Form.Item>
            {mode === 'create' && (
              <Form.Item
                label="Package"
                name="packageCode"
                extra="The plan's first period starts today."
                style={{ flex: '1 1 16rem' }}
              >
                <Select
                  allowClear
                  placeholder="No package yet"
                  loading={packages.isPending}
                  options={packages.data?.map((option) => ({
                    value: option.code,
                    label: `${option.name} · ${formatMoney(option.price, option.currency)} ${option.billingCycle}${option.status === 'inactive' ? ' (deactivated)' : ''}`,
                    // A deactivated package stays with those on it; nobody new is given it.
                    disabled: option.status !== 'active',
                  }))}
                />
              </Form.Item>
            )}
          </Flex>
        </Panel>
      </div>
      <RequestError error={error} fieldNames={USER_FIELD_PATTERNS} />
      {actions}
    </Form>
  );
}
