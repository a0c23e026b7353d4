import { activeStatusLabels } from './active-status.ts';
import { fieldFormats, fieldLabels } from './fields.ts';
import { type Sku, skuKindLabels, skuTrackingLabels, skuUnitLabels } from './skus.ts';

/** A SKU's fields in words: the SKU list, its form and view, the export and History. */
export const skuFieldLabels = fieldLabels<Sku>()({
  id: 'Id',
  code: 'SKU code',
  user: 'Client',
  'user.code': 'Client',
  'user.businessName': 'Client name',
  product: 'Product',
  'product.id': 'Product id',
  'product.name': 'Product',
  'product.brand': 'Brand',
  'product.category': 'Category',
  kind: 'Type',
  name: 'Name',
  variant: 'Variant',
  barcodes: 'Barcodes',
  hsnCode: 'HSN code',
  gstRate: 'GST rate (%)',
  mrp: 'MRP',
  currency: 'Currency',
  unit: 'Unit',
  unitsPerCase: 'Units per case',
  weightKg: 'Weight',
  lengthCm: 'Length',
  widthCm: 'Width',
  heightCm: 'Height',
  tracking: 'Tracking',
  shelfLifeDays: 'Shelf life (days)',
  minShelfLifeDays: 'Minimum shelf life at dispatch (days)',
  components: 'Components',
  status: 'Status',
  createdAt: 'Created at',
  updatedAt: 'Updated at',
});

/** How History shows a SKU's values, as its screens do. */
export const skuFieldFormats = fieldFormats<Sku>()({
  kind: skuKindLabels,
  unit: skuUnitLabels,
  tracking: skuTrackingLabels,
  weightKg: 'weight',
  lengthCm: 'length',
  widthCm: 'length',
  heightCm: 'length',
  status: activeStatusLabels,
  createdAt: 'moment',
});

/** A product's fields in words, for History and the audit log. */
export const productFieldLabels = {
  id: 'Id',
  user: 'Client',
  'user.code': 'Client',
  name: 'Name',
  brand: 'Brand',
  category: 'Category',
} as const;
