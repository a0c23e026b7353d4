import type { CountryCode } from '@depot/contracts/reference';
import { warehouseFieldLabels } from '@depot/contracts/warehouse-fields';
import { type Warehouse, warehouseSortFields } from '@depot/contracts/warehouses';
import { Link } from 'react-router';
import { fieldColumns } from '@/components/field-columns.ts';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatCount } from '@/lib/format/format.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { formatPhone } from '@/lib/format/phone.ts';
import { StatusTag } from './status-tag.tsx';

/** The Warehouses table's name on the server, for the column chooser. */
export const WAREHOUSES_TABLE_KEY = 'warehouses';

const NONE = '—';

/** The columns a person may move and hide; the phone needs the calling codes to read. */
export function warehouseColumns(
  countryCodes: CountryCode[],
): readonly ChoosableColumn<Warehouse>[] {
  return fieldColumns(
    {
      labels: warehouseFieldLabels,
      sortFields: warehouseSortFields,
      leftOut: [
        // Read on the warehouse's own screen.
        'address',
        'phoneCountry',
        'timezone',
        'createdAt',
      ],
    },
    [
      {
        key: 'code',
        kind: 'code',
        render: (warehouse) => (
          <Link to={paths.warehouses.view(warehouse.code)}>{warehouse.code}</Link>
        ),
      },
      { key: 'name', render: (warehouse) => warehouse.name },
      { key: 'city', field: 'address.city', render: (warehouse) => warehouse.address.city },
      {
        key: 'state',
        field: 'address.state',
        render: (warehouse) => warehouse.address.state,
        hiddenByDefault: true,
      },
      {
        key: 'gstin',
        kind: 'code',
        render: (warehouse) => warehouse.gstin ?? NONE,
        hiddenByDefault: true,
      },
      { key: 'contactName', render: (warehouse) => warehouse.contactName, hiddenByDefault: true },
      {
        key: 'phone',
        render: (warehouse) => formatPhone(warehouse.phone, countryCodes, warehouse.phoneCountry),
        hiddenByDefault: true,
      },
      { key: 'email', render: (warehouse) => warehouse.email ?? NONE, hiddenByDefault: true },
      {
        key: 'locationCount',
        align: 'end',
        render: (warehouse) => formatCount(warehouse.locationCount),
      },
      { key: 'binCount', align: 'end', render: (warehouse) => formatCount(warehouse.binCount) },
      { key: 'status', render: (warehouse) => <StatusTag status={warehouse.status} /> },
      {
        key: 'updatedAt',
        kind: 'date',
        render: (warehouse) => formatDateTime(warehouse.updatedAt),
        hiddenByDefault: true,
      },
    ],
  );
}
