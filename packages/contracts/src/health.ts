import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    latencyMs: z.number().nullable(),
    /** Why the database cannot be reached (refused, shutting down, starting up…); null when it can. */
    problem: z.string().nullable(),
  }),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

export const healthEndpoints = defineEndpoints('system', {
  health: {
    method: 'GET',
    path: '/health',
    summary:
      'Liveness and database reachability; 503 with the same body, Retry-After and the reason when degraded',
    access: 'public',
    response: healthSchema,
    alsoAnswers: [503],
    errors: [],
  },
});
