import { transfersEndpoints } from '@depot/contracts/transfers';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { download, route } from '../../lib/route.ts';
import { type AuditService, historyOfExisting } from '../audit/audit.service.ts';
import { createTransfersService, type TransfersService } from './transfers.service.ts';
import { seedDemoTransfers } from './transfers-sample.ts';

export function transfersRoutes(
  transfers: TransfersService,
  audit: AuditService,
): FastifyPluginAsync {
  return async (app) => {
    route(app, transfersEndpoints.list, (request) => transfers.list(request.query));
    download(app, transfersEndpoints.export, async (request) => transfers.export(request.query));
    route(app, transfersEndpoints.get, (request) => transfers.get(request.params.code));
    route(app, transfersEndpoints.history, (request) =>
      historyOfExisting(audit, 'transfer', request.params.code, (code) => transfers.get(code)),
    );
    route(app, transfersEndpoints.create, (request) =>
      transfers.create(actorOf(request), request.body, request.ip),
    );
    route(app, transfersEndpoints.receiveInFull, async (request) => ({
      results: await transfers.receiveInFull(actorOf(request), request.body.codes, request.ip),
    }));
    route(app, transfersEndpoints.close, (request) =>
      transfers.closeShort(actorOf(request), request.params.code, request.body.reason, request.ip),
    );
    route(app, transfersEndpoints.receive, (request) =>
      transfers.receive(actorOf(request), request.params.code, request.body, request.ip),
    );
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    transfers: TransfersService;
  }
}

/** Units moved bin to bin, or between warehouses through transit, by the stock module. */
export const transfersModule = defineModule({
  name: 'transfers',
  create: ({ db, use }) =>
    createTransfersService({
      db,
      stock: use('stock'),
      skus: use('skus'),
      users: use('users'),
      warehouses: use('warehouses'),
    }),
  routes: (transfers, { use }) => transfersRoutes(transfers, use('audit')),
  sample: { name: 'stock transfers', load: seedDemoTransfers },
});
