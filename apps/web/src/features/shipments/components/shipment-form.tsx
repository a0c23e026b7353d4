import { shipmentFieldLabels as labels } from '@depot/contracts/shipment-fields';
import {
  knownCarriers,
  type Shipment,
  type ShipmentInput,
  shipmentInputSchema,
} from '@depot/contracts/shipments';
import { AutoComplete, Flex, Form, type FormInstance, Input, InputNumber, Select } from 'antd';
import type { ReactNode } from 'react';
import { AddressFields } from '@/components/address-fields.tsx';
import { Panel } from '@/components/panel.tsx';
import { PhoneInput } from '@/components/phone-input.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { UserPicker } from '@/components/user-picker.tsx';
import { splitPhone } from '@/lib/format/phone.ts';
import { centimetresOf, kilogramsOf, lengthInUnit, weightInUnit } from '@/lib/format/units.ts';
import { nestedFieldErrors } from '@/lib/forms/nested-field-errors.ts';
import { phoneRule } from '@/lib/forms/phone-rule.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { useCountries, useCountryCodes, useCurrencies } from '@/lib/reference/reference-data.tsx';
import { currencyOptions } from '@/lib/reference/reference-options.ts';
import { type EntryUnits, useEntryUnits } from '@/lib/theme/entry-units.ts';

/**
 * The form's values: weight and sizes as numbers in the person's units, the consignee's phone
 * as one string with its calling code; both become the contract's on submit.
 */
export type ShipmentFormValues = Omit<
  ShipmentInput,
  'weightKg' | 'lengthCm' | 'widthCm' | 'heightCm' | 'consignee' | 'additionalDetails'
> & {
  weight: number;
  length: number;
  width: number;
  height: number;
  consignee: Omit<ShipmentInput['consignee'], 'phoneCountry'>;
};

export const SHIPMENT_FIELD_PATTERNS = [
  'userCode',
  'reference',
  'consignee.name',
  'consignee.phone',
  'consignee.email',
  'consignee.address.line1',
  'consignee.address.line2',
  'consignee.address.city',
  'consignee.address.state',
  'consignee.address.country',
  'consignee.address.postalCode',
  'boxes',
  'weightKg',
  'lengthCm',
  'widthCm',
  'heightCm',
  'declaredValue',
  'currency',
  'carrier',
  'trackingNumber',
];

// The server names the stored measure; the form's field holds it in the person's unit.
const FIELD_OF_MEASURE: Record<string, string> = {
  weightKg: 'weight',
  lengthCm: 'length',
  widthCm: 'width',
  heightCm: 'height',
};

/** The server's field problems, each under its field (a measure's under the unit field). */
export function showShipmentErrors(form: FormInstance<ShipmentFormValues>, error: unknown) {
  const { fields } = nestedFieldErrors(error, [
    ...SHIPMENT_FIELD_PATTERNS,
    'consignee.phoneCountry',
  ]);
  form.setFields(
    fields.map((field) => {
      const [first, second] = field.name;
      if (first === 'consignee' && second === 'phoneCountry') {
        return { ...field, name: ['consignee', 'phone'] };
      }
      const measure = typeof first === 'string' ? FIELD_OF_MEASURE[first] : undefined;
      return measure ? { ...field, name: [measure] } : field;
    }) as never,
  );
}

type Units = EntryUnits;

/** The body to send: measures in kilograms and centimetres, the phone split from its code. */
export function shipmentBody(
  values: ShipmentFormValues,
  units: Units,
  countryCodes: Parameters<typeof splitPhone>[1],
): ShipmentInput {
  const { weight, length, width, height, consignee, ...rest } = values;
  const { countryCode } = splitPhone(consignee.phone, countryCodes, consignee.address.country);
  return {
    ...rest,
    consignee: { ...consignee, phoneCountry: countryCode ?? consignee.address.country },
    weightKg: kilogramsOf(weight, units.weight),
    lengthCm: centimetresOf(length, units.length),
    widthCm: centimetresOf(width, units.length),
    heightCm: centimetresOf(height, units.length),
  };
}

const measures = [
  ['weight', 'weightKg'],
  ['length', 'lengthCm'],
  ['width', 'widthCm'],
  ['height', 'heightCm'],
] as const;

/**
 * An edit's body: as `shipmentBody`, less each measure the person left as it opened. A measure
 * opens rounded to the step of the person's unit, and converting that rounded figure back would
 * change the stored one (12.5 kg opens as 27.56 lb, which is 12.501 kg) on a save that never
 * touched it.
 */
export function shipmentChanges(
  values: ShipmentFormValues,
  opened: ShipmentFormValues,
  units: Units,
  countryCodes: Parameters<typeof splitPhone>[1],
): ShipmentInput {
  const body: Partial<ShipmentInput> = shipmentBody(values, units, countryCodes);
  for (const [field, stored] of measures) {
    if (values[field] === opened[field]) delete body[stored];
  }
  return body as ShipmentInput;
}

/** A stored shipment as the form's values, in the person's units. */
export function shipmentFormValues(shipment: Shipment, units: Units): ShipmentFormValues {
  return {
    userCode: shipment.user.code,
    reference: shipment.reference,
    consignee: {
      name: shipment.consignee.name,
      phone: shipment.consignee.phone,
      email: shipment.consignee.email,
      address: shipment.consignee.address,
    },
    boxes: shipment.boxes,
    weight: weightInUnit(shipment.weightKg, units.weight),
    length: lengthInUnit(shipment.lengthCm, units.length),
    width: lengthInUnit(shipment.widthCm, units.length),
    height: lengthInUnit(shipment.heightCm, units.length),
    declaredValue: shipment.declaredValue,
    currency: shipment.currency,
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
  };
}

const { shape } = shipmentInputSchema;
const consigneeShape = shape.consignee.shape;

function positive(label: string) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value !== 'number' || !Number.isFinite(value))
        throw new Error(`Enter the ${label}`);
      if (value <= 0) throw new Error(`The ${label} must be more than zero`);
    },
  };
}

type ShipmentFormProps = {
  form: FormInstance<ShipmentFormValues>;
  mode: 'create' | 'edit';
  initialValues: Partial<ShipmentFormValues>;
  onFinish: (values: ShipmentFormValues) => void;
  error: Error | null;
  actions: ReactNode;
  /** A person changed a value (a leave guard asks before such changes are lost). */
  onChanged?: () => void;
};

/**
 * A shipment's particulars: whose goods, where they go, how many boxes of what weight and size
 * (in the person's units), what they are worth and who carries them. The papers come after, in
 * their own step.
 */
export function ShipmentForm(props: ShipmentFormProps) {
  const { form, mode, initialValues, onFinish, error, actions, onChanged } = props;
  const units = useEntryUnits();
  const countryCodes = useCountryCodes();
  const currencies = useCurrencies();
  const { countryOf } = useCountries();
  const country: string | undefined = Form.useWatch(['consignee', 'address', 'country'], form);
  return (
    <Form<ShipmentFormValues>
      form={form}
      name={`${mode}-shipment`}
      layout="vertical"
      noValidate
      initialValues={initialValues}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<ShipmentFormValues>) => {
        onChanged?.();
        if (changed.consignee?.address?.country) {
          form.setFieldValue(['consignee', 'address', 'state'], undefined);
        }
      }}
    >
      <Panel title="Shipment" style={{ marginBottom: 16 }}>
        <Flex gap={16} wrap>
          <Form.Item
            label={labels.user}
            name="userCode"
            required
            rules={[zodRule(shape.userCode)]}
            style={{ flex: '2 1 20rem' }}
          >
            <UserPicker placeholder="Search by business name or code" />
          </Form.Item>
          <Form.Item
            label={labels.reference}
            name="reference"
            required
            extra="The user's own order or dispatch number."
            rules={[zodRule(shape.reference)]}
            style={{ flex: '1 1 14rem' }}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Flex>
      </Panel>
      <Panel title="Consignee" style={{ marginBottom: 16 }}>
        <Flex gap={16} wrap>
          <Form.Item
            label={labels['consignee.name']}
            name={['consignee', 'name']}
            required
            rules={[zodRule(consigneeShape.name)]}
            style={{ flex: '2 1 16rem' }}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            label={labels['consignee.phone']}
            name={['consignee', 'phone']}
            required
            rules={[phoneRule(countryCodes, country, (code) => countryOf(code)?.name)]}
            style={{ flex: '1 1 20rem' }}
          >
            <PhoneInput defaultCountry={country ?? 'IN'} aria-label={labels['consignee.phone']} />
          </Form.Item>
          <Form.Item
            label={labels['consignee.email']}
            name={['consignee', 'email']}
            rules={[zodRule(consigneeShape.email)]}
            style={{ flex: '1 1 16rem' }}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Flex>
        <AddressFields name={['consignee', 'address']} country={country} />
      </Panel>
      <Panel title="Package" style={{ marginBottom: 16 }}>
        <Flex gap={16} wrap>
          <Form.Item
            label={labels.boxes}
            name="boxes"
            required
            rules={[zodRule(shape.boxes)]}
            style={{ flex: '1 1 8rem' }}
          >
            <InputNumber min={1} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label={`Weight (${units.weight})`}
            name="weight"
            required
            rules={[positive('weight')]}
            style={{ flex: '1 1 10rem' }}
          >
            <InputNumber min={0} step={0.1} style={{ width: '100%' }} />
          </Form.Item>
          {(['length', 'width', 'height'] as const).map((side) => (
            <Form.Item
              key={side}
              label={`${side[0]?.toUpperCase()}${side.slice(1)} (${units.length})`}
              name={side}
              required
              rules={[positive(side)]}
              style={{ flex: '1 1 8rem' }}
            >
              <InputNumber min={0} step={1} style={{ width: '100%' }} />
            </Form.Item>
          ))}
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item
            label={labels.declaredValue}
            name="declaredValue"
            required
            rules={[zodRule(shape.declaredValue)]}
            style={{ flex: '1 1 12rem' }}
          >
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
          <Form.Item label={labels.currency} name="currency" style={{ flex: '1 1 14rem' }}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={currencyOptions(currencies, form.getFieldValue('currency'))}
            />
          </Form.Item>
        </Flex>
      </Panel>
      <Panel title="Carrier" style={{ marginBottom: 16 }}>
        <Flex gap={16} wrap>
          <Form.Item
            label={labels.carrier}
            name="carrier"
            rules={[zodRule(shape.carrier)]}
            style={{ flex: '1 1 14rem' }}
          >
            <AutoComplete
              options={knownCarriers.map((carrier) => ({ value: carrier }))}
              showSearch={{
                filterOption: (typed, option) =>
                  String(option?.value ?? '')
                    .toLowerCase()
                    .includes(typed.toLowerCase()),
              }}
            />
          </Form.Item>
          <Form.Item
            label={labels.trackingNumber}
            name="trackingNumber"
            extra="Needed to dispatch; may be added later."
            rules={[zodRule(shape.trackingNumber)]}
            style={{ flex: '1 1 14rem' }}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Flex>
      </Panel>
      <RequestError error={error} fieldNames={SHIPMENT_FIELD_PATTERNS} />
      {actions}
    </Form>
  );
}
