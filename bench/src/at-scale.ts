import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type BenchEngine,
  benchEngine,
  type DirectDatabase,
  engineName,
  openDirect,
  serverDatabaseEnv,
} from './engine.ts';
import {
  benchAdmin,
  checkSummaries,
  generate,
  isEmpty,
  prepareDatabase,
  printChecks,
  printTimings,
  sizesFor,
} from './generate-lib.ts';
import { depotServerFile, type RunningServer, startProcess } from './start-server.ts';

export type GeneratedData<Prepared> = {
  engine: BenchEngine;
  server: RunningServer;
  /** The bench administrator's bearer header. */
  auth: Record<string, string>;
  /** One line naming the engine and how many rows of each kind the database holds. */
  describe: string;
  /** What `before` answered. */
  prepared: Prepared;
  /**
   * The server's own variables for the same data, for another server process: on PGlite, only
   * once this one has stopped.
   */
  serverEnv(ownDataDir: string): Record<string, string>;
  /** Stops the server, which on PGlite leaves the database free for another process. */
  stopServer(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The generated data set behind a running server, for the benchmarks at scale: the app's
 * migrations, then the data (generated first, at SCALE and SEED, when the database is empty),
 * then `before`'s direct work on the database, then the server on it, signed in as the bench
 * administrator. The database is PostgreSQL's or the embedded one (see engine.ts); the embedded
 * one has a single owner, so whatever a benchmark reads from it directly (a baseline, a date)
 * is read in `before`, while no server holds it.
 */
export async function openGeneratedData<Prepared = undefined>(
  options: {
    env?: Record<string, string>;
    before?: (direct: DirectDatabase) => Promise<Prepared>;
  } = {},
): Promise<GeneratedData<Prepared>> {
  const engine = benchEngine();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'depot-bench-'));
  let server: RunningServer | null = null;
  const stopServer = async () => {
    await server?.stop();
    server = null;
  };
  const close = async () => {
    await stopServer();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await prepareDatabase(engine);
    const direct = await openDirect(engine);
    let counts: Record<string, unknown> | undefined;
    let prepared: Prepared;
    try {
      const { client } = direct;
      if (await isEmpty(client)) {
        const scale = Number(process.env.SCALE ?? 1);
        const seed = Number(process.env.SEED ?? 20_261_123);
        console.log(
          `The database is empty: generating into ${engineName(engine)} at scale ${scale}, seed ${seed}`,
        );
        const started = performance.now();
        printTimings(
          await generate(client, { sizes: sizesFor(scale), seed }),
          performance.now() - started,
        );
        printChecks(await checkSummaries(client));
      }
      [counts] = (
        await client.query(
          `select (select count(*) from b2b_orders)::int as orders,
             (select count(*) from users)::int as users,
             (select count(*) from shipments)::int as shipments,
             (select count(*) from goods_receipts)::int as receipts,
             (select count(*) from transactions)::int as invoices`,
        )
      ).rows;
      await client.query('update organization set require_second_factor = false');
      prepared = (await options.before?.(direct)) as Prepared;
    } finally {
      await direct.close();
    }
    server = await startProcess(
      [depotServerFile],
      {
        ...serverDatabaseEnv(engine, dataDir),
        PORT: '0',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        // Each run signs in from 127.0.0.1: several runs in a quarter of an hour would pass the
        // per-address limit, kept in the database across runs.
        SIGN_IN_LIMIT_PER_IP: '1000000',
        ADMIN_EMAIL: benchAdmin.email,
        ADMIN_PASSWORD: benchAdmin.password,
        ...options.env,
      },
      /running at (http:\/\/\S+)/,
    );
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(benchAdmin),
    });
    const token: string = (await login.json()).data.accessToken;
    const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
    const residentMb = Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    console.log(
      `The server is up on ${engineName(engine)}, signed in, holding ${residentMb} MB resident.`,
    );
    const count = (n: unknown) => Number(n).toLocaleString('en');
    return {
      engine,
      server,
      auth: { authorization: `Bearer ${token}` },
      describe: `${count(counts?.orders)} orders, ${count(counts?.users)} users, ${count(counts?.invoices)} invoices, ${count(counts?.shipments)} shipments, ${count(counts?.receipts)} receipts on ${engineName(engine)}`,
      prepared,
      serverEnv: (ownDataDir) => serverDatabaseEnv(engine, ownDataDir),
      stopServer,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
