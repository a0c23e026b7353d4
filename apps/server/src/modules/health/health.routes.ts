import { healthEndpoints } from '@depot/contracts/health';
import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/database-errors.ts';
import { route } from '../../lib/route.ts';
import { checkHealth } from './health.service.ts';

export function healthRoutes(database: DatabaseHandle, version: string): FastifyPluginAsync {
  return async (app) => {
    route(app, healthEndpoints.health, async (_request, reply) => {
      const health = await checkHealth(database, version);
      if (health.status !== 'ok') {
        reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      }
      return health;
    });
  };
}
