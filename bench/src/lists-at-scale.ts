import { orderListQuerySchema } from '@depot/contracts/orders';
import { shipmentListQuerySchema } from '@depot/contracts/shipments';
import { userListQuerySchema } from '@depot/contracts/users';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/client.ts';
import { createAuthRepository } from '../../apps/server/src/modules/auth/auth.repository.ts';
import { createOrdersRepository } from '../../apps/server/src/modules/orders/orders.repository.ts';
import { createShipmentsRepository } from '../../apps/server/src/modules/shipments/shipments.repository.ts';
import { createUsersRepository } from '../../apps/server/src/modules/users/users.repository.ts';
import { openGeneratedData } from './at-scale.ts';
import { type Figures, measure, measureWork, printTable } from './load.ts';

// The users, orders and shipments lists over the generated data set, each filtered and sorted,
// at 50 connections, beside the raw driver running the very SQL the server runs for that
// request (the session's lookup, then the page and its total) at the same concurrency, each
// prepared by name where the server prepares it; then the deepest page of a million orders,
// reached by its cursor, beside page 1. Run it after `bench:generate` into the same database,
// or alone on an empty one: `bash scripts/pg-temp.sh npm run bench:lists`. Load stays on
// 127.0.0.1.

const LIST_CONNECTIONS = 50;
/** Goals: at least this share of the raw driver's throughput, and p99 at most this. */
const GOAL_SHARE = 0.7;
const GOAL_P99_MS = 25;

/** A statement as the driver is handed it: a name when the server prepares it once per connection. */
type Statement = { text: string; values: unknown[]; name?: string };

/**
 * The SQL a list's page costs the server, as its repository issues it: each statement the
 * page runs, in order, caught on its way into the driver on a connection of our own.
 */
async function statementsOf(
  databaseUrl: string,
  read: (db: Database) => Promise<unknown>,
): Promise<Statement[]> {
  const caught: Statement[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown[]) => unknown;
  pool.query = ((config: pg.QueryConfig, values?: unknown[]) => {
    caught.push({
      text: config.text,
      values: values ?? [],
      ...(config.name ? { name: config.name } : {}),
    });
    return query(config, values);
  }) as typeof pool.query;
  try {
    await read(drizzle(pool));
    return caught;
  } finally {
    await pool.end();
  }
}

/**
 * Runs a statement as the server does: by its name when it has one, its rows as arrays (the
 * server maps them to objects itself).
 */
const run = (pool: pg.Pool, statement: Statement) => pool.query({ ...statement, rowMode: 'array' });

/**
 * The raw driver's run of a page's statements, as the server runs them: the page's rows beside
 * its count, and the planner's estimate after the count when the list is long.
 */
function rawPage(pool: pg.Pool, session: Statement[], statements: Statement[]) {
  const [rows, count, ...rest] = statements;
  if (!rows || !count) throw new Error('a page runs its rows and its count');
  return async () => {
    // Every request first finds its session live, as the server does before any answer.
    for (const statement of session) await run(pool, statement);
    await Promise.all([
      run(pool, rows),
      (async () => {
        await run(pool, count);
        for (const statement of rest) await run(pool, statement);
      })(),
    ]);
  };
}

const databaseUrl = process.env.DATABASE_URL ?? '';
const data = await openGeneratedData();
// As many connections as the server's pool: the same SQL at the same concurrency.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
try {
  const { server, auth } = data;
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

  // The token's subject and session, for the lookup every authenticated request makes.
  const claims = JSON.parse(
    Buffer.from((auth.authorization ?? '').split('.')[1] ?? '', 'base64url').toString(),
  );
  const session = await statementsOf(databaseUrl, (db) =>
    createAuthRepository(db).findLiveSession(claims.sid, Number(claims.sub)),
  );
  const rows: Array<Figures & { baseline?: Figures }> = [];
  const failed: string[] = [];
  for (const list of lists) {
    const statements = await statementsOf(databaseUrl, list.read);
    const baseline = await measureWork(
      `  raw driver, same ${session.length + statements.length} statements`,
      rawPage(pool, session, statements),
      LIST_CONNECTIONS,
    );
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
  await pool.end();
  await data.close();
}
