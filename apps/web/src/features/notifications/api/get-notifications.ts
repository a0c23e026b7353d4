import { type Notification, notificationsEndpoints } from '@depot/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client.ts';
import { dataRetryOptions } from '@/lib/api/query-client.ts';
import { queryKeys } from '@/lib/api/query-keys.ts';

/** The drawer shows the latest ones; the unread count covers them all. */
export const NOTIFICATION_LIST_LIMIT = 30;

/** How often the bell asks for new notifications while the console is open. */
export const NOTIFICATION_POLL_INTERVAL_MS = 60_000;

export type NotificationList = { items: Notification[]; unreadCount: number };

/** GET /admin/notifications: the person's own, newest first, with the unread count. */
export async function getNotifications(
  query: { unreadOnly?: boolean; limit?: number } = {},
): Promise<NotificationList> {
  return callApi(notificationsEndpoints.list, {
    query: {
      unreadOnly: query.unreadOnly ? 'true' : 'false',
      limit: query.limit ?? NOTIFICATION_LIST_LIMIT,
    },
  });
}

/** Key ['notifications']: marking read refreshes the list and the count together. */
export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.notifications.all,
    queryFn: () => getNotifications(),
    // A person waiting for an approval sees it arrive without reloading; docs/BEHAVIOUR.md §7 keeps
    // refetch-on-focus off, so the interval is the only trigger.
    refetchInterval: NOTIFICATION_POLL_INTERVAL_MS,
    // Nobody waits on the poll: a passing failure is tried again, patiently.
    ...dataRetryOptions,
  });
}

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
