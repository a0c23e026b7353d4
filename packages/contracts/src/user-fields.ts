import { activeStatusLabels } from './active-status.ts';
import { fieldFormats, fieldLabels } from './fields.ts';
import type { PeriodStatus, PlanStatus, User } from './users.ts';

/**
 * A user's (a client business's) fields in words: the Users table, the user form and view, the
 * import template, the export and History.
 */
export const userFieldLabels = fieldLabels<User>()({
  code: 'Code',
  businessName: 'Business name',
  contactName: 'Contact name',
  email: 'Email',
  phone: 'Phone',
  phoneCountry: 'Phone country',
  taxId: 'GSTIN / tax id',
  address: 'Address',
  'address.line1': 'Address line 1',
  'address.line2': 'Address line 2',
  'address.city': 'City',
  'address.state': 'State',
  'address.country': 'Country',
  'address.postalCode': 'Postal code',
  timezone: 'Time zone',
  currency: 'Currency',
  status: 'Status',
  plan: 'Plan',
  'plan.package': 'Package',
  'plan.package.code': 'Package',
  'plan.package.name': 'Package name',
  'plan.status': 'Plan status',
  'plan.periodStart': 'Period start',
  'plan.periodEnd': 'Period end',
  createdAt: 'Created at',
  updatedAt: 'Updated at',
});

/** Each plan status in words, wherever the console shows one. */
export const planStatusLabels = {
  active: 'Active',
  expiring: 'Expiring',
  expired: 'Expired',
  cancelled: 'Cancelled',
} as const satisfies Record<PlanStatus, string>;

/** A period of the plan history in words: a plan's statuses, and `changed`. */
export const periodStatusLabels = {
  ...planStatusLabels,
  changed: 'Changed',
} as const satisfies Record<PeriodStatus, string>;

/** How History shows a user's values, as its screens do. */
export const userFieldFormats = fieldFormats<User>()({
  phone: 'phone',
  phoneCountry: 'country',
  'address.state': 'state',
  'address.country': 'country',
  status: activeStatusLabels,
  'plan.status': planStatusLabels,
  'plan.periodStart': 'day',
  'plan.periodEnd': 'day',
  createdAt: 'moment',
});
