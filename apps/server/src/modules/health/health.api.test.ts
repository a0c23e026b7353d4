import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, testEngine } from '../../test/test-app.ts';

describe('GET /api/v1/health', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.dispose());

  test('reports ok with the database reachable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.status).toBe('ok');
    expect(data.database.engine).toBe(testEngine);
    expect(data.database.reachable).toBe(true);
    expect(data.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(data.database.problem).toBeNull();
    expect(response.headers['retry-after']).toBeUndefined();
  });

  test('answers with a request id and the security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /api/v1/health when the database is gone', () => {
  test('answers 503 with the database unreachable', async () => {
    const app = await createTestApp();
    try {
      await app.database.close();
      const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json().data).toMatchObject({
        status: 'degraded',
        database: { reachable: false, latencyMs: null, problem: expect.any(String) },
      });
    } finally {
      // The database is already closed; closing twice must not fail the test's cleanup.
      await app.dispose().catch(() => {});
    }
  });
});
