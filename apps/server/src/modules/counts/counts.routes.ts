import { countsEndpoints } from '@depot/contracts/counts';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { download, route } from '../../lib/route.ts';
import { type AuditService, historyOfExisting } from '../audit/audit.service.ts';
import { type CountsService, createCountsService } from './counts.service.ts';
import { seedDemoCounts } from './counts-sample.ts';

export function countsRoutes(counts: CountsService, audit: AuditService): FastifyPluginAsync {
  return async (app) => {
    route(app, countsEndpoints.list, (request) => counts.list(request.query));
    download(app, countsEndpoints.export, async (request) => counts.export(request.query));
    route(app, countsEndpoints.get, (request) => counts.get(request.params.code));
    route(app, countsEndpoints.history, (request) =>
      historyOfExisting(audit, 'count', request.params.code, (code) => counts.get(code)),
    );
    route(app, countsEndpoints.create, (request) =>
      counts.create(actorOf(request), request.body, request.ip),
    );
    route(app, countsEndpoints.countBin, (request) =>
      counts.countBin(actorOf(request), request.params.code, request.body, request.ip),
    );
    route(app, countsEndpoints.submit, (request) =>
      counts.submit(actorOf(request), request.params.code, request.ip),
    );
    route(app, countsEndpoints.approve, async (request) => ({
      results: await counts.decide(
        actorOf(request),
        request.body.ids,
        { status: 'posted' },
        request.ip,
      ),
    }));
    route(app, countsEndpoints.reject, async (request) => ({
      results: await counts.decide(
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
    counts: CountsService;
  }
}

/** Cycle counts: bins counted, compared with the ledger, variances posted as adjustments. */
export const countsModule = defineModule({
  name: 'counts',
  create: ({ db, events, logger, use }) =>
    createCountsService({
      db,
      stock: use('stock'),
      warehouses: use('warehouses'),
      events,
      logger,
    }),
  routes: (counts, { use }) => countsRoutes(counts, use('audit')),
  sample: { name: 'cycle counts', load: seedDemoCounts },
});
