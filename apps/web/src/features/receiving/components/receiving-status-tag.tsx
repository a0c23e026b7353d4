import { type ReceivingStatus, receivingStatusLabels } from '@depot/contracts/receiving';
import { Tag } from 'antd';

const colours: Record<ReceivingStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

/** Where a goods receipt stands: awaiting approval, approved or rejected. */
export function ReceivingStatusTag({ status }: { status: ReceivingStatus }) {
  return <Tag color={colours[status]}>{receivingStatusLabels[status]}</Tag>;
}
