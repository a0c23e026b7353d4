import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, printTable } from './load.ts';
import { depotServerFile, type RunningServer, startProcess } from './start-server.ts';

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
  printTable('Health check against a bare node:http server', rows);
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await rm(dataDir, { recursive: true, force: true });
}
