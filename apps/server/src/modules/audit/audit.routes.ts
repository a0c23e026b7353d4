import { auditEndpoints } from '@depot/contracts/audit';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import type { AuditService } from './audit.service.ts';

export function auditRoutes(service: AuditService): FastifyPluginAsync {
  return async (app) => {
    route(app, auditEndpoints.list, (request) => service.list(request.query));
  };
}
