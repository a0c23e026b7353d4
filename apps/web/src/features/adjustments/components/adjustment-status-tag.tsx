import { type AdjustmentStatus, adjustmentStatusLabels } from '@depot/contracts/adjustments';
import { Tag } from 'antd';

const colours: Record<AdjustmentStatus, string> = {
  pending: 'gold',
  posted: 'green',
  rejected: 'red',
};

/** Where an adjustment stands: awaiting approval, posted to the ledger or rejected. */
export function AdjustmentStatusTag({ status }: { status: AdjustmentStatus }) {
  return <Tag color={colours[status]}>{adjustmentStatusLabels[status]}</Tag>;
}
