import { zonesEndpoints } from '@depot/contracts/zones';
import type { FastifyPluginAsync } from 'fastify';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue.ts';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { download, route } from '../../lib/route.ts';
import { type AuditService, historyOfExisting } from '../audit/audit.service.ts';
import type { ZonesService } from './zones.service.ts';
import { createZonesService } from './zones.service.ts';

export function zonesRoutes(service: ZonesService, audit: AuditService): FastifyPluginAsync {
  return async (app) => {
    route(app, zonesEndpoints.list, (request) => service.list(request.query));

    download(app, zonesEndpoints.export, async (request) => service.export(request.query));

    route(app, zonesEndpoints.get, (request) => service.get(request.params.code));

    route(app, zonesEndpoints.history, (request) =>
      historyOfExisting(audit, 'zone', request.params.code, (code) => service.get(code)),
    );

    route(app, zonesEndpoints.create, (request) =>
      service.create(actorOf(request), request.body, request.ip),
    );

    route(app, zonesEndpoints.update, (request) =>
      service.update(actorOf(request), request.params.code, request.body, request.ip),
    );

    route(app, zonesEndpoints.changeStatus, (request) =>
      service.changeStatus(actorOf(request), request.body, request.ip),
    );

    route(app, zonesEndpoints.delete, async (request) => {
      const code = await service.remove(actorOf(request), request.params.code, request.ip);
      return { message: `Zone ${code} deleted.` };
    });
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    zones: ZonesService;
  }
}

export const zonesModule = defineModule({
  name: 'zones',
  create: ({ db, use }) => createZonesService({ db, reference: use('reference') }),
  routes: (zones, { use }) => zonesRoutes(zones, use('audit')),
  sample: { name: 'packages and shipping zones', load: seedDemoCatalogue },
});
