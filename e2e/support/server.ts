import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildServer } from '../../scripts/build-server.ts';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.ts';
import { firstAdmin } from './admin.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const healthPath = '/api/v1/health';
const startTimeoutMs = 90_000;
const stopTimeoutMs = 15_000;

/** A real Depot server process started for the e2e run. */
export type RunningServer = { baseURL: string; logFile: string; stop: () => Promise<void> };

/** Asks the kernel for a free port on 127.0.0.1 (the server binds it right after). */
async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Only what a process needs to run, plus the server's own settings: settings from the
 * developer's shell (DATABASE_URL, PORT, SMTP_URL, …) must not leak into the test server.
 */
function serverEnvironment(port: number, dataDir: string): NodeJS.ProcessEnv {
  const inherited = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    inherited
      .filter((name) => process.env[name] !== undefined)
      .map((name) => [name, process.env[name]]),
  );
  Object.assign(env, {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: firstAdmin.email,
    ADMIN_PASSWORD: firstAdmin.password,
    LOG_LEVEL: 'warn',
    // Every spec signs in from 127.0.0.1, far more often than any one office would; the limit
    // itself is proven by the API tests.
    SIGN_IN_LIMIT_PER_IP: '100000',
  });
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  return env;
}

/**
 * Prefixes each line the server prints, so its logs stand apart from the runner's, and keeps
 * all of it in `logFile`: without SMTP the server prints each mail there (recipient, subject,
 * code or link), which is how specs read the outbox.
 */
function forwardOutput(child: ChildProcess, recent: string[], logFile: string) {
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      appendFileSync(logFile, chunk);
      for (const line of chunk.split('\n')) {
        if (!line.trim()) continue;
        recent.push(line);
        if (recent.length > 50) recent.shift();
        process.stderr.write(`[server] ${line}\n`);
      }
    });
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function waitUntilHealthy(baseURL: string, child: ChildProcess, recent: string[]) {
  const deadline = Date.now() + startTimeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      // The last line first: it is the server's own reason, and summaries show one line.
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was ready: ${recent.at(-1) ?? 'no output'}\n${recent.join('\n')}`,
      );
    }
    try {
      const response = await fetch(new URL(healthPath, baseURL), {
        signal: AbortSignal.timeout(2_000),
      });
      const body = (await response.json().catch(() => null)) as {
        data?: { status?: string };
      } | null;
      if (response.ok && body?.data?.status === 'ok') return;
      lastProblem = `HTTP ${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(
    `the server was not healthy at ${healthPath} after ${startTimeoutMs / 1000} s (${lastProblem})`,
  );
}

/**
 * The API tests' sample operator, when the test script kept it (DEPOT_SAMPLE_DATA_DIR): made by
 * a first start of the same code with SEED_DEMO on the embedded database, minutes ago, so the
 * server starts on a copy of it rather than spending half a minute loading the same data. A run
 * on PostgreSQL, or without it, loads the sample operator itself.
 */
async function copySampleData(dataDir: string): Promise<void> {
  const kept = process.env.DEPOT_SAMPLE_DATA_DIR;
  if (!kept || process.env.E2E_DATABASE_URL || !existsSync(kept)) return;
  await cp(kept, dataDir, { recursive: true });
  console.log('e2e: the server starts on a copy of the API tests’ sample operator');
}

/**
 * Builds the server and starts `node apps/server/dist/server.js` on 127.0.0.1 and a free port with a data
 * folder of its own (PGlite, empty or a copy of the sample operator, or E2E_DATABASE_URL's
 * PostgreSQL when set), and waits for its health
 * check. `stop()` sends SIGTERM, as a process manager would, and deletes the data folder.
 */
export async function startServer(): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'depot-e2e-'));
  await copySampleData(dataDir);
  const port = await findFreePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // The server as `npm start` runs it: compiled ahead into one file, with its flags, on the
  // runner's own Node (24 under npm scripts).
  const bundle = await buildServer();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, bundle], {
    cwd: repositoryRoot,
    env: serverEnvironment(port, dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const recent: string[] = [];
  const logFile = path.join(dataDir, 'server.log');
  forwardOutput(child, recent, logFile);
  // Last resort if the runner dies without running teardown: never leave a server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    try {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `the server exited (${child.exitCode ?? child.signalCode}) before the run ended`,
        );
      }
      child.kill('SIGTERM');
      const timeout = sleep(stopTimeoutMs, 'timeout' as const, { ref: false });
      const code = await Promise.race([exited(child), timeout]);
      if (code === 'timeout') {
        child.kill('SIGKILL');
        await exited(child);
        throw new Error(`the server did not stop within ${stopTimeoutMs / 1000} s of SIGTERM`);
      }
      if (code !== 0) throw new Error(`the server exited with ${code} on SIGTERM`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  };

  try {
    await waitUntilHealthy(baseURL, child, recent);
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
  return { baseURL, logFile, stop };
}
