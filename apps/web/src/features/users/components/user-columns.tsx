import type { Country, CountryCode } from '@depot/contracts/reference';
import { userFieldLabels as labels } from '@depot/contracts/user-fields';
import { type User, userSortFields } from '@depot/contracts/users';
import { Link } from 'react-router';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatDate, formatDateTime } from '@/lib/format/format-date.ts';
import { formatPhone } from '@/lib/format/phone.ts';
import { PlanStatusTag, UserStatusTag } from './user-status-tags.tsx';

/** The Users table's name on the server, for the column chooser. */
export const USERS_TABLE_KEY = 'users';

const sortable = new Set<string>(userSortFields);
const NONE = '—';

/** The columns a person may move and hide; the country column needs the names to read. */
export function userColumns(
  countryOf: (code: string) => Country | undefined,
  countryCodes: CountryCode[],
): readonly ChoosableColumn<User>[] {
  const columns: ChoosableColumn<User>[] = [
    {
      key: 'code',
      title: labels.code,
      render: (user) => <Link to={paths.users.view(user.code)}>{user.code}</Link>,
    },
    { key: 'businessName', title: labels.businessName, render: (user) => user.businessName },
    { key: 'contactName', title: labels.contactName, render: (user) => user.contactName },
    { key: 'email', title: labels.email, render: (user) => user.email },
    {
      key: 'phone',
      title: labels.phone,
      render: (user) => formatPhone(user.phone, countryCodes, user.phoneCountry),
    },
    {
      key: 'taxId',
      title: labels.taxId,
      render: (user) => user.taxId ?? NONE,
      hiddenByDefault: true,
    },
    {
      key: 'city',
      title: labels['address.city'],
      render: (user) => user.address.city,
      hiddenByDefault: true,
    },
    {
      key: 'country',
      title: labels['address.country'],
      render: (user) => countryOf(user.address.country)?.name ?? user.address.country,
      hiddenByDefault: true,
    },
    {
      key: 'package',
      title: labels['plan.package'],
      render: (user) => user.plan?.package.name ?? NONE,
    },
    {
      key: 'planStatus',
      title: labels['plan.status'],
      render: (user) => (user.plan ? <PlanStatusTag status={user.plan.status} /> : NONE),
    },
    {
      key: 'periodEnd',
      title: labels['plan.periodEnd'],
      render: (user) => (user.plan ? formatDate(user.plan.periodEnd) : NONE),
    },
    {
      key: 'status',
      title: labels.status,
      render: (user) => <UserStatusTag status={user.status} />,
    },
    {
      key: 'createdAt',
      title: labels.createdAt,
      render: (user) => formatDateTime(user.createdAt),
      hiddenByDefault: true,
    },
  ];
  return columns.map((column) => ({ ...column, sortable: sortable.has(column.key) }));
}
