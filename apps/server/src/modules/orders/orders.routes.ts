import { ordersEndpoints } from '@depot/contracts/orders';
import type { FastifyPluginAsync } from 'fastify';
import { seedDemoOrders } from '../../db/seed/demo-orders.ts';
import { defineModule } from '../../lib/modules.ts';
import { route } from '../../lib/route.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { OrdersService } from './orders.service.ts';
import { createOrdersService } from './orders.service.ts';

export function ordersRoutes(service: OrdersService, audit: AuditService): FastifyPluginAsync {
  return async (app) => {
    route(app, ordersEndpoints.list, (request) => service.list(request.query));

    route(app, ordersEndpoints.history, async (request) =>
      audit.historyOf('order', await service.existing(request.params.number)),
    );

    route(app, ordersEndpoints.get, (request) => service.get(request.params.number));
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    orders: OrdersService;
  }
}

export const ordersModule = defineModule({
  name: 'orders',
  create: ({ db, database, use }) =>
    createOrdersService({ db, reference: use('reference'), readCursor: database.readCursor }),
  routes: (orders, { use }) => ordersRoutes(orders, use('audit')),
  sample: { name: 'B2B orders', load: (tx) => seedDemoOrders(tx) },
});
