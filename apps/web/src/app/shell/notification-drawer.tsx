import { Button, Drawer, Empty } from 'antd';

type NotificationDrawerProps = { open: boolean; onClose: () => void };

export function NotificationDrawer({ open, onClose }: NotificationDrawerProps) {
  return (
    <Drawer
      title="Notifications"
      open={open}
      onClose={onClose}
      // SPEC §2: the list is empty so far, so "Mark all as read" has nothing to act on yet;
      // the notifications area fills both in.
      extra={<Button type="text">Mark all as read</Button>}
    >
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications" />
    </Drawer>
  );
}
