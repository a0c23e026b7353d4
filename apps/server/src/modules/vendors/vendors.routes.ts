import { vendorsEndpoints } from '@depot/contracts/vendors';
import type { FastifyPluginAsync } from 'fastify';
import { seedDemoVendors } from '../../db/seed/demo-vendors.ts';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { download, route } from '../../lib/route.ts';
import { type AuditService, historyOfExisting } from '../audit/audit.service.ts';
import type { VendorsService } from './vendors.service.ts';
import { createVendorsService } from './vendors.service.ts';

export function vendorsRoutes(service: VendorsService, audit: AuditService): FastifyPluginAsync {
  return async (app) => {
    route(app, vendorsEndpoints.list, (request) => service.list(request.query));

    download(app, vendorsEndpoints.export, async (request) => service.export(request.query));

    route(app, vendorsEndpoints.options, (request) => service.options(request.query));

    route(app, vendorsEndpoints.get, (request) => service.get(request.params.code));

    route(app, vendorsEndpoints.history, (request) =>
      historyOfExisting(audit, 'vendor', request.params.code, (code) => service.get(code)),
    );

    route(app, vendorsEndpoints.create, (request) =>
      service.create(actorOf(request), request.body, request.ip),
    );

    route(app, vendorsEndpoints.update, (request) =>
      service.update(actorOf(request), request.params.code, request.body, request.ip),
    );

    route(app, vendorsEndpoints.changeStatus, (request) =>
      service.changeStatus(actorOf(request), request.body, request.ip),
    );

    route(app, vendorsEndpoints.delete, async (request) => {
      const code = await service.remove(actorOf(request), request.params.code, request.ip);
      return { message: `Vendor ${code} deleted.` };
    });
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    vendors: VendorsService;
  }
}

export const vendorsModule = defineModule({
  name: 'vendors',
  create: ({ db, use }) =>
    createVendorsService({ db, reference: use('reference'), users: use('users') }),
  routes: (vendors, { use }) => vendorsRoutes(vendors, use('audit')),
  sample: { name: 'vendors of the client businesses', load: seedDemoVendors },
});
