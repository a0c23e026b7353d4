import { orderFieldLabels as labels } from '@depot/contracts/order-fields';
import { ORDER_NUMBER_PATTERN, type OrderDetail, type OrderLine } from '@depot/contracts/orders';
import { Descriptions, Flex } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { HistoryTimeline } from '@/components/history-drawer.tsx';
import { type DataColumn, DataTable } from '@/components/list/data-table.tsx';
import { NotFoundResult } from '@/components/not-found-result.tsx';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { Tabs } from '@/components/tabs/tabs.tsx';
import { paths } from '@/config/paths.ts';
import { isNotFound } from '@/lib/api/is-not-found.ts';
import { formatMoney } from '@/lib/format/format.ts';
import { formatDate, formatDateTime } from '@/lib/format/format-date.ts';
import { useCountries, useStates } from '@/lib/reference/reference-data.tsx';
import { useOptionalParam, useRequiredParam } from '@/lib/screen/route-params.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { orderHistoryQueryOptions, useOrder } from '../api/orders.ts';
import { OrderStatusTag } from '../components/order-status.tsx';

const sections = ['lines', 'history'] as const;
type Section = (typeof sections)[number];
const NONE = '—';

function lineColumns(currency: string): DataColumn<OrderLine>[] {
  const money = (value: string) => formatMoney(value, currency);
  return [
    { key: 'sku', title: labels['lines.sku'], render: (line) => line.sku },
    { key: 'description', title: labels['lines.description'], render: (line) => line.description },
    {
      key: 'quantity',
      title: labels['lines.quantity'],
      align: 'end',
      render: (line) => line.quantity,
    },
    {
      key: 'unitPrice',
      title: labels['lines.unitPrice'],
      align: 'end',
      render: (line) => money(line.unitPrice),
    },
    {
      key: 'taxRate',
      title: labels['lines.taxRate'],
      align: 'end',
      render: (line) => `${Number(line.taxRate)}%`,
    },
    {
      key: 'taxAmount',
      title: labels['lines.taxAmount'],
      align: 'end',
      render: (line) => money(line.taxAmount),
    },
    {
      key: 'lineTotal',
      title: labels['lines.lineTotal'],
      align: 'end',
      render: (line) => money(line.lineTotal),
    },
  ];
}

/** The warehouse the order is fulfilled from, linked for whoever may open it. */
function OrderWarehouse({ warehouse }: { warehouse: OrderDetail['warehouse'] }) {
  const can = useCan();
  // An order taken before warehouses were kept names none.
  if (!warehouse) return NONE;
  const words = `${warehouse.name} (${warehouse.code})`;
  return can('warehouses', 'view') ? (
    <Link to={paths.warehouses.view(warehouse.code)}>{words}</Link>
  ) : (
    words
  );
}

function OrderView({ order, section }: { order: OrderDetail; section: Section }) {
  const navigate = useNavigate();
  const { countryOf } = useCountries();
  const states = useStates(order.buyer.country);
  const state =
    states.data?.find((entry) => entry.isoCode === order.buyer.state)?.name ?? order.buyer.state;
  const money = (value: string) => formatMoney(value, order.currency);
  const content: Record<Section, ReactNode> = {
    lines: (
      <DataTable<OrderLine>
        label={`Lines of ${order.number}`}
        columns={lineColumns(order.currency)}
        rows={order.lines}
        rowKey={(line) => `${line.sku}-${line.description}`}
        loading={false}
      />
    ),
    history: <HistoryTimeline query={orderHistoryQueryOptions(order.number)} />,
  };
  return (
    <>
      <ScreenHeader
        title={`Order ${order.number}`}
        description={`${order.buyer.name} · for ${order.user.businessName}`}
      />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <OrderStatusTag status={order.status} />
        <StandardAction action="close" to={paths.orders.list} />
      </Flex>
      <Descriptions
        bordered
        column={{ xs: 1, md: 2 }}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'user',
            label: labels.user,
            children: `${order.user.businessName} (${order.user.code})`,
          },
          { key: 'buyer', label: labels.buyer, children: order.buyer.name },
          { key: 'gstin', label: labels['buyer.gstin'], children: order.buyer.gstin ?? NONE },
          {
            key: 'place',
            label: 'Ship to',
            children: `${order.buyer.city}, ${state} ${order.buyer.postalCode}, ${countryOf(order.buyer.country)?.name ?? order.buyer.country}`,
          },
          {
            key: 'warehouse',
            label: labels.warehouse,
            children: <OrderWarehouse warehouse={order.warehouse} />,
          },
          { key: 'date', label: labels.orderDate, children: formatDate(order.orderDate) },
          {
            key: 'required',
            label: labels.requiredBy,
            children: order.requiredBy ? formatDate(order.requiredBy) : NONE,
          },
          { key: 'quantity', label: labels.quantity, children: order.quantity },
          { key: 'subtotal', label: labels.subtotal, children: money(order.subtotal) },
          { key: 'tax', label: labels.tax, children: money(order.tax) },
          { key: 'amount', label: labels.amount, children: money(order.amount) },
          { key: 'updated', label: labels.updatedAt, children: formatDateTime(order.updatedAt) },
        ]}
      />
      <Tabs
        activeKey={section}
        items={sections.map((key) => ({
          key,
          label: key === 'lines' ? `Lines (${order.lineCount})` : 'History',
          children: content[key],
        }))}
        onChange={(key) => void navigate(paths.orders.view(order.number, key))}
      />
    </>
  );
}

/** /orders/view/{orderNumber}/{section?}: an order with its lines and its history. */
export function OrderViewRoute() {
  const number = useRequiredParam('orderNumber');
  const section = useOptionalParam('section');
  const isValid = ORDER_NUMBER_PATTERN.test(number);
  const order = useOrder(number, isValid);
  if (!isValid || isNotFound(order.error)) {
    return (
      <NotFoundResult
        title="Order not found"
        description={`There is no order ${number}. Order numbers look like ORD-000001.`}
        back={{ to: paths.orders.list, label: 'Back to orders' }}
      />
    );
  }
  if (order.isError) return <RequestError error={order.error} />;
  if (!order.data) return <PageSpinner />;
  return <OrderView order={order.data} section={section === 'history' ? 'history' : 'lines'} />;
}
