import type { Country, CountryCode } from '@depot/contracts/reference';
import { userFieldLabels as labels } from '@depot/contracts/user-fields';
import { type User, userSortFields } from '@depot/contracts/users';
import { Link } from 'react-router';
import { fieldColumns } from '@/components/field-columns.ts';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatDate, formatDateTime } from '@/lib/format/format-date.ts';
import { formatPhone } from '@/lib/format/phone.ts';
import { PlanStatusTag, UserStatusTag } from './user-status-tags.tsx';

/** The Users table's name on the server, for the column chooser. */
export const USERS_TABLE_KEY = 'users';

const NONE = '—';

/** The columns a person may move and hide; the country column needs the names to read. */
export function userColumns(
  countryOf: (code: string) => Country | undefined,
  countryCodes: CountryCode[],
): readonly ChoosableColumn<User>[] {
  return fieldColumns(
    {
      labels,
      sortFields: userSortFields,
      leftOut: [
        // Read on the user's own screen.
        'phoneCountry',
        'timezone',
        'currency',
        'updatedAt',
      ],
    },
    [
      {
        key: 'code',
        kind: 'code',
        render: (user) => <Link to={paths.users.view(user.code)}>{user.code}</Link>,
      },
      { key: 'businessName', render: (user) => user.businessName },
      // Read on the user's own screen, or shown through the column chooser: at a laptop's width
      // the list keeps to the business, how to reach it, its plan and its status.
      { key: 'contactName', render: (user) => user.contactName, hiddenByDefault: true },
      { key: 'email', render: (user) => user.email, hiddenByDefault: true },
      {
        key: 'phone',
        render: (user) => formatPhone(user.phone, countryCodes, user.phoneCountry),
      },
      {
        key: 'taxId',
        render: (user) => user.taxId ?? NONE,
        hiddenByDefault: true,
      },
      {
        key: 'city',
        field: 'address.city',
        render: (user) => user.address.city,
        hiddenByDefault: true,
      },
      {
        key: 'country',
        field: 'address.country',
        render: (user) => countryOf(user.address.country)?.name ?? user.address.country,
        hiddenByDefault: true,
      },
      {
        key: 'package',
        field: 'plan.package',
        render: (user) => user.plan?.package.name ?? NONE,
      },
      {
        key: 'planStatus',
        field: 'plan.status',
        render: (user) => (user.plan ? <PlanStatusTag status={user.plan.status} /> : NONE),
      },
      {
        key: 'periodEnd',
        field: 'plan.periodEnd',
        kind: 'date',
        render: (user) => (user.plan ? formatDate(user.plan.periodEnd) : NONE),
        hiddenByDefault: true,
      },
      {
        key: 'status',
        render: (user) => <UserStatusTag status={user.status} />,
      },
      {
        key: 'createdAt',
        kind: 'date',
        render: (user) => formatDateTime(user.createdAt),
        hiddenByDefault: true,
      },
    ],
  );
}
