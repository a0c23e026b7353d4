import { type CountStatus, countStatusLabels } from '@depot/contracts/counts';
import { Tag } from 'antd';

const colours: Record<CountStatus, string> = {
  counting: 'blue',
  review: 'gold',
  posted: 'green',
  rejected: 'red',
};

/** Where a count stands: being counted, awaiting review, posted or rejected. */
export function CountStatusTag({ status }: { status: CountStatus }) {
  return <Tag color={colours[status]}>{countStatusLabels[status]}</Tag>;
}
