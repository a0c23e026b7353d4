import { adjustmentsEndpoints } from '@depot/contracts/adjustments';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { download, route } from '../../lib/route.ts';
import { type AuditService, historyOfExisting } from '../audit/audit.service.ts';
import { type AdjustmentsService, createAdjustmentsService } from './adjustments.service.ts';
import { seedDemoAdjustments } from './adjustments-sample.ts';

export function adjustmentsRoutes(
  adjustments: AdjustmentsService,
  audit: AuditService,
): FastifyPluginAsync {
  return async (app) => {
    route(app, adjustmentsEndpoints.list, (request) => adjustments.list(request.query));
    download(app, adjustmentsEndpoints.export, async (request) =>
      adjustments.export(request.query),
    );
    route(app, adjustmentsEndpoints.thresholds, () => adjustments.thresholds());
    route(app, adjustmentsEndpoints.setThresholds, (request) =>
      adjustments.setThresholds(actorOf(request), request.body, request.ip),
    );
    route(app, adjustmentsEndpoints.get, (request) => adjustments.get(request.params.code));
    route(app, adjustmentsEndpoints.history, (request) =>
      historyOfExisting(audit, 'adjustment', request.params.code, (code) => adjustments.get(code)),
    );
    route(app, adjustmentsEndpoints.create, (request) =>
      adjustments.create(actorOf(request), request.body, request.ip),
    );
    route(app, adjustmentsEndpoints.approve, async (request) => ({
      results: await adjustments.decide(
        actorOf(request),
        request.body.ids,
        { status: 'posted' },
        request.ip,
      ),
    }));
    route(app, adjustmentsEndpoints.reject, async (request) => ({
      results: await adjustments.decide(
        actorOf(request),
        request.body.ids,
        { status: 'rejected', comment: request.body.comment },
        request.ip,
      ),
    }));
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    adjustments: AdjustmentsService;
  }
}

/** Corrections of stock, posted through the stock module at once or after a second person's approval. */
export const adjustmentsModule = defineModule({
  name: 'adjustments',
  create: ({ db, logger, use }) =>
    createAdjustmentsService({
      db,
      stock: use('stock'),
      skus: use('skus'),
      users: use('users'),
      warehouses: use('warehouses'),
      logger,
    }),
  routes: (adjustments, { use }) => adjustmentsRoutes(adjustments, use('audit')),
  sample: { name: 'stock adjustments', load: seedDemoAdjustments },
});
