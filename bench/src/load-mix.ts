import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  depotServerFile,
  type RunningServer,
  signInFromLog,
  startProcess,
} from './start-server.ts';

// npm run bench:load: a read/write mix at 500 connections for 60 s, which must be answered
// without an error and with flat memory, then an overload well past that, which the server must
// shed with 503 and Retry-After and come out of by itself. On PostgreSQL when DATABASE_URL is
// set (bash scripts/pg-temp.sh npm run bench:load), on the embedded database otherwise.
// Everything runs on 127.0.0.1 and ends by itself.

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 500);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const OVERLOAD_CONNECTIONS = Number(process.env.OVERLOAD_CONNECTIONS ?? 4000);
const OVERLOAD_SECONDS = Number(process.env.OVERLOAD_SECONDS ?? 20);
const ADMIN = { email: 'load@depot.local', password: 'load passphrase of some length' };

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

let written = 0;
const zoneBody = (prefix: string) =>
  JSON.stringify({
    code: `${prefix}-${++written}`,
    name: `Load zone ${written}`,
    coverage: [{ countryCode: 'IN', stateCodes: ['MH'] }],
  });

/** The mix: three lists (a search, a sort, the audit log) and one write in four requests. */
function mix(token: string, prefix: string): autocannon.Request[] {
  const headers = { authorization: `Bearer ${token}` };
  return [
    { method: 'GET', path: '/api/v1/admin/zones?q=load&sort=-updatedAt&page=2', headers },
    { method: 'GET', path: '/api/v1/admin/team?sort=fullName', headers },
    { method: 'GET', path: '/api/v1/admin/audit?entity=zone', headers },
    {
      method: 'POST',
      path: '/api/v1/admin/zones',
      headers: { ...headers, 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: zoneBody(prefix) }),
    },
  ];
}

type Phase = {
  statuses: Map<number, number>;
  times: number[];
  result: autocannon.Result;
  rss: Array<{ second: number; mb: number }>;
};

async function run(
  server: RunningServer,
  token: string,
  connections: number,
  seconds: number,
  prefix: string,
): Promise<Phase> {
  const statuses = new Map<number, number>();
  const times: number[] = [];
  const rss: Phase['rss'] = [];
  const started = performance.now();
  const sampler = setInterval(async () => {
    rss.push({
      second: Math.round((performance.now() - started) / 1000),
      mb: await residentMb(server.pid),
    });
  }, 1000);
  try {
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: server.url,
          connections,
          duration: seconds,
          timeout: 30,
          requests: mix(token, prefix),
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on('response', (_client, status, _bytes, time) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        times.push(time);
      });
    });
    return { statuses, times, result, rss };
  } finally {
    clearInterval(sampler);
  }
}

function percentile(sorted: number[], share: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0);
}

function describe(phase: Phase, seconds: number): string {
  const sorted = [...phase.times].sort((a, b) => a - b);
  const statuses = [...phase.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status} × ${n}`)
    .join(', ');
  return [
    `${Math.round(sorted.length / seconds)} answers/s (${statuses || 'none'})`,
    `latency p50 ${percentile(sorted, 0.5)} ms, p95 ${percentile(sorted, 0.95)} ms, p99 ${percentile(sorted, 0.99)} ms`,
    `errors ${phase.result.errors}, timeouts ${phase.result.timeouts}`,
  ].join('; ');
}

/** Resident memory of each quarter of the run, as the largest sample in it. */
function quarters(phase: Phase, seconds: number): number[] {
  return [0, 1, 2, 3].map((quarter) =>
    Math.max(
      0,
      ...phase.rss
        .filter(
          (sample) =>
            sample.second > (quarter * seconds) / 4 &&
            sample.second <= ((quarter + 1) * seconds) / 4,
        )
        .map((sample) => sample.mb),
    ),
  );
}

const work = await mkdtemp(path.join(tmpdir(), 'depot-load-'));
let server: RunningServer | null = null;
const problems: string[] = [];
try {
  server = await startProcess(
    [depotServerFile],
    {
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      DATA_DIR: path.join(work, 'data'),
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    /running at (http:\/\/\S+)/,
  );
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database';
  const token = await signInFromLog(server, ADMIN);
  // Something for the lists to page through before the load starts.
  for (let zone = 0; zone < 200; zone++) {
    await fetch(`${server.url}/api/v1/admin/zones`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: zoneBody('LOAD'),
    });
  }
  console.log(`Server on ${engine}, ${await residentMb(server.pid)} MB resident at the start.`);

  console.log(`\nSustained: ${CONNECTIONS} connections for ${SECONDS} s, 3 reads to 1 write …`);
  const sustained = await run(server, token, CONNECTIONS, SECONDS, 'LOAD');
  console.log(describe(sustained, SECONDS));
  const memory = quarters(sustained, SECONDS);
  console.log(`Resident memory, largest in each quarter of the run: ${memory.join(' / ')} MB`);
  const failures =
    sustained.result.errors +
    sustained.result.timeouts +
    [...sustained.statuses].filter(([status]) => status >= 300).reduce((sum, [, n]) => sum + n, 0);
  if (failures > 0) problems.push(`${failures} requests failed under the sustained load`);
  // Flat: the last quarter holds no more than a tenth above the second (the first warms up).
  const [, second = 0, , last = 0] = memory;
  if (last > second * 1.1) problems.push(`memory grew from ${second} MB to ${last} MB`);

  console.log(`\nOverload: ${OVERLOAD_CONNECTIONS} connections for ${OVERLOAD_SECONDS} s …`);
  // A probe beside the load reads the headers autocannon does not keep.
  const shedAnswers: Array<string | null> = [];
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const answer = await fetch(`${server?.url}/api/v1/admin/team`, {
        headers: { authorization: `Bearer ${token}` },
      }).catch(() => null);
      if (answer?.status === 503) shedAnswers.push(answer.headers.get('retry-after'));
      await answer?.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const overload = await run(server, token, OVERLOAD_CONNECTIONS, OVERLOAD_SECONDS, 'OVER');
  probing = false;
  await probe;
  console.log(describe(overload, OVERLOAD_SECONDS));
  console.log(
    `Resident memory, largest in each quarter: ${quarters(overload, OVERLOAD_SECONDS).join(' / ')} MB`,
  );
  console.log(
    `The probe met ${shedAnswers.length} answers of 503, Retry-After: ${[...new Set(shedAnswers)].join(', ') || 'none'}.`,
  );
  const shed = overload.statuses.get(503) ?? 0;
  const otherFailures = [...overload.statuses].filter(
    ([status]) => status >= 300 && status !== 503,
  );
  if (shed === 0) problems.push('the overload was not shed with 503');
  if (shedAnswers.some((retryAfter) => !retryAfter))
    problems.push('a 503 came without Retry-After');
  if (otherFailures.length) {
    problems.push(`the overload met ${otherFailures.map(([s, n]) => `${s} × ${n}`).join(', ')}`);
  }

  const after = await fetch(`${server.url}/api/v1/admin/team`, {
    headers: { authorization: `Bearer ${token}` },
  });
  console.log(
    `\nAfter the overload: the team list answers ${after.status}; the process holds ${await residentMb(server.pid)} MB.`,
  );
  if (after.status !== 200) problems.push(`after the overload the list answered ${after.status}`);
} finally {
  await server?.stop();
  await rm(work, { recursive: true, force: true });
}
if (problems.length) {
  console.error(`\nFAILED: ${problems.join('; ')}.`);
  process.exitCode = 1;
} else {
  console.log(
    '\nPassed: no failure under the sustained load, memory flat, the overload shed with 503 and Retry-After.',
  );
}
