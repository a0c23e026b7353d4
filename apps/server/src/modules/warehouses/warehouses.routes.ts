import { locationImportEndpoints } from '@depot/contracts/location-import';
import { locationsEndpoints } from '@depot/contracts/locations';
import { warehousesEndpoints } from '@depot/contracts/warehouses';
import type { FastifyPluginAsync } from 'fastify';
import { seedDemoWarehouses } from '../../db/seed/demo-warehouses.ts';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { download, pdfDownload, route } from '../../lib/route.ts';
import { type AuditService, historyOfExisting } from '../audit/audit.service.ts';
import {
  createLocationImportService,
  type LocationImportService,
} from './location-import.service.ts';
import { createLocationsService, type LocationsService } from './locations.service.ts';
import { createWarehousesService, type WarehousesService } from './warehouses.service.ts';

export function warehousesRoutes(
  service: WarehousesService,
  audit: AuditService,
): FastifyPluginAsync {
  return async (app) => {
    route(app, warehousesEndpoints.list, (request) => service.list(request.query));
    download(app, warehousesEndpoints.export, async (request) => service.export(request.query));
    route(app, warehousesEndpoints.options, () => service.options());
    route(app, warehousesEndpoints.get, (request) => service.get(request.params.code));
    route(app, warehousesEndpoints.history, (request) =>
      historyOfExisting(audit, 'warehouse', request.params.code, (code) => service.get(code)),
    );
    route(app, warehousesEndpoints.create, (request) =>
      service.create(actorOf(request), request.body, request.ip),
    );
    route(app, warehousesEndpoints.update, (request) =>
      service.update(actorOf(request), request.params.code, request.body, request.ip),
    );
    route(app, warehousesEndpoints.changeStatus, (request) =>
      service.changeStatus(actorOf(request), request.body, request.ip),
    );
    route(app, warehousesEndpoints.delete, async (request) => {
      const code = await service.remove(actorOf(request), request.params.code, request.ip);
      return { message: `Warehouse ${code} deleted, with its locations.` };
    });
  };
}

export function locationsRoutes(
  service: LocationsService,
  audit: AuditService,
  imports: LocationImportService,
): FastifyPluginAsync {
  return async (app) => {
    route(app, locationsEndpoints.list, (request) => service.list(request.query));
    route(app, locationImportEndpoints.import, (request) =>
      imports.import(actorOf(request), request.body, request.ip, request.log),
    );
    download(app, locationImportEndpoints.importTemplate, async () => imports.template());
    download(app, locationsEndpoints.export, async (request) => service.export(request.query));
    route(app, locationsEndpoints.tree, (request) => service.tree(request.query));
    route(app, locationsEndpoints.get, (request) => service.get(request.params.id));
    route(app, locationsEndpoints.history, (request) =>
      historyOfExisting(audit, 'location', request.params.id, (id) => service.get(id)),
    );
    route(app, locationsEndpoints.create, (request) =>
      service.create(actorOf(request), request.body, request.ip),
    );
    route(app, locationsEndpoints.bulkPreview, (request) => service.bulkPreview(request.body));
    route(app, locationsEndpoints.bulkCreate, (request) =>
      service.bulkCreate(actorOf(request), request.body, request.ip),
    );
    pdfDownload(app, locationsEndpoints.labels, (request) => service.labels(request.body));
    route(app, locationsEndpoints.update, (request) =>
      service.update(actorOf(request), request.params.id, request.body, request.ip),
    );
    route(app, locationsEndpoints.changeStatus, (request) =>
      service.changeStatus(actorOf(request), request.body, request.ip),
    );
    route(app, locationsEndpoints.delete, async (request) => {
      const code = await service.remove(actorOf(request), request.params.id, request.ip);
      return { message: `Location ${code} deleted.` };
    });
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    warehouses: WarehousesService;
    locations: LocationsService;
  }
}

export const warehousesModule = defineModule({
  name: 'warehouses',
  create: ({ db, use }) => createWarehousesService({ db, reference: use('reference') }),
  routes: (warehouses, { use }) => warehousesRoutes(warehouses, use('audit')),
  sample: { name: 'warehouses and their locations', load: seedDemoWarehouses },
});

export const locationsModule = defineModule({
  name: 'locations',
  create: ({ db }) => createLocationsService({ db }),
  routes: (locations, { db, use }) =>
    locationsRoutes(locations, use('audit'), createLocationImportService({ db })),
});
