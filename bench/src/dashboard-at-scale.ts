import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
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
import { connections, durationSeconds } from './load.ts';
import { depotServerFile, type RunningServer, startProcess } from './start-server.ts';

// The dashboard's two views over the generated data set (a million orders by default), against
// the same server's health check as the baseline measured in the same run. Run it after
// `bench:generate` into the same database, or alone on an empty one (it generates first, at
// SCALE): `bash scripts/pg-temp.sh npm run bench:dashboard`. Load stays on 127.0.0.1.
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set: run under scripts/pg-temp.sh');
/** The goal: every dashboard answer under this p95 at a million orders. */
const GOAL_P95_MS = 50;

type Figures = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0);

/**
 * As load.ts measures (same connections and duration, a one-second warm-up not counted), with
 * the 95th percentile too: autocannon's summary has p90 and p97.5 but no p95, so every
 * response's time is kept and sorted.
 */
async function measure(name: string, url: string, headers: Record<string, string>) {
  await autocannon({ url, connections, headers, duration: 1 });
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, headers, duration: durationSeconds },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: round(percentile(times, 0.5)),
    p95: round(percentile(times, 0.95)),
    p99: round(percentile(times, 0.99)),
    errors: result.errors + result.non2xx,
  } satisfies Figures;
}

function printTable(title: string, rows: Figures[]) {
  const floor = rows[0]?.requestsPerSecond || 1;
  const width = Math.max(...rows.map((row) => row.name.length)) + 2;
  console.log(`\n${title}; ${connections} connections, ${durationSeconds} s each, 127.0.0.1`);
  const header = ['req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'of baseline', 'errors'];
  console.log('target'.padEnd(width), ...header.map((cell) => cell.padStart(11)));
  for (const row of rows) {
    const share = `${Math.round((row.requestsPerSecond / floor) * 100)}%`;
    const cells = [row.requestsPerSecond, row.p50, row.p95, row.p99, share, row.errors];
    console.log(row.name.padEnd(width), ...cells.map((cell) => String(cell).padStart(11)));
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'depot-bench-'));
let server: RunningServer | null = null;
const client = new pg.Client({ connectionString: databaseUrl });
try {
  // The app's migrations and first run, then the data set unless it is there already.
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
      ADMIN_EMAIL: benchAdmin.email,
      ADMIN_PASSWORD: benchAdmin.password,
    },
    /running at (http:\/\/\S+)/,
  );
  const login = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(benchAdmin),
  });
  const token: string = (await login.json()).data.accessToken;
  const auth = { authorization: `Bearer ${token}` };
  const [clock] = (
    await client.query(
      `select ((now() at time zone 'Asia/Kolkata')::date - 29)::text as "thirtyDaysAgo",
         (date_trunc('month', (now() at time zone 'Asia/Kolkata')::date) - interval '11 months')::date::text as "yearAgo",
         (now() at time zone 'Asia/Kolkata')::date::text as "todayText"`,
    )
  ).rows;
  const api = `${server.url}/api/v1/admin/dashboard`;

  const results = [
    await measure('baseline: GET /health (1 query)', `${server.url}/api/v1/health`, auth),
    await measure('dashboard business', `${api}/business`, auth),
    await measure(
      'analytical, 30 days daily',
      `${api}/analytical?from=${clock.thirtyDaysAgo}&to=${clock.todayText}&granularity=day`,
      auth,
    ),
    await measure(
      'analytical, 12 months monthly',
      `${api}/analytical?from=${clock.yearAgo}&to=${clock.todayText}&granularity=month`,
      auth,
    ),
  ];
  printTable(
    `Dashboard over ${counts.orders.toLocaleString('en')} orders, ${counts.users.toLocaleString('en')} users, ${counts.invoices.toLocaleString('en')} invoices, ${counts.shipments.toLocaleString('en')} shipments, ${counts.receipts.toLocaleString('en')} receipts`,
    results,
  );
  const over = results.slice(1).filter((row) => row.p95 >= GOAL_P95_MS || row.errors > 0);
  console.log(
    over.length === 0
      ? `\nEvery dashboard answer is under ${GOAL_P95_MS} ms at p95.`
      : `\nOver ${GOAL_P95_MS} ms at p95 or failing: ${over.map((row) => row.name).join(', ')}`,
  );
} finally {
  await client.end().catch(() => {});
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
