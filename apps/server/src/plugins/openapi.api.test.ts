import { endpointErrors } from '@depot/contracts/endpoint';
import { allEndpoints } from '@depot/contracts/endpoints';
import { errorStatuses } from '@depot/contracts/errors';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

describe('OpenAPI document', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.dispose());

  test('is OpenAPI 3.1 generated from the routes, with their zod response schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const health = document.paths['/api/v1/health'].get;
    const schema = health.responses['200'].content['application/json'].schema;
    expect(schema.properties.data.properties.status.enum).toEqual(['ok', 'degraded']);
  });

  test('is browsable at /api/docs without any third-party host', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('swagger-ui');
    expect(response.body).not.toMatch(/https?:\/\/(?!localhost|127\.0\.0\.1)/);
  });
});

describe('every declared endpoint', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.dispose());

  test('is registered from its declaration, and nothing else is', () => {
    const registered = app.routeTable.filter((route) => route.method !== 'HEAD');
    expect(registered.map((route) => route.id).sort()).toEqual(
      allEndpoints.map((endpoint) => endpoint.id).sort(),
    );
    for (const endpoint of allEndpoints) {
      expect(registered).toContainEqual(
        expect.objectContaining({
          id: endpoint.id,
          method: endpoint.method,
          url: `/api/v1${endpoint.path}`,
        }),
      );
    }
  });

  test('is in the API document with its operation id and every error code it may answer', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const endpoint of allEndpoints) {
      const openApiPath = `/api/v1${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = document.paths[openApiPath]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${openApiPath}`).toBeDefined();
      const operationId = endpoint.id.replace(/\.(\w)/, (_dot, letter: string) =>
        letter.toUpperCase(),
      );
      expect(operation.operationId).toBe(operationId);
      expect(operation.security).toEqual(endpoint.access === 'public' ? [] : [{ bearer: [] }]);
      for (const code of endpointErrors(endpoint)) {
        const answer = operation.responses[String(errorStatuses[code])];
        expect(answer?.description, `${endpoint.id} answers ${code}`).toContain(code);
      }
    }
  });
});
