import { Flex } from 'antd';
import { Panel } from '@/components/panel.tsx';
import { QueryStatus } from '@/components/query-status.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { usePreferenceDetails } from '../api/get-preference-details.ts';
import { NotificationMatrix } from '../components/notification-matrix.tsx';
import { SettingsNav } from '../components/settings-nav.tsx';
import { settingsHeadings } from '../screens.ts';

/** /setting/notification: the event × channel choices kept on the server. */
export function NotificationSettingsRoute() {
  const details = usePreferenceDetails();
  return (
    <Flex vertical gap={24}>
      <SettingsNav />
      <ScreenHeader {...settingsHeadings.notificationSettings} />
      <Panel>
        <QueryStatus loadingLabel="Loading your notification choices" query={details} />
        {details.data && <NotificationMatrix saved={details.data.notifications} />}
      </Panel>
    </Flex>
  );
}
