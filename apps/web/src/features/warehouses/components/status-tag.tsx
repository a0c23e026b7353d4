import { activeStatusLabels } from '@depot/contracts/active-status';
import type { CatalogueStatus } from '@depot/contracts/catalogue';
import { Tag } from 'antd';

/** Active or inactive, as every list of the console shows it. */
export function StatusTag({ status }: { status: CatalogueStatus }) {
  return <Tag color={status === 'active' ? 'green' : 'default'}>{activeStatusLabels[status]}</Tag>;
}
