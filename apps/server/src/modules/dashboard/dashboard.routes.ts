import { dashboardEndpoints } from '@depot/contracts/dashboard';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { route } from '../../lib/route.ts';
import type { DashboardService } from './dashboard.service.ts';
import { createDashboardService, moneyShown } from './dashboard.service.ts';

export function dashboardRoutes(service: DashboardService): FastifyPluginAsync {
  return async (app) => {
    route(app, dashboardEndpoints.business, (request) =>
      service.business(moneyShown(actorOf(request).permissions)),
    );

    route(app, dashboardEndpoints.analytical, (request) =>
      service.analytical(request.query, moneyShown(actorOf(request).permissions)),
    );
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    dashboard: DashboardService;
  }
}

export const dashboardModule = defineModule({
  name: 'dashboard',
  create: ({ db, use }) => createDashboardService({ db, users: use('users') }),
  routes: (dashboard) => dashboardRoutes(dashboard),
});
