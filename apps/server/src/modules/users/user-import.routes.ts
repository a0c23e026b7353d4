import { userImportEndpoints } from '@depot/contracts/user-import';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { download, route } from '../../lib/route.ts';
import type { UserImportService } from './user-import.service.ts';
import { createUserImportService } from './user-import.service.ts';

export function userImportRoutes(service: UserImportService): FastifyPluginAsync {
  return async (app) => {
    route(app, userImportEndpoints.import, (request) =>
      service.import(actorOf(request), request.body, request.ip, request.log),
    );

    download(app, userImportEndpoints.importTemplate, async () => service.template());
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    userImport: UserImportService;
  }
}

export const userImportModule = defineModule({
  name: 'userImport',
  create: ({ db, events, use }) =>
    createUserImportService({
      db,
      reference: use('reference'),
      transactions: use('transactions'),
      events,
    }),
  routes: (userImport) => userImportRoutes(userImport),
});
