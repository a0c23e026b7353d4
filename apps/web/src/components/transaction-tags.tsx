import { type TransactionStatus, transactionStatusLabels } from '@depot/contracts/transactions';
import { Tag } from 'antd';

const statusColours: Record<TransactionStatus, string> = {
  paid: 'green',
  pending: 'gold',
  failed: 'red',
  refunded: 'default',
};

/** Where an invoice's payment stands. */
export function TransactionStatusTag({ status }: { status: TransactionStatus }) {
  return <Tag color={statusColours[status]}>{transactionStatusLabels[status]}</Tag>;
}
