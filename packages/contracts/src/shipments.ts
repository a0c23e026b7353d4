import { z } from 'zod';
import { optionalEmailSchema } from './address.ts';
import { defineArea } from './area.ts';
import { auditEntrySchema } from './audit.ts';
import {
  daySchema,
  exportFormats,
  listQuerySchema,
  listResult,
  recordIdSchema,
  sortSchema,
  text,
} from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { measureSchema as measure } from './measure.ts';
import { amountSchema, currencyCodeSchema } from './money.ts';
import { countryCodeParamSchema } from './reference.ts';
import { shipmentFieldLabels, shipmentStatusLabels } from './shipment-fields.ts';
import { USER_CODE_PATTERN, userAddressSchema } from './users.ts';

export { shipmentStatusLabels } from './shipment-fields.ts';

/**
 * An outbound shipment's life: drafted, made ready once its papers are complete, dispatched
 * with a carrier's tracking number, delivered; or cancelled before it leaves.
 */
export const shipmentStatuses = ['draft', 'ready', 'dispatched', 'delivered', 'cancelled'] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];

/** Where each status may go next. The server refuses any other move. */
export const shipmentTransitions: Record<ShipmentStatus, readonly ShipmentStatus[]> = {
  draft: ['ready', 'cancelled'],
  ready: ['draft', 'dispatched', 'cancelled'],
  dispatched: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Statuses in which a shipment can still be deleted: it has not left the warehouse. */
export const deletableShipmentStatuses: readonly ShipmentStatus[] = ['draft', 'ready'];

/** SHP-000001 …: the shipment's id, given by the server. */
export const SHIPMENT_ID_PATTERN = /^SHP-\d{6,9}$/;

/**
 * India's e-way bill: a consignment of goods worth more than ₹50,000 moving within India needs
 * one (CGST Rule 138). The threshold is in rupees; another currency's value is not converted.
 */
export const EWAY_BILL_THRESHOLD_INR = 50_000;

/** Carriers the console suggests; any other name may be typed. */
export const knownCarriers = [
  'Delhivery',
  'Blue Dart',
  'DTDC',
  'Ecom Express',
  'XpressBees',
  'Shadowfax',
  'Ekart',
  'India Post',
  'Gati',
  'FedEx',
  'DHL Express',
  'Aramex',
] as const;

/** Largest weight of a shipment, in kilograms, and largest side, in centimetres. */
export const MAX_WEIGHT_KG = 100_000;
export const MAX_SIDE_CM = 10_000;

const optionalText = (max: number) =>
  text(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** An HSN code of the goods: 4, 6 or 8 digits. */
export const hsnCodeSchema = z
  .string()
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})$/, 'An HSN code has 4, 6 or 8 digits');

/** The papers a shipment needs before it can be made ready. */
export const additionalDetailsSchema = z.object({
  invoiceNumber: optionalText(40),
  invoiceDate: daySchema('Enter the invoice date').nullable().optional(),
  /** Twelve digits, when the value needs one (see EWAY_BILL_THRESHOLD_INR). */
  ewayBillNumber: z
    .string()
    .trim()
    .regex(/^(\d{12})?$/, 'An e-way bill number has 12 digits')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  hsnCodes: z.array(hsnCodeSchema).max(20, 'At most 20 HSN codes').optional(),
  contentsDescription: optionalText(300),
});
export type AdditionalDetails = z.input<typeof additionalDetailsSchema>;

export const additionalDetailFields = [
  'invoiceNumber',
  'invoiceDate',
  'ewayBillNumber',
  'hsnCodes',
  'contentsDescription',
] as const;
export type AdditionalDetailField = (typeof additionalDetailFields)[number];

/**
 * The additional details a shipment still lacks: the invoice, its date, the goods' HSN codes
 * and description, and an e-way bill when the goods stay in India and are worth more than the
 * threshold. The same rule on both sides, so the form and getIsFilledAdditionalDetails agree.
 */
export function missingAdditionalDetails(shipment: {
  declaredValue: string;
  currency: string;
  consigneeCountry: string;
  additionalDetails: {
    invoiceNumber?: string | null;
    invoiceDate?: string | null;
    ewayBillNumber?: string | null;
    hsnCodes?: readonly string[];
    contentsDescription?: string | null;
  };
}): AdditionalDetailField[] {
  const details = shipment.additionalDetails;
  const missing: AdditionalDetailField[] = [];
  if (!details.invoiceNumber) missing.push('invoiceNumber');
  if (!details.invoiceDate) missing.push('invoiceDate');
  if (needsEwayBill(shipment) && !details.ewayBillNumber) missing.push('ewayBillNumber');
  if (!details.hsnCodes || details.hsnCodes.length === 0) missing.push('hsnCodes');
  if (!details.contentsDescription) missing.push('contentsDescription');
  return missing;
}

/** Whether the goods need an e-way bill: within India, in rupees, above the threshold. */
export function needsEwayBill(shipment: {
  declaredValue: string;
  currency: string;
  consigneeCountry: string;
}): boolean {
  return (
    shipment.consigneeCountry === 'IN' &&
    shipment.currency === 'INR' &&
    Number(shipment.declaredValue) > EWAY_BILL_THRESHOLD_INR
  );
}

/** Each of the papers in words, as the shipment's field labels name them. */
export const additionalDetailLabels = Object.fromEntries(
  additionalDetailFields.map((field) => [field, shipmentFieldLabels[`additionalDetails.${field}`]]),
) as Record<AdditionalDetailField, string>;

const consigneeSchema = z.object({
  name: text(120).min(2, 'Enter the consignee’s name'),
  phoneCountry: countryCodeParamSchema,
  /** As typed; stored in international form when real for its country. */
  phone: text(30).min(4, 'Enter the consignee’s phone number'),
  email: optionalEmailSchema,
  address: userAddressSchema,
});

const shipmentFields = {
  /** The client business the goods belong to. */
  userCode: z
    .string({ error: 'Choose the user' })
    .trim()
    .toUpperCase()
    .regex(USER_CODE_PATTERN, 'Choose the user'),
  /** The client's own reference: its order number, say. */
  reference: text(60).min(1, 'Enter the reference'),
  consignee: consigneeSchema,
  boxes: z
    .number({ error: 'Enter the number of boxes' })
    .int('Enter the number of boxes as a whole number')
    .min(1, 'At least one box')
    .max(9_999, 'At most 9,999 boxes'),
  /** Kilograms, up to three decimals (grams). */
  weightKg: measure('weight', 3, MAX_WEIGHT_KG),
  /** Centimetres, up to one decimal (millimetres). */
  lengthCm: measure('length', 1, MAX_SIDE_CM),
  widthCm: measure('width', 1, MAX_SIDE_CM),
  heightCm: measure('height', 1, MAX_SIDE_CM),
  declaredValue: amountSchema,
  currency: currencyCodeSchema.default('INR'),
  carrier: optionalText(60),
  trackingNumber: optionalText(40),
  additionalDetails: additionalDetailsSchema.optional(),
};

/** A new shipment: always a draft. */
export const shipmentInputSchema = z.object(shipmentFields);
export type ShipmentInput = z.input<typeof shipmentInputSchema>;

/**
 * A change: any of the fields, and the status. A dispatched shipment takes only its tracking
 * number and the move to delivered; a delivered or cancelled one takes nothing.
 */
export const shipmentChangesSchema = z.object({
  userCode: shipmentFields.userCode.optional(),
  reference: shipmentFields.reference.optional(),
  consignee: consigneeSchema.optional(),
  boxes: shipmentFields.boxes.optional(),
  weightKg: shipmentFields.weightKg.optional(),
  lengthCm: shipmentFields.lengthCm.optional(),
  widthCm: shipmentFields.widthCm.optional(),
  heightCm: shipmentFields.heightCm.optional(),
  declaredValue: shipmentFields.declaredValue.optional(),
  currency: currencyCodeSchema.optional(),
  carrier: shipmentFields.carrier,
  trackingNumber: shipmentFields.trackingNumber,
  /** Merged into the stored details: a field left out stays as it was. */
  additionalDetails: additionalDetailsSchema.optional(),
  status: z.enum(shipmentStatuses).optional(),
});
export type ShipmentChanges = z.input<typeof shipmentChangesSchema>;

/**
 * A body given either as `{ data: { … } }` (with the shipment's `id` beside it or not) or as the
 * fields themselves: both forms are in use by clients of this API. Answers the fields, with the
 * `id` from beside `data` among them (a schema without `id` drops it).
 *
 * The form is told apart by its shape (a `data` object, alone or beside `id`) before the fields
 * are checked, so a mistake is reported at its field's path in either form. A union of the two
 * forms would report a bad wrapped body as a bare "invalid input", and would accept
 * `{ data: { bad } }` as an empty change, since every field of a change is optional. A body
 * mixing both forms is refused at `data` rather than having either half dropped unseen; so is
 * an `id` beside `data` that differs from one inside it, at `id`.
 */
function dataOrFields<T extends z.ZodObject>(fields: T) {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  return z.preprocess((body, context) => {
    if (!isObject(body)) return body;
    const { data } = body;
    if (isObject(data) && Object.keys(body).every((key) => key === 'data' || key === 'id')) {
      if (!('id' in body)) return data;
      if ('id' in data && data.id !== body.id) {
        context.addIssue({
          code: 'custom',
          path: ['id'],
          message: 'The id beside data and the id inside it differ',
        });
      }
      return { ...data, id: body.id };
    }
    if ('data' in body) {
      context.addIssue({
        code: 'custom',
        path: ['data'],
        message:
          'Send the fields either inside data (beside the id, if at all) or by themselves, not both',
      });
    }
    return body;
  }, fields);
}

export const createShipmentBodySchema = dataOrFields(shipmentInputSchema);
/**
 * A change may name its shipment again in its body (clients send a shipment back whole); the
 * server refuses one that names another shipment than the path, rather than ignoring it.
 */
export const updateShipmentBodySchema = dataOrFields(
  shipmentChangesSchema.extend({ id: recordIdSchema.optional() }),
);

export const shipmentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  user: z.object({ code: z.string(), businessName: z.string() }),
  consignee: z.object({
    name: z.string(),
    /** International form, "+919820041127". */
    phone: z.string(),
    phoneCountry: z.string(),
    email: z.string().nullable(),
    address: z.object({
      line1: z.string(),
      line2: z.string().nullable(),
      city: z.string(),
      state: z.string(),
      country: z.string(),
      postalCode: z.string(),
    }),
  }),
  boxes: z.number().int(),
  /** Kilograms and centimetres, as decimals in text: the console shows them in the person's units. */
  weightKg: z.string(),
  lengthCm: z.string(),
  widthCm: z.string(),
  heightCm: z.string(),
  declaredValue: z.string(),
  currency: z.string(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  status: z.enum(shipmentStatuses),
  additionalDetails: z.object({
    invoiceNumber: z.string().nullable(),
    invoiceDate: daySchema().nullable(),
    ewayBillNumber: z.string().nullable(),
    hsnCodes: z.array(z.string()),
    contentsDescription: z.string().nullable(),
  }),
  /** The additional details still missing; empty when the shipment can be made ready. */
  missingDetails: z.array(z.enum(additionalDetailFields)),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  dispatchedAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const shipmentSortFields = [
  'id',
  'reference',
  'status',
  'declaredValue',
  'weightKg',
  'createdAt',
] as const;

/** The Shipments list's filters, shared by the page and the export. */
export const shipmentFiltersSchema = z.object({
  /** Id, reference, consignee, tracking number or city. */
  q: listQuerySchema.shape.q,
  sort: sortSchema(shipmentSortFields),
  status: z.enum(shipmentStatuses).optional(),
  /** The client business's code. */
  user: z
    .string()
    .trim()
    .toUpperCase()
    .regex(USER_CODE_PATTERN, 'a user code like USR-000001')
    .optional(),
  carrier: text(60).optional(),
  /** Created on or after this day, and on or before `to` (the operator's calendar). */
  from: daySchema('a date like 2026-01-31').optional(),
  to: daySchema('a date like 2026-01-31').optional(),
});
export const shipmentListQuerySchema = listQuerySchema.extend(shipmentFiltersSchema.shape);
export type ShipmentListQuery = z.infer<typeof shipmentListQuerySchema>;
export type ShipmentFilters = z.infer<typeof shipmentFiltersSchema>;

/** A shipment's id in a path: any short text, so a wrong one is a 404 rather than a 400. */
const shipmentParams = z.object({ id: recordIdSchema });

export const additionalDetailsStateSchema = z.object({
  isFilled: z.boolean(),
  missing: z.array(z.enum(additionalDetailFields)),
  /** Whether this shipment needs an e-way bill at all. */
  needsEwayBill: z.boolean(),
});

const view = { resource: 'shipments', action: 'view' } as const;

/** Outbound shipments of the client businesses' goods. */
export const shipmentsEndpoints = defineEndpoints('shipments', {
  list: {
    method: 'GET',
    path: '/admin/shipment',
    summary: 'Shipments: search (q), filter by status, user, carrier and dates, sort, paginate',
    access: view,
    query: shipmentListQuerySchema,
    response: listResult(shipmentSchema),
    errors: [],
  },
  export: {
    method: 'GET',
    path: '/admin/shipment/export',
    summary: 'Every shipment matching the filters, as CSV or an Excel workbook (format=xlsx)',
    access: { resource: 'shipments', action: 'export' },
    query: shipmentFiltersSchema.extend({ format: z.enum(exportFormats).default('csv') }),
    response: z.string(),
    download: 'csv-or-xlsx',
    errors: ['EXPORT_TOO_LARGE'],
  },
  get: {
    method: 'GET',
    path: '/admin/shipment/:id',
    summary: 'One shipment',
    access: view,
    params: shipmentParams,
    response: shipmentSchema,
    errors: ['SHIPMENT_NOT_FOUND'],
  },
  history: {
    method: 'GET',
    // Beside update/:id and delete/:id rather than under :id, which the API document would
    // find ambiguous with them.
    path: '/admin/shipment/history/:id',
    summary: 'Changes to this shipment, newest first (its status timeline)',
    access: view,
    params: shipmentParams,
    response: z.array(auditEntrySchema),
    errors: ['SHIPMENT_NOT_FOUND'],
  },
  create: {
    method: 'POST',
    path: '/admin/shipment/create',
    summary: 'Draft a shipment; the body is the fields, or { data: fields }',
    access: { resource: 'shipments', action: 'add' },
    body: createShipmentBodySchema,
    response: shipmentSchema,
    status: 201,
    errors: ['USER_NOT_FOUND', 'USER_INACTIVE'],
  },
  update: {
    method: 'PATCH',
    path: '/admin/shipment/update/:id',
    summary: 'Change a shipment or move its status; the body is the fields, or { data: fields }',
    access: { resource: 'shipments', action: 'edit' },
    params: shipmentParams,
    body: updateShipmentBodySchema,
    response: shipmentSchema,
    errors: [
      'SHIPMENT_NOT_FOUND',
      'SHIPMENT_LOCKED',
      'SHIPMENT_STATUS_INVALID',
      'SHIPMENT_DETAILS_MISSING',
      'USER_NOT_FOUND',
      'USER_INACTIVE',
    ],
  },
  delete: {
    method: 'DELETE',
    path: '/admin/shipment/delete/:id',
    summary: 'Delete a shipment that has not been dispatched',
    access: { resource: 'shipments', action: 'delete' },
    params: shipmentParams,
    response: z.object({ id: z.string() }),
    errors: ['SHIPMENT_NOT_FOUND', 'SHIPMENT_NOT_DELETABLE'],
  },
  isFilledAdditionalDetails: {
    method: 'GET',
    path: '/admin/shipment/getIsFilledAdditionalDetails/:id',
    summary: 'Whether the shipment’s additional details are complete, and which are missing',
    access: view,
    params: shipmentParams,
    response: additionalDetailsStateSchema,
    errors: ['SHIPMENT_NOT_FOUND'],
  },
});

export const shipmentsArea = defineArea({
  resource: 'shipments',
  noun: { one: 'shipment', many: 'shipments' },
  entity: 'shipment',
  idField: 'id',
  statuses: { values: shipmentStatuses, labels: shipmentStatusLabels },
  sortFields: shipmentSortFields,
  listQuery: shipmentListQuerySchema,
  groups: [shipmentsEndpoints],
  endpoints: {
    list: shipmentsEndpoints.list,
    export: shipmentsEndpoints.export,
    get: shipmentsEndpoints.get,
    history: shipmentsEndpoints.history,
  },
});
