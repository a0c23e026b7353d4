import { skuFieldLabels as labels } from '@depot/contracts/sku-fields';
import {
  barcodeSchema,
  type CreateSkuBody,
  checkSkuRules,
  createSkuBodySchema,
  type GstRate,
  gstRates,
  MAX_SKU_BARCODES,
  MAX_SKU_COMPONENTS,
  type Sku,
  type SkuKind,
  type SkuTracking,
  type SkuUnit,
  skuKindLabels,
  skuKinds,
  skuTrackingLabels,
  skuTrackings,
  skuUnitLabels,
  skuUnits,
  type UpdateSkuBody,
  updateSkuBodySchema,
} from '@depot/contracts/skus';
import {
  AutoComplete,
  Button,
  Flex,
  Form,
  type FormInstance,
  type FormRule,
  Input,
  InputNumber,
  Select,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { Panel } from '@/components/panel.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { SkuPicker } from '@/components/sku-picker.tsx';
import { UserPicker } from '@/components/user-picker.tsx';
import { centimetresOf, kilogramsOf, lengthInUnit, weightInUnit } from '@/lib/format/units.ts';
import { fieldPatterns } from '@/lib/forms/field-patterns.ts';
import { type FieldPath, nestedFieldErrors } from '@/lib/forms/nested-field-errors.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { useDebouncedCallback } from '@/lib/screen/use-debounced-callback.ts';
import { type EntryUnits, useEntryUnits } from '@/lib/theme/entry-units.ts';
import { useProductOptions } from '../api/skus.ts';

const SEARCH_DELAY_MS = 300;

/**
 * The form's values: weight and sides as numbers in the person's units, converted to kilograms
 * and centimetres on submit; the client, code, product and kind only while creating.
 */
export type SkuFormValues = {
  userCode?: string;
  code?: string;
  product?: { name?: string; brand?: string | null; category?: string | null };
  kind?: SkuKind;
  name?: string;
  variant?: string | null;
  barcodes?: string[];
  hsnCode?: string | null;
  gstRate?: GstRate | null;
  mrp?: string | null;
  unit?: SkuUnit;
  unitsPerCase?: number | null;
  weight?: number | null;
  length?: number | null;
  width?: number | null;
  height?: number | null;
  tracking?: SkuTracking;
  shelfLifeDays?: number | null;
  minShelfLifeDays?: number | null;
  components?: { sku?: string; quantity?: number | null }[];
};

type Units = EntryUnits;

/** Each canonical measure of the body and the field of the form it is entered in. */
const measures = [
  ['weightKg', 'weight'],
  ['lengthCm', 'length'],
  ['widthCm', 'width'],
  ['heightCm', 'height'],
] as const;
const FIELD_OF_MEASURE: Record<string, string> = Object.fromEntries(measures);

/**
 * The form's fields as the server names them in its problems: the body's, and each barcode of
 * the list by its index ("barcodes.1"), which the schema holds as plain strings.
 */
export const SKU_FIELD_PATTERNS = [...fieldPatterns(createSkuBodySchema), 'barcodes.*'];

/** A problem's path as the form's field: a canonical measure is entered as the person's one. */
function formFieldOf(path: FieldPath): FieldPath {
  const [first, ...rest] = path;
  const measure = typeof first === 'string' ? FIELD_OF_MEASURE[first] : undefined;
  return measure ? [measure, ...rest] : path;
}

/** The server's field problems, each under its field (a barcode's, a component's included). */
export function showSkuErrors(form: FormInstance<SkuFormValues>, error: unknown) {
  const { fields } = nestedFieldErrors(error, SKU_FIELD_PATTERNS);
  form.setFields(fields.map((field) => ({ ...field, name: formFieldOf(field.name) })) as never);
}

type Issue = { path: PropertyKey[]; message: string };

/**
 * The body's problems the fields' own rules cannot see (a bundle without components, a barcode
 * listed twice), shown under their fields; true when there are none.
 */
function showIssues(form: FormInstance<SkuFormValues>, issues: readonly Issue[]): boolean {
  if (issues.length === 0) return true;
  const byField = new Map<string, { name: FieldPath; errors: string[] }>();
  for (const issue of issues) {
    const name = formFieldOf(issue.path.filter((part) => typeof part !== 'symbol'));
    const key = name.join('.');
    const field = byField.get(key) ?? { name, errors: [] };
    field.errors.push(issue.message);
    byField.set(key, field);
  }
  form.setFields([...byField.values()] as never);
  return false;
}

function blankToNull<T>(value: T | '' | undefined): T | null {
  return value === undefined || value === '' ? null : value;
}

/** The changeable fields as the server takes them, measures converted from the person's units. */
function changeableBody(values: SkuFormValues, kind: SkuKind, units: Units) {
  const tracking = kind === 'bundle' ? 'none' : (values.tracking ?? 'none');
  const expiring = tracking === 'lot-expiry';
  const measure = (field: 'weight' | 'length' | 'width' | 'height') => {
    const value = values[field];
    if (value === null || value === undefined) return null;
    return field === 'weight'
      ? kilogramsOf(value, units.weight)
      : centimetresOf(value, units.length);
  };
  return {
    name: values.name ?? '',
    variant: blankToNull(values.variant),
    barcodes: (values.barcodes ?? []).map((barcode) => barcode.trim()).filter(Boolean),
    hsnCode: blankToNull(values.hsnCode),
    gstRate: blankToNull(values.gstRate),
    mrp: blankToNull(values.mrp),
    unit: values.unit ?? 'each',
    unitsPerCase: blankToNull(values.unitsPerCase),
    weightKg: measure('weight'),
    lengthCm: measure('length'),
    widthCm: measure('width'),
    heightCm: measure('height'),
    tracking,
    shelfLifeDays: expiring ? blankToNull(values.shelfLifeDays) : null,
    minShelfLifeDays: expiring ? blankToNull(values.minShelfLifeDays) : null,
    components:
      kind === 'standard'
        ? []
        : (values.components ?? []).map((component) => ({
            sku: (component.sku ?? '').trim().toUpperCase(),
            quantity: component.quantity as number,
          })),
  };
}

/**
 * A new SKU's body, or null after showing its problems under their fields: the contract's whole
 * schema, so that the rules between fields (checkSkuRules) are the server's too.
 */
export function createSkuBody(
  form: FormInstance<SkuFormValues>,
  values: SkuFormValues,
  units: Units,
): CreateSkuBody | null {
  const kind = values.kind ?? 'standard';
  const body: CreateSkuBody = {
    userCode: values.userCode ?? '',
    code: values.code ?? '',
    product: {
      name: values.product?.name ?? '',
      brand: blankToNull(values.product?.brand),
      category: blankToNull(values.product?.category),
    },
    kind,
    ...changeableBody(values, kind, units),
  };
  const parsed = createSkuBodySchema.safeParse(body);
  return showIssues(form, parsed.success ? [] : parsed.error.issues) ? body : null;
}

/**
 * An edit's body, or null after showing its problems: as `createSkuBody`, less the fixed fields,
 * and less each measure the person left as it opened (a measure opens rounded to the step of the
 * person's unit, and converting that figure back would change the stored one on a save that never
 * touched it); the three sides go together or not at all.
 */
export function updateSkuBody(
  form: FormInstance<SkuFormValues>,
  values: SkuFormValues,
  opened: SkuFormValues,
  sku: Sku,
  units: Units,
): UpdateSkuBody | null {
  const body: UpdateSkuBody = changeableBody(values, sku.kind, units);
  if (values.weight === opened.weight) delete body.weightKg;
  if (
    ['length', 'width', 'height'].every(
      (side) => values[side as 'length'] === opened[side as 'length'],
    )
  ) {
    delete body.lengthCm;
    delete body.widthCm;
    delete body.heightCm;
  }
  const issues: Issue[] = [];
  const parsed = updateSkuBodySchema.safeParse(body);
  if (!parsed.success) issues.push(...parsed.error.issues);
  checkSkuRules(
    {
      ...body,
      kind: sku.kind,
      code: sku.code,
      lengthCm: body.lengthCm === undefined ? sku.lengthCm : body.lengthCm,
      widthCm: body.widthCm === undefined ? sku.widthCm : body.widthCm,
      heightCm: body.heightCm === undefined ? sku.heightCm : body.heightCm,
    },
    (path, message) => issues.push({ path, message }),
  );
  return showIssues(form, issues) ? body : null;
}

/** A stored SKU as the form's values, in the person's units. */
export function skuFormValues(sku: Sku, units: Units): SkuFormValues {
  const inUnit = (value: string | null, convert: (value: string) => number) =>
    value === null ? null : convert(value);
  return {
    name: sku.name,
    variant: sku.variant,
    barcodes: sku.barcodes,
    hsnCode: sku.hsnCode,
    gstRate: sku.gstRate,
    mrp: sku.mrp,
    unit: sku.unit,
    unitsPerCase: sku.unitsPerCase,
    weight: inUnit(sku.weightKg, (value) => weightInUnit(value, units.weight)),
    length: inUnit(sku.lengthCm, (value) => lengthInUnit(value, units.length)),
    width: inUnit(sku.widthCm, (value) => lengthInUnit(value, units.length)),
    height: inUnit(sku.heightCm, (value) => lengthInUnit(value, units.length)),
    tracking: sku.tracking,
    shelfLifeDays: sku.shelfLifeDays,
    minShelfLifeDays: sku.minShelfLifeDays,
    components: sku.components.map((component) => ({
      sku: component.sku.code,
      quantity: component.quantity,
    })),
  };
}

const { shape } = createSkuBodySchema;
const productShape = shape.product.shape;
const componentShape = shape.components.unwrap().element.shape;

/** A rule for a field that may be left empty: checked with the contract only when filled. */
function optionalRule(check: (value: unknown) => string | undefined): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === null || value === undefined || value === '') return;
      const message = check(value);
      if (message) throw new Error(message);
    },
  };
}

function problemOf(schema: { safeParse: (value: unknown) => { error?: { issues: Issue[] } } }) {
  return (value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
}

const options = <Value extends string>(values: readonly Value[], words: Record<Value, string>) =>
  values.map((value) => ({ value, label: words[value] }));

type SkuFormProps = {
  form: FormInstance<SkuFormValues>;
  initialValues: SkuFormValues;
  /** Editing: its client, code, product and kind are fixed, and shown rather than asked. */
  sku?: Sku;
  onFinish: (values: SkuFormValues) => void;
  error: Error | null;
  actions: ReactNode;
  /** A person changed a value (a leave guard asks before such changes are lost). */
  onChanged?: () => void;
};

/**
 * A SKU in one form: whose goods and which product (found by name, or made), what it is called
 * and scanned by, its tax, price and packing in the person's units, how units are tracked, and a
 * bundle's or kit's components; each field checked with the contract the server applies.
 */
export function SkuForm(props: SkuFormProps) {
  const { form, initialValues, sku, onFinish, error, actions, onChanged } = props;
  const units = useEntryUnits();
  const watchedUser: string | undefined = Form.useWatch('userCode', form);
  const watchedKind: SkuKind | undefined = Form.useWatch('kind', form);
  const tracking: SkuTracking | undefined = Form.useWatch('tracking', form);
  const user = sku?.user.code ?? watchedUser;
  const kind = sku?.kind ?? watchedKind ?? 'standard';

  return (
    <Form<SkuFormValues>
      form={form}
      name={sku ? 'edit-sku' : 'create-sku'}
      layout="vertical"
      noValidate
      initialValues={initialValues}
      onFinish={onFinish}
      onValuesChange={() => onChanged?.()}
    >
      <Panel title="SKU" style={{ marginBottom: 16 }}>
        {sku ? (
          <Flex gap={16} wrap>
            <Form.Item label={labels.user} style={{ flex: '1 1 16rem' }}>
              <Input value={`${sku.user.businessName} (${sku.user.code})`} disabled />
            </Form.Item>
            <Form.Item label={labels.code} style={{ flex: '1 1 12rem' }}>
              <Input value={sku.code} disabled />
            </Form.Item>
            <Form.Item label={labels.product} style={{ flex: '1 1 16rem' }}>
              <Input value={sku.product.name} disabled />
            </Form.Item>
            <Form.Item label={labels.kind} style={{ flex: '1 1 8rem' }}>
              <Input value={skuKindLabels[sku.kind]} disabled />
            </Form.Item>
          </Flex>
        ) : (
          <>
            <Flex gap={16} wrap>
              <Form.Item
                label={labels.user}
                name="userCode"
                required
                rules={[zodRule(shape.userCode)]}
                extra="The client business whose goods these are; fixed once the SKU is added."
                style={{ flex: '1 1 16rem' }}
              >
                <UserPicker placeholder="Type a name or code" />
              </Form.Item>
              <Form.Item
                label={labels.code}
                name="code"
                required
                rules={[zodRule(shape.code)]}
                extra="The client’s own code, unique among its SKUs."
                style={{ flex: '1 1 12rem' }}
              >
                <Input maxLength={40} autoComplete="off" style={{ textTransform: 'uppercase' }} />
              </Form.Item>
              <Form.Item label={labels.kind} name="kind" required style={{ flex: '1 1 10rem' }}>
                <Select options={options(skuKinds, skuKindLabels)} />
              </Form.Item>
            </Flex>
            <ProductFields form={form} user={user} />
          </>
        )}
        <Flex gap={16} wrap>
          <Form.Item
            label={labels.name}
            name="name"
            required
            rules={[zodRule(shape.name)]}
            style={{ flex: '2 1 18rem' }}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            label={labels.variant}
            name="variant"
            rules={[optionalRule(problemOf(shape.variant))]}
            extra="What tells it from the product’s other variants: “Tan, UK 7”."
            style={{ flex: '1 1 12rem' }}
          >
            <Input maxLength={120} />
          </Form.Item>
        </Flex>
      </Panel>
      <Panel title={labels.barcodes} style={{ marginBottom: 16 }}>
        <BarcodeFields />
      </Panel>
      {kind !== 'standard' && (
        <Panel title={labels.components} style={{ marginBottom: 16 }}>
          <ComponentFields user={user} kind={kind} />
        </Panel>
      )}
      <Panel title="Tax, price and packing" style={{ marginBottom: 16 }}>
        <Flex gap={16} wrap>
          <Form.Item
            label={labels.hsnCode}
            name="hsnCode"
            rules={[optionalRule(problemOf(shape.hsnCode))]}
            style={{ flex: '1 1 9rem' }}
          >
            <Input inputMode="numeric" maxLength={8} />
          </Form.Item>
          <Form.Item label={labels.gstRate} name="gstRate" style={{ flex: '1 1 8rem' }}>
            <Select
              allowClear
              options={gstRates.map((rate) => ({ value: rate, label: `${rate}%` }))}
            />
          </Form.Item>
          <Form.Item
            label={`${labels.mrp} (₹)`}
            name="mrp"
            rules={[optionalRule(problemOf(shape.mrp))]}
            style={{ flex: '1 1 9rem' }}
          >
            <Input inputMode="decimal" placeholder="1499.00" />
          </Form.Item>
          <Form.Item label={labels.unit} name="unit" required style={{ flex: '1 1 9rem' }}>
            <Select options={options(skuUnits, skuUnitLabels)} />
          </Form.Item>
          <Form.Item
            label={labels.unitsPerCase}
            name="unitsPerCase"
            rules={[optionalRule(problemOf(shape.unitsPerCase))]}
            style={{ flex: '1 1 8rem' }}
          >
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item
            label={`${labels.weightKg} (${units.weight})`}
            name="weight"
            rules={[
              optionalRule((value) =>
                problemOf(shape.weightKg)(kilogramsOf(value as number, units.weight)),
              ),
            ]}
            style={{ flex: '1 1 8rem' }}
          >
            <InputNumber min={0} step={0.1} style={{ width: '100%' }} />
          </Form.Item>
          {(['length', 'width', 'height'] as const).map((side) => (
            <Form.Item
              key={side}
              label={`${labels[`${side}Cm`]} (${units.length})`}
              name={side}
              rules={[
                optionalRule((value) =>
                  problemOf(shape[`${side}Cm`])(centimetresOf(value as number, units.length)),
                ),
              ]}
              style={{ flex: '1 1 8rem' }}
            >
              <InputNumber min={0} step={1} style={{ width: '100%' }} />
            </Form.Item>
          ))}
        </Flex>
      </Panel>
      {kind !== 'bundle' && (
        <Panel title={labels.tracking} style={{ marginBottom: 16 }}>
          <Flex gap={16} wrap>
            <Form.Item
              label={labels.tracking}
              name="tracking"
              required
              style={{ flex: '1 1 12rem' }}
            >
              <Select options={options(skuTrackings, skuTrackingLabels)} />
            </Form.Item>
            {tracking === 'lot-expiry' && (
              <>
                <Form.Item
                  label={labels.shelfLifeDays}
                  name="shelfLifeDays"
                  rules={[optionalRule(problemOf(shape.shelfLifeDays))]}
                  style={{ flex: '1 1 10rem' }}
                >
                  <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item
                  label={labels.minShelfLifeDays}
                  name="minShelfLifeDays"
                  rules={[optionalRule(problemOf(shape.minShelfLifeDays))]}
                  style={{ flex: '1 1 14rem' }}
                >
                  <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </>
            )}
          </Flex>
        </Panel>
      )}
      <RequestError error={error} fieldNames={SKU_FIELD_PATTERNS} />
      {actions}
    </Form>
  );
}

/**
 * The product a new SKU is a variant of, found among the client's by name as it is typed; a
 * name the client has no product of makes one, with the brand and category asked here.
 */
function ProductFields({ form, user }: { form: FormInstance<SkuFormValues>; user?: string }) {
  const [q, setQ] = useState('');
  const debounced = useDebouncedCallback((text: string) => setQ(text.trim()), SEARCH_DELAY_MS);
  const products = useProductOptions(user, q);
  const name: string | undefined = Form.useWatch(['product', 'name'], form);
  const existing = products.data?.find(
    (product) => product.name.toLowerCase() === (name ?? '').trim().toLowerCase(),
  );
  return (
    <Flex gap={16} wrap>
      <Form.Item
        label={labels.product}
        name={['product', 'name']}
        required
        rules={[zodRule(productShape.name)]}
        extra={
          existing
            ? `A variant of the client’s product ${existing.id}${existing.brand ? ` by ${existing.brand}` : ''}.`
            : 'A product of the client, by name: a new name makes a new product.'
        }
        style={{ flex: '2 1 18rem' }}
      >
        <AutoComplete
          options={(products.data ?? []).map((product) => ({
            value: product.name,
            label: [product.name, product.brand, product.category].filter(Boolean).join(' · '),
          }))}
          onSearch={(text) => debounced.run(text)}
          disabled={user === undefined}
          placeholder={user === undefined ? 'Choose the client first' : 'Type to find or name one'}
        >
          <Input maxLength={160} />
        </AutoComplete>
      </Form.Item>
      {!existing && (
        <>
          <Form.Item
            label={labels['product.brand']}
            name={['product', 'brand']}
            rules={[optionalRule(problemOf(productShape.brand))]}
            style={{ flex: '1 1 10rem' }}
          >
            <Input maxLength={80} />
          </Form.Item>
          <Form.Item
            label={labels['product.category']}
            name={['product', 'category']}
            rules={[optionalRule(problemOf(productShape.category))]}
            style={{ flex: '1 1 10rem' }}
          >
            <Input maxLength={80} />
          </Form.Item>
        </>
      )}
    </Flex>
  );
}

/** A row's Remove button, level with the row's fields under their labels. */
function RemoveRow({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button aria-label={label} onClick={onClick} style={{ marginTop: 30 }}>
      Remove
    </Button>
  );
}

/**
 * The barcodes as a list: each checked by its check digit as it is typed; Enter, which a
 * keyboard-wedge scanner ends each code with, moves to a new one rather than sending the form.
 */
function BarcodeFields() {
  const [focused, setFocused] = useState<number | undefined>(undefined);
  return (
    <Form.List name="barcodes">
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={0}>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="start">
              <Form.Item
                name={field.name}
                label={`Barcode ${index + 1}`}
                // An empty row is left out of what is sent: the scanner's next code goes there.
                rules={[optionalRule(problemOf(barcodeSchema))]}
                validateTrigger="onBlur"
                style={{ flex: '1 1 auto', maxWidth: '24rem' }}
              >
                <Input
                  autoFocus={focused === index}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={48}
                  onPressEnter={(event) => {
                    event.preventDefault();
                    if (!event.currentTarget.value.trim()) return;
                    if (index === fields.length - 1) add('');
                    setFocused(index + 1);
                  }}
                />
              </Form.Item>
              <RemoveRow label={`Remove barcode ${index + 1}`} onClick={() => remove(field.name)} />
            </Flex>
          ))}
          <Form.ErrorList errors={errors} />
          <div>
            <Button
              onClick={() => {
                add('');
                setFocused(fields.length);
              }}
              disabled={fields.length >= MAX_SKU_BARCODES}
            >
              Add barcode
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}

/** A bundle's or kit's components: SKU codes of the same client, with how many of each. */
function ComponentFields({ user, kind }: { user?: string; kind: SkuKind }) {
  return (
    <Form.List name="components">
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={0}>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} wrap align="start">
              <Form.Item
                name={[field.name, 'sku']}
                label={`Component ${index + 1}`}
                rules={[zodRule(componentShape.sku)]}
                style={{ flex: '1 1 14rem' }}
              >
                <SkuPicker
                  user={user}
                  aria-label={`Component ${index + 1}`}
                  placeholder="Scan or type a SKU"
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'quantity']}
                label="Quantity"
                rules={[zodRule(componentShape.quantity)]}
                style={{ flex: '0 1 8rem' }}
              >
                <InputNumber min={1} precision={0} style={{ width: '100%' }} />
              </Form.Item>
              <RemoveRow
                label={`Remove component ${index + 1}`}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <Form.ErrorList errors={errors} />
          <div>
            <Button
              onClick={() => add({ quantity: 1 })}
              disabled={fields.length >= MAX_SKU_COMPONENTS}
            >
              Add component
            </Button>
          </div>
          <p className="ant-form-item-extra">
            {kind === 'bundle'
              ? 'A bundle is sold as one and holds no stock: its components are picked.'
              : 'A kit is assembled from its components and kept in stock once assembled.'}
          </p>
        </Flex>
      )}
    </Form.List>
  );
}
