import type { OrganizationDetails } from './account.ts';
import { fieldFormats, fieldLabels } from './fields.ts';

/** The organisation's fields in words: its settings form and summary, and History. */
export const organizationFieldLabels = fieldLabels<OrganizationDetails>()({
  name: 'Name',
  legalName: 'Legal name',
  email: 'Email',
  phone: 'Phone',
  taxId: 'GSTIN / tax ID',
  country: 'Country',
  state: 'State or region',
  timezone: 'Time zone',
  currency: 'Currency',
  requireSecondFactor: 'Ask for a code sent by email at sign-in',
});

/** How History shows a organisation's values, as its screens do. */
export const organizationFieldFormats = fieldFormats<OrganizationDetails>()({
  phone: 'phone',
  country: 'country',
  state: 'state',
});
