import { activeStatusLabels } from '@depot/contracts/active-status';
import { type PeriodStatus, periodStatusLabels, type UserStatus } from '@depot/contracts/users';
import { Tag } from 'antd';

/** The business's own status: active or inactive. */
export function UserStatusTag({ status }: { status: UserStatus }) {
  return <Tag color={status === 'active' ? 'green' : 'default'}>{activeStatusLabels[status]}</Tag>;
}

const planColours: Record<PeriodStatus, string> = {
  active: 'green',
  expiring: 'gold',
  expired: 'red',
  cancelled: 'default',
  changed: 'blue',
};

/** Where the business's plan, or a period of its history, stands. */
export function PlanStatusTag({ status }: { status: PeriodStatus }) {
  return <Tag color={planColours[status]}>{periodStatusLabels[status]}</Tag>;
}
