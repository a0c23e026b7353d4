import type { AccountDetails } from '@depot/contracts/account';
import { organizationFieldLabels as labels } from '@depot/contracts/organization-fields';
import { Descriptions, Typography } from 'antd';
import { NO_VALUE } from '@/lib/format/format.ts';
import { useCountries } from '@/lib/reference/reference-data.tsx';
import { taxIdLabel } from './organization-form.tsx';

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
          { key: 'name', label: labels.name, children: organization.name },
          {
            key: 'legalName',
            label: labels.legalName,
            children: organization.legalName ?? NO_VALUE,
          },
          { key: 'email', label: labels.email, children: organization.email ?? NO_VALUE },
          { key: 'phone', label: labels.phone, children: organization.phone ?? NO_VALUE },
          {
            key: 'country',
            label: labels.country,
            children: country ? `${country.flag} ${country.name}` : organization.country,
          },
          { key: 'state', label: labels.state, children: organization.state ?? NO_VALUE },
          {
            key: 'taxId',
            label: taxIdLabel(organization.country),
            children: organization.taxId ?? NO_VALUE,
          },
          { key: 'timezone', label: labels.timezone, children: organization.timezone },
          { key: 'currency', label: labels.currency, children: organization.currency },
          {
            key: 'secondFactor',
            label: labels.requireSecondFactor,
            children: organization.requireSecondFactor ? 'Yes' : 'No',
          },
        ]}
      />
    </>
  );
}
