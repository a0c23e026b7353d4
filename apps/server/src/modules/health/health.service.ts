import type { Health } from '@depot/contracts/health';
import type { DatabaseHandle } from '../../db/client.ts';

const startedAt = Date.now();

export async function checkHealth(database: DatabaseHandle, version: string): Promise<Health> {
  const latencyMs = await database.ping();
  const reachable = latencyMs !== null;
  return {
    status: reachable ? 'ok' : 'degraded',
    database: { engine: database.engine, reachable, latencyMs },
    version,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  };
}
