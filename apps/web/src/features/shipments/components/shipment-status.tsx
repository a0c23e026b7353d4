import { type ShipmentStatus, shipmentStatusLabels } from '@depot/contracts/shipments';
import { Tag } from 'antd';

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
