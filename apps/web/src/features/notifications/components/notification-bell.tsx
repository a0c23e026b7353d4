import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import { Button } from 'antd';
import { useId } from 'react';
import { PlainIcon } from '@/components/plain/plain-icon.tsx';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { useNotifications } from '../api/get-notifications.ts';

/** The header's bell with the unread count, polled every minute (see notificationsQueryOptions). */
export function NotificationBell({ onOpen }: { onOpen: () => void }) {
  const { data } = useNotifications();
  const unreadCount = data?.unreadCount ?? 0;
  const countId = useId();
  return (
    <span className="shell-bell">
      <Button
        type="text"
        aria-label="Notifications"
        aria-describedby={countId}
        icon={<PlainIcon definition={BellOutlined} />}
        onClick={onOpen}
      />
      {/* The count as a badge on the bell; read out through the description below. */}
      {unreadCount > 0 && (
        <span className="shell-badge" aria-hidden="true">
          {unreadCount > 99 ? '99+' : unreadCount}
        </span>
      )}
      <VisuallyHidden>
        <span id={countId}>{unreadCount === 1 ? '1 unread' : `${unreadCount} unread`}</span>
      </VisuallyHidden>
    </span>
  );
}
