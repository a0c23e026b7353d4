import { fieldFormats, fieldLabels } from './fields.ts';
import {
  paymentMethodLabels,
  type Transaction,
  transactionKindLabels,
  transactionStatusLabels,
} from './transactions.ts';

/** An invoice's fields in words: the Transactions table and the export. */
export const transactionFieldLabels = fieldLabels<Transaction>()({
  invoiceNumber: 'Invoice',
  kind: 'Kind',
  user: 'User',
  'user.code': 'User code',
  'user.businessName': 'Business name',
  package: 'Package',
  'package.code': 'Package code',
  'package.name': 'Package',
  amount: 'Amount',
  currency: 'Currency',
  status: 'Status',
  method: 'Method',
  reference: 'Reference',
  periodStart: 'Period start',
  periodEnd: 'Period end',
  createdAt: 'Raised at',
  paidAt: 'Paid at',
});

/** How an invoice's values read in its History: statuses and methods in words, days, amounts. */
export const transactionFieldFormats = fieldFormats<Transaction>()({
  kind: transactionKindLabels,
  amount: 'money',
  status: transactionStatusLabels,
  method: paymentMethodLabels,
  periodStart: 'day',
  periodEnd: 'day',
  createdAt: 'moment',
  paidAt: 'moment',
});
