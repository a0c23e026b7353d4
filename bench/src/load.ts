import autocannon from 'autocannon';

// Load on 127.0.0.1 only, bounded in time: DURATION seconds per target.
export const durationSeconds = Number(process.env.DURATION ?? 5);
export const connections = Number(process.env.CONNECTIONS ?? 10);

export type Figures = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
};

/** Requests per second and latency of one URL, after a one-second warm-up that is not counted. */
export async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Figures> {
  await autocannon({ url, connections, headers, duration: 1 });
  const result = await autocannon({ url, connections, headers, duration: durationSeconds });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Prints the figures as a table, each against the first row: the baseline of the same run. */
export function printTable(title: string, rows: Figures[]) {
  const floor = rows[0]?.requestsPerSecond || 1;
  const width = Math.max(...rows.map((row) => row.name.length)) + 2;
  console.log(`\n${title}; ${connections} connections, ${durationSeconds} s each, 127.0.0.1`);
  const header = ['req/s', 'p50 ms', 'p99 ms', 'of baseline', 'errors'];
  console.log('target'.padEnd(width), ...header.map((cell) => cell.padStart(11)));
  for (const row of rows) {
    const share = `${Math.round((row.requestsPerSecond / floor) * 100)}%`;
    const cells = [row.requestsPerSecond, row.p50, row.p99, share, row.errors];
    console.log(row.name.padEnd(width), ...cells.map((cell) => String(cell).padStart(11)));
  }
}
