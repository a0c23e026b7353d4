import { type TransferStatus, transferStatusLabels } from '@depot/contracts/transfers';
import { Tag } from 'antd';

const colours: Record<TransferStatus, string> = {
  done: 'green',
  'in-transit': 'blue',
  'partly-received': 'gold',
  received: 'green',
  'closed-short': 'orange',
};

/** Where a transfer stands: done at once, on the road, partly or wholly received. */
export function TransferStatusTag({ status }: { status: TransferStatus }) {
  return <Tag color={colours[status]}>{transferStatusLabels[status]}</Tag>;
}
