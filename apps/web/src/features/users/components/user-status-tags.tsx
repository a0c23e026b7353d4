import { activeStatusLabels } from '@depot/contracts/active-status';
import { type PlanStatus, planStatusLabels, type UserStatus } from '@depot/contracts/users';
import { Tag } from 'antd';

/** The business's own status: active or inactive. */
export function UserStatusTag({ status }: { status: UserStatus }) {
  return <Tag color={status === 'active' ? 'green' : 'default'}>{activeStatusLabels[status]}</Tag>;
}

const planColours: Record<PlanStatus, string> = {
  active: 'green',
  expiring: 'gold',
  expired: 'red',
  cancelled: 'default',
};

/** Where the business's plan stands. */
export function PlanStatusTag({ status }: { status: PlanStatus }) {
  return <Tag color={planColours[status]}>{planStatusLabels[status]}</Tag>;
}
