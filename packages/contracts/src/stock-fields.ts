import { fieldLabels } from './fields.ts';
import type { StockLevel } from './stock.ts';

/** A balance's fields in words: the Stock on hand table and its export. */
export const stockFieldLabels = fieldLabels<StockLevel>()({
  id: 'Balance',
  user: 'Client',
  'user.code': 'Client',
  'user.businessName': 'Client name',
  sku: 'SKU',
  'sku.id': 'SKU id',
  'sku.code': 'SKU',
  'sku.name': 'SKU name',
  'sku.tracking': 'Tracking',
  warehouse: 'Warehouse',
  'warehouse.code': 'Warehouse',
  'warehouse.name': 'Warehouse name',
  location: 'Location',
  'location.id': 'Location id',
  'location.code': 'Location',
  'location.kind': 'Location type',
  'location.purpose': 'Purpose',
  'location.pickable': 'Pickable',
  'location.countsAsAvailable': 'Counts as available',
  lot: 'Lot',
  'lot.number': 'Lot',
  'lot.expiresOn': 'Expires on',
  onHand: 'On hand',
  reserved: 'Reserved',
  onHold: 'On hold',
  available: 'Available',
  updatedAt: 'Last moved',
});
