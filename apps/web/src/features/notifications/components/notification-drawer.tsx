import type { Notification } from '@depot/contracts/notifications';
import { Alert, Button, Drawer, Empty, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '@/lib/api/api-client.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { NotificationItem } from './notification-item.tsx';

type NotificationDrawerProps = { open: boolean; onClose: () => void };

/** Only paths inside the console are followed; anything else stays a plain message. */
function isConsolePath(link: string | null): link is string {
  if (!link) return false;
  return link.startsWith('/') && !link.startsWith('//');
}

/** The header's notification list (docs/BEHAVIOUR.md §10): open one to read it, or mark them all read. */
export function NotificationDrawer({ open, onClose }: NotificationDrawerProps) {
  const navigate = useNavigate();
  const notifications = useNotifications();
  const markAllRead = useMarkAllNotificationsRead();
  const markRead = useMarkNotificationRead();
  const unreadCount = notifications.data?.unreadCount ?? 0;

  function openNotification(notification: Notification) {
    if (notification.readAt === null) markRead.mutate(notification.id);
    if (isConsolePath(notification.link)) {
      onClose();
      void navigate(notification.link);
    }
  }

  const failure = notifications.error ?? markAllRead.error ?? markRead.error;
  return (
    <Drawer
      title="Notifications"
      open={open}
      onClose={onClose}
      extra={
        <Button
          type="text"
          onClick={() => markAllRead.mutate()}
          disabled={unreadCount === 0}
          loading={markAllRead.isPending}
        >
          Mark all as read
        </Button>
      }
    >
      {failure && (
        <Alert
          type="error"
          showIcon
          title={apiErrorMessage(failure)}
          action={
            notifications.error ? (
              <Button size="small" onClick={() => void notifications.refetch()}>
                Try again
              </Button>
            ) : undefined
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {notifications.isPending && (
        <span role="status" aria-label="Loading notifications">
          <Spin />
        </span>
      )}
      {notifications.data && notifications.data.items.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications" />
      )}
      {notifications.data && notifications.data.items.length > 0 && (
        <ul aria-label="Notifications" style={{ margin: 0, padding: 0 }}>
          {notifications.data.items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onOpen={openNotification}
            />
          ))}
        </ul>
      )}
    </Drawer>
  );
}
