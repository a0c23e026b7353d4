import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { measure, printTable } from './load.ts';
import { depotServerFile, type RunningServer, startProcess } from './start-server.ts';

// Lists over a million audit entries on PostgreSQL, against the same server's health check
// (one trivial query) as the baseline measured in the same run. Run it under a throwaway
// PostgreSQL: `bash scripts/pg-temp.sh npm run bench:audit`. Load stays on 127.0.0.1.
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set: run under scripts/pg-temp.sh');
const rows = Number(process.env.ROWS ?? 1_000_000);
const password = 'bench-password-1234';

async function fillAuditLog(client: pg.Client) {
  const started = performance.now();
  // Spread over two years, eleven actors and three kinds of record, like a busy operator.
  await client.query(
    `insert into audit_log (actor_member_id, action, entity, entity_id, before, after, ip, at)
     select 1 + (i % 11),
            (array['create','update','delete','status'])[1 + (i % 4)],
            (array['team-member','role','member-settings'])[1 + (i % 3)],
            'EMP-' || lpad((1 + (i % 500))::text, 4, '0'),
            jsonb_build_object('designation', 'before ' || i),
            jsonb_build_object('designation', 'after ' || i),
            '10.0.' || (i % 250) || '.' || (i % 200),
            now() - (i * interval '63 seconds')
     from generate_series(1, $1) as i`,
    [rows],
  );
  // As autovacuum would have by then: statistics and the visibility map for index-only scans.
  await client.query('vacuum analyze audit_log');
  return Math.round(performance.now() - started);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'depot-bench-'));
let server: RunningServer | null = null;
const client = new pg.Client({ connectionString: databaseUrl });
try {
  server = await startProcess(
    [depotServerFile],
    {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'bench@depot.test',
      ADMIN_PASSWORD: password,
    },
    /running at (http:\/\/\S+)/,
  );
  await client.connect();
  await client.query('update organization set require_second_factor = false');
  const fillMs = await fillAuditLog(client);
  const login = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@depot.test', password }),
  });
  const token: string = (await login.json()).data.accessToken;
  const auth = { authorization: `Bearer ${token}` };

  const results = [
    await measure('baseline: GET /health (1 query)', `${server.url}/api/v1/health`, auth),
    await measure(
      'audit list, page 1 of all',
      `${server.url}/api/v1/admin/audit?page=1&pageSize=20`,
      auth,
    ),
    await measure(
      'audit list, page 500 of all',
      `${server.url}/api/v1/admin/audit?page=500&pageSize=20`,
      auth,
    ),
    await measure(
      'audit list, one actor + entity',
      `${server.url}/api/v1/admin/audit?actor=EMP-0003&entity=role`,
      auth,
    ),
    await measure(
      'History of one team member',
      `${server.url}/api/v1/admin/team/EMP-0002/history`,
      auth,
    ),
    await measure(
      'team list, search + sort',
      `${server.url}/api/v1/admin/team?q=an&sort=-joinedAt`,
      auth,
    ),
  ];
  printTable(`${rows.toLocaleString('en')} audit entries (filled in ${fillMs} ms)`, results);
} finally {
  await client.end().catch(() => {});
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
