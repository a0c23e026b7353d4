import { teamEndpoints } from '@depot/contracts/team';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { defineModule } from '../../lib/modules.ts';
import { route } from '../../lib/route.ts';
import { type AuditService, historyOfExisting, visibleTo } from '../audit/audit.service.ts';
import type { TeamService } from './team.service.ts';
import { createTeamService } from './team.service.ts';

export function teamRoutes(service: TeamService, audit: AuditService): FastifyPluginAsync {
  return async (app) => {
    route(app, teamEndpoints.list, (request) => service.list(actorOf(request), request.query));

    route(app, teamEndpoints.get, (request) =>
      service.get(actorOf(request), request.params.employeeId),
    );

    route(app, teamEndpoints.permissions, (request) =>
      service.memberPermissions(request.params.employeeId),
    );

    route(app, teamEndpoints.history, (request) =>
      historyOfExisting(audit, 'team-member', request.params.employeeId, (employeeId) =>
        service.get(actorOf(request), employeeId),
      ),
    );

    route(app, teamEndpoints.activity, async (request) => {
      const page = await audit.list({ actor: request.params.employeeId, ...request.query });
      // teams.view must not open, through someone's activity, what the audit log guards.
      return { ...page, items: visibleTo(actorOf(request), page.items) };
    });

    route(app, teamEndpoints.roleOptions, (request) => service.roleOptions(actorOf(request)));

    route(app, teamEndpoints.rolePermissions, (request) =>
      service.rolePermissions(request.params.role),
    );

    route(app, teamEndpoints.create, (request) =>
      service.create(actorOf(request), request.body, request.ip),
    );

    route(app, teamEndpoints.update, (request) =>
      service.update(actorOf(request), request.params.employeeId, request.body, request.ip),
    );

    route(app, teamEndpoints.resendInvitation, async (request) => {
      await service.resendInvitation(actorOf(request), request.params.employeeId, request.ip);
      return { message: 'The invitation is on its way again.' };
    });
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    team: TeamService;
  }
}

export const teamModule = defineModule({
  name: 'team',
  create: ({ db, use }) =>
    createTeamService({ db, passwords: use('passwords'), sessions: use('sessions') }),
  routes: (team, { use }) => teamRoutes(team, use('audit')),
});
