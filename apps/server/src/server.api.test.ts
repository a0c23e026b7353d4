import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
  exitOf,
  killServers,
  serverFile,
  serverPrinted,
  signInOverHttp,
  startServer,
  track,
} from './test/server-process.ts';
import {
  createTestDatabase,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  testEngine,
} from './test/test-app.ts';

afterEach(killServers);

// These start the server on an embedded database folder of their own, or before it opens any
// database: the same test on either tier, so the PGlite tier runs them.
describe.runIf(testEngine === 'pglite')('server process, whatever the tier’s database', () => {
  test('a bad environment value stops start-up with a message naming the variable', async () => {
    const child = spawn(process.execPath, [serverFile], {
      env: { PATH: process.env.PATH, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    track(child);
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    expect(await exitOf(child)).toBe(1);
    expect(stderr).toMatch(/PORT: must be a whole number/);
    expect(stderr).not.toMatch(/at .*\.ts:\d+/);
  });

  test('a first start refused its port still says the password it generated', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'depot-port-'));
    const taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    try {
      const { port } = taken.address() as { port: number };
      const child = spawn(process.execPath, [serverFile], {
        env: {
          PATH: process.env.PATH,
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          SEED_DEMO: 'false',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      track(child);
      let stderr = '';
      child.stderr?.on('data', (chunk) => {
        stderr += chunk;
      });
      expect(await exitOf(child)).toBe(1);
      expect(stderr).toMatch(`Port ${port} on 127.0.0.1 is already in use`);
      expect(stderr).toMatch(
        /The database was created meanwhile: sign in as admin@depot\.local with the password \S{16,}/,
      );
    } finally {
      taken.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('server process', () => {
  test('prints where to sign in, finishes an in-flight request on SIGTERM, and restarts on the same data', async () => {
    const database = await createTestDatabase();
    try {
      const env = {
        ...database.env,
        ADMIN_EMAIL: TEST_ADMIN_EMAIL,
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        SEED_DEMO: 'false',
      };
      const first = await startServer(env);
      expect(first.output()).toContain(`/login as ${TEST_ADMIN_EMAIL}`);
      expect(first.output()).not.toContain(TEST_ADMIN_PASSWORD);

      // A slow upload: headers and half the body now, the rest after the shutdown signal.
      const socket = connect(first.port, '127.0.0.1');
      await once(socket, 'connect');
      const body = JSON.stringify({ note: 'x'.repeat(64) });
      socket.write(
        `POST /api/v1/no-such-route HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
      );
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      await serverPrinted(first, /"url":"\/api\/v1\/no-such-route"/);
      first.child.kill('SIGTERM');
      await serverPrinted(first, /shutting down: finishing in-flight requests/);
      socket.write(body.slice(10));
      await once(socket, 'close');

      expect(answer).toMatch(/^HTTP\/1\.1 404/);
      expect(answer).toContain('"code":"NOT_FOUND"');
      expect(await exitOf(first.child)).toBe(0);
      expect(first.output()).toContain('shut down cleanly');

      const second = await startServer(env);
      expect(second.output()).toContain('with your account');
      const health = await fetch(`http://127.0.0.1:${second.port}/api/v1/health`);
      expect((await health.json()).data.database.reachable).toBe(true);
      second.child.kill('SIGINT');
      expect(await exitOf(second.child)).toBe(0);
    } finally {
      await database.drop();
    }
  });

  test('at the most verbose log level, no password or token reaches the log', async () => {
    const database = await createTestDatabase('empty');
    try {
      const server = await startServer({
        ...database.env,
        ADMIN_EMAIL: TEST_ADMIN_EMAIL,
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'trace',
      });
      const base = server.api;
      const post = (url: string, body: object, headers: Record<string, string> = {}) =>
        fetch(`${base}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
      const newPassword = 'a brand new long passphrase';
      const { accessToken, permissionsToken, cookies } = await signInOverHttp(
        server,
        TEST_ADMIN_EMAIL,
        TEST_ADMIN_PASSWORD,
      );
      const cookieValues = cookies.map((cookie) => cookie.split('=')[1] ?? '');
      const changed = await post(
        '/auth/change-password',
        { currentPassword: TEST_ADMIN_PASSWORD, newPassword },
        { authorization: `Bearer ${accessToken}` },
      );
      expect(changed.status).toBe(200);
      const wrong = await post('/auth/login', {
        email: TEST_ADMIN_EMAIL,
        password: 'a wrong passphrase here',
      });
      expect(wrong.status).toBe(401);

      const log = server.output();
      expect(log).toContain('/auth/change-password');
      for (const secret of [
        TEST_ADMIN_PASSWORD,
        newPassword,
        'a wrong passphrase here',
        accessToken,
        permissionsToken,
        ...cookieValues,
      ]) {
        expect(secret.length).toBeGreaterThan(8);
        expect(log).not.toContain(secret);
      }
      server.child.kill('SIGTERM');
      expect(await exitOf(server.child)).toBe(0);
    } finally {
      await database.drop();
    }
  });
});

// On a copy of the run's migrated template, so last: this file starts first, while another file
// builds that template, and the tests above need none.
describe.runIf(testEngine === 'pglite')('server process on an embedded database folder', () => {
  test('a second server on the same embedded database folder is refused', async () => {
    // A folder already migrated: the lock is taken however the folder came to be.
    const database = await createTestDatabase('empty');
    try {
      const env = { ...database.env, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, SEED_DEMO: 'false' };
      const first = await startServer(env);
      await expect(startServer(env)).rejects.toThrow(/Another Depot server \(pid \d+\) is using/);
      first.child.kill('SIGTERM');
      expect(await exitOf(first.child)).toBe(0);
    } finally {
      await database.drop();
    }
  });
});
