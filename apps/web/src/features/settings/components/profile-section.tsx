import { Flex } from 'antd';
import { Panel } from '@/components/panel.tsx';
import { QueryStatus } from '@/components/query-status.tsx';
import { useAccountDetails } from '../api/get-account-details.ts';
import { OrganizationForm } from './organization-form.tsx';
import { OrganizationSummary } from './organization-summary.tsx';
import { ProfileCard } from './profile-card.tsx';
import { SectionHeader } from './section-header.tsx';

/** The person's own profile and the organisation they work for. */
export function ProfileSection() {
  const details = useAccountDetails();
  return (
    <Flex vertical gap={24}>
      <SectionHeader
        title="My Profile"
        description="Your name and contact details, and your organisation's details."
      />
      <QueryStatus loadingLabel="Loading your profile" query={details} />
      {details.data && (
        <>
          <ProfileCard
            profile={details.data.profile}
            organizationCountry={details.data.organization.country}
          />
          <Panel title="Organisation">
            {details.data.canEditOrganization ? (
              <OrganizationForm organization={details.data.organization} />
            ) : (
              <OrganizationSummary organization={details.data.organization} />
            )}
          </Panel>
        </>
      )}
    </Flex>
  );
}
