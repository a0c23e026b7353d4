import { fieldFormats, fieldLabels } from './fields.ts';
import type { Receiving, ReceivingStatus, RejectReason } from './receiving.ts';

/**
 * A goods receipt's fields in words: the Receiving table, the receipt's form and view, the
 * export and History.
 */
export const receivingFieldLabels = fieldLabels<Receiving>()({
  id: 'Id',
  reference: 'Supplier reference',
  user: 'User',
  'user.code': 'User',
  'user.businessName': 'Business',
  vendor: 'Vendor',
  'vendor.code': 'Vendor',
  'vendor.name': 'Vendor name',
  supplier: 'Supplier',
  'supplier.name': 'Supplier',
  'supplier.taxId': 'Supplier GSTIN / tax id',
  warehouse: 'Warehouse',
  'warehouse.code': 'Warehouse',
  'warehouse.name': 'Warehouse name',
  expectedDate: 'Expected date',
  status: 'Status',
  lines: 'Lines',
  'lines.sku': 'SKU',
  'lines.description': 'Description',
  'lines.expectedQty': 'Expected',
  'lines.receivedQty': 'Received',
  'lines.acceptedQty': 'Accepted',
  'lines.rejectedQty': 'Rejected',
  'lines.rejectReason': 'Reject reason',
  'lines.lot': 'Lot',
  'lines.expiresOn': 'Expires on',
  'lines.putAwayQty': 'Put away',
  totals: 'Units',
  'totals.expected': 'Expected units',
  'totals.received': 'Received units',
  'totals.rejected': 'Rejected units',
  'totals.putAway': 'Units put away',
  comment: 'Comment',
  createdBy: 'Created by',
  'createdBy.employeeId': 'Created by (employee id)',
  'createdBy.fullName': 'Created by',
  decidedBy: 'Decided by',
  'decidedBy.employeeId': 'Decided by (employee id)',
  'decidedBy.fullName': 'Decided by',
  decidedAt: 'Decided at',
  createdAt: 'Created at',
  updatedAt: 'Updated at',
});

/** Each status in words, wherever the console shows one. */
export const receivingStatusLabels = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
} as const satisfies Record<ReceivingStatus, string>;

export const rejectReasonLabels: Record<RejectReason, string> = {
  damaged: 'Damaged',
  expired: 'Expired',
  'short-expiry': 'Short expiry',
  'wrong-sku': 'Wrong SKU',
  excess: 'Excess',
};

/** How History shows a goods receipt's values, as its screens do. */
export const receivingFieldFormats = fieldFormats<Receiving>()({
  expectedDate: 'day',
  status: receivingStatusLabels,
  'lines.rejectReason': rejectReasonLabels,
  'lines.expiresOn': 'day',
  decidedAt: 'moment',
  createdAt: 'moment',
});
