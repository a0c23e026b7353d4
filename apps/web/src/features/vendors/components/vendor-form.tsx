import { vendorFieldLabels as labels } from '@depot/contracts/vendor-fields';
import {
  type CreateVendorBody,
  createVendorBodySchema,
  type Vendor,
} from '@depot/contracts/vendors';
import { Flex, Form, type FormInstance, Input } from 'antd';
import type { ReactNode } from 'react';
import { AddressFields } from '@/components/address-fields.tsx';
import { GstinField } from '@/components/gstin-field.tsx';
import { Panel } from '@/components/panel.tsx';
import { PhoneInput } from '@/components/phone-input.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { UserPicker } from '@/components/user-picker.tsx';
import { splitPhone } from '@/lib/format/phone.ts';
import { fieldPatterns } from '@/lib/forms/field-patterns.ts';
import { nestedFieldErrors } from '@/lib/forms/nested-field-errors.ts';
import { phoneRule } from '@/lib/forms/phone-rule.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { useCountries, useCountryCodes } from '@/lib/reference/reference-data.tsx';

/** The form's values: the phone as one string with its calling code, split on submit. */
export type VendorFormValues = Omit<CreateVendorBody, 'phoneCountry'>;

/** The form's fields as the server names them in its problems; "phoneCountry" is the phone's. */
export const VENDOR_FIELD_PATTERNS = fieldPatterns(createVendorBodySchema);

/** The server's field problems, each under its field ("phoneCountry" is the phone's). */
export function showVendorErrors(form: FormInstance<VendorFormValues>, error: unknown) {
  const { fields } = nestedFieldErrors(error, VENDOR_FIELD_PATTERNS);
  form.setFields(
    fields.map((field) =>
      field.name[0] === 'phoneCountry' ? { ...field, name: ['phone'] } : field,
    ) as never,
  );
}

/** The body to send: the phone split into its country and number. */
export function vendorBody(
  values: VendorFormValues,
  countryCodes: Parameters<typeof splitPhone>[1],
): CreateVendorBody {
  const { countryCode } = splitPhone(values.phone, countryCodes, values.address.country);
  return { ...values, phoneCountry: countryCode ?? values.address.country };
}

const { shape } = createVendorBodySchema;

type VendorFormProps = {
  form: FormInstance<VendorFormValues>;
  initialValues: Partial<VendorFormValues>;
  /** Editing: the client is fixed, and shown rather than picked. */
  vendor?: Vendor;
  onFinish: (values: VendorFormValues) => void;
  error: Error | null;
  actions: ReactNode;
  /** A person changed a value (a leave guard asks before such changes are lost). */
  onChanged?: () => void;
};

/**
 * A vendor in one form: the client it supplies (picked by whoever fills the form, without
 * reading the users), its name and contact, its address (country → state) and GSTIN, each
 * checked with the contract the server applies, the GSTIN also against the address's state.
 */
export function VendorForm(props: VendorFormProps) {
  const { form, initialValues, vendor, onFinish, error, actions, onChanged } = props;
  const countryCodes = useCountryCodes();
  const { countryOf } = useCountries();
  const country: string | undefined = Form.useWatch(['address', 'country'], form);

  return (
    <Form<VendorFormValues>
      form={form}
      name={vendor ? 'edit-vendor' : 'create-vendor'}
      layout="vertical"
      noValidate
      initialValues={initialValues}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<VendorFormValues>) => {
        onChanged?.();
        // A new country: its states differ.
        if (changed.address?.country) form.setFieldValue(['address', 'state'], undefined);
      }}
    >
      <Panel title="Vendor" style={{ marginBottom: 16 }}>
        <Flex gap={16} wrap>
          {vendor ? (
            <Form.Item label={labels.user} style={{ flex: '1 1 16rem' }}>
              <Input value={`${vendor.user.businessName} (${vendor.user.code})`} disabled />
            </Form.Item>
          ) : (
            <Form.Item
              label={labels.user}
              name="userCode"
              required
              rules={[zodRule(shape.userCode)]}
              extra="The client business it supplies; fixed once the vendor is added."
              style={{ flex: '1 1 16rem' }}
            >
              <UserPicker placeholder="Type a name or code" />
            </Form.Item>
          )}
          <Form.Item
            label={labels.name}
            name="name"
            required
            rules={[zodRule(shape.name)]}
            style={{ flex: '2 1 18rem' }}
          >
            <Input autoComplete="organization" maxLength={160} />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item
            label={labels.contactName}
            name="contactName"
            required
            rules={[zodRule(shape.contactName)]}
            style={{ flex: '1 1 14rem' }}
          >
            <Input autoComplete="name" maxLength={120} />
          </Form.Item>
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
        <GstinField name="taxId" label="GSTIN" country={country} style={{ maxWidth: '20rem' }} />
      </Panel>
      <Panel title="Address" style={{ marginBottom: 16 }}>
        <AddressFields name={['address']} country={country} />
      </Panel>
      <RequestError error={error} fieldNames={VENDOR_FIELD_PATTERNS} />
      {actions}
    </Form>
  );
}
