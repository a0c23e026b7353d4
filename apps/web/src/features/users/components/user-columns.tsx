import type { Country, CountryCode } from '@depot/contracts/reference';
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
      title: 'Code',
      render: (user) => <Link to={paths.users.view(user.code)}>{user.code}</Link>,
    },
    { key: 'businessName', title: 'Business', render: (user) => user.businessName },
    { key: 'contactName', title: 'Contact', render: (user) => user.contactName },
    { key: 'email', title: 'Email', render: (user) => user.email },
    {
      key: 'phone',
      title: 'Phone',
      render: (user) => formatPhone(user.phone, countryCodes, user.phoneCountry),
    },
    {
      key: 'taxId',
      title: 'GSTIN / tax id',
      render: (user) => user.taxId ?? NONE,
      hiddenByDefault: true,
    },
    { key: 'city', title: 'City', render: (user) => user.address.city, hiddenByDefault: true },
    {
      key: 'country',
      title: 'Country',
      render: (user) => countryOf(user.address.country)?.name ?? user.address.country,
      hiddenByDefault: true,
    },
    { key: 'package', title: 'Package', render: (user) => user.plan?.package.name ?? NONE },
    {
      key: 'planStatus',
      title: 'Plan',
      render: (user) => (user.plan ? <PlanStatusTag status={user.plan.status} /> : NONE),
    },
    {
      key: 'periodEnd',
      title: 'Plan ends',
      render: (user) => (user.plan ? formatDate(user.plan.periodEnd) : NONE),
    },
    { key: 'status', title: 'Status', render: (user) => <UserStatusTag status={user.status} /> },
    {
      key: 'createdAt',
      title: 'Added',
      render: (user) => formatDateTime(user.createdAt),
      hiddenByDefault: true,
    },
  ];
  return columns.map((column) => ({ ...column, sortable: sortable.has(column.key) }));
}
