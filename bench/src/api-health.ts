import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { depotServerFile, type RunningServer, startProcess } from './start-server.ts';

// Load on 127.0.0.1 only, bounded in time: DURATION seconds per target.
const durationSeconds = Number(process.env.DURATION ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 10);

type Figures = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
};

async function measure(name: string, url: string): Promise<Figures> {
  // A short warm-up so JIT and connection set-up do not count.
  await autocannon({ url, connections, duration: 1 });
  const result = await autocannon({ url, connections, duration: durationSeconds });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'depot-bench-'));
const servers: RunningServer[] = [];
try {
  const baselineFile = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    'baseline-server.ts',
  );
  const baseline = await startProcess([baselineFile], {}, /listening at (http:\/\/\S+)/);
  servers.push(baseline);
  const depot = await startProcess(
    [depotServerFile],
    {
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'bench-password-123',
    },
    /running at (http:\/\/\S+)/,
  );
  servers.push(depot);

  const rows = [
    await measure('baseline: node:http, fixed JSON', baseline.url),
    await measure('GET /api/v1/health (PGlite round trip)', `${depot.url}/api/v1/health`),
  ];
  const floor = rows[0]?.requestsPerSecond ?? 1;
  console.log(`\n${connections} connections, ${durationSeconds} s each, 127.0.0.1`);
  console.log(
    'target'.padEnd(42),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'of baseline'.padStart(12),
    'errors'.padStart(7),
  );
  for (const row of rows) {
    const share = `${Math.round((row.requestsPerSecond / floor) * 100)}%`;
    console.log(
      row.name.padEnd(42),
      String(row.requestsPerSecond).padStart(8),
      String(row.p50).padStart(8),
      String(row.p99).padStart(8),
      share.padStart(12),
      String(row.errors).padStart(7),
    );
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await rm(dataDir, { recursive: true, force: true });
}
