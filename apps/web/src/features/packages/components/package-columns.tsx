import { packageFieldLabels as labels } from '@depot/contracts/package-fields';
import { type PackageSummary, packageSortFields } from '@depot/contracts/packages';
import { Link } from 'react-router';
import { fieldColumns } from '@/components/field-columns.ts';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { billingCycleLabels } from '@/lib/format/billing-cycle.ts';
import { formatCount, formatMoney } from '@/lib/format/format.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { StatusTag } from './status-tag.tsx';

/** The Packages table's name on the server, for the column chooser. */
export const PACKAGES_TABLE_KEY = 'packages';

/** The columns a person may move and hide; the server sorts those it can. */
export const packageColumns: readonly ChoosableColumn<PackageSummary>[] = fieldColumns(
  {
    labels,
    sortFields: packageSortFields,
    // The price shows its currency; the rest are read on the package's own screen.
    leftOut: ['currency', 'description', 'features', 'rates', 'createdAt'],
  },
  [
    {
      key: 'code',
      kind: 'code',
      render: (row) => <Link to={paths.packages.view(row.code)}>{row.code}</Link>,
    },
    { key: 'name', render: (row) => row.name },
    {
      key: 'price',
      align: 'end',
      render: (row) => formatMoney(row.price, row.currency),
    },
    {
      key: 'billingCycle',
      render: (row) => billingCycleLabels[row.billingCycle],
    },
    {
      key: 'zoneCount',
      align: 'end',
      render: (row) => formatCount(row.zoneCount),
    },
    {
      key: 'subscriberCount',
      align: 'end',
      render: (row) => formatCount(row.subscriberCount),
    },
    {
      key: 'warehouses',
      field: 'limits.warehouses',
      align: 'end',
      render: (row) => formatCount(row.limits.warehouses),
      hiddenByDefault: true,
    },
    {
      key: 'ordersPerMonth',
      field: 'limits.ordersPerMonth',
      align: 'end',
      render: (row) => formatCount(row.limits.ordersPerMonth),
      hiddenByDefault: true,
    },
    {
      key: 'teamSeats',
      field: 'limits.teamSeats',
      align: 'end',
      render: (row) => formatCount(row.limits.teamSeats),
      hiddenByDefault: true,
    },
    {
      key: 'skus',
      field: 'limits.skus',
      align: 'end',
      render: (row) => formatCount(row.limits.skus),
      hiddenByDefault: true,
    },
    { key: 'status', render: (row) => <StatusTag status={row.status} /> },
    {
      key: 'updatedAt',
      kind: 'date',
      render: (row) => formatDateTime(row.updatedAt),
      hiddenByDefault: true,
    },
  ],
);
