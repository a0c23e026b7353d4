import { z } from 'zod';
import { defineArea } from './area.ts';
import { auditEntrySchema } from './audit.ts';
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

const optionalText = (max: number) =>
  text(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/**
 * A payment as the person recording a sale gives it: paid now, with how, or invoiced and
 * awaiting payment, which needs no method (and keeps none: the invoice's method and reference
 * stay empty until someone marks it paid).
 */
export const paymentFieldsSchema = z.object({
  method: z.enum(paymentMethods, { error: 'Choose how the business paid' }).nullable().optional(),
  /** Paid now, or invoiced and awaiting payment. */
  status: z.enum(['paid', 'pending'], { error: 'Choose paid or pending' }).default('paid'),
  /** The bank's, gateway's or cheque's reference, when there is one. */
  reference: optionalText(60),
});
export const paymentInputSchema = paymentFieldsSchema
  .superRefine((payment, context) => {
    if (payment.status === 'paid' && !payment.method) {
      context.addIssue({
        code: 'custom',
        path: ['method'],
        message: 'Choose how the business paid',
      });
    }
  })
  .transform((payment) =>
    payment.status === 'pending'
      ? { status: payment.status, method: null, reference: null }
      : {
          status: payment.status,
          method: payment.method ?? null,
          reference: payment.reference ?? null,
        },
  );
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

/** CN-2026-000001: a credit note's own series, per year of issue like the invoices'. */
export const CREDIT_NOTE_NUMBER_PATTERN = /^CN-\d{4}-\d{6,9}$/;

/** Why a credit note was issued: by a person, or by a plan change for the unused days. */
export const creditNoteKinds = ['manual', 'plan-change'] as const;
export type CreditNoteKind = (typeof creditNoteKinds)[number];
export const creditNoteKindLabels = {
  manual: 'Issued by hand',
  'plan-change': 'Plan change: unused days',
} as const satisfies Record<CreditNoteKind, string>;

const memberRefSchema = z.object({ employeeId: z.string(), fullName: z.string() });

export const creditNoteSchema = z.object({
  number: z.string(),
  kind: z.enum(creditNoteKinds),
  /** The invoice it credits. */
  invoiceNumber: z.string(),
  /** GST included, in the invoice's currency. */
  amount: z.string(),
  reason: z.string(),
  /** The later invoice the credit is set off against (a plan change's), when it is. */
  appliedTo: z.string().nullable(),
  createdAt: z.iso.datetime(),
  createdBy: memberRefSchema.nullable(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** How GST falls on a supply: within the operator's state, across states, or not known. */
export const supplyKinds = ['intra-state', 'inter-state'] as const;
export type SupplyKind = (typeof supplyKinds)[number];

/**
 * An invoice's GST, worked out from its amount, which includes it (docs/decisions/0041): the
 * taxable value, then CGST and SGST at half the rate each within the operator's state, or IGST
 * at the whole rate across states. Decimals as text in the invoice's currency.
 */
export const invoiceTaxSchema = z.object({
  /** The service's accounting code (SAC) under GST. */
  sac: z.string(),
  sacDescription: z.string(),
  /** The GST rate in percent ("18"). */
  rate: z.string(),
  supply: z.enum(supplyKinds),
  /** The state of supply, as GST names it ("Maharashtra (27)"); null when not known. */
  placeOfSupply: z.string().nullable(),
  taxableValue: z.string(),
  cgst: z.string(),
  sgst: z.string(),
  igst: z.string(),
  /** All the tax: cgst + sgst, or igst. */
  tax: z.string(),
  /** The taxable value and the tax: the invoice's amount. */
  total: z.string(),
});
export type InvoiceTax = z.infer<typeof invoiceTaxSchema>;

const partySchema = z.object({
  name: z.string(),
  gstin: z.string().nullable(),
  /** The state by name ("Maharashtra"), and its GST code ("27") where GST has one. */
  state: z.string().nullable(),
  stateCode: z.string().nullable(),
  /** The address in lines, as the invoice prints it. */
  address: z.array(z.string()),
});

/** One invoice as its own screen and its PDF show it. */
export const invoiceSchema = transactionSchema.extend({
  /** The day the business paid, as recorded; null until paid. */
  paidOn: daySchema().nullable(),
  supplier: partySchema,
  recipient: partySchema,
  tax: invoiceTaxSchema,
  /** Credit notes against this invoice, oldest first. */
  creditNotes: z.array(creditNoteSchema),
  /** Their sum. */
  credited: z.string(),
  /** What may still be credited: the amount less `credited`. */
  creditable: z.string(),
  /** Credit notes of earlier invoices set off against this one (a plan change's unused days). */
  creditsApplied: z.array(creditNoteSchema),
  /** What is still to be paid: the amount less both kinds of credit, never below zero. */
  balanceDue: z.string(),
  createdBy: memberRefSchema.nullable(),
  /** Who marked it paid or failed, and when. */
  settledBy: memberRefSchema.nullable(),
  settledAt: z.iso.datetime().nullable(),
  failureReason: z.string().nullable(),
  refundedBy: memberRefSchema.nullable(),
  refundedAt: z.iso.datetime().nullable(),
  refundReason: z.string().nullable(),
  refundReference: z.string().nullable(),
  /** What may be done to it now, each also subject to the permission that guards it. */
  can: z.object({
    settle: z.boolean(),
    refund: z.boolean(),
    credit: z.boolean(),
  }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Recording that a pending invoice was paid: how, the bank's reference, and the day. */
export const markPaidBodySchema = z.object({
  method: z.enum(paymentMethods, { error: 'Choose how the business paid' }),
  reference: optionalText(60),
  paidOn: daySchema('Enter the day the business paid'),
});
export type MarkPaidBody = z.input<typeof markPaidBodySchema>;

export const markFailedBodySchema = z.object({
  reason: text(300).min(1, 'Say why the payment failed'),
});
export type MarkFailedBody = z.input<typeof markFailedBodySchema>;

export const markRefundedBodySchema = z.object({
  reason: text(300).min(1, 'Say why the payment is refunded'),
  /** The refund's bank or gateway reference, when there is one. */
  reference: optionalText(60),
});
export type MarkRefundedBody = z.input<typeof markRefundedBodySchema>;

export const creditNoteBodySchema = z.object({
  /** GST included, in the invoice's currency: all of what is left to credit, or part of it. */
  amount: amountSchema.refine((value) => !/^0+(\.0+)?$/.test(value), 'Credit more than zero'),
  reason: text(300).min(1, 'Say why the invoice is credited'),
});
export type CreditNoteBody = z.input<typeof creditNoteBodySchema>;

const invoiceParams = z.object({ invoiceNumber: recordIdSchema });
const view = { resource: 'transactions', action: 'view' } as const;
const settleErrors = [
  'INVOICE_NOT_FOUND',
  'INVOICE_STATUS_CHANGED',
  'APPROVER_NOT_INDEPENDENT',
] as const;

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
  get: {
    method: 'GET',
    path: '/admin/transactions/:invoiceNumber',
    summary: 'One invoice: its parties, GST, credit notes and settlement',
    access: view,
    params: invoiceParams,
    response: invoiceSchema,
    errors: ['INVOICE_NOT_FOUND'],
  },
  history: {
    method: 'GET',
    path: '/admin/transactions/history/:invoiceNumber',
    summary: 'Changes to this invoice, newest first',
    access: view,
    params: invoiceParams,
    response: z.array(auditEntrySchema),
    errors: ['INVOICE_NOT_FOUND'],
  },
  pdf: {
    method: 'GET',
    path: '/admin/transactions/pdf/:invoiceNumber',
    summary: 'The tax invoice as a PDF, with GST split by the place of supply',
    access: view,
    params: invoiceParams,
    response: z.string(),
    download: 'pdf',
    errors: ['INVOICE_NOT_FOUND'],
  },
  markPaid: {
    method: 'POST',
    path: '/admin/transactions/mark-paid/:invoiceNumber',
    summary: 'Record that a pending invoice was paid: method, reference and day',
    access: { resource: 'settlements', action: 'add' },
    params: invoiceParams,
    body: markPaidBodySchema,
    response: invoiceSchema,
    errors: ['INVOICE_NOT_FOUND', 'INVOICE_STATUS_CHANGED'],
  },
  markFailed: {
    method: 'POST',
    path: '/admin/transactions/mark-failed/:invoiceNumber',
    summary: 'Record that the payment of a pending invoice failed',
    access: { resource: 'settlements', action: 'add' },
    params: invoiceParams,
    body: markFailedBodySchema,
    response: invoiceSchema,
    errors: ['INVOICE_NOT_FOUND', 'INVOICE_STATUS_CHANGED'],
  },
  markRefunded: {
    method: 'POST',
    path: '/admin/transactions/mark-refunded/:invoiceNumber',
    summary: 'Record that a paid invoice was refunded; not by whoever recorded its payment',
    access: { resource: 'settlements', action: 'approve' },
    params: invoiceParams,
    body: markRefundedBodySchema,
    response: invoiceSchema,
    errors: [...settleErrors],
  },
  creditNote: {
    method: 'POST',
    path: '/admin/transactions/credit-notes/:invoiceNumber',
    summary:
      'Issue a credit note against a paid or pending invoice, for all or part of what is left',
    access: { resource: 'credit-notes', action: 'add' },
    params: invoiceParams,
    body: creditNoteBodySchema,
    response: invoiceSchema,
    status: 201,
    errors: [...settleErrors, 'CREDIT_EXCEEDS_INVOICE'],
  },
});

export const transactionsArea = defineArea({
  resource: 'transactions',
  noun: { one: 'invoice', many: 'invoices' },
  entity: 'invoice',
  idField: 'invoiceNumber',
  statuses: { values: transactionStatuses, labels: transactionStatusLabels },
  sortFields: transactionSortFields,
  listQuery: transactionListQuerySchema,
  groups: [transactionsEndpoints],
  endpoints: {
    list: transactionsEndpoints.list,
    export: transactionsEndpoints.export,
    get: transactionsEndpoints.get,
    history: transactionsEndpoints.history,
  },
});
