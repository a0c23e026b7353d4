import { z } from 'zod';
import { activeStatuses, activeStatusLabels } from './active-status.ts';
import { type Address, addressSchema } from './address.ts';
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
import { gstinProblem } from './gstin.ts';
import { currencyCodeSchema } from './money.ts';
import { INDIA_PIN_PATTERN, INDIA_PIN_SHAPE_MESSAGE } from './pin-code.ts';
import { countryCodeParamSchema } from './reference.ts';

export { periodStatusLabels, planStatusLabels } from './user-fields.ts';

export const userStatuses = activeStatuses;
export type UserStatus = (typeof userStatuses)[number];

/**
 * Where a client business's plan stands: active, expiring (its period ends within
 * PLAN_EXPIRING_DAYS), expired (the period has ended), or cancelled.
 */
export const planStatuses = ['active', 'expiring', 'expired', 'cancelled'] as const;
export type PlanStatus = (typeof planStatuses)[number];
/**
 * Where a period of the plan history stands: a plan's statuses, and `changed` for a period a
 * change of package closed before its end (its unused days credited, docs/decisions/0042).
 * Never a business's current plan, so the users list does not filter by it.
 */
export const periodStatuses = [...planStatuses, 'changed'] as const;
export type PeriodStatus = (typeof periodStatuses)[number];
export const PLAN_EXPIRING_DAYS = 14;
/** A plan is announced as about to expire when this many days or fewer are left. */
export const PLAN_EXPIRY_NOTICE_DAYS = 7;

/** USR-000001 …: the public id of a client business, given by the server. */
export const USER_CODE_PATTERN = /^USR-\d{6,9}$/;

/** A client business's address: the address every place in the console has (`address.ts`). */
export const userAddressSchema = addressSchema;
export type UserAddress = Address;

const userFields = {
  businessName: text(160).min(2, 'Enter the business’s name'),
  contactName: text(120).min(2, 'Enter the contact person’s name'),
  email: z
    .email('Enter a valid email address, like name@company.com')
    .max(254, 'Use at most 254 characters')
    .transform((value) => value.toLowerCase()),
  /** The country whose calling code the phone number is dialled with. */
  phoneCountry: countryCodeParamSchema,
  /** As typed, nationally ("98200 41127") or internationally ("+91 98200 41127"). */
  phone: text(30).min(4, 'Enter the phone number'),
  /** A GSTIN for a business in India; any tax id, or none, elsewhere. */
  taxId: text(20)
    .toUpperCase()
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  address: userAddressSchema,
  /** An IANA time zone; the country's first when left out. */
  timezone: text(64).optional(),
  /** The currency the business is billed in; the country's when left out. */
  currency: currencyCodeSchema.optional(),
};

type UserRuleInput = {
  taxId?: string | null;
  address?: { country: string; postalCode: string };
};

/**
 * The rules that need several fields: a business in India has a PIN code and, when given, a
 * GSTIN of the right shape and check character. Three more are checked with what only some
 * places hold: that a GSTIN's state is the address's (with the state's name), that the PIN code
 * is one of the state's (`pinCodeProblem` in pin-code.ts, with India Post's directory, which
 * only the server loads), and that the phone is a real number for its country (`internationalPhone` in phone.ts, whose numbering plans the
 * console loads only when a form asks, not with every screen that reads a user).
 */
export function checkUserRules(
  user: UserRuleInput,
  addIssue: (path: (string | number)[], message: string) => void,
) {
  if (user.address?.country === 'IN') {
    if (!INDIA_PIN_PATTERN.test(user.address.postalCode)) {
      addIssue(['address', 'postalCode'], INDIA_PIN_SHAPE_MESSAGE);
    }
    if (user.taxId) {
      const problem = gstinProblem(user.taxId);
      if (problem) addIssue(['taxId'], problem);
    }
  }
}

export const createUserBodySchema = z
  .object({
    ...userFields,
    /** The package the business starts on; its first period starts today. */
    packageCode: text(60).toUpperCase().min(1).optional(),
  })
  .superRefine((user, context) =>
    checkUserRules(user, (path, message) => context.addIssue({ code: 'custom', path, message })),
  );
export type CreateUserBody = z.input<typeof createUserBodySchema>;

/**
 * Any of the fields; the phone and its country, and the address, are sent whole. A change of
 * plan goes through the plan's own calls; the status through change-active-status.
 */
export const updateUserBodySchema = z
  .object({
    businessName: userFields.businessName.optional(),
    contactName: userFields.contactName.optional(),
    email: userFields.email.optional(),
    phoneCountry: userFields.phoneCountry.optional(),
    phone: userFields.phone.optional(),
    taxId: userFields.taxId,
    address: userFields.address.optional(),
    timezone: userFields.timezone,
    currency: userFields.currency,
  })
  .superRefine((user, context) => {
    if ((user.phone === undefined) !== (user.phoneCountry === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['phone'],
        message: 'Send the phone number with its country',
      });
    }
    checkUserRules(user, (path, message) => context.addIssue({ code: 'custom', path, message }));
  });
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

export const userPlanSchema = z.object({
  package: z.object({ code: z.string(), name: z.string() }),
  status: z.enum(planStatuses),
  /** Dates (YYYY-MM-DD) in the operator's calendar; the period ends at the end of its last day. */
  periodStart: daySchema(),
  periodEnd: daySchema(),
});
export type UserPlan = z.infer<typeof userPlanSchema>;

export const userSchema = z.object({
  code: z.string(),
  businessName: z.string(),
  contactName: z.string(),
  email: z.string(),
  /** International form, "+919820041127". */
  phone: z.string(),
  phoneCountry: z.string(),
  taxId: z.string().nullable(),
  address: z.object({
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    postalCode: z.string(),
  }),
  timezone: z.string(),
  currency: z.string(),
  status: z.enum(userStatuses),
  /** The current plan; null for a business on no package. */
  plan: userPlanSchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type User = z.infer<typeof userSchema>;

export const userSortFields = [
  'code',
  'businessName',
  'contactName',
  'email',
  'status',
  'periodEnd',
  'createdAt',
] as const;

/** The Users list's filters, shared by the page and the export. */
export const userFiltersSchema = z.object({
  /** Name, contact, email, code, phone or GSTIN. */
  q: listQuerySchema.shape.q,
  sort: sortSchema(userSortFields),
  status: z.enum(userStatuses).optional(),
  /** Businesses whose current plan is on this package. */
  package: text(60).toUpperCase().min(1).optional(),
  planStatus: z.enum(planStatuses).optional(),
  country: countryCodeParamSchema.optional(),
});
export const userListQuerySchema = listQuerySchema.extend(userFiltersSchema.shape);
export type UserListQuery = z.infer<typeof userListQuerySchema>;
export type UserFilters = z.infer<typeof userFiltersSchema>;

const userParams = z.object({ code: recordIdSchema });
const view = { resource: 'users', action: 'view' } as const;

/** How many businesses a picker offers at once; typing narrows them on the server. */
export const USER_OPTIONS_LIMIT = 20;

/** A client business as a form's picker offers it: what the choice needs and nothing more. */
export const userOptionSchema = z.object({
  code: z.string(),
  businessName: z.string(),
  /** A deactivated business is shown, but a new record cannot name it. */
  isActive: z.boolean(),
});
export type UserOption = z.infer<typeof userOptionSchema>;

/** Client businesses of the platform, each on a plan. */
export const usersEndpoints = defineEndpoints('users', {
  list: {
    method: 'GET',
    path: '/admin/users',
    summary:
      'Users: search (q), filter by status, package, plan status and country, sort, paginate',
    access: view,
    query: userListQuerySchema,
    response: listResult(userSchema),
    errors: [],
  },
  export: {
    method: 'GET',
    path: '/admin/users/export',
    summary: 'Every user matching the filters, as CSV or an Excel workbook (format=xlsx)',
    access: { resource: 'users', action: 'export' },
    query: userFiltersSchema.extend({ format: z.enum(exportFormats).default('csv') }),
    response: z.string(),
    download: 'csv-or-xlsx',
    errors: ['EXPORT_TOO_LARGE'],
  },
  options: {
    method: 'GET',
    path: '/admin/users/options',
    summary: `Client businesses for a picker, by name or code (q), ${USER_OPTIONS_LIMIT} at most`,
    // Whoever fills in a form or a list filter naming a client picks one, without reading the
    // users: their lists already show each client's code and name.
    access: {
      anyOf: [
        'shipments.view',
        'shipments.add',
        'shipments.edit',
        'receiving.view',
        'receiving.add',
        'receiving.edit',
        'orders.view',
        'transactions.view',
        'vendors.view',
        'vendors.add',
        'vendors.edit',
        'products.view',
        'products.add',
        'products.edit',
        'inventory.view',
        'adjustments.view',
        'adjustments.add',
        'transfers.view',
        'transfers.add',
      ],
    },
    query: z.object({ q: listQuerySchema.shape.q }),
    response: z.array(userOptionSchema),
    errors: [],
  },
  get: {
    method: 'GET',
    path: '/admin/users/:code',
    summary: 'One user with their current plan',
    access: view,
    params: userParams,
    response: userSchema,
    errors: ['USER_NOT_FOUND'],
  },
  history: {
    method: 'GET',
    path: '/admin/users/:code/history',
    summary: 'Changes to this user, newest first',
    access: view,
    params: userParams,
    response: z.array(auditEntrySchema),
    errors: ['USER_NOT_FOUND'],
  },
  create: {
    method: 'POST',
    path: '/admin/users',
    summary: 'Add a client business, optionally on a package from today',
    access: { resource: 'users', action: 'add' },
    body: createUserBodySchema,
    response: userSchema,
    status: 201,
    errors: ['USER_EMAIL_TAKEN', 'PACKAGE_NOT_FOUND', 'PACKAGE_INACTIVE'],
  },
  update: {
    method: 'PATCH',
    path: '/admin/users/:code',
    summary: 'Change a user’s details (status: change-active-status)',
    access: { resource: 'users', action: 'edit' },
    params: userParams,
    body: updateUserBodySchema,
    response: userSchema,
    errors: ['USER_NOT_FOUND', 'USER_EMAIL_TAKEN'],
  },
});

export const usersArea = defineArea({
  resource: 'users',
  noun: { one: 'user', many: 'users' },
  entity: 'user',
  idField: 'code',
  statuses: { values: userStatuses, labels: activeStatusLabels },
  sortFields: userSortFields,
  listQuery: userListQuerySchema,
  groups: [usersEndpoints],
  endpoints: {
    list: usersEndpoints.list,
    export: usersEndpoints.export,
    get: usersEndpoints.get,
    history: usersEndpoints.history,
  },
});
