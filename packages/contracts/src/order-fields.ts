import { fieldFormats, fieldLabels } from './fields.ts';
import type { OrderDetail, OrderStatus } from './orders.ts';

/** A B2B order's fields in words: the Orders table, the order's view and History. */
export const orderFieldLabels = fieldLabels<OrderDetail>()({
  number: 'Order',
  user: 'User',
  'user.code': 'User',
  'user.businessName': 'Business name',
  buyer: 'Buyer',
  'buyer.name': 'Buyer',
  'buyer.gstin': 'Buyer GSTIN',
  'buyer.city': 'City',
  'buyer.state': 'State',
  'buyer.country': 'Country',
  warehouse: 'Warehouse',
  'warehouse.code': 'Warehouse',
  'warehouse.name': 'Warehouse name',
  'buyer.postalCode': 'Postal code',
  orderDate: 'Ordered',
  requiredBy: 'Required by',
  status: 'Status',
  quantity: 'Units',
  subtotal: 'Subtotal',
  tax: 'GST',
  amount: 'Amount',
  currency: 'Currency',
  lineCount: 'Lines',
  lines: 'Lines',
  'lines.sku': 'SKU',
  'lines.description': 'Description',
  'lines.quantity': 'Quantity',
  'lines.unitPrice': 'Unit price',
  'lines.taxRate': 'GST',
  'lines.taxAmount': 'Tax',
  'lines.lineTotal': 'Total',
  createdAt: 'Created at',
  updatedAt: 'Updated at',
});

/** Each status in words, wherever the console shows one. */
export const orderStatusLabels = {
  new: 'New',
  confirmed: 'Confirmed',
  picking: 'Picking',
  packed: 'Packed',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
} as const satisfies Record<OrderStatus, string>;

/** How History shows a order's values, as its screens do. */
export const orderFieldFormats = fieldFormats<OrderDetail>()({
  'buyer.state': 'state',
  'buyer.country': 'country',
  orderDate: 'day',
  requiredBy: 'day',
  status: orderStatusLabels,
  subtotal: 'money',
  tax: 'money',
  amount: 'money',
  'lines.unitPrice': 'money',
  'lines.taxAmount': 'money',
  'lines.lineTotal': 'money',
  createdAt: 'moment',
});
