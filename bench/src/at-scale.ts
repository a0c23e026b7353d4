import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
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

export type GeneratedData = {
  client: pg.Client;
  server: RunningServer;
  /** The bench administrator's bearer header. */
  auth: Record<string, string>;
  /** One line naming how many rows of each kind the database holds. */
  describe: string;
  close: () => Promise<void>;
};

/**
 * The generated data set behind a running server, for the benchmarks at scale: the app's
 * migrations, then the data (generated first, at SCALE and SEED, when the database is empty),
 * then the server on it, signed in as the bench administrator.
 */
export async function openGeneratedData(env: Record<string, string> = {}): Promise<GeneratedData> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: run under scripts/pg-temp.sh');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'depot-bench-'));
  const client = new pg.Client({ connectionString: databaseUrl });
  let server: RunningServer | null = null;
  const close = async () => {
    await client.end().catch(() => {});
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await prepareDatabase(databaseUrl);
    await client.connect();
    if (await isEmpty(client)) {
      const scale = Number(process.env.SCALE ?? 1);
      const seed = Number(process.env.SEED ?? 20_261_123);
      console.log(`The database is empty: generating at scale ${scale}, seed ${seed}`);
      const started = performance.now();
      printTimings(
        await generate(client, { sizes: sizesFor(scale), seed }),
        performance.now() - started,
      );
      printChecks(await checkSummaries(client));
    }
    const [counts] = (
      await client.query(
        `select (select count(*) from b2b_orders)::int as orders,
           (select count(*) from users)::int as users,
           (select count(*) from shipments)::int as shipments,
           (select count(*) from goods_receipts)::int as receipts,
           (select count(*) from transactions)::int as invoices`,
      )
    ).rows;
    await client.query('update organization set require_second_factor = false');
    server = await startProcess(
      [depotServerFile],
      {
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: '0',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        // Each run signs in from 127.0.0.1: several runs in a quarter of an hour would pass the
        // per-address limit, kept in the database across runs.
        SIGN_IN_LIMIT_PER_IP: '1000000',
        ADMIN_EMAIL: benchAdmin.email,
        ADMIN_PASSWORD: benchAdmin.password,
        ...env,
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
    console.log(`The server is up, signed in, holding ${residentMb} MB resident.`);
    const count = (n: number) => n.toLocaleString('en');
    return {
      client,
      server,
      auth: { authorization: `Bearer ${token}` },
      describe: `${count(counts.orders)} orders, ${count(counts.users)} users, ${count(counts.invoices)} invoices, ${count(counts.shipments)} shipments, ${count(counts.receipts)} receipts`,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
