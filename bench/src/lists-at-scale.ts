import { orderListQuerySchema } from '@depot/contracts/orders';
import { shipmentListQuerySchema } from '@depot/contracts/shipments';
import { userListQuerySchema } from '@depot/contracts/users';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { createAuthRepository } from '../../apps/server/src/modules/auth/auth.repository.ts';
import { createOrdersRepository } from '../../apps/server/src/modules/orders/orders.repository.ts';
import { createShipmentsRepository } from '../../apps/server/src/modules/shipments/shipments.repository.ts';
import { createUsersRepository } from '../../apps/server/src/modules/users/users.repository.ts';
import { openGeneratedData } from './at-scale.ts';
import { type BenchEngine, driverOf } from './engine.ts';
import { benchAdmin } from './generate-lib.ts';
import { type Figures, measure, measureWork, printTable } from './load.ts';

// The users, orders and shipments lists over the generated data set, each filtered and sorted,
// at 50 connections, beside the raw driver running the very SQL the server runs for that
// request (the session's lookup, then the page and its total) at the same concurrency, on the
// app's own connection (a pool as large as the server's on PostgreSQL, prepared by name where
// the server prepares; the one session of the embedded database); then the deepest page of a
// million orders, reached by its cursor, beside page 1. Run it after `bench:generate` into the
// same database, or alone on an empty one: `bash scripts/pg-temp.sh npm run bench:lists`, or
// `DATA_DIR=/tmp/depot-bench npm run bench:lists` on the embedded database. The raw driver's
// runs come first, before the server holds the database. Load stays on 127.0.0.1.

const LIST_CONNECTIONS = 50;
/** Goals: at least this share of the raw driver's throughput, and p99 at most this. */
const GOAL_SHARE = 0.7;
const GOAL_P99_MS = 25;

/** A statement as the driver is handed it: a name when the server prepares it once per connection. */
type Statement = { text: string; values: unknown[]; name?: string };

/**
 * The SQL a list's page costs the server, as its repository issues it: each statement the
 * page runs, in order, caught on its way into the driver.
 */
async function statementsOf(
  engine: BenchEngine,
  database: DatabaseHandle,
  read: (db: Database) => Promise<unknown>,
): Promise<Statement[]> {
  const caught: Statement[] = [];
  const driver = driverOf(database) as unknown as {
    query: (first: unknown, values?: unknown[], ...rest: unknown[]) => unknown;
  };
  const query = driver.query;
  driver.query = (first: unknown, values?: unknown[], ...rest: unknown[]) => {
    // pg is handed a config ({ text, name }), PGlite the text itself.
    const config = (engine.kind === 'postgres' ? first : { text: first }) as pg.QueryConfig;
    caught.push({
      text: config.text,
      values: values ?? [],
      ...(config.name ? { name: config.name } : {}),
    });
    return query.call(driver, first, values, ...rest);
  };
  try {
    await read(database.db);
    return caught;
  } finally {
    driver.query = query;
  }
}

/**
 * Runs a statement as the server does: by its name when it has one, its rows as arrays (the
 * server maps them to objects itself).
 */
function runner(engine: BenchEngine, database: DatabaseHandle) {
  const driver = driverOf(database);
  return engine.kind === 'postgres'
    ? (statement: Statement) => (driver as pg.Pool).query({ ...statement, rowMode: 'array' })
    : (statement: Statement) =>
        (driver as PGlite).query(statement.text, statement.values, { rowMode: 'array' });
}

/**
 * The raw driver's run of a page's statements, as the server runs them: the page's rows beside
 * its count, and the planner's estimate after the count when the list is long.
 */
function rawPage(
  run: (statement: Statement) => Promise<unknown>,
  session: Statement[],
  statements: Statement[],
) {
  const [rows, count, ...rest] = statements;
  if (!rows || !count) throw new Error('a page runs its rows and its count');
  return async () => {
    // Every request first finds its session live, as the server does before any answer.
    for (const statement of session) await run(statement);
    await Promise.all([
      run(rows),
      (async () => {
        await run(count);
        for (const statement of rest) await run(statement);
      })(),
    ]);
  };
}

const lists = [
  {
    name: 'users, active, by business name',
    path: '/admin/users?status=active&sort=businessName&pageSize=50',
    read: (db: Database) =>
      createUsersRepository(db).list(
        userListQuerySchema.parse({ status: 'active', sort: 'businessName', pageSize: '50' }),
      ),
  },
  {
    name: 'orders, delivered, newest first',
    path: '/admin/orders?status=delivered&sort=-orderDate&pageSize=50',
    read: (db: Database) =>
      createOrdersRepository(db).list(
        orderListQuerySchema.parse({ status: 'delivered', sort: '-orderDate', pageSize: '50' }),
      ),
  },
  {
    name: 'shipments, dispatched, newest first',
    path: '/admin/shipment?status=dispatched&sort=-createdAt&pageSize=50',
    read: (db: Database) =>
      createShipmentsRepository(db).list(
        shipmentListQuerySchema.parse({
          status: 'dispatched',
          sort: '-createdAt',
          pageSize: '50',
        }),
      ),
  },
];

const data = await openGeneratedData({
  // The raw driver first, on the app's own connection, before the server holds the database.
  before: async ({ engine, database, client }) => {
    // A live session of the bench administrator's, made as signing in makes one, for the lookup
    // every authenticated request makes.
    const [admin] = (
      await client.query('select id from team_members where email = $1', [benchAdmin.email])
    ).rows;
    const auth = createAuthRepository(database.db);
    const memberId = Number(admin?.id);
    const sessionId = await auth.createSession({
      memberId,
      expiresAt: new Date(Date.now() + 3_600_000),
      ip: '127.0.0.1',
      userAgent: 'bench',
    });
    const session = await statementsOf(engine, database, (db) =>
      createAuthRepository(db).findLiveSession(sessionId, memberId),
    );
    const run = runner(engine, database);
    const baselines: Figures[] = [];
    for (const list of lists) {
      const statements = await statementsOf(engine, database, list.read);
      baselines.push(
        await measureWork(
          `  raw driver, same ${session.length + statements.length} statements`,
          rawPage(run, session, statements),
          LIST_CONNECTIONS,
        ),
      );
    }
    return baselines;
  },
});
try {
  const { server, auth } = data;
  const rows: Array<Figures & { baseline?: Figures }> = [];
  const failed: string[] = [];
  for (const [index, list] of lists.entries()) {
    const baseline = data.prepared[index];
    if (!baseline) throw new Error(`no baseline for ${list.name}`);
    const served = await measure(list.name, `${server.url}/api/v1${list.path}`, auth, {
      connections: LIST_CONNECTIONS,
    });
    rows.push(baseline, { ...served, baseline });
    const share = served.requestsPerSecond / (baseline.requestsPerSecond || 1);
    if (share < GOAL_SHARE || served.p99 > GOAL_P99_MS || served.errors > 0) {
      failed.push(`${list.name} (${Math.round(share * 100)}% of raw, p99 ${served.p99} ms)`);
    }
  }
  printTable(`Lists over ${data.describe}`, rows, `${LIST_CONNECTIONS} connections`);
  console.log(
    failed.length === 0
      ? `\nEvery list is at ${GOAL_SHARE * 100}% of the raw driver or more, p99 at most ${GOAL_P99_MS} ms.`
      : `\nShort of ${GOAL_SHARE * 100}% of the raw driver or over ${GOAL_P99_MS} ms at p99: ${failed.join('; ')}`,
  );

  // The deepest page of every order, 50 a page, newest first: its cursor comes from the page
  // before it, asked for once by number (the slow way, which the cursor spares the person).
  const orders = `${server.url}/api/v1/admin/orders?pageSize=50`;
  const first = await (await fetch(orders, { headers: auth })).json();
  const pages = Math.ceil(first.data.total / 50);
  const deep = Math.min(20_000, pages);
  const before = await (await fetch(`${orders}&page=${deep - 1}`, { headers: auth })).json();
  const deepPages = [
    await measure('orders, page 1', orders, auth),
    await measure(
      `orders, page ${deep.toLocaleString('en')} by its cursor`,
      `${orders}&page=${deep}&cursor=${before.data.cursors.next}`,
      auth,
    ),
    await measure(
      `orders, last page (${pages.toLocaleString('en')}) by its cursor`,
      `${orders}&page=${pages}&cursor=${first.data.cursors.last}`,
      auth,
    ),
    await measure(
      `orders, page ${deep.toLocaleString('en')} by number`,
      `${orders}&page=${deep}`,
      auth,
    ),
  ];
  printTable(`Deep pages of ${first.data.total.toLocaleString('en')} orders`, deepPages);
  const [pageOne, byCursor] = deepPages;
  if (pageOne && byCursor) {
    const ratio = pageOne.p50 > 0 ? byCursor.p50 / pageOne.p50 : 0;
    console.log(
      `\nPage ${deep.toLocaleString('en')} by its cursor takes ${ratio.toFixed(2)}× page 1 at p50 (goal: within 2×).`,
    );
  }
} finally {
  await data.close();
}
