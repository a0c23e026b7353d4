import { orderFieldLabels as labels } from '@depot/contracts/order-fields';
import { type Order, orderSortFields } from '@depot/contracts/orders';
import { Link } from 'react-router';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatMoney } from '@/lib/format/format.ts';
import { formatDate } from '@/lib/format/format-date.ts';
import { OrderStatusTag } from './order-status.tsx';

/** The B2B orders table's name on the server, for the column chooser. */
export const ORDERS_TABLE_KEY = 'orders';

const sortable = new Set<string>(orderSortFields);
const NONE = '—';

export function orderColumns(): readonly ChoosableColumn<Order>[] {
  const columns: ChoosableColumn<Order>[] = [
    {
      key: 'number',
      title: labels.number,
      render: (order) => <Link to={paths.orders.view(order.number)}>{order.number}</Link>,
    },
    { key: 'orderDate', title: labels.orderDate, render: (order) => formatDate(order.orderDate) },
    { key: 'user', title: labels.user, render: (order) => order.user.businessName },
    { key: 'buyer', title: labels.buyer, render: (order) => order.buyer.name },
    {
      key: 'buyerGstin',
      title: labels['buyer.gstin'],
      render: (order) => order.buyer.gstin ?? NONE,
      hiddenByDefault: true,
    },
    {
      key: 'city',
      title: labels['buyer.city'],
      render: (order) => order.buyer.city,
      hiddenByDefault: true,
    },
    {
      key: 'status',
      title: labels.status,
      render: (order) => <OrderStatusTag status={order.status} />,
    },
    {
      key: 'requiredBy',
      title: labels.requiredBy,
      render: (order) => (order.requiredBy ? formatDate(order.requiredBy) : NONE),
    },
    {
      key: 'lines',
      title: labels.lineCount,
      align: 'end',
      render: (order) => order.lineCount,
      hiddenByDefault: true,
    },
    { key: 'quantity', title: labels.quantity, align: 'end', render: (order) => order.quantity },
    {
      key: 'amount',
      title: labels.amount,
      align: 'end',
      render: (order) => formatMoney(order.amount, order.currency),
    },
  ];
  return columns.map((column) => ({ ...column, sortable: sortable.has(column.key) }));
}
