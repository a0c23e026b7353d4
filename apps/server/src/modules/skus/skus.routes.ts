import { skuImportEndpoints } from '@depot/contracts/sku-import';
import { productsEndpoints, skusEndpoints } from '@depot/contracts/skus';
import type { FastifyPluginAsync } from 'fastify';
import { seedDemoSkus } from '../../db/seed/demo-skus.ts';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { download, route } from '../../lib/route.ts';
import { type AuditService, historyOfExisting } from '../audit/audit.service.ts';
import { createSkuImportService, type SkuImportService } from './sku-import.service.ts';
import { createSkusService, type SkusService } from './skus.service.ts';

export function skusRoutes(
  service: SkusService,
  audit: AuditService,
  imports: SkuImportService,
): FastifyPluginAsync {
  return async (app) => {
    route(app, skusEndpoints.list, (request) => service.list(request.query));

    route(app, skuImportEndpoints.import, (request) =>
      imports.import(actorOf(request), request.body, request.ip, request.log),
    );

    download(app, skuImportEndpoints.importTemplate, async () => imports.template());

    download(app, skusEndpoints.export, async (request) => service.export(request.query));

    route(app, skusEndpoints.lookup, (request) =>
      service.lookup(request.query.code, request.query.user),
    );

    route(app, skusEndpoints.options, (request) => service.options(request.query));

    route(app, skusEndpoints.get, (request) => service.get(request.params.id));

    route(app, skusEndpoints.history, (request) =>
      historyOfExisting(audit, 'sku', request.params.id, (id) => service.get(id)),
    );

    route(app, skusEndpoints.create, (request) =>
      service.create(actorOf(request), request.body, request.ip),
    );

    route(app, skusEndpoints.update, (request) =>
      service.update(actorOf(request), request.params.id, request.body, request.ip),
    );

    route(app, skusEndpoints.changeStatus, (request) =>
      service.changeStatus(actorOf(request), request.body, request.ip),
    );

    route(app, skusEndpoints.delete, async (request) => {
      const code = await service.remove(actorOf(request), request.params.id, request.ip);
      return { message: `SKU ${code} deleted.` };
    });

    route(app, productsEndpoints.options, (request) =>
      service.productOptions(request.query.q, request.query.user),
    );

    route(app, productsEndpoints.get, (request) => service.getProduct(request.params.id));

    route(app, productsEndpoints.update, (request) =>
      service.updateProduct(actorOf(request), request.params.id, request.body, request.ip),
    );
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    skus: SkusService;
  }
}

export const skusModule = defineModule({
  name: 'skus',
  create: ({ db, use }) =>
    createSkusService({ db, reference: use('reference'), users: use('users') }),
  routes: (skus, { db, use }) =>
    skusRoutes(
      skus,
      use('audit'),
      createSkuImportService({ db, reference: use('reference'), users: use('users') }),
    ),
  sample: { name: 'products and SKUs of the client businesses', load: seedDemoSkus },
});
