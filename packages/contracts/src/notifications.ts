import { z } from 'zod';
import { integerIdSchema } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { notificationEvents } from './preferences.ts';

/** In-app notifications of the signed-in person. */
export const notificationSchema = z.object({
  id: z.number().int(),
  event: z.enum(notificationEvents),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
});

/** Most notifications one call lists (`limit`), newest first. */
export const MAX_NOTIFICATIONS_LISTED = 100;

/** The signed-in person's own notifications: self-service. */
export const notificationsEndpoints = defineEndpoints('notifications', {
  list: {
    method: 'GET',
    path: '/admin/notifications',
    summary: 'Your notifications, newest first, with the unread count',
    access: 'authenticated',
    query: z.object({
      unreadOnly: z
        .enum(['true', 'false'])
        .default('false')
        .transform((value) => value === 'true'),
      limit: z.coerce
        .number({ error: 'must be a whole number' })
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(MAX_NOTIFICATIONS_LISTED, `must be at most ${MAX_NOTIFICATIONS_LISTED}`)
        .default(50),
    }),
    response: notificationListSchema,
    errors: [],
  },
  markAllRead: {
    method: 'POST',
    path: '/admin/notifications/mark-all-read',
    summary: 'Mark all your notifications read',
    access: 'authenticated',
    response: z.object({ updated: z.number().int() }),
    errors: [],
  },
  markRead: {
    method: 'POST',
    path: '/admin/notifications/:id/read',
    summary: 'Mark one of your notifications read',
    access: 'authenticated',
    params: z.object({ id: integerIdSchema }),
    response: z.object({ id: z.number().int() }),
    errors: ['NOT_FOUND'],
  },
});
