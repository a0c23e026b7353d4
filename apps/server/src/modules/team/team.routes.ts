import { envelope, listQuerySchema, listResult } from '@depot/contracts/common';
import {
  auditEntrySchema,
  createTeamMemberBodySchema,
  employeeIdSchema,
  roleOptionSchema,
  teamListQuerySchema,
  teamMemberSchema,
  teamRolePermissionsSchema,
  updateTeamMemberBodySchema,
} from '@depot/contracts/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/access.ts';
import { type AuditService, visibleTo } from '../audit/audit.service.ts';
import type { TeamService } from './team.service.ts';

const tags = ['team'];
const security = [{ bearer: [] }];
const params = z.object({ employeeId: employeeIdSchema });
const view = { access: { resource: 'teams', action: 'view' } } as const;

export function teamRoutes(service: TeamService, audit: AuditService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        config: view,
        schema: {
          tags,
          security,
          summary: 'Team members: search (q), filter by role and status, sort, paginate',
          querystring: teamListQuerySchema,
          response: { 200: envelope(listResult(teamMemberSchema)) },
        },
      },
      async (request) => ({ data: await service.list(actorOf(request), request.query) }),
    );

    app.get(
      '/:employeeId',
      {
        config: view,
        schema: {
          tags,
          security,
          summary: 'One team member',
          params,
          response: { 200: envelope(teamMemberSchema) },
        },
      },
      async (request) => ({
        data: await service.get(actorOf(request), request.params.employeeId),
      }),
    );

    app.get(
      '/:employeeId/permissions',
      {
        config: view,
        schema: {
          tags,
          security,
          summary: 'What this member’s role lets them do: the role and its permission matrix',
          params,
          response: { 200: envelope(teamRolePermissionsSchema) },
        },
      },
      async (request) => ({ data: await service.memberPermissions(request.params.employeeId) }),
    );

    app.get(
      '/:employeeId/history',
      {
        config: view,
        schema: {
          tags,
          security,
          summary: 'Changes to this member, newest first',
          params,
          response: { 200: envelope(z.array(auditEntrySchema)) },
        },
      },
      async (request) => ({
        data: await audit.historyOf('team-member', request.params.employeeId),
      }),
    );

    app.get(
      '/:employeeId/activity',
      {
        config: view,
        schema: {
          tags,
          security,
          summary: 'What this member changed, newest first, a page at a time',
          params,
          querystring: listQuerySchema.pick({ page: true, pageSize: true }),
          response: { 200: envelope(listResult(auditEntrySchema)) },
        },
      },
      async (request) => {
        const page = await audit.list({ actor: request.params.employeeId, ...request.query });
        // teams.view must not open, through someone's activity, what the audit log guards.
        return { data: { ...page, items: visibleTo(actorOf(request), page.items) } };
      },
    );

    app.get(
      '/role-options',
      {
        config: view,
        schema: {
          tags,
          security,
          summary: 'Roles for the team screens, each saying whether the caller may give it',
          response: { 200: envelope(z.array(roleOptionSchema)) },
        },
      },
      async (request) => ({ data: await service.roleOptions(actorOf(request)) }),
    );

    app.get(
      '/role-options/:role',
      {
        // Whoever may change a member's role sees what the role picked would grant.
        config: { access: { resource: 'teams', action: 'edit' } },
        schema: {
          tags,
          security,
          summary: 'A role’s permission matrix, for the role picked in the team member form',
          // Any text: an unknown key is a 404, not a validation error.
          params: z.object({ role: z.string().min(1).max(200) }),
          response: { 200: envelope(teamRolePermissionsSchema) },
        },
      },
      async (request) => ({ data: await service.rolePermissions(request.params.role) }),
    );

    app.post(
      '/',
      {
        config: { access: { resource: 'teams', action: 'add' } },
        schema: {
          tags,
          security,
          summary: 'Add a team member; they get an invitation mail with a set-password link',
          body: createTeamMemberBodySchema,
          response: { 201: envelope(teamMemberSchema) },
        },
      },
      async (request, reply) => {
        const member = await service.create(actorOf(request), request.body, request.ip);
        return reply.code(201).send({ data: member });
      },
    );

    app.patch(
      '/:employeeId',
      {
        config: { access: { resource: 'teams', action: 'edit' } },
        schema: {
          tags,
          security,
          summary: 'Change a member’s details or role (status: change-active-status)',
          params,
          body: updateTeamMemberBodySchema,
          response: { 200: envelope(teamMemberSchema) },
        },
      },
      async (request) => ({
        data: await service.update(
          actorOf(request),
          request.params.employeeId,
          request.body,
          request.ip,
        ),
      }),
    );

    app.post(
      '/:employeeId/resend-invitation',
      {
        config: { access: { resource: 'teams', action: 'edit' } },
        schema: {
          tags,
          security,
          summary: 'Mail the invitation again',
          params,
          response: { 200: envelope(z.object({ message: z.string() })) },
        },
      },
      async (request) => {
        await service.resendInvitation(actorOf(request), request.params.employeeId, request.ip);
        return { data: { message: 'The invitation is on its way again.' } };
      },
    );
  };
}
