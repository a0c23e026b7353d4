import { healthEndpoints } from '@depot/contracts/health';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, test } from 'vitest';
import { route } from '../lib/route.ts';
import { type RouteAccess, registerAccessControl } from './access.ts';

const nobody = async () => 'ended' as const;

describe('access control', () => {
  test('a route registered without an endpoint declaration stops start-up', async () => {
    const app = Fastify({ logger: false });
    app.register(async (api) => {
      registerAccessControl(api, { authenticate: nobody, routeTable: [] });
      api.get('/forgotten', async () => ({ data: 'x' }));
    });
    await expect(app.ready()).rejects.toThrow(
      'GET /forgotten was not registered from an endpoint declaration',
    );
  });

  test('a route from a declaration is listed with its access and id', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const routeTable: RouteAccess[] = [];
    app.register(async (api) => {
      registerAccessControl(api, { authenticate: nobody, routeTable });
      route(api, healthEndpoints.health, async () => ({
        status: 'ok' as const,
        database: { engine: 'pglite' as const, reachable: true, latencyMs: 1, problem: null },
        version: '0',
        uptimeSeconds: 1,
      }));
    });
    await app.ready();
    expect(routeTable).toContainEqual({
      method: 'GET',
      url: '/health',
      access: 'public',
      id: 'system.health',
    });
    await app.close();
  });
});
