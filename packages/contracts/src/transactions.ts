import { z } from 'zod';
import { text } from './common.ts';

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
  periodStart: z.iso.date(),
  periodEnd: z.iso.date(),
  /** When the invoice was raised. */
  createdAt: z.iso.datetime(),
  /** When it was paid; null while pending. */
  paidAt: z.iso.datetime().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;
