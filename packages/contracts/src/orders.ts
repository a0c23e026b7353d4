import { z } from 'zod';
import { defineArea } from './area.ts';
import { auditEntrySchema } from './audit.ts';
import { CATALOGUE_CODE_PATTERN } from './catalogue.ts';
import {
  daySchema,
  exportFormats,
  listQuerySchema,
  listResult,
  recordIdSchema,
  sortSchema,
  text,
} from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { amountSchema } from './money.ts';
import { orderStatusLabels } from './order-fields.ts';
import { USER_CODE_PATTERN } from './users.ts';

export { orderStatusLabels } from './order-fields.ts';

/** A B2B order's life, from receipt to delivery, or cancelled or returned. */
export const orderStatuses = [
  'new',
  'confirmed',
  'picking',
  'packed',
  'dispatched',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** ORD-000001 …: a B2B order's number, given by the server. */
export const ORDER_NUMBER_PATTERN = /^ORD-\d{6,9}$/;

export const orderLineSchema = z.object({
  sku: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  /** Decimals as text, in the order's currency. */
  unitPrice: z.string(),
  /** GST rate in percent ("18"). */
  taxRate: z.string(),
  taxAmount: z.string(),
  /** Quantity × unit price plus tax. */
  lineTotal: z.string(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = z.object({
  number: z.string(),
  user: z.object({ code: z.string(), businessName: z.string() }),
  buyer: z.object({
    name: z.string(),
    gstin: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    postalCode: z.string(),
  }),
  /**
   * The warehouse it is fulfilled from. Null only on an order taken before warehouses were
   * kept.
   */
  warehouse: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** Days in the operator's calendar. */
  orderDate: daySchema(),
  requiredBy: daySchema().nullable(),
  status: z.enum(orderStatuses),
  /** Units across the lines. */
  quantity: z.number().int(),
  subtotal: z.string(),
  tax: z.string(),
  /** What the buyer pays: subtotal plus tax, in `currency`. */
  amount: z.string(),
  currency: z.string(),
  lineCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderDetailSchema = orderSchema.extend({ lines: z.array(orderLineSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderSortFields = ['number', 'orderDate', 'requiredBy', 'status', 'amount'] as const;

const day = (label: string) => daySchema(`${label}: a date like 2026-01-31`);

const orderFilterFields = {
  /** Order number, buyer name or GSTIN, or a line's SKU. */
  q: listQuerySchema.shape.q,
  sort: sortSchema(orderSortFields),
  status: z.enum(orderStatuses).optional(),
  /** The client business's code. */
  user: z
    .string()
    .trim()
    .toUpperCase()
    .regex(USER_CODE_PATTERN, 'a user code like USR-000001')
    .optional(),
  /** The orders fulfilled from one warehouse, by its code. */
  warehouse: z
    .string()
    .trim()
    .toUpperCase()
    .regex(CATALOGUE_CODE_PATTERN, 'a warehouse code like BOM-BHW1')
    .optional(),
  /** Ordered on or after this day, and on or before `to` (the operator's calendar). */
  from: day('from').optional(),
  to: day('to').optional(),
  /** The order's amount at least / at most this, in its own currency. */
  minAmount: amountSchema.optional(),
  maxAmount: amountSchema.optional(),
};

/** Ranges that run backwards are refused, naming their end. */
function checkRanges(
  filters: { from?: string; to?: string; minAmount?: string; maxAmount?: string },
  context: z.RefinementCtx,
) {
  if (filters.from && filters.to && filters.from > filters.to) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'The end is before the start' });
  }
  if (
    filters.minAmount !== undefined &&
    filters.maxAmount !== undefined &&
    Number(filters.minAmount) > Number(filters.maxAmount)
  ) {
    context.addIssue({
      code: 'custom',
      path: ['maxAmount'],
      message: 'The largest amount is below the smallest',
    });
  }
}

/**
 * The B2B orders list's filters: the list and the B2B order report take exactly these, so a
 * report holds what the list showed.
 */
export const orderFiltersSchema = z.object(orderFilterFields).superRefine(checkRanges);
export type OrderFilters = z.infer<typeof orderFiltersSchema>;

export const orderListQuerySchema = listQuerySchema
  .extend(orderFilterFields)
  .superRefine(checkRanges);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

const orderParams = z.object({ number: recordIdSchema });
const view = { resource: 'orders', action: 'view' } as const;

/** B2B orders of the client businesses' buyers. */
export const ordersEndpoints = defineEndpoints('orders', {
  list: {
    method: 'GET',
    path: '/admin/orders',
    summary:
      'B2B orders: search (q), filter by status, user, order dates and amount, sort, paginate',
    access: view,
    query: orderListQuerySchema,
    response: listResult(orderSchema),
    errors: [],
  },
  get: {
    method: 'GET',
    path: '/admin/orders/:number',
    summary: 'One B2B order with its lines',
    access: view,
    params: orderParams,
    response: orderDetailSchema,
    errors: ['ORDER_NOT_FOUND'],
  },
  history: {
    method: 'GET',
    path: '/admin/orders/history/:number',
    summary: 'Changes to this order, newest first',
    access: view,
    params: orderParams,
    response: z.array(auditEntrySchema),
    errors: ['ORDER_NOT_FOUND'],
  },
});

/** The B2B order report's request: a name for the file, the orders list's filters, a format. */
export const b2bOrderReportBodySchema = z.object({
  reportName: text(100)
    .min(1, 'Name the report')
    .regex(/^[\w .()-]+$/, 'Letters, digits, spaces, dots, dashes and brackets only'),
  filters: orderFiltersSchema.default({}),
  format: z.enum(exportFormats).default('csv'),
});
export type B2bOrderReportBody = z.input<typeof b2bOrderReportBodySchema>;

/** Reports: whole filtered sets, streamed as files. */
export const reportsEndpoints = defineEndpoints('reports', {
  b2bOrderReport: {
    method: 'POST',
    path: '/admin/reports/download-b2b-order-report',
    summary:
      'The B2B orders matching the filters as CSV or an Excel workbook, streamed from the database',
    access: { resource: 'reports', action: 'export' },
    body: b2bOrderReportBodySchema,
    response: z.string(),
    download: 'csv-or-xlsx',
    errors: ['EXPORT_TOO_LARGE'],
  },
});

export const ordersArea = defineArea({
  resource: 'orders',
  noun: { one: 'order', many: 'orders' },
  entity: 'order',
  idField: 'number',
  statuses: { values: orderStatuses, labels: orderStatusLabels },
  sortFields: orderSortFields,
  listQuery: orderListQuerySchema,
  groups: [ordersEndpoints, reportsEndpoints],
  endpoints: {
    list: ordersEndpoints.list,
    get: ordersEndpoints.get,
    history: ordersEndpoints.history,
  },
});
