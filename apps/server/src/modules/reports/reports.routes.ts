import { reportsEndpoints } from '@depot/contracts/orders';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { download } from '../../lib/route.ts';
import type { ReportsService } from './reports.service.ts';
import { createReportsService } from './reports.service.ts';

export function reportsRoutes(service: ReportsService): FastifyPluginAsync {
  return async (app) => {
    download(app, reportsEndpoints.b2bOrderReport, async (request) =>
      service.b2bOrderReport(actorOf(request), request.body, request.ip),
    );
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    reports: ReportsService;
  }
}

export const reportsModule = defineModule({
  name: 'reports',
  create: ({ db, events, logger, use }) =>
    createReportsService({ db, orders: use('orders'), events, logger }),
  routes: (reports) => reportsRoutes(reports),
});
