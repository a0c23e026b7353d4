import { healthEndpoints } from '@depot/contracts/health';
import type { FastifyPluginAsync } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/database-errors.ts';
import { defineModule } from '../../lib/modules.ts';
import { route } from '../../lib/route.ts';
import { checkHealth } from './health.service.ts';

type HealthCheck = { check: () => ReturnType<typeof checkHealth> };

declare module '../../lib/modules.ts' {
  interface Services {
    health: HealthCheck;
  }
}

export function healthRoutes(service: HealthCheck): FastifyPluginAsync {
  return async (app) => {
    route(app, healthEndpoints.health, async (_request, reply) => {
      const health = await service.check();
      if (health.status !== 'ok') {
        reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      }
      return health;
    });
  };
}

export const healthModule = defineModule({
  name: 'health',
  create: ({ database, version }) => ({ check: () => checkHealth(database, version) }),
  routes: (health) => healthRoutes(health),
});
