import { packageFieldLabels as labels } from '@depot/contracts/package-fields';
import { type PackageSummary, packageSortFields } from '@depot/contracts/packages';
import { Link } from 'react-router';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { billingCycleLabels } from '@/lib/format/billing-cycle.ts';
import { formatCount, formatMoney } from '@/lib/format/format.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { StatusTag } from './status-tag.tsx';

/** The Packages table's name on the server, for the column chooser. */
export const PACKAGES_TABLE_KEY = 'packages';

const sortable = new Set<string>(packageSortFields);

const columns: ChoosableColumn<PackageSummary>[] = [
  {
    key: 'code',
    title: labels.code,
    render: (row) => <Link to={paths.packages.view(row.code)}>{row.code}</Link>,
  },
  { key: 'name', title: labels.name, render: (row) => row.name },
  {
    key: 'price',
    title: labels.price,
    align: 'end',
    render: (row) => formatMoney(row.price, row.currency),
  },
  {
    key: 'billingCycle',
    title: labels.billingCycle,
    render: (row) => billingCycleLabels[row.billingCycle],
  },
  {
    key: 'zoneCount',
    title: labels.zoneCount,
    align: 'end',
    render: (row) => formatCount(row.zoneCount),
  },
  {
    key: 'subscriberCount',
    title: labels.subscriberCount,
    align: 'end',
    render: (row) => formatCount(row.subscriberCount),
  },
  {
    key: 'warehouses',
    title: labels['limits.warehouses'],
    align: 'end',
    render: (row) => formatCount(row.limits.warehouses),
    hiddenByDefault: true,
  },
  {
    key: 'ordersPerMonth',
    title: labels['limits.ordersPerMonth'],
    align: 'end',
    render: (row) => formatCount(row.limits.ordersPerMonth),
    hiddenByDefault: true,
  },
  {
    key: 'teamSeats',
    title: labels['limits.teamSeats'],
    align: 'end',
    render: (row) => formatCount(row.limits.teamSeats),
    hiddenByDefault: true,
  },
  {
    key: 'skus',
    title: labels['limits.skus'],
    align: 'end',
    render: (row) => formatCount(row.limits.skus),
    hiddenByDefault: true,
  },
  { key: 'status', title: labels.status, render: (row) => <StatusTag status={row.status} /> },
  { key: 'updatedAt', title: labels.updatedAt, render: (row) => formatDateTime(row.updatedAt) },
];

/** The columns a person may move and hide; the server sorts those it can. */
export const packageColumns: readonly ChoosableColumn<PackageSummary>[] = columns.map((column) => ({
  ...column,
  sortable: sortable.has(column.key),
}));
