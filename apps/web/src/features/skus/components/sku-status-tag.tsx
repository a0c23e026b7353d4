import { activeStatusLabels } from '@depot/contracts/active-status';
import type { SkuStatus } from '@depot/contracts/skus';
import { Tag } from 'antd';

/** A SKU's status: active or inactive. */
export function SkuStatusTag({ status }: { status: SkuStatus }) {
  return <Tag color={status === 'active' ? 'green' : 'default'}>{activeStatusLabels[status]}</Tag>;
}
