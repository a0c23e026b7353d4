import { packagesEndpoints } from '@depot/contracts/packages';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { download, route } from '../../lib/route.ts';
import { type AuditService, historyOfExisting } from '../audit/audit.service.ts';
import { countSubscribers } from '../users/users.service.ts';
import type { PackagesService } from './packages.service.ts';
import { createPackagesService } from './packages.service.ts';

export function packagesRoutes(service: PackagesService, audit: AuditService): FastifyPluginAsync {
  return async (app) => {
    route(app, packagesEndpoints.list, (request) => service.list(request.query));

    download(app, packagesEndpoints.export, async (request) => service.export(request.query));

    route(app, packagesEndpoints.zoneOptions, () => service.zoneOptions());

    route(app, packagesEndpoints.subscriptionOptions, () => service.subscriptionOptions());

    route(app, packagesEndpoints.get, (request) => service.get(request.params.code));

    route(app, packagesEndpoints.history, (request) =>
      historyOfExisting(audit, 'package', request.params.code, (code) => service.get(code)),
    );

    route(app, packagesEndpoints.create, (request) =>
      service.create(actorOf(request), request.body, request.ip),
    );

    route(app, packagesEndpoints.update, (request) =>
      service.update(actorOf(request), request.params.code, request.body, request.ip),
    );

    route(app, packagesEndpoints.changeStatus, (request) =>
      service.changeStatus(actorOf(request), request.body, request.ip),
    );

    route(app, packagesEndpoints.delete, async (request) => {
      const code = await service.remove(actorOf(request), request.params.code, request.ip);
      return { message: `Package ${code} deleted.` };
    });
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    packages: PackagesService;
  }
}

export const packagesModule = defineModule({
  name: 'packages',
  create: ({ db, use }) =>
    createPackagesService({
      db,
      zones: use('zones'),
      reference: use('reference'),
      subscriberCounts: countSubscribers,
    }),
  routes: (packages, { use }) => packagesRoutes(packages, use('audit')),
});
