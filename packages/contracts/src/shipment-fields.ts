import { fieldFormats, fieldLabels } from './fields.ts';
import type { Shipment, ShipmentStatus } from './shipments.ts';

/**
 * A shipment's fields in words: the Shipments table, the shipment form, the export and History.
 * Measures are named with the unit they are stored in, as the export and History show them; the
 * table and the form show them in the person's units under words of their own.
 */
export const shipmentFieldLabels = fieldLabels<Shipment>()({
  id: 'Shipment',
  reference: 'Reference',
  user: 'User',
  'user.code': 'User',
  'user.businessName': 'Business',
  consignee: 'Consignee',
  'consignee.name': 'Consignee name',
  'consignee.phone': 'Consignee phone',
  'consignee.phoneCountry': 'Consignee phone country',
  'consignee.email': 'Consignee email',
  'consignee.address': 'Address',
  'consignee.address.line1': 'Address line 1',
  'consignee.address.line2': 'Address line 2',
  'consignee.address.city': 'City',
  'consignee.address.state': 'State',
  'consignee.address.country': 'Country',
  'consignee.address.postalCode': 'Postal code',
  boxes: 'Boxes',
  weightKg: 'Weight (kg)',
  lengthCm: 'Length (cm)',
  widthCm: 'Width (cm)',
  heightCm: 'Height (cm)',
  declaredValue: 'Declared value',
  currency: 'Currency',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  status: 'Status',
  additionalDetails: 'Additional details',
  'additionalDetails.invoiceNumber': 'Invoice number',
  'additionalDetails.invoiceDate': 'Invoice date',
  'additionalDetails.ewayBillNumber': 'E-way bill number',
  'additionalDetails.hsnCodes': 'HSN codes',
  'additionalDetails.contentsDescription': 'Description of the contents',
  missingDetails: 'Details missing',
  createdAt: 'Created at',
  updatedAt: 'Updated at',
  dispatchedAt: 'Dispatched at',
  deliveredAt: 'Delivered at',
});

/** Each status in words, wherever the console shows one. */
export const shipmentStatusLabels = {
  draft: 'Draft',
  ready: 'Ready',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
} as const satisfies Record<ShipmentStatus, string>;

/** How History shows a shipment's values, as its screens do. */
export const shipmentFieldFormats = fieldFormats<Shipment>()({
  'consignee.phone': 'phone',
  'consignee.phoneCountry': 'country',
  'consignee.address.state': 'state',
  'consignee.address.country': 'country',
  weightKg: 'weight',
  lengthCm: 'length',
  widthCm: 'length',
  heightCm: 'length',
  declaredValue: 'money',
  status: shipmentStatusLabels,
  'additionalDetails.invoiceDate': 'day',
  createdAt: 'moment',
  dispatchedAt: 'moment',
  deliveredAt: 'moment',
});
