import { z } from 'zod';
import { activeStatusLabels } from './active-status.ts';
import { addressSchema, optionalEmailSchema, storedAddressSchema } from './address.ts';
import { defineArea } from './area.ts';
import { auditEntrySchema } from './audit.ts';
import {
  catalogueCodeSchema,
  catalogueStatuses,
  changeCatalogueStatusBodySchema,
  changeCatalogueStatusResultSchema,
} from './catalogue.ts';
import {
  exportFormats,
  listQuerySchema,
  listResult,
  recordIdSchema,
  sortSchema,
  text,
} from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { gstinProblem } from './gstin.ts';
import { INDIA_PIN_PATTERN, INDIA_PIN_SHAPE_MESSAGE } from './pin-code.ts';
import { countryCodeParamSchema } from './reference.ts';

export const warehouseStatuses = catalogueStatuses;
export type WarehouseStatus = (typeof warehouseStatuses)[number];

const warehouseFields = {
  name: text(120).min(2, 'Enter the warehouse’s name'),
  address: addressSchema,
  /** The GSTIN the warehouse is registered under in its state (each state needs its own). */
  gstin: text(20)
    .toUpperCase()
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  /** An IANA time zone; the country's first when left out. */
  timezone: text(64).optional(),
  contactName: text(120).min(2, 'Enter the contact person’s name'),
  /** The country whose calling code the phone number is dialled with. */
  phoneCountry: countryCodeParamSchema,
  /** As typed, nationally ("98200 41127") or internationally ("+91 98200 41127"). */
  phone: text(30).min(4, 'Enter the phone number'),
  email: optionalEmailSchema,
};

type WarehouseRuleInput = {
  gstin?: string | null;
  address?: { country: string; postalCode: string };
};

/**
 * What the fields say together: a warehouse in India has a PIN code and, when given, a GSTIN of
 * the right shape and check character. The server checks the GSTIN's state against the
 * address's, and the PIN code against India Post's directory.
 */
function checkWarehouseRules(
  warehouse: WarehouseRuleInput,
  addIssue: (path: (string | number)[], message: string) => void,
) {
  if (warehouse.address?.country !== 'IN') return;
  if (!INDIA_PIN_PATTERN.test(warehouse.address.postalCode)) {
    addIssue(['address', 'postalCode'], INDIA_PIN_SHAPE_MESSAGE);
  }
  if (warehouse.gstin) {
    const problem = gstinProblem(warehouse.gstin);
    if (problem) addIssue(['gstin'], problem);
  }
}

export const createWarehouseBodySchema = z
  .object({
    code: catalogueCodeSchema,
    ...warehouseFields,
    /**
     * Whether the warehouse starts with an area for each purpose (receiving, storage, pick
     * face, packing, dispatch, returns, QC hold, damaged), as most do.
     */
    standardAreas: z.boolean().default(true),
  })
  .superRefine((warehouse, context) =>
    checkWarehouseRules(warehouse, (path, message) =>
      context.addIssue({ code: 'custom', path, message }),
    ),
  );
export type CreateWarehouseBody = z.input<typeof createWarehouseBodySchema>;

/** Any field but the code, which is fixed once created; the phone and address are sent whole. */
export const updateWarehouseBodySchema = z
  .object({
    name: warehouseFields.name.optional(),
    address: warehouseFields.address.optional(),
    gstin: warehouseFields.gstin,
    timezone: warehouseFields.timezone,
    contactName: warehouseFields.contactName.optional(),
    phoneCountry: warehouseFields.phoneCountry.optional(),
    phone: warehouseFields.phone.optional(),
    email: warehouseFields.email,
  })
  .superRefine((warehouse, context) => {
    if ((warehouse.phone === undefined) !== (warehouse.phoneCountry === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['phone'],
        message: 'Send the phone number with its country',
      });
    }
    checkWarehouseRules(warehouse, (path, message) =>
      context.addIssue({ code: 'custom', path, message }),
    );
  });
export type UpdateWarehouseBody = z.input<typeof updateWarehouseBodySchema>;

export const warehouseSchema = z.object({
  code: z.string(),
  name: z.string(),
  address: storedAddressSchema,
  gstin: z.string().nullable(),
  timezone: z.string(),
  contactName: z.string(),
  /** International form, "+919820041127". */
  phone: z.string(),
  phoneCountry: z.string(),
  email: z.string().nullable(),
  status: z.enum(warehouseStatuses),
  /** Its real locations (areas, racks, shelves, bins), not the virtual ones. */
  locationCount: z.number().int().min(0),
  binCount: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

export const warehouseSortFields = [
  'code',
  'name',
  'city',
  'status',
  'locationCount',
  'binCount',
  'updatedAt',
] as const;

/** The Warehouses list's filters, shared by the page and the export. */
export const warehouseFiltersSchema = z.object({
  /** Code, name, city or GSTIN. */
  q: listQuerySchema.shape.q,
  sort: sortSchema(warehouseSortFields),
  status: z.enum(warehouseStatuses).optional(),
  /** Warehouses in this state (its ISO code within India, or any country's). */
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{1,10}$/, 'a state code like MH')
    .optional(),
});
export const warehouseListQuerySchema = listQuerySchema.extend(warehouseFiltersSchema.shape);
export type WarehouseListQuery = z.infer<typeof warehouseListQuerySchema>;
export type WarehouseFilters = z.infer<typeof warehouseFiltersSchema>;

/** A warehouse as a form's picker or a list's filter offers it. */
export const warehouseOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** A deactivated warehouse is shown, but a new record cannot name it. */
  isActive: z.boolean(),
});
export type WarehouseOption = z.infer<typeof warehouseOptionSchema>;

const warehouseParams = z.object({ code: recordIdSchema });
const view = { resource: 'warehouses', action: 'view' } as const;
const edit = { resource: 'warehouses', action: 'edit' } as const;

/** The operator's warehouses: the buildings stock is kept in. */
export const warehousesEndpoints = defineEndpoints('warehouses', {
  list: {
    method: 'GET',
    path: '/admin/warehouses',
    summary: 'Warehouses: search (q), filter by status and state, sort, paginate',
    access: view,
    query: warehouseListQuerySchema,
    response: listResult(warehouseSchema),
    errors: [],
  },
  export: {
    method: 'GET',
    path: '/admin/warehouses/export',
    summary: 'Every warehouse matching the filters, as CSV or an Excel workbook (format=xlsx)',
    access: { resource: 'warehouses', action: 'export' },
    query: warehouseFiltersSchema.extend({ format: z.enum(exportFormats).default('csv') }),
    response: z.string(),
    download: 'csv-or-xlsx',
    errors: ['EXPORT_TOO_LARGE'],
  },
  options: {
    method: 'GET',
    path: '/admin/warehouses/options',
    summary: 'Every warehouse, by code, for a picker or a filter',
    // Whoever fills in a form or a filter naming a warehouse picks one: the lists already show
    // each warehouse's code and name.
    access: {
      anyOf: [
        'warehouses.view',
        'locations.view',
        'locations.add',
        'locations.edit',
        'receiving.view',
        'receiving.add',
        'receiving.edit',
        'orders.view',
        'inventory.view',
        'adjustments.view',
        'adjustments.add',
        'transfers.view',
        'transfers.add',
        'counts.view',
        'counts.add',
      ],
    },
    response: z.array(warehouseOptionSchema),
    errors: [],
  },
  get: {
    method: 'GET',
    path: '/admin/warehouses/:code',
    summary: 'One warehouse',
    access: view,
    params: warehouseParams,
    response: warehouseSchema,
    errors: ['NOT_FOUND'],
  },
  history: {
    method: 'GET',
    path: '/admin/warehouses/:code/history',
    summary: 'Changes to this warehouse, newest first',
    access: view,
    params: warehouseParams,
    response: z.array(auditEntrySchema),
    errors: ['NOT_FOUND'],
  },
  create: {
    method: 'POST',
    path: '/admin/warehouses',
    summary:
      'Add a warehouse, with its virtual locations and, unless asked not to, an area per purpose',
    access: { resource: 'warehouses', action: 'add' },
    body: createWarehouseBodySchema,
    response: warehouseSchema,
    status: 201,
    errors: ['CONFLICT'],
  },
  update: {
    method: 'PATCH',
    path: '/admin/warehouses/:code',
    summary: 'Change a warehouse’s details (status: change-status)',
    access: edit,
    params: warehouseParams,
    body: updateWarehouseBodySchema,
    response: warehouseSchema,
    errors: ['NOT_FOUND'],
  },
  changeStatus: {
    method: 'POST',
    path: '/admin/warehouses/change-status',
    summary: 'Activate or deactivate warehouses, answered per code',
    access: edit,
    body: changeCatalogueStatusBodySchema,
    response: changeCatalogueStatusResultSchema,
    errors: [],
  },
  delete: {
    method: 'DELETE',
    path: '/admin/warehouses/:code',
    summary: 'Delete a warehouse nothing refers to, with its locations (deactivate one in use)',
    access: { resource: 'warehouses', action: 'delete' },
    params: warehouseParams,
    response: z.object({ message: z.string() }),
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
});

export const warehousesArea = defineArea({
  resource: 'warehouses',
  noun: { one: 'warehouse', many: 'warehouses' },
  entity: 'warehouse',
  idField: 'code',
  statuses: { values: warehouseStatuses, labels: activeStatusLabels },
  sortFields: warehouseSortFields,
  listQuery: warehouseListQuerySchema,
  groups: [warehousesEndpoints],
  endpoints: {
    list: warehousesEndpoints.list,
    export: warehousesEndpoints.export,
    get: warehousesEndpoints.get,
    history: warehousesEndpoints.history,
  },
});
