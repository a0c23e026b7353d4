import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { locationListQuerySchema } from '@depot/contracts/locations';
import { orderListQuerySchema } from '@depot/contracts/orders';
import { shipmentListQuerySchema } from '@depot/contracts/shipments';
import { skuListQuerySchema } from '@depot/contracts/skus';
import { userListQuerySchema } from '@depot/contracts/users';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/client.ts';
import { createAuthRepository } from '../../apps/server/src/modules/auth/auth.repository.ts';
import { createOrdersRepository } from '../../apps/server/src/modules/orders/orders.repository.ts';
import { createShipmentsRepository } from '../../apps/server/src/modules/shipments/shipments.repository.ts';
import { createSkusRepository } from '../../apps/server/src/modules/skus/skus.repository.ts';
import { createUsersRepository } from '../../apps/server/src/modules/users/users.repository.ts';
import { createLocationsRepository } from '../../apps/server/src/modules/warehouses/locations.repository.ts';
import { createWarehousesRepository } from '../../apps/server/src/modules/warehouses/warehouses.repository.ts';
import { openGeneratedData } from './at-scale.ts';
import { driverOf } from './engine.ts';
import { benchAdmin } from './generate-lib.ts';
import { pageRunner, type StatementShape } from './list-page.ts';
import { type Figures, measure, measureWork, printTable } from './load.ts';
import { startProcess } from './start-server.ts';
import { replayOn, type Statement, statementsOf } from './statements.ts';

const floorServerFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'list-floor-server.ts',
);

// The users, orders, shipments, SKU and locations lists, a barcode's look-up and a warehouse's
// location tree over the generated data set, each filtered and sorted,
// at 50 connections, beside the raw driver running the very SQL the server runs for that
// request (the session's lookup, then the page and its total), each statement as the server's
// driver is handed it, at the same concurrency: on PostgreSQL on a pool as large as the
// server's, just before each list's server run, and then behind a bare node:http server
// (list-floor-server.ts), which shows what HTTP and JSON alone cost; on the embedded database
// on its one session, before the server takes it (it has one owner). Then the deepest page of
// a million orders, reached by its cursor, beside page 1. Run it after `bench:generate` into
// the same database, or alone on an empty one: `bash scripts/pg-temp.sh npm run bench:lists`,
// or `DATA_DIR=/tmp/depot-bench npm run bench:lists` on the embedded database. Load stays on
// 127.0.0.1.

const LIST_CONNECTIONS = 50;
/** Goals: at least this share of the raw driver's throughput, and p99 at most this. */
const GOAL_SHARE = 0.7;
const GOAL_P99_MS = 25;

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
  {
    name: 'SKUs, active, by code',
    path: '/admin/skus?status=active&sort=code&pageSize=50',
    read: (db: Database) =>
      createSkusRepository(db).list(
        skuListQuerySchema.parse({ status: 'active', sort: 'code', pageSize: '50' }),
      ),
  },
  {
    name: 'SKUs searched by a barcode scanned',
    path: '/admin/skus?q=BN0000123456&pageSize=50',
    read: (db: Database) =>
      createSkusRepository(db).list(
        skuListQuerySchema.parse({ q: 'BN0000123456', pageSize: '50' }),
      ),
  },
  {
    name: 'a barcode looked up at the dock',
    path: '/admin/skus/lookup?code=BN0000123456',
    read: (db: Database) => createSkusRepository(db).lookup('BN0000123456', undefined, 20),
    shape: 'sequence',
  },
  {
    name: 'locations, bins of a warehouse, by code',
    path: '/admin/locations?warehouse=WH-002&kind=bin&sort=code&pageSize=50',
    read: (db: Database) =>
      createLocationsRepository(db).list(
        locationListQuerySchema.parse({
          warehouse: 'WH-002',
          kind: 'bin',
          sort: 'code',
          pageSize: '50',
        }),
      ),
  },
  {
    name: 'a warehouse tree, an aisle with its bins counted',
    path: `/admin/locations/tree?warehouse=WH-002&parent=${encodeURIComponent('LOC-000041')}`,
    read: async (db: Database) => {
      // As the tree's service reads it: the warehouse, the parent, then its children.
      const warehouse = await createWarehousesRepository(db).find('WH-002');
      const parent = await createLocationsRepository(db).findParent('LOC-000041');
      return createLocationsRepository(db).children(warehouse?.id ?? 0, parent?.id ?? 0, 501);
    },
    shape: 'sequence',
  },
  {
    name: 'a warehouse tree searched for a bay',
    path: '/admin/locations/tree?warehouse=WH-002&q=R07-05',
    read: async (db: Database) => {
      const warehouse = await createWarehousesRepository(db).find('WH-002');
      const repository = createLocationsRepository(db);
      // The matches, then the way down to them.
      await repository.matching(warehouse?.id ?? 0, 'R07-05', 101);
      return repository.atPaths(warehouse?.id ?? 0, ['STORAGE', 'STORAGE/R07']);
    },
    shape: 'sequence',
  },
] satisfies {
  name: string;
  path: string;
  read: (db: Database) => Promise<unknown>;
  shape?: StatementShape;
}[];

/** The raw driver running a page's statements, the session's lookup first, 50 at once. */
const rawBaseline = (
  driver: pg.Pool | PGlite,
  session: Statement[],
  page: Statement[],
  shape: StatementShape | undefined,
) =>
  measureWork(
    `  raw driver, same ${session.length + page.length} statements`,
    pageRunner(replayOn(driver), session, page, shape),
    LIST_CONNECTIONS,
  );

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
    const session = await statementsOf(engine, database, () =>
      auth.findLiveSession(sessionId, memberId),
    );
    const pages: Statement[][] = [];
    for (const list of lists) pages.push(await statementsOf(engine, database, list.read));
    // The embedded database has one owner: its raw driver runs now, before the server takes
    // it. PostgreSQL's runs beside each list's server run, below.
    const baselines: Figures[] = [];
    if (engine.kind === 'pglite') {
      for (const [index, page] of pages.entries())
        baselines.push(await rawBaseline(driverOf(database), session, page, lists[index]?.shape));
    }
    return { session, pages, baselines };
  },
});
// As many connections as the server's pool: the same SQL at the same concurrency.
const pool =
  data.engine.kind === 'postgres'
    ? new pg.Pool({ connectionString: data.engine.databaseUrl, max: 10 })
    : null;
try {
  const { server, auth } = data;
  const { session, pages, baselines } = data.prepared;
  const rows: Array<Figures & { baseline?: Figures }> = [];
  const failed: string[] = [];
  for (const [index, list] of lists.entries()) {
    const page = pages[index] ?? [];
    const baseline = pool ? await rawBaseline(pool, session, page, list.shape) : baselines[index];
    if (!baseline) throw new Error(`no baseline for ${list.name}`);
    rows.push(baseline);
    if (data.engine.kind === 'postgres') {
      // The same statements behind a bare node:http server: what HTTP and JSON alone cost.
      const floor = await startProcess(
        [floorServerFile],
        {
          DATABASE_URL: data.engine.databaseUrl,
          FLOOR_STATEMENTS: JSON.stringify({
            session: session.map(({ text, values, name }) => ({ text, values, name })),
            page: page.map(({ text, values, name }) => ({ text, values, name })),
            shape: list.shape,
          }),
        },
        /listening at (http:\/\/\S+)/,
      );
      try {
        const figures = await measure(
          '  node:http floor, same statements',
          floor.url,
          {},
          {
            connections: LIST_CONNECTIONS,
          },
        );
        rows.push({ ...figures, baseline });
      } finally {
        await floor.stop();
      }
    }
    const served = await measure(list.name, `${server.url}/api/v1${list.path}`, auth, {
      connections: LIST_CONNECTIONS,
    });
    rows.push({ ...served, baseline });
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
  const pageCount = Math.ceil(first.data.total / 50);
  const deep = Math.min(20_000, pageCount);
  const before = await (await fetch(`${orders}&page=${deep - 1}`, { headers: auth })).json();
  const deepPages = [
    await measure('orders, page 1', orders, auth),
    await measure(
      `orders, page ${deep.toLocaleString('en')} by its cursor`,
      `${orders}&page=${deep}&cursor=${before.data.cursors.next}`,
      auth,
    ),
    await measure(
      `orders, last page (${pageCount.toLocaleString('en')}) by its cursor`,
      `${orders}&page=${pageCount}&cursor=${first.data.cursors.last}`,
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
  await pool?.end();
  await data.close();
}
