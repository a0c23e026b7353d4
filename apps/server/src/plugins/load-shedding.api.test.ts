import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp, testEngine } from '../test/test-app.ts';

/** Keeps the event loop busy, as a burst of work the server cannot keep up with does. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

/** Busy stretches with only the lag's timer between them: the answers to a request after each. */
async function statusesWhileLagging(app: TestApp, stretches: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let stretch = 0; stretch < stretches; stretch++) {
    busyFor(400);
    await new Promise((resolve) => setTimeout(resolve, 0));
    statuses.push((await app.inject({ method: 'GET', url: '/api/v1/admin/zones' })).statusCode);
  }
  return statuses;
}

describe.runIf(testEngine === 'postgres')('a server on PostgreSQL whose event loop lags', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ SHED_EVENT_LOOP_DELAY_MS: '50' });
  });
  afterAll(() => app.dispose());

  test('one slow piece of work is not taken for overload', async () => {
    busyFor(300);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const answer = await app.inject({ method: 'GET', url: '/api/v1/admin/zones' });
    expect(answer.statusCode).toBe(401);
  });

  test('a lag that lasts is answered 503 with Retry-After at once, yet the health check still answers', async () => {
    let shed: Awaited<ReturnType<TestApp['inject']>> | null = null;
    let health: Awaited<ReturnType<TestApp['inject']>> | null = null;
    // Busy stretches with only the lag's timer between them, until the lag counts as lasting.
    for (let stretch = 0; stretch < 10 && !shed; stretch++) {
      busyFor(400);
      await new Promise((resolve) => setTimeout(resolve, 0));
      const answer = await app.inject({ method: 'GET', url: '/api/v1/admin/zones' });
      if (answer.statusCode === 503) {
        shed = answer;
        health = await app.inject({ method: 'GET', url: '/api/v1/health' });
      }
    }
    expect(shed?.headers['retry-after']).toBe('2');
    expect(shed?.json().error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(
        /busier than it can answer right now\. Try again in 2 seconds/,
      ),
    });
    expect(health?.statusCode).toBe(200);
    // Once the loop keeps up again, requests are taken as before.
    await expect
      .poll(
        async () => (await app.inject({ method: 'GET', url: '/api/v1/admin/zones' })).statusCode,
      )
      .toBe(401);
  });
});

// The embedded database runs its queries on the event loop: a large report's rows lag it as
// much as a burst of requests would, and nobody should be turned away for that.
describe.runIf(testEngine === 'pglite')(
  'a server on the embedded database whose event loop lags',
  () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp({ SHED_EVENT_LOOP_DELAY_MS: '50' });
    });
    afterAll(() => app.dispose());

    test('goes on answering: only the cap on requests in flight sheds there', async () => {
      expect(await statusesWhileLagging(app, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    });
  },
);

describe('a server with as many requests in flight as it takes', () => {
  let app: TestApp;
  let base: string;
  beforeAll(async () => {
    app = await createTestApp({ MAX_REQUESTS_IN_FLIGHT: '2' });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.dispose());

  /** A request taken but not finished: its headers sent, its body still coming. */
  async function slowUpload(): Promise<Socket> {
    const { port } = new URL(base);
    const socket = connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    return socket;
  }

  test('answers the next one 503 with Retry-After, the health check still, and takes more once they end', async () => {
    const uploads = [await slowUpload(), await slowUpload()];
    await expect.poll(async () => (await fetch(`${base}/api/v1/admin/zones`)).status).toBe(503);
    const shed = await fetch(`${base}/api/v1/admin/zones`);
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('2');
    expect((await shed.json()).error.code).toBe('SERVICE_UNAVAILABLE');
    expect((await fetch(`${base}/api/v1/health`)).status).toBe(200);

    // Abandoned by their clients, they count no more.
    for (const socket of uploads) socket.destroy();
    await expect.poll(async () => (await fetch(`${base}/api/v1/admin/zones`)).status).toBe(401);
  });
});
