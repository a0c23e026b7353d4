import type { Notification } from '@depot/contracts/notifications';

/** A notification as GET /admin/notifications lists it; unread unless `readAt` is given. */
export function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    event: 'receiving.awaiting-approval',
    title: 'Goods receipt GRN-0042 awaits approval',
    body: 'Sharma Textiles sent 120 cartons to the Bhiwandi warehouse.',
    link: '/users',
    readAt: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

/** A stand-in for the server's notifications, answering the three calls the drawer makes. */
export function notificationsServer(initial: Notification[]) {
  let items = initial;
  const list = () => ({ items, unreadCount: items.filter((item) => !item.readAt).length });
  const readAt = () => new Date().toISOString();
  return {
    list,
    markAllRead: () => {
      const updated = items.filter((item) => !item.readAt).length;
      items = items.map((item) => ({ ...item, readAt: item.readAt ?? readAt() }));
      return { updated };
    },
    markRead: (id: number) => {
      items = items.map((item) => (item.id === id ? { ...item, readAt: readAt() } : item));
      return { id };
    },
  };
}
