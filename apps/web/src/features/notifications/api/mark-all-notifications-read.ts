import { notificationsEndpoints } from '@depot/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { type NotificationList, notificationsQueryOptions } from './get-notifications.ts';

/** POST /admin/notifications/mark-all-read: answers how many were unread. */
export async function markAllNotificationsRead(): Promise<number> {
  return (await callApi(notificationsEndpoints.markAllRead)).updated;
}

/** Everything shown turns read at once (the count drops to 0), then the list is read again. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useMutation({
    mutationKey: ['notifications', 'mark-all-read'],
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      const readAt = new Date().toISOString();
      queryClient.setQueryData(
        queryKey,
        (list: NotificationList | undefined) =>
          list && {
            unreadCount: 0,
            items: list.items.map((item) => ({ ...item, readAt: item.readAt ?? readAt })),
          },
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
