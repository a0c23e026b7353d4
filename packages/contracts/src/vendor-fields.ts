import { activeStatusLabels } from './active-status.ts';
import { fieldFormats, fieldLabels } from './fields.ts';
import type { Vendor } from './vendors.ts';

/** A vendor's fields in words: the Vendors table, the form and view, the export and History. */
export const vendorFieldLabels = fieldLabels<Vendor>()({
  code: 'Code',
  user: 'Client',
  'user.code': 'Client',
  'user.businessName': 'Client name',
  name: 'Name',
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
  status: 'Status',
  createdAt: 'Created at',
  updatedAt: 'Updated at',
});

/** How History shows a vendor's values, as its screens do. */
export const vendorFieldFormats = fieldFormats<Vendor>()({
  phone: 'phone',
  phoneCountry: 'country',
  'address.state': 'state',
  'address.country': 'country',
  status: activeStatusLabels,
  createdAt: 'moment',
});
