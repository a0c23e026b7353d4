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
      title: 'Order',
      render: (order) => <Link to={paths.orders.view(order.number)}>{order.number}</Link>,
    },
    { key: 'orderDate', title: 'Ordered', render: (order) => formatDate(order.orderDate) },
    { key: 'user', title: 'User', render: (order) => order.user.businessName },
    { key: 'buyer', title: 'Buyer', render: (order) => order.buyer.name },
    {
      key: 'buyerGstin',
      title: 'Buyer GSTIN',
      render: (order) => order.buyer.gstin ?? NONE,
      hiddenByDefault: true,
    },
    { key: 'city', title: 'City', render: (order) => order.buyer.city, hiddenByDefault: true },
    { key: 'status', title: 'Status', render: (order) => <OrderStatusTag status={order.status} /> },
    {
      key: 'requiredBy',
      title: 'Required by',
      render: (order) => (order.requiredBy ? formatDate(order.requiredBy) : NONE),
    },
    {
      key: 'lines',
      title: 'Lines',
      align: 'end',
      render: (order) => order.lineCount,
      hiddenByDefault: true,
    },
    { key: 'quantity', title: 'Units', align: 'end', render: (order) => order.quantity },
    {
      key: 'amount',
      title: 'Amount',
      align: 'end',
      render: (order) => formatMoney(order.amount, order.currency),
    },
  ];
  return columns.map((column) => ({ ...column, sortable: sortable.has(column.key) }));
}
