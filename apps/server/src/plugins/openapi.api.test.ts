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
