import autocannon from 'autocannon';

// Load on 127.0.0.1 only, bounded in time: DURATION seconds per target.
export const durationSeconds = Number(process.env.DURATION ?? 5);
export const connections = Number(process.env.CONNECTIONS ?? 10);

export type Figures = {
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

function figures(name: string, times: number[], seconds: number, errors: number): Figures {
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    name,
    requestsPerSecond: Math.round(times.length / seconds),
    p50: round(percentile(times, 0.5)),
    p95: round(percentile(times, 0.95)),
    p99: round(percentile(times, 0.99)),
    errors,
  };
}

/**
 * Requests per second and latency of one URL, after a one-second warm-up that is not counted.
 * Every response's time is kept and sorted: autocannon's summary has p90 and p97.5 but no p95.
 */
export async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  options: { connections?: number } = {},
): Promise<Figures> {
  const load = { url, headers, connections: options.connections ?? connections };
  await autocannon({ ...load, duration: 1 });
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...load, duration: durationSeconds }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  return figures(name, times, result.duration, result.errors + result.non2xx);
}

/**
 * The same measure of any work (a database driver's queries, say): `workers` at once, each
 * starting its next run as its last one ends, for DURATION seconds after a one-second warm-up.
 */
export async function measureWork(
  name: string,
  work: () => Promise<unknown>,
  workers: number,
): Promise<Figures> {
  const run = async (seconds: number, times: number[]) => {
    let errors = 0;
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (performance.now() < until) {
          const started = performance.now();
          try {
            await work();
            times.push(performance.now() - started);
          } catch {
            errors += 1;
          }
        }
      }),
    );
    return errors;
  };
  await run(1, []);
  const times: number[] = [];
  const started = performance.now();
  const errors = await run(durationSeconds, times);
  return figures(name, times, (performance.now() - started) / 1000, errors);
}

/**
 * Prints the figures as a table, each against the first row (the baseline of the same run) or,
 * for a row naming one, against its own baseline row.
 */
export function printTable(
  title: string,
  rows: Array<Figures & { baseline?: Figures }>,
  load = `${connections} connections`,
) {
  const floor = rows[0]?.requestsPerSecond || 1;
  const width = Math.max(...rows.map((row) => row.name.length)) + 2;
  console.log(`\n${title}; ${load}, ${durationSeconds} s each, 127.0.0.1`);
  const header = ['req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'of baseline', 'errors'];
  console.log('target'.padEnd(width), ...header.map((cell) => cell.padStart(11)));
  for (const row of rows) {
    const base = row.baseline?.requestsPerSecond || floor;
    const share = `${Math.round((row.requestsPerSecond / base) * 100)}%`;
    const cells = [row.requestsPerSecond, row.p50, row.p95, row.p99, share, row.errors];
    console.log(row.name.padEnd(width), ...cells.map((cell) => String(cell).padStart(11)));
  }
}
