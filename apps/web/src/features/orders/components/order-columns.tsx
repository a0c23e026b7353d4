import { orderFieldLabels as labels } from '@depot/contracts/order-fields';
import { type Order, orderSortFields } from '@depot/contracts/orders';
import { Link } from 'react-router';
import { fieldColumns } from '@/components/field-columns.ts';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatMoney } from '@/lib/format/format.ts';
import { formatDate } from '@/lib/format/format-date.ts';
import { OrderStatusTag } from './order-status.tsx';

/** The B2B orders table's name on the server, for the column chooser. */
export const ORDERS_TABLE_KEY = 'orders';

const NONE = '—';

export function orderColumns(): readonly ChoosableColumn<Order>[] {
  return fieldColumns(
    {
      labels,
      sortFields: orderSortFields,
      leftOut: [
        // The amount shows its currency.
        'currency',
        // Read on the order's own screen.
        'subtotal',
        'tax',
        'lines',
        'createdAt',
        'updatedAt',
      ],
    },
    [
      {
        key: 'number',
        kind: 'code',
        render: (order) => <Link to={paths.orders.view(order.number)}>{order.number}</Link>,
      },
      { key: 'orderDate', kind: 'date', render: (order) => formatDate(order.orderDate) },
      { key: 'user', render: (order) => order.user.businessName },
      { key: 'buyer', render: (order) => order.buyer.name },
      {
        key: 'buyerGstin',
        field: 'buyer.gstin',
        render: (order) => order.buyer.gstin ?? NONE,
        hiddenByDefault: true,
      },
      {
        key: 'city',
        field: 'buyer.city',
        render: (order) => order.buyer.city,
        hiddenByDefault: true,
      },
      { key: 'warehouse', render: (order) => order.warehouse?.name ?? NONE },
      {
        key: 'status',
        render: (order) => <OrderStatusTag status={order.status} />,
      },
      {
        key: 'requiredBy',
        kind: 'date',
        render: (order) => (order.requiredBy ? formatDate(order.requiredBy) : NONE),
      },
      {
        key: 'lines',
        field: 'lineCount',
        align: 'end',
        render: (order) => order.lineCount,
        hiddenByDefault: true,
      },
      { key: 'quantity', align: 'end', render: (order) => order.quantity },
      {
        key: 'amount',
        align: 'end',
        render: (order) => formatMoney(order.amount, order.currency),
      },
    ],
  );
}
