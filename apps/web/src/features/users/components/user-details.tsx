import { userFieldLabels as labels } from '@depot/contracts/user-fields';
import type { User } from '@depot/contracts/users';
import { Descriptions, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { formatDate, formatDateTime } from '@/lib/format/format-date.ts';
import { formatPhone } from '@/lib/format/phone.ts';
import { useCountries, useCountryCodes, useStates } from '@/lib/reference/reference-data.tsx';
import { PlanStatusTag, UserStatusTag } from './user-status-tags.tsx';

const NONE = '—';

export function UserProfile({ user }: { user: User }) {
  const countryCodes = useCountryCodes();
  return (
    <Descriptions
      bordered
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'code', label: 'Code', children: user.code },
        { key: 'business', label: labels.businessName, children: user.businessName },
        { key: 'contact', label: labels.contactName, children: user.contactName },
        { key: 'email', label: labels.email, children: user.email },
        {
          key: 'phone',
          label: labels.phone,
          children: formatPhone(user.phone, countryCodes, user.phoneCountry),
        },
        {
          key: 'taxId',
          label: user.address.country === 'IN' ? 'GSTIN' : 'Tax id',
          children: user.taxId ?? NONE,
        },
        { key: 'timezone', label: labels.timezone, children: user.timezone },
        { key: 'currency', label: labels.currency, children: user.currency },
        { key: 'status', label: labels.status, children: <UserStatusTag status={user.status} /> },
        { key: 'created', label: labels.createdAt, children: formatDateTime(user.createdAt) },
      ]}
    />
  );
}

export function UserAddress({ user }: { user: User }) {
  const { countryOf } = useCountries();
  const states = useStates(user.address.country);
  const state =
    states.data?.find((candidate) => candidate.isoCode === user.address.state)?.name ??
    user.address.state;
  return (
    <Descriptions
      bordered
      column={1}
      items={[
        { key: 'line1', label: 'Address line 1', children: user.address.line1 },
        { key: 'line2', label: 'Address line 2', children: user.address.line2 ?? NONE },
        { key: 'city', label: 'City', children: user.address.city },
        { key: 'state', label: 'State', children: state },
        {
          key: 'country',
          label: 'Country',
          children: countryOf(user.address.country)?.name ?? user.address.country,
        },
        {
          key: 'postal',
          label: user.address.country === 'IN' ? 'PIN code' : 'Postal code',
          children: user.address.postalCode,
        },
      ]}
    />
  );
}

export function UserPlanSummary({ user }: { user: User }) {
  if (!user.plan) {
    return (
      <Typography.Paragraph>
        {user.businessName} is on no package.{' '}
        <Link to={paths.users.plan(user.code)}>Open the plan</Link> to put them on one.
      </Typography.Paragraph>
    );
  }
  return (
    <>
      <Descriptions
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'package',
            label: 'Package',
            children: `${user.plan.package.name} (${user.plan.package.code})`,
          },
          {
            key: 'status',
            label: 'Plan status',
            children: <PlanStatusTag status={user.plan.status} />,
          },
          { key: 'start', label: 'Period start', children: formatDate(user.plan.periodStart) },
          { key: 'end', label: 'Period end', children: formatDate(user.plan.periodEnd) },
        ]}
      />
      <Typography.Paragraph style={{ marginTop: 16 }}>
        <Link to={paths.users.plan(user.code)}>Usage, plan history and changes</Link>
      </Typography.Paragraph>
    </>
  );
}
