import { receivingEndpoints } from '@depot/contracts/receiving';
import type { FastifyPluginAsync } from 'fastify';
import { seedDemoReceiving } from '../../db/seed/demo-receiving.ts';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { download, route } from '../../lib/route.ts';
import { type AuditService, historyOfExisting } from '../audit/audit.service.ts';
import type { ReceivingService } from './receiving.service.ts';
import { createReceivingService, stockOfSampleReceipts } from './receiving.service.ts';

export function receivingRoutes(
  service: ReceivingService,
  audit: AuditService,
): FastifyPluginAsync {
  return async (app) => {
    route(app, receivingEndpoints.list, (request) => service.list(request.query));

    download(app, receivingEndpoints.export, async (request) => service.export(request.query));

    route(app, receivingEndpoints.pendingCount, () => service.pendingCount());

    route(app, receivingEndpoints.get, (request) => service.get(request.params.id));

    route(app, receivingEndpoints.history, (request) =>
      historyOfExisting(audit, 'goods-receipt', request.params.id, (id) => service.get(id)),
    );

    route(app, receivingEndpoints.create, (request) =>
      service.create(actorOf(request), request.body, request.ip),
    );

    route(app, receivingEndpoints.update, (request) =>
      service.update(actorOf(request), request.params.id, request.body, request.ip),
    );

    route(app, receivingEndpoints.delete, (request) =>
      service.remove(actorOf(request), request.params.id, request.ip),
    );

    route(app, receivingEndpoints.approve, async (request) => ({
      results: await service.approve(actorOf(request), request.body.ids, request.ip),
    }));

    route(app, receivingEndpoints.reject, async (request) => ({
      results: await service.reject(
        actorOf(request),
        request.body.ids,
        request.body.comment,
        request.ip,
      ),
    }));
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    receiving: ReceivingService;
  }
}

export const receivingModule = defineModule({
  name: 'receiving',
  create: ({ db, events, logger, use }) =>
    createReceivingService({
      db,
      users: use('users'),
      vendors: use('vendors'),
      warehouses: use('warehouses'),
      skus: use('skus'),
      stock: use('stock'),
      events,
      logger,
    }),
  routes: (receiving, { use }) => receivingRoutes(receiving, use('audit')),
  sample: {
    name: 'goods receipts',
    load: async (tx) => {
      await seedDemoReceiving(tx);
      await stockOfSampleReceipts(tx);
    },
  },
});
