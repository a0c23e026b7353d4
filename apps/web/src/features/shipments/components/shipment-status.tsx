import type { ShipmentStatus } from '@depot/contracts/shipments';
import { Tag } from 'antd';

export const shipmentStatusLabels: Record<ShipmentStatus, string> = {
  draft: 'Draft',
  ready: 'Ready',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const colours: Record<ShipmentStatus, string> = {
  draft: 'default',
  ready: 'blue',
  dispatched: 'gold',
  delivered: 'green',
  cancelled: 'red',
};

export function ShipmentStatusTag({ status }: { status: ShipmentStatus }) {
  return <Tag color={colours[status]}>{shipmentStatusLabels[status]}</Tag>;
}
