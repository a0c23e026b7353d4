import { rolesEndpoints } from '@depot/contracts/roles';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { route } from '../../lib/route.ts';
import { type AuditService, historyOfExisting } from '../audit/audit.service.ts';
import type { RolesService } from './roles.service.ts';
import { createRolesService } from './roles.service.ts';

export function rolesRoutes(service: RolesService, audit: AuditService): FastifyPluginAsync {
  return async (app) => {
    route(app, rolesEndpoints.list, (request) => service.list(actorOf(request)));

    route(app, rolesEndpoints.get, (request) => service.get(actorOf(request), request.params.role));

    route(app, rolesEndpoints.history, (request) =>
      historyOfExisting(audit, 'role', request.params.role, (key) =>
        service.get(actorOf(request), key),
      ),
    );

    route(app, rolesEndpoints.create, (request) =>
      service.create(actorOf(request), request.body, request.ip),
    );

    route(app, rolesEndpoints.update, (request) =>
      service.update(actorOf(request), request.params.role, request.body, request.ip),
    );

    route(app, rolesEndpoints.remove, async (request) => {
      await service.remove(actorOf(request), request.params.role, request.ip);
      return { key: request.params.role };
    });
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    roles: RolesService;
  }
}

export const rolesModule = defineModule({
  name: 'roles',
  create: ({ db }) => createRolesService({ db }),
  routes: (roles, { use }) => rolesRoutes(roles, use('audit')),
});
