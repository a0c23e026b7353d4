import { orderFiltersSchema } from '@depot/contracts/orders';
import { stringify } from 'csv-stringify/sync';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { EXPORT_BATCH_SIZE } from '../../apps/server/src/lib/csv.ts';
import { createOrdersRepository } from '../../apps/server/src/modules/orders/orders.repository.ts';
import { openGeneratedData } from './at-scale.ts';
import { cpuMs, peakMb, resetPeak, residentMb } from './memory.ts';

// The B2B order report over the generated data set: every order (a million by default) as CSV
// and as XLSX, and the newest tenth of them, each timed to its first and last byte, with the
// server's peak memory and CPU time; beside it, the baseline measured in the same run: the same
// cursor read by the raw driver and written by bare csv-stringify, in this process. Run it
// after `bench:generate` into the same database, or alone on an empty one:
// `bash scripts/pg-temp.sh npm run bench:report`, or `DATA_DIR=/tmp/depot-bench npm run
// bench:report` on the embedded database, whose baseline runs before the server holds it.
// Everything stays on 127.0.0.1. This process, which runs the baseline, has V8's allocation-site
// pretenuring off as the server does: with it, V8 may by chance tenure the driver's rows and slow
// the baseline (docs/decisions/0030), which would flatter the server beside it.

/** What the download accepts: a browser's list by default (REPORT_ACCEPT_ENCODING=identity for none). */
const ACCEPT_ENCODING = process.env.REPORT_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const GOAL_ROWS_PER_SECOND = 150_000;
const GOAL_SHARE = 0.8;
const GOAL_FIRST_BYTE_MS = 1_000;
const GOAL_PEAK_MB = 200;
/** How far the whole report's peak may pass the tenth's and still count as flat. */
const FLAT_MB = 20;

type Run = {
  name: string;
  rows: number;
  bytes: number;
  firstByteMs: number;
  totalMs: number;
  /** The server's resident memory when the download started. */
  startMb: number;
  peakMb: number;
  /** The server's CPU time over the download, every thread (the compressor's included), in ms. */
  cpuMs: number;
};

async function download(
  name: string,
  url: string,
  auth: Record<string, string>,
  body: object,
  pid: number,
): Promise<Run> {
  await resetPeak(pid);
  const startMb = await residentMb(pid);
  const cpuBefore = await cpuMs(pid);
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      ...auth,
      'content-type': 'application/json',
      // As a browser asks: the server then compresses the CSV as it goes, with zstd, the first it
      // picks of these (`fetch` undoes it; MB are the file's own). `identity` for none.
      'accept-encoding': ACCEPT_ENCODING,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body)
    throw new Error(`${name}: ${response.status} ${await response.text()}`);
  let firstByteMs = 0;
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of response.body) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.byteLength;
    // Counted by the engine's own search, not byte by byte in JavaScript: the benchmark shares the
    // server's cores, and a loop over 160 MB here would be counted against the server.
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines += 1;
  }
  return {
    name,
    // A CSV's rows are its lines less the header; a workbook's are counted by the database.
    rows: newlines > 0 ? newlines - 1 : 0,
    bytes,
    firstByteMs: Math.round(firstByteMs),
    totalMs: Math.round(performance.now() - started),
    startMb,
    peakMb: await peakMb(pid),
    cpuMs: (await cpuMs(pid)) - cpuBefore,
  };
}

/** The baseline: the report's own cursor, its raw rows straight into bare csv-stringify. */
async function bareCsv(database: DatabaseHandle, filters: object): Promise<Run> {
  const { statement, fields } = createOrdersRepository(database.db).reportStatement(
    orderFiltersSchema.parse(filters),
  );
  // The report's columns, picked from the cursor's rows by position.
  const columns = [
    'number',
    'orderDate',
    'requiredBy',
    'status',
    'userCode',
    'userBusinessName',
    'buyerName',
    'buyerGstin',
    'buyerCity',
    'buyerStateCode',
    'buyerCountryCode',
    'lineCount',
    'quantity',
    'subtotal',
    'tax',
    'amount',
    'currency',
  ].map((name) => fields.indexOf(name as (typeof fields)[number]));
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let firstByteMs = 0;
  let bytes = 0;
  let rows = 0;
  // Each batch stringified at once and handed on as one chunk: the quickest use of the library.
  for await (const batch of database.readCursor(statement, EXPORT_BATCH_SIZE)) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    const text = stringify(
      batch.map((row) => columns.map((index) => row[index] ?? '')),
      { record_delimiter: 'windows' },
    );
    rows += batch.length;
    bytes += Buffer.byteLength(text);
  }
  return {
    name: 'baseline: raw rows → bare csv-stringify, same cursor',
    rows,
    bytes,
    firstByteMs: Math.round(firstByteMs),
    totalMs: Math.round(performance.now() - started),
    startMb: 0,
    peakMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
    cpuMs: (({ user, system }) => Math.round((user + system) / 1000))(process.cpuUsage(cpuBefore)),
  };
}

const rowsPerSecond = (run: Run) => Math.round(run.rows / (run.totalMs / 1000));

const all = {};
const data = await openGeneratedData({
  before: async ({ client, database }) => {
    const [tenth] = (
      await client.query(
        `select order_date::text as "from", (select count(*) from b2b_orders o where o.order_date >= b.order_date)::int as rows
         from (select order_date from b2b_orders order by order_date desc offset (select count(*) / 10 from b2b_orders) limit 1) b`,
      )
    ).rows;
    return {
      tenth: tenth as { from: string; rows: number },
      baseline: await bareCsv(database, all),
    };
  },
});
try {
  const { server, auth } = data;
  const { tenth, baseline } = data.prepared;
  const url = `${server.url}/api/v1/admin/reports/download-b2b-order-report`;
  const newest = { from: tenth.from };
  // The tenth before the whole, on one server: V8 does not hand back memory it has grown to,
  // so the whole's peak beside the tenth's shows whether memory grows with the rows read.
  const tenthThenAll = async (format: 'csv' | 'xlsx') => {
    const label = format.toUpperCase();
    const part = await download(
      `${label}, the newest tenth (from ${tenth.from})`,
      url,
      auth,
      { reportName: 'Tenth', filters: newest, format },
      server.pid,
    );
    const whole = await download(
      `${label}, every order`,
      url,
      auth,
      { reportName: 'All', filters: all, format },
      server.pid,
    );
    return [part, whole] as const;
  };
  const [csvTenth, csvAll] = await tenthThenAll('csv');
  const [xlsxTenth, xlsxAll] = await tenthThenAll('xlsx');
  // A workbook is zipped: its rows are the ones the same filters give as CSV.
  xlsxAll.rows = baseline.rows;
  xlsxTenth.rows = tenth.rows;
  const runs: Run[] = [baseline, csvTenth, csvAll, xlsxTenth, xlsxAll];

  console.log(`\nB2B order report over ${data.describe}; one download at a time, 127.0.0.1`);
  const width = Math.max(...runs.map((run) => run.name.length)) + 2;
  const header = [
    'rows',
    'MB',
    'first byte ms',
    'total s',
    'rows/s',
    'of baseline',
    'RSS before',
    'peak RSS MB',
    'CPU s',
  ];
  console.log('report'.padEnd(width), ...header.map((cell) => cell.padStart(13)));
  for (const run of runs) {
    const cells = [
      run.rows.toLocaleString('en'),
      (run.bytes / 1024 / 1024).toFixed(1),
      run.firstByteMs,
      (run.totalMs / 1000).toFixed(1),
      rowsPerSecond(run).toLocaleString('en'),
      `${Math.round((rowsPerSecond(run) / rowsPerSecond(baseline)) * 100)}%`,
      run.startMb,
      run.peakMb,
      (run.cpuMs / 1000).toFixed(1),
    ];
    console.log(run.name.padEnd(width), ...cells.map((cell) => String(cell).padStart(13)));
  }
  {
    const short: string[] = [];
    if (csvAll.rows !== baseline.rows)
      short.push(`the CSV has ${csvAll.rows} rows, the baseline ${baseline.rows}`);
    if (rowsPerSecond(csvAll) < GOAL_ROWS_PER_SECOND)
      short.push(`CSV at ${rowsPerSecond(csvAll)} rows/s`);
    if (rowsPerSecond(csvAll) < GOAL_SHARE * rowsPerSecond(baseline))
      short.push('CSV under 80% of the baseline');
    if (csvAll.firstByteMs > GOAL_FIRST_BYTE_MS)
      short.push(`first byte after ${csvAll.firstByteMs} ms`);
    if (csvAll.peakMb > GOAL_PEAK_MB || xlsxAll.peakMb > GOAL_PEAK_MB)
      short.push('peak memory over 200 MB');
    // Flat: a tenth of the rows and all of them reach the same peak, give or take the noise.
    // The CSV only: it runs first, and V8 keeps what it has grown to, so the workbooks' peaks
    // after it say nothing of their own.
    if (csvAll.peakMb - csvTenth.peakMb > FLAT_MB) {
      short.push(`CSV memory grows with the rows (${csvTenth.peakMb} → ${csvAll.peakMb} MB)`);
    }
    console.log(
      short.length === 0
        ? `\nEvery goal is met: ≥ ${GOAL_ROWS_PER_SECOND.toLocaleString('en')} rows/s, ≥ ${GOAL_SHARE * 100}% of the baseline, first byte ≤ ${GOAL_FIRST_BYTE_MS} ms, peak ≤ ${GOAL_PEAK_MB} MB. Peak memory at a tenth and at all rows: CSV ${csvTenth.peakMb} / ${csvAll.peakMb} MB, XLSX ${xlsxTenth.peakMb} / ${xlsxAll.peakMb} MB.`
        : `\nShort of the goals: ${short.join('; ')}`,
    );
  }
} finally {
  await data.close();
}
