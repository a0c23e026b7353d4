import { type OrderStatus, orderStatusLabels } from '@depot/contracts/orders';
import { Tag } from 'antd';

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
