import { type Shipment, shipmentSortFields } from '@depot/contracts/shipments';
import { Link } from 'react-router';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatDimension, formatMoney, formatWeight } from '@/lib/format/format.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { ShipmentStatusTag } from './shipment-status.tsx';

/** The Shipments table's name on the server, for the column chooser. */
export const SHIPMENTS_TABLE_KEY = 'shipments';

const sortable = new Set<string>(shipmentSortFields);
const NONE = '—';

/** The columns a person may move and hide; weights and sizes in the person's units. */
export function shipmentColumns(): readonly ChoosableColumn<Shipment>[] {
  const columns: ChoosableColumn<Shipment>[] = [
    {
      key: 'id',
      title: 'Shipment',
      render: (shipment) => <Link to={paths.shipments.view(shipment.id)}>{shipment.id}</Link>,
    },
    { key: 'reference', title: 'Reference', render: (shipment) => shipment.reference },
    { key: 'user', title: 'User', render: (shipment) => shipment.user.businessName },
    { key: 'consignee', title: 'Consignee', render: (shipment) => shipment.consignee.name },
    { key: 'city', title: 'City', render: (shipment) => shipment.consignee.address.city },
    {
      key: 'status',
      title: 'Status',
      render: (shipment) => <ShipmentStatusTag status={shipment.status} />,
    },
    { key: 'carrier', title: 'Carrier', render: (shipment) => shipment.carrier ?? NONE },
    {
      key: 'trackingNumber',
      title: 'Tracking',
      render: (shipment) => shipment.trackingNumber ?? NONE,
    },
    { key: 'boxes', title: 'Boxes', align: 'end', render: (shipment) => shipment.boxes },
    {
      key: 'weightKg',
      title: 'Weight',
      align: 'end',
      render: (shipment) => formatWeight(Number(shipment.weightKg)),
    },
    {
      key: 'dimensions',
      title: 'L × W × H',
      render: (shipment) =>
        formatDimension([shipment.lengthCm, shipment.widthCm, shipment.heightCm].map(Number)),
      hiddenByDefault: true,
    },
    {
      key: 'declaredValue',
      title: 'Declared value',
      align: 'end',
      render: (shipment) => formatMoney(shipment.declaredValue, shipment.currency),
    },
    {
      key: 'createdAt',
      title: 'Created',
      render: (shipment) => formatDateTime(shipment.createdAt),
    },
    {
      key: 'dispatchedAt',
      title: 'Dispatched',
      render: (shipment) => (shipment.dispatchedAt ? formatDateTime(shipment.dispatchedAt) : NONE),
      hiddenByDefault: true,
    },
    {
      key: 'deliveredAt',
      title: 'Delivered',
      render: (shipment) => (shipment.deliveredAt ? formatDateTime(shipment.deliveredAt) : NONE),
      hiddenByDefault: true,
    },
  ];
  return columns.map((column) => ({ ...column, sortable: sortable.has(column.key) }));
}
