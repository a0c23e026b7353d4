import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient, readData } from '@/lib/api-client.ts';
import { type NotificationList, notificationsQueryOptions } from './get-notifications.ts';

/** POST /admin/notifications/{id}/read: marks one of the person's own notifications read. */
export async function markNotificationRead(id: number): Promise<number> {
  const response = await apiClient.post<unknown>(`/admin/notifications/${id}/read`);
  return readData(z.object({ id: z.number().int() }), response).id;
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
