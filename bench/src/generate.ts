import { benchEngine, engineName, openDirect } from './engine.ts';
import {
  checkSummaries,
  generate,
  isEmpty,
  LEDGER_PER_BALANCE,
  prepareDatabase,
  printChecks,
  printTimings,
  sizesFor,
} from './generate-lib.ts';

// Fills a database with the data set of the benchmarks at scale: PostgreSQL's at DATABASE_URL
// (`bash scripts/pg-temp.sh npm run bench:generate`), or the embedded database in the folder
// DATA_DIR names (`DATA_DIR=/tmp/depot-bench npm run bench:generate`), which `npm start` can
// then open too. SCALE shrinks or grows it (0.01 for a quick run), SEED picks another data set
// of the same shape. The database is migrated and set up by the app itself first, so the rows
// go through its schema, checks and triggers.
const engine = benchEngine();
const scale = Number(process.env.SCALE ?? 1);
const seed = Number(process.env.SEED ?? 20_261_123);
if (!(scale > 0) || !Number.isInteger(seed) || seed < 0) {
  throw new Error('SCALE must be a positive number and SEED a whole number');
}

const fmt = (n: number) => Math.round(n).toLocaleString('en');

const sizes = sizesFor(scale);
console.log(
  `Writing into ${engineName(engine)}, with seed ${seed} at scale ${scale}: ${fmt(sizes.users)} users with a plan each and its renewals (an invoice per period), ${fmt(sizes.orders)} B2B orders with 1–6 lines each, ${fmt(sizes.shipments)} shipments, ${fmt(sizes.receipts)} goods receipts with 1–5 lines each, ${fmt(sizes.balances)} stock balances with ${fmt(sizes.balances * LEDGER_PER_BALANCE)} ledger entries behind them.`,
);
const started = performance.now();
await prepareDatabase(engine);
const direct = await openDirect(engine);
try {
  const { client } = direct;
  if (!(await isEmpty(client))) {
    throw new Error('the database already holds data: generate into a fresh one');
  }
  const timings = await generate(client, { sizes, seed });
  printTimings(timings, performance.now() - started);
  const checks = await checkSummaries(client);
  printChecks(checks);
  if (checks.some((check) => !check.ok)) process.exitCode = 1;
} finally {
  await direct.close();
}
