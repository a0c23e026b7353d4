import pg from 'pg';
import {
  checkSummaries,
  generate,
  isEmpty,
  prepareDatabase,
  printChecks,
  printTimings,
  sizesFor,
} from './generate-lib.ts';

// Fills the PostgreSQL database of DATABASE_URL with the data set of the benchmarks at scale:
// `bash scripts/pg-temp.sh npm run bench:generate`. SCALE shrinks or grows it (0.01 for a quick
// run), SEED picks another data set of the same shape. The database is migrated and set up by
// the app itself first, so the rows go through its schema, checks and triggers.
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set: run under scripts/pg-temp.sh');
const scale = Number(process.env.SCALE ?? 1);
const seed = Number(process.env.SEED ?? 20_261_123);
if (!(scale > 0) || !Number.isInteger(seed) || seed < 0) {
  throw new Error('SCALE must be a positive number and SEED a whole number');
}

const fmt = (n: number) => Math.round(n).toLocaleString('en');

const sizes = sizesFor(scale);
console.log(
  `Writing, with seed ${seed} at scale ${scale}: ${fmt(sizes.users)} users with a plan each and its renewals (an invoice per period), ${fmt(sizes.orders)} B2B orders with 1–6 lines each, ${fmt(sizes.shipments)} shipments, ${fmt(sizes.receipts)} goods receipts with 1–5 lines each.`,
);
const started = performance.now();
const client = new pg.Client({ connectionString: databaseUrl });
try {
  await prepareDatabase(databaseUrl);
  await client.connect();
  if (!(await isEmpty(client))) {
    throw new Error('the database already holds data: generate into a fresh one');
  }
  const timings = await generate(client, { sizes, seed });
  printTimings(timings, performance.now() - started);
  const checks = await checkSummaries(client);
  printChecks(checks);
  if (checks.some((check) => !check.ok)) process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
}
