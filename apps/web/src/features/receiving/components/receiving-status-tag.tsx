import type { ReceivingStatus } from '@depot/contracts/receiving';
import { Tag } from 'antd';

export const receivingStatusLabels: Record<ReceivingStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

const colours: Record<ReceivingStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

/** Where a goods receipt stands: awaiting approval, approved or rejected. */
export function ReceivingStatusTag({ status }: { status: ReceivingStatus }) {
  return <Tag color={colours[status]}>{receivingStatusLabels[status]}</Tag>;
}
