import { shipmentFieldLabels } from '@depot/contracts/shipment-fields';
import { type Shipment, shipmentSortFields } from '@depot/contracts/shipments';
import { Link } from 'react-router';
import { fieldColumns } from '@/components/field-columns.ts';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatDimension, formatMoney, formatWeight } from '@/lib/format/format.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { ShipmentStatusTag } from './shipment-status.tsx';

/** The Shipments table's name on the server, for the column chooser. */
export const SHIPMENTS_TABLE_KEY = 'shipments';

const NONE = '—';

const labels = shipmentFieldLabels;

/**
 * The columns a person may move and hide, titled by the shipment's field labels; weights and
 * sizes in the person's units, under words of their own.
 */
export function shipmentColumns(): readonly ChoosableColumn<Shipment>[] {
  return fieldColumns(
    {
      labels,
      sortFields: shipmentSortFields,
      leftOut: [
        // In the size's column, and with the declared value.
        'widthCm',
        'heightCm',
        'currency',
        // Read on the shipment's own screen.
        'additionalDetails',
        'missingDetails',
        'updatedAt',
      ],
    },
    [
      {
        key: 'id',
        kind: 'code',
        render: (shipment) => <Link to={paths.shipments.view(shipment.id)}>{shipment.id}</Link>,
      },
      { key: 'reference', render: (shipment) => shipment.reference },
      { key: 'user', render: (shipment) => shipment.user.businessName },
      { key: 'consignee', render: (shipment) => shipment.consignee.name },
      {
        key: 'city',
        field: 'consignee.address.city',
        render: (shipment) => shipment.consignee.address.city,
        hiddenByDefault: true,
      },
      {
        key: 'status',
        render: (shipment) => <ShipmentStatusTag status={shipment.status} />,
      },
      // The parcel's particulars are read on its own screen, or shown through the column
      // chooser: at a laptop's width the list keeps to who, where and how far along.
      {
        key: 'carrier',
        render: (shipment) => shipment.carrier ?? NONE,
        hiddenByDefault: true,
      },
      {
        key: 'trackingNumber',
        render: (shipment) => shipment.trackingNumber ?? NONE,
        hiddenByDefault: true,
      },
      { key: 'boxes', align: 'end', render: (shipment) => shipment.boxes, hiddenByDefault: true },
      {
        key: 'weightKg',
        title: 'Weight',
        align: 'end',
        render: (shipment) => formatWeight(Number(shipment.weightKg)),
        hiddenByDefault: true,
      },
      {
        key: 'dimensions',
        field: 'lengthCm',
        title: 'L × W × H',
        render: (shipment) =>
          formatDimension([shipment.lengthCm, shipment.widthCm, shipment.heightCm].map(Number)),
        hiddenByDefault: true,
      },
      {
        key: 'declaredValue',
        align: 'end',
        render: (shipment) => formatMoney(shipment.declaredValue, shipment.currency),
        hiddenByDefault: true,
      },
      {
        key: 'createdAt',
        kind: 'date',
        render: (shipment) => formatDateTime(shipment.createdAt),
      },
      {
        key: 'dispatchedAt',
        kind: 'date',
        render: (shipment) =>
          shipment.dispatchedAt ? formatDateTime(shipment.dispatchedAt) : NONE,
        hiddenByDefault: true,
      },
      {
        key: 'deliveredAt',
        kind: 'date',
        render: (shipment) => (shipment.deliveredAt ? formatDateTime(shipment.deliveredAt) : NONE),
        hiddenByDefault: true,
      },
    ],
  );
}
