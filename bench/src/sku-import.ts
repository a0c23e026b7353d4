import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ImportResult } from '@depot/contracts/import';
import { type SkuImportRow, skuImport } from '@depot/contracts/sku-import';
import { earlierSkusOf } from '../../apps/web/src/features/skus/components/earlier-skus.ts';
import { startConsoleSignedIn } from './start-server.ts';

// A file of 100 000 SKUs (ROWS to change it) imported as the console sends it: in parts of
// 10 000 rows, each checked (a dry run, told of the parts above it), then each imported, one
// after another, a tenth of the rows bundles of SKUs made in earlier parts. Printed: the time of
// the check and of the import, the server's peak memory over each beside its memory at rest,
// and a list request's time while the import runs beside the same request at rest: the
// embedded database is held a batch at a time, so the list waits a batch, not the import.
// `npm run bench:sku-import` on the embedded database in a directory of its own.

const ROWS = Number(process.env.ROWS ?? 100_000);
const LIST_SAMPLES = 20;

async function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
}
/** Starts the peak over from the memory in use now (Linux ≥ 4.0). */
const resetPeak = (pid: number) => writeFile(`/proc/${pid}/clear_refs`, '5');

const percentile = (times: number[], share: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
};

const dataDir = await mkdtemp(path.join(tmpdir(), 'depot-sku-import-'));
const { server, tokens } = await startConsoleSignedIn(dataDir, 'bench-import-password-5678');
const headers = { authorization: `Bearer ${tokens.accessToken}` };
try {
  const api = async (method: string, route: string, body?: object) => {
    const response = await fetch(`${server.url}/api/v1/admin/${route}`, {
      method,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json();
    if (!response.ok)
      throw new Error(
        `${method} ${route}: ${response.status} ${JSON.stringify(json).slice(0, 500)}`,
      );
    return json.data;
  };
  const [client] = (await api('GET', 'users?status=active&pageSize=1')).items;
  const prefix = `B${Date.now().toString(36).toUpperCase()}`;
  const rows: SkuImportRow[] = Array.from({ length: ROWS }, (_, index) => {
    const line = index + 2;
    const code = `${prefix}-${index}`;
    const base = {
      line,
      client: client.code,
      code,
      product: `Bench product ${Math.floor(index / 10)}`,
      name: `Bench SKU ${index}`,
      unit: 'Each',
      mrp: '199.00',
    };
    // Every tenth, past the first part, a bundle of two SKUs of the parts above it.
    return index >= skuImport.maxRows && index % 10 === 0
      ? {
          ...base,
          kind: 'Bundle',
          components: `${prefix}-${index - 9_999} × 2; ${prefix}-${index - 9_998}`,
        }
      : { ...base, barcodes: `${prefix}/${index}` };
  });
  const parts = Array.from({ length: Math.ceil(ROWS / skuImport.maxRows) }, (_, index) =>
    rows.slice(index * skuImport.maxRows, (index + 1) * skuImport.maxRows),
  );

  /** A list page's time, `LIST_SAMPLES` times a quarter second apart, while `during` runs. */
  const listTimes = async (running: () => boolean) => {
    const times: number[] = [];
    while (times.length < LIST_SAMPLES || running()) {
      const started = performance.now();
      await api('GET', 'skus?pageSize=25');
      times.push(performance.now() - started);
      if (!running() && times.length >= LIST_SAMPLES) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return times;
  };

  const restMb = await statusMb(server.pid, 'VmRSS');
  const atRest = await listTimes(() => false);

  const run = async (dryRun: boolean) => {
    await resetPeak(server.pid);
    const started = performance.now();
    let done = false;
    const during = listTimes(() => !done);
    const results: ImportResult[] = [];
    const rejected = new Set<number>();
    let before = 0;
    for (const part of parts) {
      const earlier =
        dryRun && before > 0 ? earlierSkusOf(part, rows.slice(0, before), rejected) : [];
      const result: ImportResult = await api('POST', 'skus/import', {
        rows: part,
        dryRun,
        earlier,
      });
      for (const row of result.rejectedRows) rejected.add(row.row);
      results.push(result);
      before += part.length;
    }
    done = true;
    const seconds = (performance.now() - started) / 1000;
    return {
      seconds,
      peakMb: await statusMb(server.pid, 'VmHWM'),
      problems: results.reduce((sum, result) => sum + result.problemCount, 0),
      created: results.reduce((sum, result) => sum + result.created, 0),
      list: await during,
    };
  };

  const checked = await run(true);
  if (checked.problems > 0) throw new Error(`the check found ${checked.problems} problems`);
  const imported = await run(false);
  if (imported.created !== ROWS) throw new Error(`${imported.created} of ${ROWS} imported`);

  const ms = (times: number[]) =>
    `p50 ${percentile(times, 0.5)} ms, p95 ${percentile(times, 0.95)} ms`;
  console.log(
    `\nSKU import of ${ROWS.toLocaleString('en')} rows in ${parts.length} parts (embedded database)`,
  );
  console.log(`  baseline   server at rest: ${restMb} MB; a list page: ${ms(atRest)}`);
  console.log(
    `  check      ${checked.seconds.toFixed(1)} s (${Math.round(ROWS / checked.seconds)} rows/s), peak ${checked.peakMb} MB; a list page meanwhile: ${ms(checked.list)}`,
  );
  console.log(
    `  import     ${imported.seconds.toFixed(1)} s (${Math.round(ROWS / imported.seconds)} rows/s), peak ${imported.peakMb} MB; a list page meanwhile: ${ms(imported.list)}`,
  );
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
