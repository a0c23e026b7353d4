import { envelope } from '@depot/contracts/common';
import { notificationListSchema } from '@depot/contracts/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/access.ts';
import type { NotificationsService } from './notifications.service.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

/** The signed-in person's own notifications: self-service. */
export function notificationsRoutes(service: NotificationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        config: { access: 'authenticated' },
        schema: {
          tags,
          security,
          summary: 'Your notifications, newest first, with the unread count',
          querystring: z.object({
            unreadOnly: z
              .enum(['true', 'false'])
              .default('false')
              .transform((value) => value === 'true'),
            limit: z.coerce.number().int().min(1).max(100).default(50),
          }),
          response: { 200: envelope(notificationListSchema) },
        },
      },
      async (request) => ({ data: await service.list(actorOf(request).memberId, request.query) }),
    );

    app.post(
      '/mark-all-read',
      {
        config: { access: 'authenticated' },
        schema: {
          tags,
          security,
          summary: 'Mark all your notifications read',
          response: { 200: envelope(z.object({ updated: z.number().int() })) },
        },
      },
      async (request) => ({
        data: { updated: await service.markAllRead(actorOf(request).memberId) },
      }),
    );

    app.post(
      '/:id/read',
      {
        config: { access: 'authenticated' },
        schema: {
          tags,
          security,
          summary: 'Mark one of your notifications read',
          params: z.object({ id: z.coerce.number().int().min(1) }),
          response: { 200: envelope(z.object({ id: z.number().int() })) },
        },
      },
      async (request) => {
        await service.markRead(actorOf(request).memberId, request.params.id);
        return { data: { id: request.params.id } };
      },
    );
  };
}
