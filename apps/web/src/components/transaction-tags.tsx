import type {
  PaymentMethod,
  TransactionKind,
  TransactionStatus,
} from '@depot/contracts/transactions';
import { Tag } from 'antd';

export const transactionStatusLabels: Record<TransactionStatus, string> = {
  paid: 'Paid',
  pending: 'Pending',
  failed: 'Failed',
  refunded: 'Refunded',
};

const statusColours: Record<TransactionStatus, string> = {
  paid: 'green',
  pending: 'gold',
  failed: 'red',
  refunded: 'default',
};

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  'bank-transfer': 'Bank transfer (NEFT/RTGS)',
  cheque: 'Cheque',
};

export const transactionKindLabels: Record<TransactionKind, string> = {
  new: 'New plan',
  change: 'Package change',
  renewal: 'Renewal',
};

/** Where an invoice's payment stands. */
export function TransactionStatusTag({ status }: { status: TransactionStatus }) {
  return <Tag color={statusColours[status]}>{transactionStatusLabels[status]}</Tag>;
}
