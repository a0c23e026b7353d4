import { notificationsEndpoints } from '@depot/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { type NotificationList, notificationsQueryOptions } from './get-notifications.ts';

/** POST /admin/notifications/{id}/read: marks one of the person's own notifications read. */
export async function markNotificationRead(id: number): Promise<number> {
  return (await callApi(notificationsEndpoints.markRead, { params: { id } })).id;
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useMutation({
    mutationKey: ['notifications', 'mark-read'],
    mutationFn: markNotificationRead,
    onSuccess: (id) => {
      const readAt = new Date().toISOString();
      queryClient.setQueryData(queryKey, (list: NotificationList | undefined) => {
        const target = list?.items.find((item) => item.id === id);
        if (!list || !target || target.readAt) return list;
        return {
          unreadCount: Math.max(0, list.unreadCount - 1),
          items: list.items.map((item) => (item.id === id ? { ...item, readAt } : item)),
        };
      });
    },
  });
}
