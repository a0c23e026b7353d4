import { shipmentsEndpoints } from '@depot/contracts/shipments';
import type { FastifyPluginAsync } from 'fastify';
import { seedDemoShipments } from '../../db/seed/demo-shipments.ts';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { download, route } from '../../lib/route.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ShipmentsService } from './shipments.service.ts';
import { createShipmentsService } from './shipments.service.ts';

export function shipmentsRoutes(
  service: ShipmentsService,
  audit: AuditService,
): FastifyPluginAsync {
  return async (app) => {
    route(app, shipmentsEndpoints.list, (request) => service.list(request.query));

    download(app, shipmentsEndpoints.export, async (request) => service.export(request.query));

    route(app, shipmentsEndpoints.get, (request) => service.get(request.params.id));

    route(app, shipmentsEndpoints.history, async (request) =>
      audit.historyOf('shipment', await service.existing(request.params.id)),
    );

    route(app, shipmentsEndpoints.create, (request) =>
      service.create(actorOf(request), request.body, request.ip),
    );

    route(app, shipmentsEndpoints.update, (request) =>
      service.update(actorOf(request), request.params.id, request.body, request.ip),
    );

    route(app, shipmentsEndpoints.delete, (request) =>
      service.delete(actorOf(request), request.params.id, request.ip),
    );

    route(app, shipmentsEndpoints.isFilledAdditionalDetails, (request) =>
      service.additionalDetailsState(request.params.id),
    );
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    shipments: ShipmentsService;
  }
}

export const shipmentsModule = defineModule({
  name: 'shipments',
  create: ({ db, events, use }) =>
    createShipmentsService({ db, reference: use('reference'), users: use('users'), events }),
  routes: (shipments, { use }) => shipmentsRoutes(shipments, use('audit')),
  sample: { name: 'shipments', load: (tx) => seedDemoShipments(tx) },
});
