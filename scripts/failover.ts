import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startNginx } from '../apps/server/src/test/nginx.ts';
import { depotServerFile, type RunningServer, startProcess } from '../bench/src/start-server.ts';

// Two Depot servers on one PostgreSQL behind nginx, under a stream of writes and reads through
// nginx; one server is killed with SIGKILL halfway. Passes when no acknowledged write is lost,
// the session signed in before the kill carries on (its access token, then a refresh of its
// cookie) on the server left, and the load is served again once nginx has stopped sending to
// the dead one. Run through `npm run failover`, which provides PostgreSQL and nginx.

const ADMIN = { email: 'failover@depot.local', password: 'failover passphrase of some length' };
const SECONDS_BEFORE_KILL = Number(process.env.BEFORE_KILL ?? 5);
const SECONDS_AFTER_KILL = Number(process.env.AFTER_KILL ?? 10);
const WRITERS = 8;
const READERS = 8;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set: run through npm run failover');

function portOf(server: RunningServer): string {
  return new URL(server.url).port;
}

type Session = { accessToken: string; cookie: string; csrfToken: string };

async function signIn(url: string): Promise<Session> {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`signing in answered ${response.status}`);
  return sessionOf(response);
}

async function sessionOf(response: Response): Promise<Session> {
  const cookies = Object.fromEntries(
    response.headers.getSetCookie().map((cookie) => {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
  return {
    accessToken: (await response.json()).data.accessToken,
    cookie: `refresh_token=${cookies.refresh_token}; csrf_secret=${cookies.csrf_secret}; X-CSRF-Token=${cookies['X-CSRF-Token']}`,
    csrfToken: cookies['X-CSRF-Token'] ?? '',
  };
}

type Tally = { acknowledged: string[]; statuses: Map<string, number>; failed: number };

function count(tally: Tally, key: string) {
  tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
}

async function main() {
  const work = await mkdtemp(path.join(tmpdir(), 'depot-failover-'));
  const servers: RunningServer[] = [];
  let nginx: { url: string; stop: () => void } | null = null;
  try {
    const env = {
      DATABASE_URL: databaseUrl ?? '',
      // One key for both, so that a token one server signed is good on the other.
      JWT_SECRET: randomBytes(32).toString('base64url'),
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    for (const name of ['a', 'b']) {
      await mkdir(path.join(work, name));
      servers.push(
        await startProcess(
          [depotServerFile],
          { ...env, DATA_DIR: path.join(work, name) },
          /running at (http:\/\/\S+)/,
        ),
      );
    }
    // The scripted person signs in with a password alone, as the benchmarks do.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('update organization set require_second_factor = false');
    const [victim, survivor] = servers as [RunningServer, RunningServer];
    nginx = await startNginx(
      work,
      servers.map((server) => portOf(server)),
      await freePort(),
    );
    console.log(
      `Two servers (${victim.url}, ${survivor.url}) behind nginx at ${nginx.url}, on one PostgreSQL.`,
    );

    const session = await signIn(nginx.url);
    const auth = { authorization: `Bearer ${session.accessToken}` };
    const writes: Tally = { acknowledged: [], statuses: new Map(), failed: 0 };
    const reads: Tally = { acknowledged: [], statuses: new Map(), failed: 0 };
    const afterKill: Tally = { acknowledged: [], statuses: new Map(), failed: 0 };
    let killedAt = 0;
    let next = 0;
    let running = true;
    const base = nginx.url;
    const writer = async () => {
      while (running) {
        const code = `FO-${++next}`;
        const tally = killedAt ? afterKill : writes;
        try {
          const response = await fetch(`${base}/api/v1/admin/zones`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ code, name: `Zone ${code}`, coverage: [{ countryCode: 'IN' }] }),
          });
          await response.arrayBuffer();
          count(tally, `POST ${response.status}`);
          if (response.status === 201) writes.acknowledged.push(code);
        } catch {
          tally.failed++;
        }
      }
    };
    const reader = async () => {
      while (running) {
        const tally = killedAt ? afterKill : reads;
        try {
          const response = await fetch(`${base}/api/v1/admin/zones?sort=-updatedAt`, {
            headers: auth,
          });
          await response.arrayBuffer();
          count(tally, `GET ${response.status}`);
        } catch {
          tally.failed++;
        }
      }
    };
    const load = Promise.all([
      ...Array.from({ length: WRITERS }, writer),
      ...Array.from({ length: READERS }, reader),
    ]);
    await new Promise((resolve) => setTimeout(resolve, SECONDS_BEFORE_KILL * 1000));
    await victim.kill();
    killedAt = Date.now();
    console.log(`Killed ${victim.url} with SIGKILL after ${SECONDS_BEFORE_KILL} s of load.`);
    await new Promise((resolve) => setTimeout(resolve, SECONDS_AFTER_KILL * 1000));
    running = false;
    await load;

    // Every acknowledged write, read back through nginx from the server left.
    const stored = new Set(
      (
        await client.query<{ code: string }>("select code from zones where code like 'FO-%'")
      ).rows.map((row) => row.code),
    );
    const audited = Number(
      (
        await client.query<{ count: string }>(
          "select count(*) from audit_log where entity = 'zone' and entity_id like 'FO-%'",
        )
      ).rows[0]?.count,
    );
    await client.end();
    const lost = writes.acknowledged.filter((code) => !stored.has(code));
    const stillSignedIn = await fetch(`${base}/api/v1/admin/zones?pageSize=1`, { headers: auth });
    const refreshed = await fetch(`${base}/api/v1/auth/refresh`, {
      method: 'POST',
      headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken },
    });

    const show = (tally: Tally) =>
      [...tally.statuses].map(([key, n]) => `${key} × ${n}`).join(', ') +
      (tally.failed ? `, no answer × ${tally.failed}` : '');
    console.log(`Requests sent before the kill: ${show(writes)}; ${show(reads)}.`);
    console.log(`Requests sent after it: ${show(afterKill)}.`);
    console.log(
      `Acknowledged writes: ${writes.acknowledged.length}; stored: ${stored.size} (audit entries ${audited}); lost: ${lost.length}${lost.length ? ` (${lost.slice(0, 10).join(', ')}…)` : ''}.`,
    );
    console.log(
      `The session signed in before the kill: its token answered ${stillSignedIn.status} on the server left, its refresh ${refreshed.status}.`,
    );
    const afterKillServed = [...afterKill.statuses]
      .filter(([key]) => /^(GET 200|POST 201)$/.test(key))
      .reduce((sum, [, n]) => sum + n, 0);
    const problems = [
      ...(lost.length ? [`${lost.length} acknowledged writes lost`] : []),
      ...(audited !== stored.size ? [`${stored.size} zones but ${audited} audit entries`] : []),
      ...(stillSignedIn.status !== 200 ? ['the access token stopped working'] : []),
      ...(refreshed.status !== 200 ? ['the session could not be refreshed'] : []),
      ...(afterKillServed === 0 ? ['nothing was served after the kill'] : []),
    ];
    if (problems.length) {
      console.error(`FAILED: ${problems.join('; ')}.`);
      process.exitCode = 1;
    } else {
      console.log(
        'Passed: no acknowledged write lost, the session carried on on the other server.',
      );
    }
  } finally {
    nginx?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await rm(work, { recursive: true, force: true });
  }
}

await main();
