import { isValid as isValidGtin } from 'gtin';
import { z } from 'zod';
import { activeStatuses, activeStatusLabels } from './active-status.ts';
import { defineArea } from './area.ts';
import { auditEntrySchema } from './audit.ts';
import {
  changeCatalogueStatusBodySchema,
  changeCatalogueStatusResultSchema,
  type SkuTracking,
  skuTrackings,
} from './catalogue.ts';
import {
  exportFormats,
  formatLimit,
  listQuerySchema,
  listResult,
  recordIdSchema,
  skuCodeSchema,
  sortSchema,
  text,
} from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { measureSchema } from './measure.ts';
import { amountSchema, currencyCodeSchema } from './money.ts';
import { USER_CODE_PATTERN } from './users.ts';

export const skuStatuses = activeStatuses;
export type SkuStatus = (typeof skuStatuses)[number];

/** SKU-000001 …: the public id of a SKU, given by the server; its code is the client's own. */
export const SKU_ID_PATTERN = /^SKU-\d{6,9}$/;
/** PRD-000001 …: the public id of a product, the group of a client's variants. */
export const PRODUCT_ID_PATTERN = /^PRD-\d{6,9}$/;

/**
 * What a SKU is: goods kept and sold as they are; a bundle, sold as one but made of its
 * components, which holds no stock of its own; or a kit, assembled from its components and kept
 * in stock once assembled.
 */
export const skuKinds = ['standard', 'bundle', 'kit'] as const;
export type SkuKind = (typeof skuKinds)[number];
export const skuKindLabels = {
  standard: 'Standard',
  bundle: 'Bundle',
  kit: 'Kit',
} as const satisfies Record<SkuKind, string>;

export { type SkuTracking, skuTrackings } from './catalogue.ts';
export const skuTrackingLabels = {
  none: 'None',
  lot: 'Lot',
  'lot-expiry': 'Lot and expiry',
  serial: 'Serial number',
} as const satisfies Record<SkuTracking, string>;

/**
 * The unit a SKU is counted in. A unit counted whole takes whole quantities only; a measured one
 * (weight, volume, length) takes up to three decimals.
 */
export const skuUnits = [
  'each',
  'pair',
  'pack',
  'box',
  'carton',
  'kg',
  'g',
  'l',
  'ml',
  'm',
] as const;
export type SkuUnit = (typeof skuUnits)[number];
export const skuUnitLabels = {
  each: 'Each',
  pair: 'Pair',
  pack: 'Pack',
  box: 'Box',
  carton: 'Carton',
  kg: 'Kilogram',
  g: 'Gram',
  l: 'Litre',
  ml: 'Millilitre',
  m: 'Metre',
} as const satisfies Record<SkuUnit, string>;
export const measuredSkuUnits: readonly SkuUnit[] = ['kg', 'g', 'l', 'ml', 'm'];

/**
 * The GST rates the schedules set on goods, in percent. A rate outside them is a typing error
 * (the 2025 revision added 40 and left 12 and 28 to goods still notified at them).
 */
export const gstRates = [
  '0',
  '0.1',
  '0.25',
  '1',
  '1.5',
  '3',
  '5',
  '6',
  '7.5',
  '12',
  '18',
  '28',
  '40',
] as const;
export type GstRate = (typeof gstRates)[number];

export { skuCodeSchema } from './common.ts';

/** Most barcodes one SKU has. */
export const MAX_SKU_BARCODES = 20;
/** Most components of one bundle or kit. */
export const MAX_SKU_COMPONENTS = 50;
/** Most units of one component in a bundle or kit. */
export const MAX_COMPONENT_QUANTITY = 10_000;
/** Longest shelf life a SKU may be given, in days (ten years). */
export const MAX_SHELF_LIFE_DAYS = 3_650;
/** Most units in one case (carton) as the vendor packs it. */
export const MAX_UNITS_PER_CASE = 100_000;
/** Heaviest SKU, in kilograms, and longest side, in centimetres. */
export const MAX_SKU_WEIGHT_KG = 10_000;
export const MAX_SKU_SIDE_CM = 10_000;

/**
 * The kind of a barcode by its digits: twelve digits are a UPC-A, thirteen an EAN-13, each
 * checked by its check digit; anything else (a Code 128 of the client's own) is taken as it is.
 */
export function barcodeKindOf(barcode: string): 'upc-a' | 'ean-13' | 'other' {
  if (/^\d{12}$/.test(barcode)) return 'upc-a';
  if (/^\d{13}$/.test(barcode)) return 'ean-13';
  return 'other';
}

/** The problem of a barcode's check digit, or null when it has none or it is right. */
export function barcodeProblem(barcode: string): string | null {
  const kind = barcodeKindOf(barcode);
  if (kind === 'other' || isValidGtin(barcode)) return null;
  return `The check digit is wrong for ${kind === 'upc-a' ? 'a UPC-A' : 'an EAN-13'} barcode: check the last digit`;
}

/** A barcode as a scanner reads it: printable characters, no spaces at its ends. */
export const barcodeSchema = z
  .string({ error: 'Enter the barcode' })
  .trim()
  .min(1, 'Enter the barcode')
  .max(48, 'A barcode has at most 48 characters')
  .regex(/^[\x21-\x7e]+$/, 'A barcode has letters, digits and symbols, without spaces')
  .superRefine((barcode, context) => {
    const problem = barcodeProblem(barcode);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const componentSchema = z.object({
  /** The component's SKU code, of the same client. */
  sku: skuCodeSchema,
  quantity: z
    .number({ error: 'Enter how many units' })
    .int('Enter a whole number of units')
    .min(1, 'At least 1 unit')
    .max(MAX_COMPONENT_QUANTITY, `At most ${formatLimit(MAX_COMPONENT_QUANTITY)} units`),
});
export type SkuComponentInput = z.input<typeof componentSchema>;

const shelfLifeDays = (label: string) =>
  z
    .number({ error: `Enter the ${label} in days` })
    .int(`Enter the ${label} in whole days`)
    .min(1, `The ${label} must be at least 1 day`)
    .max(MAX_SHELF_LIFE_DAYS, `The ${label} is at most ${formatLimit(MAX_SHELF_LIFE_DAYS)} days`);

const optionalText = (max: number) =>
  text(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** The fields of a SKU a person may change after it is made. */
const changeableFields = {
  name: text(200).min(2, 'Enter the SKU’s name'),
  /** What tells it from the product's other variants: "Tan, UK 7". */
  variant: optionalText(120),
  barcodes: z
    .array(barcodeSchema)
    .max(MAX_SKU_BARCODES, `At most ${MAX_SKU_BARCODES} barcodes`)
    .superRefine((barcodes, context) => {
      const seen = new Set<string>();
      barcodes.forEach((barcode, index) => {
        if (seen.has(barcode)) {
          context.addIssue({ code: 'custom', path: [index], message: 'Listed twice' });
        }
        seen.add(barcode);
      });
    }),
  /** The goods' HSN code: 4, 6 or 8 digits. */
  hsnCode: z
    .string()
    .trim()
    .regex(/^(\d{4}|\d{6}|\d{8})?$/, 'An HSN code has 4, 6 or 8 digits')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  gstRate: z.enum(gstRates, { error: 'Choose a GST rate' }).nullable().optional(),
  /** Maximum retail price, printed on the pack. */
  mrp: amountSchema.nullable().optional(),
  currency: currencyCodeSchema.default('INR'),
  unit: z.enum(skuUnits, { error: 'Choose the unit it is counted in' }).default('each'),
  /** Units in the case the vendor ships it in. */
  unitsPerCase: z
    .number({ error: 'Enter the units per case' })
    .int('Enter a whole number of units per case')
    .min(1, 'A case holds at least 1 unit')
    .max(MAX_UNITS_PER_CASE, `A case holds at most ${formatLimit(MAX_UNITS_PER_CASE)} units`)
    .nullable()
    .optional(),
  /** Kilograms, up to three decimals, and centimetres, up to one: canonical, as shipments. */
  weightKg: measureSchema('weight', 3, MAX_SKU_WEIGHT_KG).nullable().optional(),
  lengthCm: measureSchema('length', 1, MAX_SKU_SIDE_CM).nullable().optional(),
  widthCm: measureSchema('width', 1, MAX_SKU_SIDE_CM).nullable().optional(),
  heightCm: measureSchema('height', 1, MAX_SKU_SIDE_CM).nullable().optional(),
  tracking: z.enum(skuTrackings, { error: 'Choose how units are tracked' }).default('none'),
  /** Days from making to expiry, for SKUs tracked by lot and expiry. */
  shelfLifeDays: shelfLifeDays('shelf life').nullable().optional(),
  /** The least shelf life left the client accepts at dispatch, in days. */
  minShelfLifeDays: shelfLifeDays('minimum shelf life at dispatch').nullable().optional(),
  /** The SKUs a bundle or kit is made of, with how many of each. */
  components: z
    .array(componentSchema)
    .max(MAX_SKU_COMPONENTS, `At most ${MAX_SKU_COMPONENTS} components`)
    .default([]),
};

type SkuRules = {
  kind?: SkuKind;
  code?: string;
  tracking?: SkuTracking;
  shelfLifeDays?: number | null;
  minShelfLifeDays?: number | null;
  components?: { sku: string }[];
  lengthCm?: string | null;
  widthCm?: string | null;
  heightCm?: string | null;
};

/** What holds between a SKU's fields, the same on the form and the server. */
export function checkSkuRules(
  sku: SkuRules,
  addIssue: (path: (string | number)[], message: string) => void,
) {
  if (sku.kind !== undefined && sku.components !== undefined) {
    if (sku.kind === 'standard' && sku.components.length > 0) {
      addIssue(['components'], 'Only a bundle or a kit has components');
    }
    if (sku.kind !== 'standard' && sku.components.length === 0) {
      addIssue(['components'], `A ${sku.kind} needs at least one component`);
    }
  }
  if (sku.kind === 'bundle' && sku.tracking !== undefined && sku.tracking !== 'none') {
    addIssue(['tracking'], 'A bundle holds no stock of its own: its components are tracked');
  }
  if (sku.components) {
    const seen = new Set<string>();
    sku.components.forEach((component, index) => {
      if (sku.code !== undefined && component.sku === sku.code) {
        addIssue(['components', index, 'sku'], 'A SKU cannot contain itself');
      } else if (seen.has(component.sku)) {
        addIssue(['components', index, 'sku'], 'Listed twice: add to its quantity instead');
      }
      seen.add(component.sku);
    });
  }
  if (sku.tracking !== undefined && sku.tracking !== 'lot-expiry') {
    if (sku.shelfLifeDays != null) {
      addIssue(['shelfLifeDays'], 'Only a SKU tracked by lot and expiry has a shelf life');
    }
    if (sku.minShelfLifeDays != null) {
      addIssue(['minShelfLifeDays'], 'Only a SKU tracked by lot and expiry has a minimum');
    }
  }
  if (
    sku.shelfLifeDays != null &&
    sku.minShelfLifeDays != null &&
    sku.minShelfLifeDays > sku.shelfLifeDays
  ) {
    addIssue(['minShelfLifeDays'], 'Cannot be longer than the shelf life');
  }
  const sides = [sku.lengthCm, sku.widthCm, sku.heightCm];
  if (sides.some((side) => side != null) && sides.some((side) => side == null)) {
    const path = sku.lengthCm == null ? 'lengthCm' : sku.widthCm == null ? 'widthCm' : 'heightCm';
    addIssue([path], 'Enter the length, width and height together');
  }
}

/** The client's product a new SKU is a variant of: found by name, or made. */
const productInputSchema = z.object({
  name: text(160).min(2, 'Enter the product’s name'),
  brand: optionalText(80),
  category: optionalText(80),
});

export const createSkuBodySchema = z
  .object({
    /** The client business whose goods it is; fixed once the SKU exists. */
    userCode: z
      .string({ error: 'Choose the client' })
      .trim()
      .toUpperCase()
      .regex(USER_CODE_PATTERN, 'Choose the client'),
    code: skuCodeSchema,
    /** The product it is a variant of, by name; made for the client when it has none so named. */
    product: productInputSchema,
    kind: z.enum(skuKinds, { error: 'Choose standard, bundle or kit' }).default('standard'),
    ...changeableFields,
    barcodes: changeableFields.barcodes.default([]),
  })
  .superRefine((sku, context) =>
    checkSkuRules(sku, (path, message) => context.addIssue({ code: 'custom', path, message })),
  );
export type CreateSkuBody = z.input<typeof createSkuBodySchema>;

/**
 * Any of the changeable fields: the barcodes and the components are sent whole. Its client,
 * code, product and kind are fixed, since documents name the SKU by them.
 */
export const updateSkuBodySchema = z
  .object({
    name: changeableFields.name.optional(),
    variant: changeableFields.variant,
    barcodes: changeableFields.barcodes.optional(),
    hsnCode: changeableFields.hsnCode,
    gstRate: changeableFields.gstRate,
    mrp: changeableFields.mrp,
    currency: currencyCodeSchema.optional(),
    unit: z.enum(skuUnits, { error: 'Choose the unit it is counted in' }).optional(),
    unitsPerCase: changeableFields.unitsPerCase,
    weightKg: changeableFields.weightKg,
    lengthCm: changeableFields.lengthCm,
    widthCm: changeableFields.widthCm,
    heightCm: changeableFields.heightCm,
    tracking: z.enum(skuTrackings, { error: 'Choose how units are tracked' }).optional(),
    shelfLifeDays: changeableFields.shelfLifeDays,
    minShelfLifeDays: changeableFields.minShelfLifeDays,
    components: changeableFields.components.unwrap().optional(),
  })
  .superRefine((sku, context) => {
    // Only what is sent is checked here; the server checks the SKU as it would be after.
    const sides = [sku.lengthCm, sku.widthCm, sku.heightCm];
    if (sides.some((side) => side !== undefined) && sides.some((side) => side === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['lengthCm'],
        message: 'Send the length, width and height together',
      });
    }
  });
export type UpdateSkuBody = z.input<typeof updateSkuBodySchema>;

const reference = z.object({ id: z.string(), code: z.string(), name: z.string() });

export const skuComponentSchema = z.object({
  sku: reference,
  quantity: z.number().int(),
});
export type SkuComponent = z.infer<typeof skuComponentSchema>;

export const skuSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** The client business whose goods it is. */
  user: z.object({ code: z.string(), businessName: z.string() }),
  product: z.object({
    id: z.string(),
    name: z.string(),
    brand: z.string().nullable(),
    category: z.string().nullable(),
  }),
  kind: z.enum(skuKinds),
  name: z.string(),
  variant: z.string().nullable(),
  barcodes: z.array(z.string()),
  hsnCode: z.string().nullable(),
  gstRate: z.enum(gstRates).nullable(),
  mrp: z.string().nullable(),
  currency: z.string(),
  unit: z.enum(skuUnits),
  unitsPerCase: z.number().int().nullable(),
  weightKg: z.string().nullable(),
  lengthCm: z.string().nullable(),
  widthCm: z.string().nullable(),
  heightCm: z.string().nullable(),
  tracking: z.enum(skuTrackings),
  shelfLifeDays: z.number().int().nullable(),
  minShelfLifeDays: z.number().int().nullable(),
  /** What a bundle or kit is made of; empty for a standard SKU. */
  components: z.array(skuComponentSchema),
  status: z.enum(skuStatuses),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Sku = z.infer<typeof skuSchema>;

/** A SKU in the list: its barcodes, not its components. */
export const skuListItemSchema = skuSchema.omit({ components: true }).extend({
  componentCount: z.number().int(),
});
export type SkuListItem = z.infer<typeof skuListItemSchema>;

export const skuSortFields = ['id', 'code', 'name', 'status', 'createdAt'] as const;

const userFilter = z
  .string()
  .trim()
  .toUpperCase()
  .regex(USER_CODE_PATTERN, 'a user code like USR-000001')
  .optional();

/** The SKU list's filters, shared by the page and the export. */
export const skuFiltersSchema = z.object({
  /** Code, name, variant, product, brand, or a barcode exactly. */
  q: listQuerySchema.shape.q,
  sort: sortSchema(skuSortFields),
  status: z.enum(skuStatuses).optional(),
  /** The SKUs of one client business. */
  user: userFilter,
  tracking: z.enum(skuTrackings).optional(),
  kind: z.enum(skuKinds).optional(),
  /** The variants of one product. */
  product: recordIdSchema.optional(),
});
export const skuListQuerySchema = listQuerySchema.extend(skuFiltersSchema.shape);
export type SkuListQuery = z.infer<typeof skuListQuerySchema>;
export type SkuFilters = z.infer<typeof skuFiltersSchema>;

/** What a scanner read, or a code typed: the SKUs it names exactly. */
export const skuLookupQuerySchema = z.object({
  code: text(60).min(1, 'Enter a barcode or SKU code'),
  user: userFilter,
});
export const skuLookupResultSchema = z.object({
  /** Every SKU whose code or one of whose barcodes is the one read; several across clients. */
  items: z.array(skuListItemSchema),
});
export type SkuLookupResult = z.infer<typeof skuLookupResultSchema>;

export const productSchema = z.object({
  id: z.string(),
  user: z.object({ code: z.string(), businessName: z.string() }),
  name: z.string(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  /** How many SKUs (variants) it has. */
  skuCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = z.object({
  /** Name, brand or category. */
  q: listQuerySchema.shape.q,
  user: userFilter,
});

export const updateProductBodySchema = z.object({
  name: productInputSchema.shape.name.optional(),
  brand: productInputSchema.shape.brand,
  category: productInputSchema.shape.category,
});
export type UpdateProductBody = z.input<typeof updateProductBodySchema>;

/** Most products the product picker offers at once. */
export const PRODUCT_OPTIONS_LIMIT = 20;

/** Most SKUs a line's SKU picker offers at once; typing narrows them on the server. */
export const SKU_OPTIONS_LIMIT = 20;

export const skuOptionsQuerySchema = z.object({
  /** The client business whose SKUs are offered. */
  user: z
    .string({ error: 'Choose the client first' })
    .trim()
    .toUpperCase()
    .regex(USER_CODE_PATTERN, 'a user code like USR-000001'),
  /** A code or barcode (those matching exactly come first), or part of a code or name. */
  q: listQuerySchema.shape.q,
});

/** A SKU as a document line's picker offers it. */
export const skuOptionSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(skuKinds),
  /** A deactivated SKU is shown, but a new line cannot name it. */
  isActive: z.boolean(),
});
export type SkuOption = z.infer<typeof skuOptionSchema>;

const skuParams = z.object({ id: recordIdSchema });
const view = { resource: 'products', action: 'view' } as const;
const edit = { resource: 'products', action: 'edit' } as const;

/** The client businesses' goods: SKUs, bundles and kits, and the products they are variants of. */
export const skusEndpoints = defineEndpoints('skus', {
  list: {
    method: 'GET',
    path: '/admin/skus',
    summary: 'SKUs: search (q, a barcode exactly), filter by client, status, tracking and kind',
    access: view,
    query: skuListQuerySchema,
    response: listResult(skuListItemSchema),
    errors: [],
  },
  export: {
    method: 'GET',
    path: '/admin/skus/export',
    summary: 'Every SKU matching the filters, as CSV or an Excel workbook (format=xlsx)',
    access: { resource: 'products', action: 'export' },
    query: skuFiltersSchema.extend({ format: z.enum(exportFormats).default('csv') }),
    response: z.string(),
    download: 'csv-or-xlsx',
    errors: ['EXPORT_TOO_LARGE'],
  },
  lookup: {
    method: 'GET',
    path: '/admin/skus/lookup',
    summary: 'The SKUs a scanned barcode or typed code names exactly',
    // Whoever counts a bin names what they find by scanning it.
    access: { anyOf: ['products.view', 'counts.edit'] },
    query: skuLookupQuerySchema,
    response: skuLookupResultSchema,
    errors: [],
  },
  options: {
    method: 'GET',
    path: '/admin/skus/options',
    summary: `A client's SKUs for a line's picker (q: code, barcode, name)`,
    // Whoever fills in a goods receipt's lines picks SKUs without reading the catalogue: the
    // receipts already show each line's code and description.
    access: {
      anyOf: [
        'products.view',
        'receiving.add',
        'receiving.edit',
        'adjustments.add',
        'transfers.add',
      ],
    },
    query: skuOptionsQuerySchema,
    response: z.array(skuOptionSchema),
    errors: [],
  },
  get: {
    method: 'GET',
    path: '/admin/skus/:id',
    summary: 'One SKU, with its barcodes and components',
    access: view,
    params: skuParams,
    response: skuSchema,
    errors: ['NOT_FOUND'],
  },
  history: {
    method: 'GET',
    path: '/admin/skus/:id/history',
    summary: 'Changes to this SKU, newest first',
    access: view,
    params: skuParams,
    response: z.array(auditEntrySchema),
    errors: ['NOT_FOUND'],
  },
  create: {
    method: 'POST',
    path: '/admin/skus',
    summary: 'Add a SKU, bundle or kit of a client business',
    access: { resource: 'products', action: 'add' },
    body: createSkuBodySchema,
    response: skuSchema,
    status: 201,
    errors: ['CONFLICT', 'USER_NOT_FOUND', 'USER_INACTIVE'],
  },
  update: {
    method: 'PATCH',
    path: '/admin/skus/:id',
    summary: 'Change a SKU’s details (its client, code, product and kind are fixed)',
    access: edit,
    params: skuParams,
    body: updateSkuBodySchema,
    response: skuSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  changeStatus: {
    method: 'POST',
    path: '/admin/skus/change-status',
    summary: 'Activate or deactivate SKUs, answered per id',
    access: edit,
    body: changeCatalogueStatusBodySchema,
    response: changeCatalogueStatusResultSchema,
    errors: [],
  },
  delete: {
    method: 'DELETE',
    path: '/admin/skus/:id',
    summary: 'Delete a SKU no record refers to',
    access: { resource: 'products', action: 'delete' },
    params: skuParams,
    response: z.object({ message: z.string() }),
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
});

const productParams = z.object({ id: recordIdSchema });

/** The products SKUs are variants of: found and renamed; each is made with its first SKU. */
export const productsEndpoints = defineEndpoints('products', {
  options: {
    method: 'GET',
    path: '/admin/products',
    summary: `Products of a client matching a search, at most ${PRODUCT_OPTIONS_LIMIT}, by name`,
    access: view,
    query: productListQuerySchema,
    response: z.object({ items: z.array(productSchema) }),
    errors: [],
  },
  get: {
    method: 'GET',
    path: '/admin/products/:id',
    summary: 'One product',
    access: view,
    params: productParams,
    response: productSchema,
    errors: ['NOT_FOUND'],
  },
  update: {
    method: 'PATCH',
    path: '/admin/products/:id',
    summary: 'Rename a product, or change its brand or category',
    access: edit,
    params: productParams,
    body: updateProductBodySchema,
    response: productSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
});

export const skusArea = defineArea({
  resource: 'products',
  noun: { one: 'SKU', many: 'SKUs' },
  entity: 'sku',
  idField: 'id',
  statuses: { values: skuStatuses, labels: activeStatusLabels },
  sortFields: skuSortFields,
  listQuery: skuListQuerySchema,
  groups: [skusEndpoints, productsEndpoints],
  endpoints: {
    list: skusEndpoints.list,
    export: skusEndpoints.export,
    get: skusEndpoints.get,
    history: skusEndpoints.history,
  },
});
