import { ScreenHeader } from '@/components/screen-header.tsx';

export function NotificationSettingsRoute() {
  return (
    <ScreenHeader
      title="Notification settings"
      description="Which events notify you: new users, receiving awaiting approval, expiring plans and ready reports."
    />
  );
}
