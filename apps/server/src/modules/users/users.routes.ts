import { usersEndpoints } from '@depot/contracts/users';
import type { FastifyPluginAsync } from 'fastify';
import { seedDemoUsers } from '../../db/seed/demo-users.ts';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { download, route } from '../../lib/route.ts';
import { type AuditService, historyOfExisting } from '../audit/audit.service.ts';
import type { UsersService } from './users.service.ts';
import { createUsersService } from './users.service.ts';

export function usersRoutes(service: UsersService, audit: AuditService): FastifyPluginAsync {
  return async (app) => {
    route(app, usersEndpoints.list, (request) => service.list(request.query));

    download(app, usersEndpoints.export, async (request) => service.export(request.query));

    route(app, usersEndpoints.options, (request) => service.options(request.query.q));
    route(app, usersEndpoints.get, (request) => service.get(request.params.code));

    route(app, usersEndpoints.history, (request) =>
      historyOfExisting(audit, 'user', request.params.code, (code) => service.get(code)),
    );

    route(app, usersEndpoints.create, (request) =>
      service.create(actorOf(request), request.body, request.ip),
    );

    route(app, usersEndpoints.update, (request) =>
      service.update(actorOf(request), request.params.code, request.body, request.ip),
    );
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    users: UsersService;
  }
}

export const usersModule = defineModule({
  name: 'users',
  create: ({ db, events, use }) =>
    createUsersService({
      db,
      reference: use('reference'),
      packages: use('packages'),
      transactions: use('transactions'),
      events,
    }),
  routes: (users, { use }) => usersRoutes(users, use('audit')),
  sample: { name: 'users and their plans', load: seedDemoUsers },
});
