import { envelope } from '@depot/contracts/common';
import {
  createRoleBodySchema,
  roleSchema,
  roleSummarySchema,
  updateRoleBodySchema,
} from '@depot/contracts/roles';
import { auditEntrySchema } from '@depot/contracts/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/access.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { RolesService } from './roles.service.ts';

const tags = ['roles'];
const security = [{ bearer: [] }];
// Any text: an unknown key is a 404, not a validation error.
const params = z.object({ role: z.string().min(1).max(200) });

export function rolesRoutes(service: RolesService, audit: AuditService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        config: { access: { resource: 'roles', action: 'view' } },
        schema: {
          tags,
          security,
          summary: 'Roles with their member counts',
          response: { 200: envelope(z.array(roleSummarySchema)) },
        },
      },
      async () => ({ data: await service.list() }),
    );

    app.get(
      '/:role',
      {
        config: { access: { resource: 'roles', action: 'view' } },
        schema: {
          tags,
          security,
          summary: 'A role and its permission matrix',
          params,
          response: { 200: envelope(roleSchema) },
        },
      },
      async (request) => ({ data: await service.get(request.params.role) }),
    );

    app.get(
      '/:role/history',
      {
        config: { access: { resource: 'roles', action: 'view' } },
        schema: {
          tags,
          security,
          summary: 'Changes to a role, newest first',
          params,
          response: { 200: envelope(z.array(auditEntrySchema)) },
        },
      },
      async (request) => ({ data: await audit.historyOf('role', request.params.role) }),
    );

    app.post(
      '/',
      {
        config: { access: { resource: 'roles', action: 'add' } },
        schema: {
          tags,
          security,
          summary: 'Create a role',
          body: createRoleBodySchema,
          response: { 201: envelope(roleSchema) },
        },
      },
      async (request, reply) => {
        const role = await service.create(actorOf(request), request.body, request.ip);
        return reply.code(201).send({ data: role });
      },
    );

    app.put(
      '/:role',
      {
        config: { access: { resource: 'roles', action: 'edit' } },
        schema: {
          tags,
          security,
          summary:
            'Change a role’s name, description and permissions (not the built-in super-admin)',
          params,
          body: updateRoleBodySchema,
          response: { 200: envelope(roleSchema) },
        },
      },
      async (request) => ({
        data: await service.update(actorOf(request), request.params.role, request.body, request.ip),
      }),
    );

    app.delete(
      '/:role',
      {
        config: { access: { resource: 'roles', action: 'delete' } },
        schema: {
          tags,
          security,
          summary: 'Delete a role that has no members',
          params,
          response: { 200: envelope(z.object({ key: z.string() })) },
        },
      },
      async (request) => {
        await service.remove(actorOf(request), request.params.role, request.ip);
        return { data: { key: request.params.role } };
      },
    );
  };
}
