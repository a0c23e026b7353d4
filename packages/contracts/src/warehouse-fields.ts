import { activeStatusLabels } from './active-status.ts';
import { fieldFormats, fieldLabels } from './fields.ts';
import type { Warehouse } from './warehouses.ts';

/** A warehouse's fields in words: the Warehouses table, its form and view, the export, History. */
export const warehouseFieldLabels = fieldLabels<Warehouse>()({
  code: 'Code',
  name: 'Name',
  address: 'Address',
  'address.line1': 'Address line 1',
  'address.line2': 'Address line 2',
  'address.city': 'City',
  'address.state': 'State',
  'address.country': 'Country',
  'address.postalCode': 'Postal code',
  gstin: 'GSTIN',
  timezone: 'Time zone',
  contactName: 'Contact name',
  phone: 'Phone',
  phoneCountry: 'Phone country',
  email: 'Email',
  status: 'Status',
  locationCount: 'Locations',
  binCount: 'Bins',
  createdAt: 'Created at',
  updatedAt: 'Updated at',
});

/** How History shows a warehouse's values, as its screens do. */
export const warehouseFieldFormats = fieldFormats<Warehouse>()({
  phone: 'phone',
  phoneCountry: 'country',
  'address.state': 'state',
  'address.country': 'country',
  status: activeStatusLabels,
  createdAt: 'moment',
});
