import type { Notification } from '@depot/contracts/notifications';
import { Badge, Typography, theme } from 'antd';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { formatDateTime, formatRelativeTime } from '@/lib/format/format.ts';

type NotificationItemProps = {
  notification: Notification;
  onOpen: (notification: Notification) => void;
};

/** One notification: a button that marks it read and goes where it points. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { token } = theme.useToken();
  const isUnread = notification.readAt === null;
  return (
    <li style={{ listStyle: 'none' }}>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        style={{
          display: 'flex',
          gap: 12,
          width: '100%',
          padding: '12px 8px',
          textAlign: 'start',
          font: 'inherit',
          color: 'inherit',
          cursor: 'pointer',
          border: 'none',
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: 0,
          background: isUnread ? token.colorPrimaryBg : 'transparent',
        }}
      >
        {/* The dot keeps its place when read, so titles stay aligned. */}
        <span aria-hidden style={{ visibility: isUnread ? 'visible' : 'hidden', paddingTop: 2 }}>
          <Badge status="processing" />
        </span>
        <span style={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <Typography.Text strong={isUnread}>
            {isUnread && <VisuallyHidden>Unread: </VisuallyHidden>}
            {notification.title}
          </Typography.Text>
          <Typography.Text type="secondary">{notification.body}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
              {formatRelativeTime(notification.createdAt)}
            </time>
          </Typography.Text>
        </span>
      </button>
    </li>
  );
}
