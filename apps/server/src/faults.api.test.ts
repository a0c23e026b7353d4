import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { locationBody, skuBody, userBody, warehouseBody, zoneBody } from './test/factories.ts';
import { freePort, startNginx } from './test/nginx.ts';
import { startOwnPostgres } from './test/own-postgres.ts';
import {
  exitOf,
  type HttpSession,
  killServers,
  type ServerProcess,
  signInOverHttp,
  startServer,
} from './test/server-process.ts';
import {
  createTestDatabase,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  TEST_DATA_CACHE_MB,
  testEngine,
} from './test/test-app.ts';

// Faults a running console meets in production: its process killed outright, its database
// restarted under it. Each test runs real server processes, as `npm start` does.
afterEach(killServers);

const serverEnv = {
  ADMIN_EMAIL: TEST_ADMIN_EMAIL,
  ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'info',
};

type Answer = {
  status: number;
  retryAfter: string | null;
  code: string | null;
  message: string | null;
  /** The answer's `data`, where it has one. */
  data: Record<string, unknown> | null;
};

/** One request as a client makes it, reduced to what the tests judge. */
async function call(
  server: ServerProcess,
  session: HttpSession,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: object,
): Promise<Answer> {
  const response = await fetch(`${server.api}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${session.accessToken}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json().catch(() => null)) as {
    data?: Record<string, unknown>;
    error?: { code?: string; message?: string };
  } | null;
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    code: json?.error?.code ?? null,
    message: json?.error?.message ?? null,
    data: json?.data ?? null,
  };
}

/**
 * Zones a person writes, one after another on each of `writers` connections, until `done()`
 * or the connection fails; every 201 is an acknowledged write.
 */
function streamOfWrites(server: ServerProcess, session: HttpSession, prefix: string, writers = 4) {
  const acknowledged: string[] = [];
  const answers: Answer[] = [];
  let sent = 0;
  let stopped = false;
  const writer = async () => {
    while (!stopped) {
      const code = `${prefix}-${++sent}`;
      try {
        const answer = await call(server, session, 'POST', '/admin/zones', zoneBody({ code }));
        answers.push(answer);
        if (answer.status === 201) acknowledged.push(code);
      } catch {
        return; // the server is gone: what was in flight is neither acknowledged nor refused
      }
    }
  };
  const running = Promise.all(Array.from({ length: writers }, writer));
  return {
    acknowledged,
    answers,
    sent: () => sent,
    done: async () => {
      stopped = true;
      await running;
    },
  };
}

/** Totals of the zones and of the audit log's entries for zones, as the API lists them. */
async function zoneTotals(server: ServerProcess, session: HttpSession) {
  const get = async (url: string) => {
    const response = await fetch(`${server.api}${url}`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()).data.total as number;
  };
  return {
    zones: await get('/admin/zones?pageSize=1'),
    audited: await get('/admin/audit?entity=zone&pageSize=1'),
  };
}

async function missingOf(server: ServerProcess, session: HttpSession, codes: string[]) {
  const missing: string[] = [];
  for (const code of codes) {
    const answer = await call(server, session, 'GET', `/admin/zones/${code}`);
    if (answer.status !== 200) missing.push(`${code} (${answer.status})`);
  }
  return missing;
}

describe('a server killed with SIGKILL during a stream of writes', () => {
  test(`keeps every write it acknowledged, each whole with its audit entry (${testEngine})`, async () => {
    const database = await createTestDatabase('empty');
    try {
      const env = { ...database.env, ...serverEnv };
      const first = await startServer(env);
      const session = await signInOverHttp(first, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
      const writes = streamOfWrites(first, session, 'KILL');
      await expect
        .poll(() => writes.acknowledged.length, { timeout: 60_000 })
        .toBeGreaterThanOrEqual(60);
      first.child.kill('SIGKILL');
      await writes.done();
      // Until the kill, nothing was refused.
      expect(writes.answers.filter((answer) => answer.status !== 201)).toEqual([]);

      const second = await startServer(env);
      const again = await signInOverHttp(second, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
      expect(await missingOf(second, again, writes.acknowledged)).toEqual([]);
      const totals = await zoneTotals(second, again);
      // Writes in flight at the kill may have landed or not, but never half: each zone has its
      // creation entry in the audit log and no entry is left without its zone.
      expect(totals.zones).toBeGreaterThanOrEqual(writes.acknowledged.length);
      expect(totals.zones).toBeLessThanOrEqual(writes.sent());
      expect(totals.audited).toBe(totals.zones);
    } finally {
      killServers();
      await database.drop();
    }
  });
});

/** `npm run stock:reconcile` on a database: its exit code, 0 when every balance matches its ledger. */
function reconcile(env: Record<string, string>) {
  const script = path.resolve(import.meta.dirname, '../../../scripts/stock-reconcile.ts');
  const child = spawn(process.execPath, [script], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', DATA_CACHE_MB: TEST_DATA_CACHE_MB, ...env },
    stdio: 'ignore',
  });
  return exitOf(child);
}

/** Sends a JSON request as the signed-in person and answers its data, expecting `status`. */
/** A request that must succeed with `status`: its data. */
async function send(
  server: ServerProcess,
  session: HttpSession,
  method: 'POST' | 'PUT',
  url: string,
  body: object,
  status = 201,
) {
  const answer = await call(server, session, method, url, body);
  expect(answer.status, answer.message ?? '').toBe(status);
  return answer.data as { code: string; status: string };
}

/**
 * A client, a warehouse KILL-DC with two storage areas K-01 and K-02, a SKU KILL-SKU-1, and
 * `units` of it found in K-01 (posted at once: the adjustment thresholds raised first).
 */
async function stockToMove(server: ServerProcess, session: HttpSession, units: number) {
  const client = await send(server, session, 'POST', '/admin/users', userBody());
  await send(server, session, 'POST', '/admin/warehouses', warehouseBody({ code: 'KILL-DC' }));
  for (const code of ['K-01', 'K-02']) {
    await send(
      server,
      session,
      'POST',
      '/admin/locations',
      locationBody('KILL-DC', { code, kind: 'area' }),
    );
  }
  await send(server, session, 'POST', '/admin/skus', skuBody(client.code, { code: 'KILL-SKU-1' }));
  await send(
    server,
    session,
    'PUT',
    '/admin/stock/adjustments/thresholds',
    { units: 1_000_000, value: '100000000' },
    200,
  );
  const found = await send(server, session, 'POST', '/admin/stock/adjustments', {
    userCode: client.code,
    warehouseCode: 'KILL-DC',
    reason: 'found',
    lines: [{ sku: 'KILL-SKU-1', location: 'K-01', change: units }],
  });
  expect(found.status).toBe('posted');
  return { client };
}

/** One bin-to-bin transfer of KILL-SKU-1 through `server`: its status, and its code if made. */
async function transferOne(
  server: ServerProcess,
  session: HttpSession,
  client: string,
  from: string,
  to: string,
  quantity = 1,
) {
  const answer = await call(server, session, 'POST', '/admin/stock/transfers', {
    userCode: client,
    kind: 'bin',
    fromWarehouseCode: 'KILL-DC',
    lines: [{ sku: 'KILL-SKU-1', from, to, quantity }],
  });
  return { ...answer, code: answer.status === 201 ? String(answer.data?.code) : null };
}

describe('a server killed with SIGKILL during a stream of stock movements', () => {
  test(`keeps every movement it acknowledged, and no half of one (${testEngine})`, async () => {
    const database = await createTestDatabase('empty');
    try {
      const env = { ...database.env, ...serverEnv };
      const first = await startServer(env);
      const session = await signInOverHttp(first, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
      const { client } = await stockToMove(first, session, 40);

      // Four hands moving one unit at a time, two each way, until the server is killed.
      const acknowledged: string[] = [];
      const answers: number[] = [];
      let stopped = false;
      const mover = (from: string, to: string) => async () => {
        while (!stopped) {
          try {
            const answer = await transferOne(first, session, client.code, from, to);
            answers.push(answer.status);
            if (answer.code) acknowledged.push(answer.code);
          } catch {
            return; // the server is gone: what was in flight is neither acknowledged nor refused
          }
        }
      };
      const running = Promise.all(
        [
          mover('K-01', 'K-02'),
          mover('K-01', 'K-02'),
          mover('K-02', 'K-01'),
          mover('K-02', 'K-01'),
        ].map((run) => run()),
      );
      await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(60);
      first.child.kill('SIGKILL');
      stopped = true;
      await running;
      // Until the kill, a move or a refusal for want of units: nothing else.
      expect(answers.filter((status) => status !== 201 && status !== 409)).toEqual([]);

      const second = await startServer(env);
      const again = await signInOverHttp(second, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
      const get = async (url: string) => {
        const response = await fetch(`${second.api}${url}`, {
          headers: { authorization: `Bearer ${again.accessToken}` },
        });
        expect(response.status).toBe(200);
        return (await response.json()).data;
      };
      const missing: string[] = [];
      for (const code of acknowledged) {
        const transfer = await get(`/admin/stock/transfers/${code}`).catch(() => null);
        if (transfer?.status !== 'done') missing.push(code);
      }
      expect(missing).toEqual([]);
      // The forty units are all still there, between the two bins.
      expect((await get('/admin/stock/totals?warehouse=KILL-DC')).onHand).toBe(40);
      // Each transfer is one whole movement of one line; none stands without the other.
      const transfers = (await get('/admin/stock/transfers?pageSize=1')).total as number;
      const lines = (await get('/admin/stock/movements?kind=transfer&pageSize=1')).total as number;
      expect(transfers).toBeGreaterThanOrEqual(acknowledged.length);
      expect(lines).toBe(transfers);
      killServers();
      // And every balance is what its ledger says.
      expect(await reconcile(database.env)).toBe(0);
    } finally {
      killServers();
      await database.drop();
    }
  });
});

// Two processes cannot share the embedded engine's folder (the second is refused): PostgreSQL.
describe.runIf(testEngine === 'postgres')('two servers on one PostgreSQL behind nginx', () => {
  test('movements through both at once never oversell a bin', async () => {
    const database = await createTestDatabase('empty');
    const work = await mkdtemp(path.join(tmpdir(), 'depot-pair-'));
    let nginx: { url: string; stop: () => void } | null = null;
    try {
      const env = { ...database.env, ...serverEnv };
      const servers = [await startServer(env), await startServer(env)];
      const [one] = servers;
      if (!one) throw new Error('two servers were started');
      nginx = await startNginx(
        work,
        servers.map((server) => new URL(server.api).port),
        await freePort(),
      );
      // Requests go through nginx, round-robin over the two: a process as the tests know one.
      const pair: ServerProcess = { ...one, api: `${nginx.url}/api/v1` };
      // Signed in on the first directly (its log holds the mailed code); the session is good on
      // either server.
      const session = await signInOverHttp(one, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
      const { client } = await stockToMove(pair, session, 100);
      // Sixty requests of one to three units each, all at once, for the hundred units of K-01:
      // more is asked than there is.
      const asked = Array.from({ length: 60 }, (_, index) => (index % 3) + 1);
      const answers = await Promise.all(
        asked.map((quantity) => transferOne(pair, session, client.code, 'K-01', 'K-02', quantity)),
      );
      expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201, 409]));
      const moved = asked
        .filter((_, index) => answers[index]?.status === 201)
        .reduce((sum, quantity) => sum + quantity, 0);
      const response = await fetch(`${pair.api}/admin/stock?warehouse=KILL-DC&pageSize=10`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      const levels = (await response.json()).data.items as Array<{
        location: { code: string };
        onHand: number;
      }>;
      const at = (code: string) =>
        levels.find((level) => level.location.code === code)?.onHand ?? 0;
      // Every unit acknowledged moved, none more: 0 oversold, and the hundred are all there.
      expect(at('K-02')).toBe(moved);
      expect(at('K-01')).toBe(100 - moved);
      expect(at('K-01')).toBeLessThan(3);
      for (const answer of answers.filter((each) => each.status === 409)) {
        expect(answer.message).toMatch(/^Not enough stock is free to move: K-01 holds \d+ free/);
      }
      // Both servers took a share of the movements (each logs the requests it served).
      for (const server of servers) {
        expect(server.output()).toContain('/api/v1/admin/stock/transfers');
      }
      killServers();
      expect(await reconcile(database.env)).toBe(0);
    } finally {
      nginx?.stop();
      killServers();
      await database.drop();
      await rm(work, { recursive: true, force: true });
    }
  });
});

describe.runIf(testEngine === 'postgres')('PostgreSQL restarted under load', () => {
  test('the server answers 503 with Retry-After meanwhile, its health says why, and it recovers by itself', async () => {
    const postgres = await startOwnPostgres();
    try {
      const server = await startServer({ DATABASE_URL: postgres.url, ...serverEnv });
      const session = await signInOverHttp(server, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
      const writes = streamOfWrites(server, session, 'PG', 3);
      const reads: Answer[] = [];
      let reading = true;
      const readers = Promise.all(
        Array.from({ length: 3 }, async () => {
          while (reading)
            reads.push(await call(server, session, 'GET', '/admin/zones?sort=-updatedAt'));
        }),
      );
      const served = () =>
        [...reads, ...writes.answers].filter((answer) => answer.status < 300).length;
      const unavailable = () =>
        [...reads, ...writes.answers].filter((answer) => answer.status === 503).length;
      await expect.poll(served, { timeout: 30_000 }).toBeGreaterThanOrEqual(50);

      await postgres.stop();
      await expect.poll(unavailable, { timeout: 30_000 }).toBeGreaterThanOrEqual(20);
      const health = await fetch(`${server.api}/health`);
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toBe('5');
      const { database } = (await health.json()).data;
      expect(database).toMatchObject({ reachable: false, latencyMs: null });
      expect(database.problem).toMatch(
        /refused or dropped the connection|shutting down|starting or stopping/,
      );

      await postgres.start();
      const servedBefore = served();
      await expect.poll(served, { timeout: 30_000 }).toBeGreaterThanOrEqual(servedBefore + 50);
      const recovered = await fetch(`${server.api}/health`);
      expect(recovered.status).toBe(200);
      expect((await recovered.json()).data.database.problem).toBeNull();

      reading = false;
      await Promise.all([readers, writes.done()]);
      // The same process all along, and nothing but success or a 503 the client may retry.
      expect(server.child.exitCode).toBeNull();
      const answers = [...reads, ...writes.answers];
      expect(answers.filter((answer) => ![200, 201, 503].includes(answer.status))).toEqual([]);
      expect(
        answers.filter(
          (answer) =>
            answer.status === 503 &&
            (answer.retryAfter !== '5' || answer.code !== 'SERVICE_UNAVAILABLE'),
        ),
      ).toEqual([]);
      expect(await missingOf(server, session, writes.acknowledged)).toEqual([]);
    } finally {
      killServers();
      await postgres.dispose();
    }
  });
});
