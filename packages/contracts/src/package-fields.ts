import { activeStatusLabels } from './active-status.ts';
import { fieldFormats, fieldLabels } from './fields.ts';
import type { Package } from './packages.ts';

/**
 * A package's fields in words: the Packages table, the package form and view, the export and
 * History.
 */
export const packageFieldLabels = fieldLabels<Package>()({
  code: 'Code',
  name: 'Name',
  description: 'Description',
  currency: 'Currency',
  price: 'Price',
  billingCycle: 'Billing cycle',
  limits: 'Limits',
  'limits.warehouses': 'Warehouses',
  'limits.ordersPerMonth': 'Orders a month',
  'limits.teamSeats': 'Team seats',
  'limits.skus': 'SKUs',
  features: 'Features',
  status: 'Status',
  zoneCount: 'Zones',
  subscriberCount: 'Subscribers',
  rates: 'Rates',
  'rates.zone': 'Zone',
  'rates.zone.code': 'Zone',
  'rates.zone.name': 'Zone name',
  'rates.zone.status': 'Zone status',
  'rates.perShipment': 'Per shipment',
  'rates.perKg': 'Per kg',
  createdAt: 'Created at',
  updatedAt: 'Updated at',
});

/** How History shows a package's values, as its screens do. */
export const packageFieldFormats = fieldFormats<Package>()({
  price: 'money',
  status: activeStatusLabels,
  'rates.perShipment': 'money',
  'rates.perKg': 'money',
  createdAt: 'moment',
});
