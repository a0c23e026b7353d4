import { activeStatusLabels } from '@depot/contracts/active-status';
import type { VendorStatus } from '@depot/contracts/vendors';
import { Tag } from 'antd';

/** A vendor's status: active or inactive. */
export function VendorStatusTag({ status }: { status: VendorStatus }) {
  return <Tag color={status === 'active' ? 'green' : 'default'}>{activeStatusLabels[status]}</Tag>;
}
