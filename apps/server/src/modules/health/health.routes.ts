import { envelope } from '@depot/contracts/common';
import { healthSchema } from '@depot/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { checkHealth } from './health.service.ts';

export function healthRoutes(database: DatabaseHandle, version: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary: 'Liveness and database reachability',
          response: { 200: envelope(healthSchema), 503: envelope(healthSchema) },
        },
      },
      async (_request, reply) => {
        const health = await checkHealth(database, version);
        return reply.code(health.status === 'ok' ? 200 : 503).send({ data: health });
      },
    );
  };
}
