import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTokenService } from '../modules/auth/tokens.ts';
import { registerAccessControl } from './access.ts';

describe('access control', () => {
  test('a route that declares no access rule stops start-up', async () => {
    const app = Fastify({ logger: false });
    app.register(async (api) => {
      // The database is never reached: start-up fails first.
      registerAccessControl(api, {
        db: {} as Database,
        tokens: createTokenService(new Uint8Array(32)),
        routeTable: [],
      });
      api.get('/forgotten', async () => ({ data: 'x' }));
    });
    await expect(app.ready()).rejects.toThrow('GET /forgotten declares no access rule');
  });
});
