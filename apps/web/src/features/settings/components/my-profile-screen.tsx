import { Alert, Button, Card, Flex, Skeleton } from 'antd';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { apiErrorMessage } from '@/lib/api-client.ts';
import { useAccountDetails } from '../api/get-account-details.ts';
import { OrganizationForm } from './organization-form.tsx';
import { OrganizationSummary } from './organization-summary.tsx';
import { ProfileCard } from './profile-card.tsx';
import { SettingsNav } from './settings-nav.tsx';

/** /setting: the person's own profile and the organisation they work for. */
export function MyProfileScreen() {
  const details = useAccountDetails();
  return (
    <Flex vertical gap={24}>
      <SettingsNav />
      <ScreenHeader
        title="My Profile"
        description="Your name and contact details, and your organisation's details."
      />
      {details.isPending && (
        <>
          <VisuallyHidden role="status">Loading your profile</VisuallyHidden>
          <Skeleton active />
        </>
      )}
      {details.error && (
        <Alert
          type="error"
          showIcon
          title={apiErrorMessage(details.error)}
          action={
            <Button size="small" onClick={() => void details.refetch()}>
              Try again
            </Button>
          }
        />
      )}
      {details.data && (
        <>
          <ProfileCard profile={details.data.profile} />
          <Card title="Organisation">
            {details.data.canEditOrganization ? (
              <OrganizationForm organization={details.data.organization} />
            ) : (
              <OrganizationSummary organization={details.data.organization} />
            )}
          </Card>
        </>
      )}
    </Flex>
  );
}
