import { fieldLabels } from './fields.ts';
import type { Transaction } from './transactions.ts';

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
