import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useId } from 'react';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { useNotifications } from '../api/get-notifications.ts';

/** The header's bell with the unread count, polled every minute (see notificationsQueryOptions). */
export function NotificationBell({ onOpen }: { onOpen: () => void }) {
  const { data } = useNotifications();
  const unreadCount = data?.unreadCount ?? 0;
  const countId = useId();
  return (
    <>
      <Badge count={unreadCount} size="small" overflowCount={99}>
        <Button
          type="text"
          aria-label="Notifications"
          aria-describedby={countId}
          icon={<BellOutlined />}
          onClick={onOpen}
        />
      </Badge>
      <VisuallyHidden>
        <span id={countId}>{unreadCount === 1 ? '1 unread' : `${unreadCount} unread`}</span>
      </VisuallyHidden>
    </>
  );
}
