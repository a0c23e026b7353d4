import { dashboardEndpoints } from '@depot/contracts/dashboard';
import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../lib/modules.ts';
import { route } from '../../lib/route.ts';
import type { DashboardService } from './dashboard.service.ts';
import { createDashboardService } from './dashboard.service.ts';

export function dashboardRoutes(service: DashboardService): FastifyPluginAsync {
  return async (app) => {
    route(app, dashboardEndpoints.business, () => service.business());

    route(app, dashboardEndpoints.analytical, (request) => service.analytical(request.query));
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
