import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '../../apps/server/src/lib/passwords.ts';
import { openGeneratedData } from './at-scale.ts';
import { type Figures, measure, measureWork, printTable } from './load.ts';
import { depotServerFile, startProcess } from './start-server.ts';

// Signing in with a password and the mailed code, 20 people at once, against the health check
// of the same server as the baseline; then the server's cold start on the existing database
// (the generated data set: migrations already applied, nothing to seed) until it serves, beside
// a bare Node process starting and exiting. Run it after `bench:generate`, or alone on an empty
// database: `bash scripts/pg-temp.sh npm run bench:sign-in`, or `DATA_DIR=/tmp/depot-bench npm
// run bench:sign-in` on the embedded database. Everything stays on 127.0.0.1.

const PEOPLE = 20;
const GOAL_P95_MS = 100;
const GOAL_COLD_START_MS = 3_000;
const PASSWORD = 'bench-sign-in-password-5678';

// Twenty members who sign in with a code, each a worker of their own, so that the next code
// the log shows for an address is that worker's.
const emails = Array.from({ length: PEOPLE }, (_, i) => `signin-${i + 1}@bench.test`);
const data = await openGeneratedData({
  before: async ({ client }) => {
    await client.query(
      `insert into team_members (employee_id, full_name, email, role_id, status, password_hash, require_second_factor)
       select 'EMP-' || (90000 + n), 'Bench Person ' || n, e, (select id from roles order by id limit 1), 'active', $2, true
       from unnest($1::text[]) with ordinality as t(e, n)
       on conflict do nothing`,
      [emails, await hashPassword(PASSWORD)],
    );
  },
});
try {
  const { server, auth } = data;
  const post = (path: string, body: object) =>
    fetch(`${server.url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  // Each sign-in takes a person nobody is signing in as, so the next code mailed to them is its own.
  const free = [...emails];
  const signIn = async () => {
    const email = free.pop();
    if (!email) throw new Error('more sign-ins at once than people');
    try {
      // The code arrives by mail; without SMTP the server logs it, as a person would read it.
      // Waiting on the log as it comes keeps the benchmark off the cores the server needs.
      const mailed = server.nextLine((line) =>
        line.includes(`"to":"${email}"`) ? /code (\d{6})/.exec(line)?.[1] : undefined,
      );
      const login = await post('/auth/login', { email, password: PASSWORD });
      if (!login.ok) throw new Error(`login ${login.status}`);
      const { challengeId } = (await login.json()).data;
      const code = await mailed;
      const verified = await post('/auth/verify-otp', { challengeId, code });
      if (!verified.ok) throw new Error(`verify ${verified.status}`);
    } finally {
      free.push(email);
    }
  };

  const results: Figures[] = [
    await measure('baseline: GET /health (1 query)', `${server.url}/api/v1/health`, auth, {
      connections: PEOPLE,
    }),
    await measureWork('sign-in: password, then the code', signIn, PEOPLE),
  ];
  printTable(`Sign-in with ${data.describe}`, results, `${PEOPLE} people at once`);
  const signInFigures = results[1];
  if (signInFigures) {
    console.log(
      signInFigures.p95 <= GOAL_P95_MS
        ? `\nSign-in is within ${GOAL_P95_MS} ms at p95 (${signInFigures.p95} ms).`
        : `\nSign-in takes ${signInFigures.p95} ms at p95, over the ${GOAL_P95_MS} ms goal.`,
    );
  }

  // Cold start: another server process on the same database, from spawn to its first answer.
  // The embedded database has one owner at a time: there, the first server stops before.
  if (data.engine.kind === 'pglite') await data.stopServer();
  const coldStarts: number[] = [];
  const bareStarts: number[] = [];
  for (let run = 0; run < 3; run++) {
    let started = performance.now();
    execFileSync(process.execPath, ['-e', '']);
    bareStarts.push(performance.now() - started);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'depot-cold-start-'));
    started = performance.now();
    const second = await startProcess(
      [depotServerFile],
      {
        ...data.serverEnv(dataDir),
        PORT: '0',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      /running at (http:\/\/\S+)/,
    );
    const health = await fetch(`${second.url}/api/v1/health`);
    coldStarts.push(performance.now() - started);
    if (!health.ok) throw new Error(`health ${health.status}`);
    await second.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[1] ?? 0);
  console.log(
    `\nCold start on the existing database, to the first answer of /health: ${coldStarts.map(Math.round).join(' / ')} ms (median ${median(coldStarts)} ms, goal ${GOAL_COLD_START_MS} ms); a bare Node process starting: ${bareStarts.map(Math.round).join(' / ')} ms (median ${median(bareStarts)} ms).`,
  );
} finally {
  await data.close();
}
