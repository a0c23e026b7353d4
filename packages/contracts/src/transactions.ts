import { z } from 'zod';
import { defineArea } from './area.ts';
import {
  daySchema,
  exportFormats,
  listQuerySchema,
  listResult,
  sortSchema,
  text,
} from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { USER_CODE_PATTERN } from './users.ts';

/**
 * A subscription payment of a client business: one invoice per sale of a plan period (a first
 * plan, a change of package, a renewal). Its number is INV-YYYY-000001, counted per calendar
 * year of the operator without gaps, as tax invoices must be.
 */
export const transactionStatuses = ['paid', 'pending', 'failed', 'refunded'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

export const paymentMethods = ['upi', 'card', 'netbanking', 'bank-transfer', 'cheque'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Why an invoice was raised. */
export const transactionKinds = ['new', 'change', 'renewal'] as const;
export type TransactionKind = (typeof transactionKinds)[number];

/** Each status, method and kind in words, wherever the console shows one. */
export const transactionStatusLabels = {
  paid: 'Paid',
  pending: 'Pending',
  failed: 'Failed',
  refunded: 'Refunded',
} as const satisfies Record<TransactionStatus, string>;
export const paymentMethodLabels = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  'bank-transfer': 'Bank transfer (NEFT/RTGS)',
  cheque: 'Cheque',
} as const satisfies Record<PaymentMethod, string>;
export const transactionKindLabels = {
  new: 'New plan',
  change: 'Package change',
  renewal: 'Renewal',
} as const satisfies Record<TransactionKind, string>;

/** INV-2026-000001: the year of issue, then the number within that year. */
export const INVOICE_NUMBER_PATTERN = /^INV-\d{4}-\d{6,9}$/;

/** A payment as the person recording a sale gives it. */
export const paymentInputSchema = z.object({
  method: z.enum(paymentMethods, { error: 'Choose how the business paid' }),
  /** Paid now, or invoiced and awaiting payment. */
  status: z.enum(['paid', 'pending'], { error: 'Choose paid or pending' }).default('paid'),
  /** The bank's, gateway's or cheque's reference, when there is one. */
  reference: text(60)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;

export const transactionSchema = z.object({
  invoiceNumber: z.string(),
  kind: z.enum(transactionKinds),
  user: z.object({ code: z.string(), businessName: z.string() }),
  package: z.object({ code: z.string(), name: z.string() }),
  /** A decimal as text, with the currency's minor units ("1499.00"). */
  amount: z.string(),
  currency: z.string(),
  status: z.enum(transactionStatuses),
  /** How it was paid; null while an invoice awaits payment. */
  method: z.enum(paymentMethods).nullable(),
  reference: z.string().nullable(),
  /** The plan period the payment covers (YYYY-MM-DD, the operator's calendar). */
  periodStart: daySchema(),
  periodEnd: daySchema(),
  /** When the invoice was raised. */
  createdAt: z.iso.datetime(),
  /** When it was paid; null while pending. */
  paidAt: z.iso.datetime().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionSortFields = ['invoiceNumber', 'createdAt', 'amount', 'status'] as const;

/** The Transactions list's filters, shared by the page, its totals and the export. */
export const transactionFiltersSchema = z.object({
  /** Invoice number, business name or code, or payment reference. */
  q: listQuerySchema.shape.q,
  sort: sortSchema(transactionSortFields),
  status: z.enum(transactionStatuses).optional(),
  method: z.enum(paymentMethods).optional(),
  user: z
    .string()
    .trim()
    .toUpperCase()
    .regex(USER_CODE_PATTERN, 'a user code like USR-000001')
    .optional(),
  package: text(60).toUpperCase().min(1).optional(),
  /** Raised on or after this day, and on or before `to` (the operator's calendar). */
  from: daySchema('a date like 2026-01-31').optional(),
  to: daySchema('a date like 2026-01-31').optional(),
});
export type TransactionFilters = z.infer<typeof transactionFiltersSchema>;
export const transactionListQuerySchema = listQuerySchema.extend(transactionFiltersSchema.shape);
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

/** The filtered set's sums, one row per currency: amounts are never added across currencies. */
export const transactionTotalsSchema = z.object({
  currencies: z.array(
    z.object({
      currency: z.string(),
      count: z.number().int(),
      /** Decimals as text, in the currency. */
      total: z.string(),
      paid: z.string(),
      pending: z.string(),
      failed: z.string(),
      refunded: z.string(),
    }),
  ),
});
export type TransactionTotals = z.infer<typeof transactionTotalsSchema>;

const view = { resource: 'transactions', action: 'view' } as const;

/** Subscription payments: the invoices plan sales raise. */
export const transactionsEndpoints = defineEndpoints('transactions', {
  list: {
    method: 'GET',
    path: '/admin/transactions',
    summary:
      'Transactions: search (q), filter by status, method, user, package and dates, sort, paginate',
    access: view,
    query: transactionListQuerySchema,
    response: listResult(transactionSchema),
    errors: [],
  },
  totals: {
    method: 'GET',
    path: '/admin/transactions/totals',
    summary: 'Sums of the transactions matching the filters, per currency and status',
    access: view,
    query: transactionFiltersSchema,
    response: transactionTotalsSchema,
    errors: [],
  },
  export: {
    method: 'GET',
    path: '/admin/transactions/export',
    summary: 'Every transaction matching the filters, as CSV or an Excel workbook (format=xlsx)',
    access: { resource: 'transactions', action: 'export' },
    query: transactionFiltersSchema.extend({ format: z.enum(exportFormats).default('csv') }),
    response: z.string(),
    download: 'csv-or-xlsx',
    errors: ['EXPORT_TOO_LARGE'],
  },
});

export const transactionsArea = defineArea({
  resource: 'transactions',
  noun: { one: 'invoice', many: 'invoices' },
  idField: 'invoiceNumber',
  statuses: { values: transactionStatuses, labels: transactionStatusLabels },
  sortFields: transactionSortFields,
  listQuery: transactionListQuerySchema,
  groups: [transactionsEndpoints],
  endpoints: { list: transactionsEndpoints.list, export: transactionsEndpoints.export },
});
