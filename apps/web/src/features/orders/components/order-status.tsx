import type { OrderStatus } from '@depot/contracts/orders';
import { Tag } from 'antd';

export const orderStatusLabels: Record<OrderStatus, string> = {
  new: 'New',
  confirmed: 'Confirmed',
  picking: 'Picking',
  packed: 'Packed',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

const colours: Record<OrderStatus, string> = {
  new: 'blue',
  confirmed: 'geekblue',
  picking: 'purple',
  packed: 'cyan',
  dispatched: 'gold',
  delivered: 'green',
  cancelled: 'red',
  returned: 'volcano',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={colours[status]}>{orderStatusLabels[status]}</Tag>;
}
