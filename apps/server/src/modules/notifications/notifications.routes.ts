import { notificationsEndpoints } from '@depot/contracts/notifications';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { route } from '../../lib/route.ts';
import type { NotificationsService } from './notifications.service.ts';
import { createNotificationsService } from './notifications.service.ts';

/** The signed-in person's own notifications. */
export function notificationsRoutes(service: NotificationsService): FastifyPluginAsync {
  return async (app) => {
    route(app, notificationsEndpoints.list, (request) =>
      service.list(actorOf(request).memberId, request.query),
    );

    route(app, notificationsEndpoints.markAllRead, async (request) => ({
      updated: await service.markAllRead(actorOf(request).memberId),
    }));

    route(app, notificationsEndpoints.markRead, async (request) => {
      await service.markRead(actorOf(request).memberId, request.params.id);
      return { id: request.params.id };
    });
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    notifications: NotificationsService;
  }
}

export const notificationsModule = defineModule({
  name: 'notifications',
  create: ({ app, db, mailer, publicUrl }) => {
    const notifications = createNotificationsService({ db, mailer, publicUrl });
    app.decorate('notifications', notifications);
    return notifications;
  },
  routes: (notifications) => notificationsRoutes(notifications),
});
