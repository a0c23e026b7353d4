import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { createTestApp, testEngine } from '../test/test-app.ts';
import { executeRows } from './client.ts';

async function sharedBuffers(env: Record<string, string>): Promise<unknown> {
  const app = await createTestApp(env);
  try {
    const [row] = await executeRows(app.database.db, sql`show shared_buffers`);
    return row;
  } finally {
    await app.dispose();
  }
}

// PostgreSQL's cache is the server's own setting; DATA_CACHE_MB sizes the embedded one.
describe.runIf(testEngine === 'pglite')('the embedded database’s cache', () => {
  test('is DATA_CACHE_MB MiB of shared buffers', async () => {
    expect(await sharedBuffers({ DATA_CACHE_MB: '24' })).toEqual({ shared_buffers: '24MB' });
    expect(await sharedBuffers({ DATA_CACHE_MB: '128' })).toEqual({ shared_buffers: '128MB' });
  });
});
