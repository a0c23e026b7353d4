import { envelope, listResult } from '@depot/contracts/common';
import { auditEntrySchema, auditQuerySchema } from '@depot/contracts/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditService } from './audit.service.ts';

export function auditRoutes(service: AuditService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        config: { access: { resource: 'settings', action: 'view' } },
        schema: {
          tags: ['audit'],
          security: [{ bearer: [] }],
          summary: 'Every change, newest first, filterable by actor, entity and time',
          querystring: auditQuerySchema,
          response: { 200: envelope(listResult(auditEntrySchema)) },
        },
      },
      async (request) => ({ data: await service.list(request.query) }),
    );
  };
}
