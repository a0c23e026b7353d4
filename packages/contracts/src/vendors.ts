import { z } from 'zod';
import { activeStatuses, activeStatusLabels } from './active-status.ts';
import { defineArea } from './area.ts';
import { auditEntrySchema } from './audit.ts';
import { changeCatalogueStatusBodySchema, changeCatalogueStatusResultSchema } from './catalogue.ts';
import {
  exportFormats,
  listQuerySchema,
  listResult,
  recordIdSchema,
  sortSchema,
  text,
} from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { countryCodeParamSchema } from './reference.ts';
import { checkUserRules, USER_CODE_PATTERN, userAddressSchema, userSchema } from './users.ts';

export const vendorStatuses = activeStatuses;
export type VendorStatus = (typeof vendorStatuses)[number];

/** VEN-000001 …: the public id of a vendor, given by the server. */
export const VENDOR_CODE_PATTERN = /^VEN-\d{6,9}$/;

const vendorFields = {
  /** The client business the vendor supplies; fixed once the vendor exists. */
  userCode: z
    .string({ error: 'Choose the client' })
    .trim()
    .toUpperCase()
    .regex(USER_CODE_PATTERN, 'Choose the client'),
  /** Unique within its client, whatever its case. */
  name: text(160).min(2, 'Enter the vendor’s name'),
  contactName: text(120).min(2, 'Enter the contact person’s name'),
  email: z
    .email('Enter a valid email address, like name@company.com')
    .max(254, 'Use at most 254 characters')
    .transform((value) => value.toLowerCase()),
  /** The country whose calling code the phone number is dialled with. */
  phoneCountry: countryCodeParamSchema,
  /** As typed, nationally ("98200 41127") or internationally ("+91 98200 41127"). */
  phone: text(30).min(4, 'Enter the phone number'),
  /** A GSTIN for a vendor in India, checked as a client's is; any tax id, or none, elsewhere. */
  taxId: text(20)
    .toUpperCase()
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  address: userAddressSchema,
};

/** A new vendor: its PIN code and GSTIN held to the rules a client's are (`checkUserRules`). */
export const createVendorBodySchema = z
  .object(vendorFields)
  .superRefine((vendor, context) =>
    checkUserRules(vendor, (path, message) => context.addIssue({ code: 'custom', path, message })),
  );
export type CreateVendorBody = z.input<typeof createVendorBodySchema>;

/**
 * Any of the fields but the client; the phone and its country, and the address, are sent whole.
 * The status changes through change-status.
 */
export const updateVendorBodySchema = z
  .object({
    name: vendorFields.name.optional(),
    contactName: vendorFields.contactName.optional(),
    email: vendorFields.email.optional(),
    phoneCountry: vendorFields.phoneCountry.optional(),
    phone: vendorFields.phone.optional(),
    taxId: vendorFields.taxId,
    address: vendorFields.address.optional(),
  })
  .superRefine((vendor, context) => {
    if ((vendor.phone === undefined) !== (vendor.phoneCountry === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['phone'],
        message: 'Send the phone number with its country',
      });
    }
    checkUserRules(vendor, (path, message) => context.addIssue({ code: 'custom', path, message }));
  });
export type UpdateVendorBody = z.input<typeof updateVendorBodySchema>;

export const vendorSchema = z.object({
  code: z.string(),
  /** The client business it supplies. */
  user: z.object({ code: z.string(), businessName: z.string() }),
  name: z.string(),
  /**
   * The contact, phone and address are null only on a vendor made from a supplier typed on a
   * goods receipt before vendors were kept, until someone completes it.
   */
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  /** International form, "+919820041127". */
  phone: z.string().nullable(),
  phoneCountry: z.string().nullable(),
  taxId: z.string().nullable(),
  address: userSchema.shape.address.nullable(),
  status: z.enum(vendorStatuses),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const vendorSortFields = ['code', 'name', 'contactName', 'status', 'createdAt'] as const;

/** The Vendors list's filters, shared by the page and the export. */
export const vendorFiltersSchema = z.object({
  /** Name, code, contact, email, phone or GSTIN. */
  q: listQuerySchema.shape.q,
  sort: sortSchema(vendorSortFields),
  status: z.enum(vendorStatuses).optional(),
  /** The vendors of one client business. */
  user: z
    .string()
    .trim()
    .toUpperCase()
    .regex(USER_CODE_PATTERN, 'a user code like USR-000001')
    .optional(),
});
export const vendorListQuerySchema = listQuerySchema.extend(vendorFiltersSchema.shape);
export type VendorListQuery = z.infer<typeof vendorListQuerySchema>;
export type VendorFilters = z.infer<typeof vendorFiltersSchema>;

/** How many vendors a picker offers at once; typing narrows them on the server. */
export const VENDOR_OPTIONS_LIMIT = 20;

/** A vendor as a form's picker offers it. */
export const vendorOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The client business it supplies, told apart where several clients' vendors are offered. */
  user: z.object({ code: z.string(), businessName: z.string() }),
  taxId: z.string().nullable(),
  /** A deactivated vendor is shown, but a new receipt cannot name it. */
  isActive: z.boolean(),
});
export type VendorOption = z.infer<typeof vendorOptionSchema>;

export const vendorOptionsQuerySchema = z.object({
  /** The client business whose vendors are offered; every client's when left out (a filter). */
  user: z
    .string()
    .trim()
    .toUpperCase()
    .regex(USER_CODE_PATTERN, 'a user code like USR-000001')
    .optional(),
  /** Part of the name, the code or the GSTIN. */
  q: listQuerySchema.shape.q,
});

const vendorParams = z.object({ code: recordIdSchema });
const view = { resource: 'vendors', action: 'view' } as const;
const edit = { resource: 'vendors', action: 'edit' } as const;

/** Suppliers of goods, each of one client business. */
export const vendorsEndpoints = defineEndpoints('vendors', {
  list: {
    method: 'GET',
    path: '/admin/vendors',
    summary: 'Vendors: search (q), filter by status and client (user), sort, paginate',
    access: view,
    query: vendorListQuerySchema,
    response: listResult(vendorSchema),
    errors: [],
  },
  export: {
    method: 'GET',
    path: '/admin/vendors/export',
    summary: 'Every vendor matching the filters, as CSV or an Excel workbook (format=xlsx)',
    access: { resource: 'vendors', action: 'export' },
    query: vendorFiltersSchema.extend({ format: z.enum(exportFormats).default('csv') }),
    response: z.string(),
    download: 'csv-or-xlsx',
    errors: ['EXPORT_TOO_LARGE'],
  },
  options: {
    method: 'GET',
    path: '/admin/vendors/options',
    summary: `Vendors for a picker (q: name, code, GSTIN)`,
    // Whoever fills in a goods receipt or filters the receipts picks a vendor: the receipts
    // already show each vendor's name.
    access: {
      anyOf: ['vendors.view', 'receiving.view', 'receiving.add', 'receiving.edit'],
    },
    query: vendorOptionsQuerySchema,
    response: z.array(vendorOptionSchema),
    errors: [],
  },
  get: {
    method: 'GET',
    path: '/admin/vendors/:code',
    summary: 'One vendor',
    access: view,
    params: vendorParams,
    response: vendorSchema,
    errors: ['NOT_FOUND'],
  },
  history: {
    method: 'GET',
    path: '/admin/vendors/:code/history',
    summary: 'Changes to this vendor, newest first',
    access: view,
    params: vendorParams,
    response: z.array(auditEntrySchema),
    errors: ['NOT_FOUND'],
  },
  create: {
    method: 'POST',
    path: '/admin/vendors',
    summary: 'Add a vendor of a client business',
    access: { resource: 'vendors', action: 'add' },
    body: createVendorBodySchema,
    response: vendorSchema,
    status: 201,
    errors: ['CONFLICT', 'USER_NOT_FOUND', 'USER_INACTIVE'],
  },
  update: {
    method: 'PATCH',
    path: '/admin/vendors/:code',
    summary: 'Change a vendor’s details (its client is fixed; status: change-status)',
    access: edit,
    params: vendorParams,
    body: updateVendorBodySchema,
    response: vendorSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  changeStatus: {
    method: 'POST',
    path: '/admin/vendors/change-status',
    summary: 'Activate or deactivate vendors, answered per code',
    access: edit,
    body: changeCatalogueStatusBodySchema,
    response: changeCatalogueStatusResultSchema,
    errors: [],
  },
  delete: {
    method: 'DELETE',
    path: '/admin/vendors/:code',
    summary: 'Delete a vendor',
    access: { resource: 'vendors', action: 'delete' },
    params: vendorParams,
    response: z.object({ message: z.string() }),
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
});

export const vendorsArea = defineArea({
  resource: 'vendors',
  noun: { one: 'vendor', many: 'vendors' },
  entity: 'vendor',
  idField: 'code',
  statuses: { values: vendorStatuses, labels: activeStatusLabels },
  sortFields: vendorSortFields,
  listQuery: vendorListQuerySchema,
  groups: [vendorsEndpoints],
  endpoints: {
    list: vendorsEndpoints.list,
    export: vendorsEndpoints.export,
    get: vendorsEndpoints.get,
    history: vendorsEndpoints.history,
  },
});
