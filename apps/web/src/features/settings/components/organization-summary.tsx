import type { AccountDetails } from '@depot/contracts/account';
import { Descriptions, Typography } from 'antd';
import { NO_VALUE } from '@/lib/format/format.ts';
import { useCountries } from '@/lib/reference/reference-data.tsx';
import { SECOND_FACTOR_LABEL, taxIdLabel } from './organization-form.tsx';

type Organization = AccountDetails['organization'];

/** The organisation's details for people who may read but not change them. */
export function OrganizationSummary({ organization }: { organization: Organization }) {
  const country = useCountries().countryOf(organization.country);
  return (
    <>
      <Typography.Paragraph type="secondary">
        Only people whose role can edit settings change these details.
      </Typography.Paragraph>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'name', label: 'Name', children: organization.name },
          { key: 'legalName', label: 'Legal name', children: organization.legalName ?? NO_VALUE },
          { key: 'email', label: 'Email', children: organization.email ?? NO_VALUE },
          { key: 'phone', label: 'Phone', children: organization.phone ?? NO_VALUE },
          {
            key: 'country',
            label: 'Country',
            children: country ? `${country.flag} ${country.name}` : organization.country,
          },
          { key: 'state', label: 'State or region', children: organization.state ?? NO_VALUE },
          {
            key: 'taxId',
            label: taxIdLabel(organization.country),
            children: organization.taxId ?? NO_VALUE,
          },
          { key: 'timezone', label: 'Time zone', children: organization.timezone },
          { key: 'currency', label: 'Currency', children: organization.currency },
          {
            key: 'secondFactor',
            label: SECOND_FACTOR_LABEL,
            children: organization.requireSecondFactor ? 'Yes' : 'No',
          },
        ]}
      />
    </>
  );
}
