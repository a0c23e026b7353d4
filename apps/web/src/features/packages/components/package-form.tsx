import { amountDigitsProblem, amountSchema } from '@depot/contracts/money';
import { packageFieldLabels as labels } from '@depot/contracts/package-fields';
import {
  billingCycles,
  type CreatePackageBody,
  createPackageBodySchema,
  packageLimitsSchema,
} from '@depot/contracts/packages';
import { currencySymbolOf } from '@depot/contracts/theme';
import { Button, Flex, Form, type FormInstance, Input, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Panel } from '@/components/panel.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { billingCycleLabels } from '@/lib/format/billing-cycle.ts';
import { formatMoney } from '@/lib/format/format.ts';
import { fieldPatterns } from '@/lib/forms/field-patterns.ts';
import { nestedFieldErrors } from '@/lib/forms/nested-field-errors.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { useCurrencies } from '@/lib/reference/reference-data.tsx';
import { currencyOptions } from '@/lib/reference/reference-options.ts';
import { useRateZones } from '../api/get-rate-zones.ts';
import './rates-grid.css';

export type PackageFormValues = CreatePackageBody;

/**
 * The form's fields as the server names them in its problems: the body's, and each feature, which
 * has an input of its own.
 */
export const PACKAGE_FIELD_PATTERNS = [...fieldPatterns(createPackageBodySchema), 'features.*'];

/** The server's field problems, each shown under its field. */
export function showPackageErrors(form: FormInstance<PackageFormValues>, error: unknown) {
  // The paths come from the patterns above, each a field of this form.
  form.setFields(nestedFieldErrors(error, PACKAGE_FIELD_PATTERNS).fields as never);
}

const { shape } = createPackageBodySchema;

const rateLabels = { perShipment: 'Per shipment', perKg: 'Per kg' } as const;

const limitFields = [
  { name: 'warehouses', label: labels['limits.warehouses'] },
  { name: 'ordersPerMonth', label: labels['limits.ordersPerMonth'] },
  { name: 'teamSeats', label: labels['limits.teamSeats'] },
  { name: 'skus', label: labels['limits.skus'] },
] as const;

/** An amount field's rule: the contract's format, and no more decimals than the currency has. */
function amountRule(form: FormInstance<PackageFormValues>) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const parsed = amountSchema.safeParse(value ?? '');
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
      const currency = form.getFieldValue('currency');
      const problem =
        typeof currency === 'string' ? amountDigitsProblem(parsed.data, currency) : null;
      if (problem) throw new Error(problem);
    },
  };
}

/** A whole number typed in a text field, handed to the form as a number (or left for the rule). */
function toWholeNumber(value: string): number | string {
  return /^\d{1,10}$/.test(value) ? Number(value) : value;
}

type PackageFormProps = {
  form: FormInstance<PackageFormValues>;
  mode: 'create' | 'edit';
  initialValues: Partial<PackageFormValues>;
  onFinish: (values: PackageFormValues) => void;
  error: Error | null;
  /** Save and cancel. */
  actions: ReactNode;
  /** Zones already priced by the package: kept selectable even when inactive. */
  pricedZones?: readonly string[];
  /** A person changed a value (a leave guard asks before such changes are lost). */
  onChanged?: () => void;
};

/**
 * A package in one form: details, limits, features, and the rates grid (one row per zone), every
 * field checked with the contract the server applies.
 */
export function PackageForm(props: PackageFormProps) {
  const {
    form,
    mode,
    initialValues,
    onFinish,
    error,
    actions,
    pricedZones = [],
    onChanged,
  } = props;
  const currencies = useCurrencies();
  const zones = useRateZones();
  const currency: string = Form.useWatch('currency', form) ?? initialValues.currency ?? 'INR';
  const price = Form.useWatch('price', form);
  const rates: PackageFormValues['rates'] = Form.useWatch('rates', form) ?? [];
  const symbol = currencySymbolOf(currency);
  const pickedZones = new Set(rates?.map((rate) => rate?.zoneCode));
  const pricePreview =
    typeof price === 'string' && amountSchema.safeParse(price).success
      ? `Shown as ${formatMoney(price.trim(), currency)}`
      : undefined;

  return (
    <Form<PackageFormValues>
      form={form}
      name={`${mode}-package`}
      layout="vertical"
      noValidate
      initialValues={initialValues}
      onFinish={onFinish}
      // Amounts are re-checked when the currency changes their allowed decimals.
      onValuesChange={(changed) => {
        onChanged?.();
        if ('currency' in changed) {
          void form
            .validateFields(
              [
                'price',
                ...rates.flatMap((_rate, index) => [
                  ['rates', index, 'perShipment'],
                  ['rates', index, 'perKg'],
                ]),
              ] as never,
              { recursive: false },
            )
            .catch(() => undefined);
        }
      }}
    >
      <Panel title="Details" style={{ marginBottom: 16 }}>
        <Flex gap={16} wrap>
          <Form.Item
            label={labels.code}
            name="code"
            required
            rules={[zodRule(shape.code)]}
            extra={mode === 'create' ? 'Fixed once the package is saved, like GOLD-M.' : undefined}
            style={{ flex: '1 1 12rem' }}
          >
            <Input autoComplete="off" disabled={mode === 'edit'} />
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
        <Form.Item
          label={labels.description}
          name="description"
          rules={[zodRule(shape.description)]}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item
            label={labels.currency}
            name="currency"
            required
            rules={[zodRule(shape.currency)]}
            style={{ flex: '1 1 14rem' }}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={currencyOptions(currencies, currency)}
            />
          </Form.Item>
          <Form.Item
            label={labels.price}
            name="price"
            required
            rules={[amountRule(form)]}
            extra={pricePreview}
            style={{ flex: '1 1 10rem' }}
          >
            <Input prefix={symbol} inputMode="decimal" autoComplete="off" />
          </Form.Item>
          <Form.Item
            label={labels.billingCycle}
            name="billingCycle"
            required
            rules={[zodRule(shape.billingCycle)]}
            style={{ flex: '1 1 10rem' }}
          >
            <Select
              options={billingCycles.map((cycle) => ({
                value: cycle,
                label: billingCycleLabels[cycle],
              }))}
            />
          </Form.Item>
        </Flex>
      </Panel>

      <Panel title="Limits" style={{ marginBottom: 16 }}>
        <Flex gap={16} wrap>
          {limitFields.map((field) => (
            <Form.Item
              key={field.name}
              label={field.label}
              name={['limits', field.name]}
              required
              normalize={toWholeNumber}
              rules={[zodRule(packageLimitsSchema.shape[field.name])]}
              style={{ flex: '1 1 9rem' }}
            >
              <Input inputMode="numeric" autoComplete="off" />
            </Form.Item>
          ))}
        </Flex>
      </Panel>

      <Panel title="Features" style={{ marginBottom: 16 }}>
        <Form.List name="features">
          {(rows, { add, remove }) => (
            <>
              {rows.map((row) => (
                <Flex key={row.key} gap={8} align="start">
                  <Form.Item
                    name={row.name}
                    label={`Feature ${row.name + 1}`}
                    rules={[zodRule(shape.features.unwrap().element)]}
                    style={{ flex: 1, marginBottom: 8 }}
                  >
                    <Input autoComplete="off" />
                  </Form.Item>
                  <Button
                    onClick={() => remove(row.name)}
                    aria-label={`Remove feature ${row.name + 1}`}
                    style={{ marginTop: 30 }}
                  >
                    Remove
                  </Button>
                </Flex>
              ))}
              <Button onClick={() => add('')}>Add a feature</Button>
            </>
          )}
        </Form.List>
      </Panel>

      <Panel title={`Rates per zone, in ${currency}`} style={{ marginBottom: 16 }}>
        <Form.List name="rates">
          {(rows, { add, remove }, { errors }) => (
            <>
              {rows.length === 0 ? (
                <Typography.Paragraph type="secondary">
                  No zone is priced yet. Add a zone’s row for each region this package ships to.
                </Typography.Paragraph>
              ) : (
                <div className="rates-grid-scroll">
                  <table className="rates-grid rates-grid-editing">
                    <thead>
                      <tr>
                        <th scope="col">Zone</th>
                        <th scope="col">{rateLabels.perShipment}</th>
                        <th scope="col">{rateLabels.perKg}</th>
                        <th scope="col">
                          <VisuallyHidden>Remove</VisuallyHidden>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((row) => {
                        const own = rates[row.name]?.zoneCode;
                        return (
                          <tr key={row.key}>
                            <td>
                              <Form.Item
                                name={[row.name, 'zoneCode']}
                                rules={[{ required: true, message: 'Choose a zone' }]}
                              >
                                <Select
                                  id={`package-rate-${row.name}-zone`}
                                  aria-label={`Zone of row ${row.name + 1}`}
                                  showSearch={{ optionFilterProp: 'label' }}
                                  placeholder="Choose a zone"
                                  loading={zones.isPending}
                                  options={zones.data?.map((zone) => ({
                                    value: zone.code,
                                    label: `${zone.name} (${zone.code})${zone.status === 'inactive' ? ' — inactive' : ''}`,
                                    // A zone is priced once; an inactive one only if already priced.
                                    disabled:
                                      (pickedZones.has(zone.code) && zone.code !== own) ||
                                      (zone.status === 'inactive' &&
                                        !pricedZones.includes(zone.code)),
                                  }))}
                                />
                              </Form.Item>
                            </td>
                            {(['perShipment', 'perKg'] as const).map((field) => (
                              <td key={field}>
                                <Form.Item name={[row.name, field]} rules={[amountRule(form)]}>
                                  <Input
                                    aria-label={`${rateLabels[field]}, row ${row.name + 1}`}
                                    prefix={symbol}
                                    inputMode="decimal"
                                    autoComplete="off"
                                  />
                                </Form.Item>
                              </td>
                            ))}
                            <td>
                              <Button
                                onClick={() => remove(row.name)}
                                aria-label={`Remove the rate of row ${row.name + 1}`}
                              >
                                Remove
                              </Button>
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              )}
              <Form.ErrorList errors={errors} />
              <Button onClick={() => add({ perShipment: '', perKg: '' })}>Add a zone’s rate</Button>
            </>
          )}
        </Form.List>
      </Panel>
      <RequestError error={error} fieldNames={PACKAGE_FIELD_PATTERNS} />
      {actions}
    </Form>
  );
}

/** A new package's starting values: India's currency, monthly, nothing priced yet. */
export const NEW_PACKAGE_VALUES: Partial<PackageFormValues> = {
  currency: 'INR',
  billingCycle: 'monthly',
  description: '',
  features: [],
  rates: [],
};
