import type { Health } from '@depot/contracts/health';
import type { DatabaseHandle } from '../../db/client.ts';

const startedAt = Date.now();

export async function checkHealth(database: DatabaseHandle, version: string): Promise<Health> {
  const { latencyMs, problem } = await database.ping();
  return {
    status: problem === null ? 'ok' : 'degraded',
    database: { engine: database.engine, reachable: problem === null, latencyMs, problem },
    version,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  };
}
