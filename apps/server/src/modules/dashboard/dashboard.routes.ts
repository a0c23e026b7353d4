import { dashboardEndpoints } from '@depot/contracts/dashboard';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import type { DashboardService } from './dashboard.service.ts';

export function dashboardRoutes(service: DashboardService): FastifyPluginAsync {
  return async (app) => {
    route(app, dashboardEndpoints.business, () => service.business());

    route(app, dashboardEndpoints.analytical, (request) => service.analytical(request.query));
  };
}
