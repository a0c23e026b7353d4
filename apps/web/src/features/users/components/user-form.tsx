import { gstinProblem } from '@depot/contracts/gstin';
import {
  type CreateUserBody,
  createUserBodySchema,
  userAddressSchema,
} from '@depot/contracts/users';
import { Flex, Form, type FormInstance, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { Panel } from '@/components/panel.tsx';
import { PhoneInput } from '@/components/phone-input.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { formatMoney } from '@/lib/format/format.ts';
import { splitPhone } from '@/lib/format/phone.ts';
import { nestedFieldErrors } from '@/lib/forms/nested-field-errors.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { useReferenceData, useStates } from '@/lib/reference/reference-data.tsx';
import {
  countryOptions,
  currencyOptions,
  timeZoneOptions,
} from '@/lib/reference/reference-options.ts';
import { usePackageOptions } from '../api/package-options.ts';

/** The form's values: the phone as one string with its calling code, split on submit. */
export type UserFormValues = Omit<CreateUserBody, 'phoneCountry'>;

export const USER_FIELD_PATTERNS = [
  'businessName',
  'contactName',
  'email',
  'phone',
  'taxId',
  'address.line1',
  'address.line2',
  'address.city',
  'address.state',
  'address.country',
  'address.postalCode',
  'timezone',
  'currency',
  'packageCode',
];

/** The server's field problems, each under its field ("phoneCountry" is the phone's). */
export function showUserErrors(form: FormInstance<UserFormValues>, error: unknown) {
  const { fields } = nestedFieldErrors(error, [...USER_FIELD_PATTERNS, 'phoneCountry']);
  form.setFields(
    fields.map((field) =>
      field.name[0] === 'phoneCountry' ? { ...field, name: ['phone'] } : field,
    ) as never,
  );
}

const { shape } = createUserBodySchema;
const address = userAddressSchema.shape;

type UserFormProps = {
  form: FormInstance<UserFormValues>;
  mode: 'create' | 'edit';
  initialValues: Partial<UserFormValues>;
  onFinish: (values: UserFormValues) => void;
  error: Error | null;
  actions: ReactNode;
  /** Editing one section: the others stay mounted (their values are sent too) but hidden. */
  section?: 'profile' | 'address' | 'plan';
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
  const { form, mode, initialValues, onFinish, error, actions, section } = props;
  const hidden = (own: NonNullable<UserFormProps['section']>) =>
    section !== undefined && section !== own;
  const { countries, countryCodes, currencies, countryOf } = useReferenceData();
  const country: string | undefined = Form.useWatch(['address', 'country'], form);
  const states = useStates(country);
  const packages = usePackageOptions();
  const countryRecord = countryOf(country);

  function stateName(code: unknown): string | undefined {
    return states.data?.find((state) => state.isoCode === code)?.name;
  }

  return (
    <Form<UserFormValues>
      form={form}
      name={`${mode}-user`}
      layout="vertical"
      noValidate
      initialValues={initialValues}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<UserFormValues>) => {
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
              label="Business name"
              name="businessName"
              required
              rules={[zodRule(shape.businessName)]}
              style={{ flex: '2 1 18rem' }}
            >
              <Input autoComplete="organization" />
            </Form.Item>
            <Form.Item
              label="Contact name"
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
              label="Email"
              name="email"
              required
              rules={[zodRule(shape.email)]}
              style={{ flex: '1 1 16rem' }}
            >
              <Input type="email" autoComplete="email" />
            </Form.Item>
            <Form.Item
              label="Phone"
              name="phone"
              required
              style={{ flex: '1 1 20rem' }}
              rules={[
                {
                  validator: async (_rule, value: unknown) => {
                    const typed = typeof value === 'string' ? value : '';
                    const split = splitPhone(typed, countryCodes, country);
                    if (!split.number) throw new Error('Enter the phone number');
                    const where = split.countryCode ?? country ?? 'IN';
                    // The numbering plans load with the first check, not with the screen.
                    const { internationalPhone } = await import('@depot/contracts/phone');
                    if (internationalPhone(typed, where) === null) {
                      throw new Error(
                        `Enter a real phone number for ${countryOf(where)?.name ?? where}`,
                      );
                    }
                  },
                },
              ]}
            >
              <PhoneInput defaultCountry={country ?? 'IN'} />
            </Form.Item>
          </Flex>
          <Form.Item
            label={country === 'IN' ? 'GSTIN' : 'Tax id'}
            name="taxId"
            extra={country === 'IN' ? 'Checked against the state of the address.' : undefined}
            dependencies={[
              ['address', 'state'],
              ['address', 'country'],
            ]}
            rules={[
              {
                validator: async (_rule, value: unknown) => {
                  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
                  if (!text || country !== 'IN') return;
                  const problem = gstinProblem(
                    text,
                    stateName(form.getFieldValue(['address', 'state'])),
                  );
                  if (problem) throw new Error(problem);
                },
              },
            ]}
            style={{ maxWidth: '20rem' }}
          >
            <Input autoComplete="off" style={{ textTransform: 'uppercase' }} />
          </Form.Item>
        </Panel>
      </div>
      <div hidden={hidden('address')}>
        <Panel title="Address" style={{ marginBottom: 16 }}>
          <Form.Item
            label="Address line 1"
            name={['address', 'line1']}
            required
            rules={[zodRule(address.line1)]}
          >
            <Input autoComplete="address-line1" />
          </Form.Item>
          <Form.Item
            label="Address line 2"
            name={['address', 'line2']}
            rules={[zodRule(address.line2)]}
          >
            <Input autoComplete="address-line2" />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item
              label="Country"
              name={['address', 'country']}
              required
              rules={[zodRule(address.country)]}
              style={{ flex: '1 1 14rem' }}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={countryOptions(countries, country)}
              />
            </Form.Item>
            <Form.Item
              label="State"
              name={['address', 'state']}
              required
              rules={[{ required: true, message: 'Choose the state' }]}
              style={{ flex: '1 1 14rem' }}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={country ? 'Choose the state' : 'Choose the country first'}
                disabled={!country}
                loading={states.isFetching}
                options={states.data?.map((state) => ({ value: state.isoCode, label: state.name }))}
              />
            </Form.Item>
          </Flex>
          <Flex gap={16} wrap>
            <Form.Item
              label="City"
              name={['address', 'city']}
              required
              rules={[zodRule(address.city)]}
              style={{ flex: '2 1 14rem' }}
            >
              <Input autoComplete="address-level2" />
            </Form.Item>
            <Form.Item
              label={country === 'IN' ? 'PIN code' : 'Postal code'}
              name={['address', 'postalCode']}
              required
              dependencies={[['address', 'country']]}
              rules={[
                zodRule(address.postalCode),
                {
                  validator: async (_rule, value: unknown) => {
                    if (country === 'IN' && !/^[1-9][0-9]{5}$/.test(String(value ?? '').trim())) {
                      throw new Error('Enter the 6-digit PIN code, like 400013');
                    }
                  },
                },
              ]}
              style={{ flex: '1 1 10rem' }}
            >
              <Input autoComplete="postal-code" inputMode={country === 'IN' ? 'numeric' : 'text'} />
            </Form.Item>
          </Flex>
        </Panel>
      </div>
      <div hidden={hidden('plan')}>
        <Panel title="Billing" style={{ marginBottom: 16 }}>
          <Flex gap={16} wrap>
            <Form.Item label="Time zone" name="timezone" style={{ flex: '1 1 16rem' }}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={timeZoneOptions(countryRecord, form.getFieldValue('timezone'))}
              />
            </Form.Item>
            <Form.Item label="Currency" name="currency" style={{ flex: '1 1 16rem' }}>
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
      <RequestError error={error} fieldNames={[...USER_FIELD_PATTERNS, 'phoneCountry']} />
      {actions}
    </Form>
  );
}
