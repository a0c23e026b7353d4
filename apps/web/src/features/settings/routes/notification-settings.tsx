import { Alert, Button, Card, Flex, Skeleton } from 'antd';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { apiErrorMessage } from '@/lib/api-client.ts';
import { usePreferenceDetails } from '../api/get-preference-details.ts';
import { NotificationMatrix } from '../components/notification-matrix.tsx';
import { SettingsNav } from '../components/settings-nav.tsx';

/** /setting/notification: the event × channel choices kept on the server. */
export function NotificationSettingsRoute() {
  const details = usePreferenceDetails();
  return (
    <Flex vertical gap={24}>
      <SettingsNav />
      <ScreenHeader
        title="Notification settings"
        description="Which events notify you, in the console and by email."
      />
      <Card>
        {details.isPending && (
          <>
            <VisuallyHidden role="status">Loading your notification choices</VisuallyHidden>
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
        {details.data && <NotificationMatrix saved={details.data.notifications} />}
      </Card>
    </Flex>
  );
}
