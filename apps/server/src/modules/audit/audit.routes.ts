import { auditEndpoints } from '@depot/contracts/audit';
import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../lib/modules.ts';
import { route } from '../../lib/route.ts';
import type { AuditService } from './audit.service.ts';
import { createAuditService } from './audit.service.ts';

export function auditRoutes(service: AuditService): FastifyPluginAsync {
  return async (app) => {
    route(app, auditEndpoints.list, (request) => service.list(request.query));
  };
}

declare module '../../lib/modules.ts' {
  interface Services {
    audit: AuditService;
  }
}

export const auditModule = defineModule({
  name: 'audit',
  create: ({ db }) => createAuditService({ db }),
  routes: (audit) => auditRoutes(audit),
});
