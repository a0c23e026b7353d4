import { z } from 'zod';
import { activeStatusLabels } from './active-status.ts';
import { defineArea } from './area.ts';
import { auditEntrySchema } from './audit.ts';
import {
  catalogueCodeSchema,
  catalogueStatuses,
  changeCatalogueStatusBodySchema,
  changeCatalogueStatusResultSchema,
} from './catalogue.ts';
import {
  formatLimit,
  listQuerySchema,
  listResult,
  recordIdSchema,
  sortSchema,
  text,
} from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { amountDigitsProblem, amountSchema, currencyCodeSchema } from './money.ts';

export const billingCycles = ['monthly', 'quarterly', 'yearly'] as const;
export type BillingCycle = (typeof billingCycles)[number];

/** Most zones one package may price, and features it may list. */
export const MAX_PACKAGE_RATES = 200;
export const MAX_PACKAGE_FEATURES = 30;
/** Largest value of a limit: an integer column holds it, and no plan needs more. */
export const MAX_LIMIT = 1_000_000_000;

const limit = (label: string) =>
  z
    .number({ error: `Enter the ${label} as a whole number` })
    .int(`Enter the ${label} as a whole number`)
    .min(0, `The ${label} cannot be negative`)
    .max(MAX_LIMIT, `The ${label} is at most ${formatLimit(MAX_LIMIT)}`);

/** What a plan allows a client business each period. */
export const packageLimitsSchema = z.object({
  warehouses: limit('number of warehouses'),
  ordersPerMonth: limit('orders a month'),
  teamSeats: limit('team seats'),
  skus: limit('number of SKUs'),
});
export type PackageLimits = z.infer<typeof packageLimitsSchema>;

/** One zone's price in a package, in the package's currency. */
export const packageRateInputSchema = z.object({
  zoneCode: catalogueCodeSchema,
  perShipment: amountSchema,
  perKg: amountSchema,
});

const packageDescription = text(1000);
const packageFeatures = z
  .array(text(120).min(1, 'Enter the feature or remove the line'))
  .max(MAX_PACKAGE_FEATURES, `At most ${MAX_PACKAGE_FEATURES} features`);
const packageRates = z
  .array(packageRateInputSchema)
  .max(MAX_PACKAGE_RATES, `At most ${MAX_PACKAGE_RATES} zones`);

const packageFields = {
  name: text(80).min(2, 'Enter the package’s name'),
  description: packageDescription.default(''),
  currency: currencyCodeSchema,
  price: amountSchema,
  billingCycle: z.enum(billingCycles, { error: 'Choose monthly, quarterly or yearly' }),
  limits: packageLimitsSchema,
  features: packageFeatures.default([]),
  rates: packageRates.default([]),
};

type AmountCarrier = {
  currency?: string;
  price?: string;
  rates?: Array<{ zoneCode: string; perShipment: string; perKg: string }>;
};

/**
 * The rules that need several fields: amounts fit the currency's minor unit, and each zone is
 * priced once. `currency` is the one the amounts are in (the update's, or the package's own).
 */
export function checkPackageAmounts(
  body: AmountCarrier,
  currency: string | undefined,
  addIssue: (path: (string | number)[], message: string) => void,
) {
  if (currency) {
    if (body.price !== undefined) {
      const problem = amountDigitsProblem(body.price, currency);
      if (problem) addIssue(['price'], problem);
    }
    for (const [index, rate] of (body.rates ?? []).entries()) {
      for (const field of ['perShipment', 'perKg'] as const) {
        const problem = amountDigitsProblem(rate[field], currency);
        if (problem) addIssue(['rates', index, field], problem);
      }
    }
  }
  const zones = new Set<string>();
  for (const [index, rate] of (body.rates ?? []).entries()) {
    if (zones.has(rate.zoneCode))
      addIssue(['rates', index, 'zoneCode'], 'This zone is priced twice');
    zones.add(rate.zoneCode);
  }
}

export const createPackageBodySchema = z
  .object({ code: catalogueCodeSchema, ...packageFields })
  .superRefine((body, context) =>
    checkPackageAmounts(body, body.currency, (path, message) =>
      context.addIssue({ code: 'custom', path, message }),
    ),
  );
export type CreatePackageBody = z.input<typeof createPackageBodySchema>;

/**
 * Any of the fields but the code, which is fixed once the package exists. `rates` replaces the
 * whole grid. Amounts sent without a currency are checked against the package's by the server.
 * No defaults here: zod applies a default even under .optional(), and a field left out must
 * stay as it is.
 */
export const updatePackageBodySchema = z
  .object({
    name: packageFields.name.optional(),
    description: packageDescription.optional(),
    currency: packageFields.currency.optional(),
    price: packageFields.price.optional(),
    billingCycle: packageFields.billingCycle.optional(),
    limits: packageFields.limits.optional(),
    features: packageFeatures.optional(),
    rates: packageRates.optional(),
  })
  .superRefine((body, context) =>
    checkPackageAmounts(body, body.currency, (path, message) =>
      context.addIssue({ code: 'custom', path, message }),
    ),
  );
export type UpdatePackageBody = z.input<typeof updatePackageBodySchema>;

export const packageRateSchema = z.object({
  zone: z.object({ code: z.string(), name: z.string(), status: z.enum(catalogueStatuses) }),
  perShipment: z.string(),
  perKg: z.string(),
});
export type PackageRate = z.infer<typeof packageRateSchema>;

export const packageSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  currency: z.string(),
  /** A decimal as text, with the currency's minor units ("1499.00"). */
  price: z.string(),
  billingCycle: z.enum(billingCycles),
  limits: packageLimitsSchema,
  features: z.array(z.string()),
  status: z.enum(catalogueStatuses),
  /** Zones this package prices. */
  zoneCount: z.number().int().min(0),
  /** Client businesses on this package now. */
  subscriberCount: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PackageSummary = z.infer<typeof packageSummarySchema>;

export const packageSchema = packageSummarySchema.extend({ rates: z.array(packageRateSchema) });
export type Package = z.infer<typeof packageSchema>;

export const packageSortFields = [
  'code',
  'name',
  'price',
  'billingCycle',
  'status',
  'zoneCount',
  'updatedAt',
] as const;

/** The Packages list's filters, shared by the page and the export. */
export const packageFiltersSchema = z.object({
  q: listQuerySchema.shape.q,
  sort: sortSchema(packageSortFields),
  status: z.enum(catalogueStatuses).optional(),
  billingCycle: z.enum(billingCycles).optional(),
  currency: currencyCodeSchema.optional(),
});
export const packageListQuerySchema = listQuerySchema.extend(packageFiltersSchema.shape);
export type PackageListQuery = z.infer<typeof packageListQuerySchema>;
export type PackageFilters = z.infer<typeof packageFiltersSchema>;

/** A zone the rates grid can price, for those who may see packages but not the Zones tab. */
export const rateZoneOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  status: z.enum(catalogueStatuses),
});
export type RateZoneOption = z.infer<typeof rateZoneOptionSchema>;

/** A package a client business can be put on, for the users screens' pickers and filters. */
export const subscriptionOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  status: z.enum(catalogueStatuses),
  currency: z.string(),
  price: z.string(),
  billingCycle: z.enum(billingCycles),
});
export type SubscriptionOption = z.infer<typeof subscriptionOptionSchema>;

const packageParams = z.object({ code: recordIdSchema });
const view = { resource: 'packages', action: 'view' } as const;
const edit = { resource: 'packages', action: 'edit' } as const;

/** Packages: the plans client businesses subscribe to, with their per-zone rates. */
export const packagesEndpoints = defineEndpoints('packages', {
  list: {
    method: 'GET',
    path: '/admin/packages',
    summary: 'Packages: search (q), filter by status, billing cycle and currency, sort, paginate',
    access: view,
    query: packageListQuerySchema,
    response: listResult(packageSummarySchema),
    errors: [],
  },
  export: {
    method: 'GET',
    path: '/admin/packages/export',
    summary: 'Every package matching the filters, as CSV',
    access: { resource: 'packages', action: 'export' },
    query: packageFiltersSchema,
    response: z.string(),
    download: 'csv',
    errors: ['EXPORT_TOO_LARGE'],
  },
  zoneOptions: {
    method: 'GET',
    path: '/admin/packages/zone-options',
    summary: 'Every zone a package can price, for the rates grid',
    // Whoever fills in a package's form picks its zones: adding one needs no Packages list.
    access: { anyOf: ['packages.view', 'packages.add', 'packages.edit'] },
    response: z.array(rateZoneOptionSchema),
    errors: [],
  },
  subscriptionOptions: {
    method: 'GET',
    path: '/admin/packages/subscription-options',
    summary: 'Every package with its price, for the users screens (deactivated ones are marked)',
    // The users screens pick a plan, and the invoices list filters by one, without the
    // Packages screens' permission; adding a client needs no users list either.
    access: { anyOf: ['users.view', 'users.add', 'users.edit', 'transactions.view'] },
    response: z.array(subscriptionOptionSchema),
    errors: [],
  },
  get: {
    method: 'GET',
    path: '/admin/packages/:code',
    summary: 'One package with its rates',
    access: view,
    params: packageParams,
    response: packageSchema,
    errors: ['PACKAGE_NOT_FOUND'],
  },
  history: {
    method: 'GET',
    path: '/admin/packages/:code/history',
    summary: 'Changes to this package, newest first',
    access: view,
    params: packageParams,
    response: z.array(auditEntrySchema),
    errors: ['PACKAGE_NOT_FOUND'],
  },
  create: {
    method: 'POST',
    path: '/admin/packages',
    summary: 'Add a package with its limits, features and rates',
    access: { resource: 'packages', action: 'add' },
    body: createPackageBodySchema,
    response: packageSchema,
    status: 201,
    errors: ['PACKAGE_CODE_TAKEN'],
  },
  update: {
    method: 'PATCH',
    path: '/admin/packages/:code',
    summary: 'Change a package; rates, when sent, replace the whole grid',
    access: edit,
    params: packageParams,
    body: updatePackageBodySchema,
    response: packageSchema,
    errors: ['PACKAGE_NOT_FOUND'],
  },
  changeStatus: {
    method: 'POST',
    path: '/admin/packages/change-status',
    summary: 'Activate or deactivate packages, answered per code',
    access: edit,
    body: changeCatalogueStatusBodySchema,
    response: changeCatalogueStatusResultSchema,
    errors: [],
  },
  delete: {
    method: 'DELETE',
    path: '/admin/packages/:code',
    summary: 'Delete a package nobody is on (deactivate one that is in use)',
    access: { resource: 'packages', action: 'delete' },
    params: packageParams,
    response: z.object({ message: z.string() }),
    errors: ['PACKAGE_NOT_FOUND', 'PACKAGE_IN_USE'],
  },
});

export const packagesArea = defineArea({
  resource: 'packages',
  noun: { one: 'package', many: 'packages' },
  entity: 'package',
  idField: 'code',
  statuses: { values: catalogueStatuses, labels: activeStatusLabels },
  sortFields: packageSortFields,
  listQuery: packageListQuerySchema,
  groups: [packagesEndpoints],
  endpoints: {
    list: packagesEndpoints.list,
    export: packagesEndpoints.export,
    get: packagesEndpoints.get,
    history: packagesEndpoints.history,
  },
});
