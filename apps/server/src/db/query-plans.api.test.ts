import { locationListQuerySchema, locationSortFields } from '@depot/contracts/locations';
import { orderListQuerySchema, orderSortFields } from '@depot/contracts/orders';
import { receivingListQuerySchema, receivingSortFields } from '@depot/contracts/receiving';
import { shipmentListQuerySchema, shipmentSortFields } from '@depot/contracts/shipments';
import { skuListQuerySchema, skuSortFields } from '@depot/contracts/skus';
import { transactionListQuerySchema, transactionSortFields } from '@depot/contracts/transactions';
import { userListQuerySchema, userSortFields } from '@depot/contracts/users';
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { checkSummaries, generate, sizesFor } from '../../../../bench/src/generate-lib.ts';
import { createDashboardRepository } from '../modules/dashboard/dashboard.repository.ts';
import { createOrdersRepository } from '../modules/orders/orders.repository.ts';
import { createReceivingRepository } from '../modules/receiving/receiving.repository.ts';
import { createShipmentsRepository } from '../modules/shipments/shipments.repository.ts';
import { createSkusRepository } from '../modules/skus/skus.repository.ts';
import { createTransactionsRepository } from '../modules/transactions/transactions.repository.ts';
import { createUsersRepository } from '../modules/users/users.repository.ts';
import { createLocationsRepository } from '../modules/warehouses/locations.repository.ts';
import { createTestApp, createTestDatabase, type TestApp, testEngine } from '../test/test-app.ts';
import type { Database } from './client.ts';
import { locations, warehouses } from './schema/warehouses.ts';

// Every list, search and dashboard query, run against generated data (a tenth of the benchmark
// set: 100 000 orders), has its plan read: none may scan a large table row by row, or sort
// many rows that no index hands over in order. The planner's choices are PostgreSQL's, so this
// runs where PostgreSQL does.

/** A sort's input of more rows than this is large. */
const LARGE = 4_000;
/**
 * The tables that grow with the business: reading one whole is what must not happen. The
 * summaries grow with the calendar instead (a row a day, per package at most) and are read
 * whole for a long chart by design.
 */
const GROWING = new Set([
  'users',
  'user_plans',
  'current_plans',
  'transactions',
  'b2b_orders',
  'b2b_order_lines',
  'shipments',
  'goods_receipts',
  'goods_receipt_lines',
  'audit_log',
  'locations',
  'products',
  'skus',
  'sku_barcodes',
]);

type Statement = { text: string; values: unknown[] };
type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
  'Presorted Key'?: string[];
  Filter?: string;
};

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
let pool: pg.Pool;
let tableRows = new Map<string, number>();
let summaryChecks: Awaited<ReturnType<typeof checkSummaries>> = [];
const samples: Record<string, string> = {};

beforeAll(async () => {
  if (testEngine !== 'postgres') return;
  database = await createTestDatabase('empty');
  app = await createTestApp({}, database);
  const url = database.env.DATABASE_URL ?? '';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // No stock: its ten ledger entries a balance would add half a minute, and no plan here reads it.
    const sizes = { ...sizesFor(0.1), balances: 0 };
    await generate(client, { sizes, seed: 20_261_123, log: () => {} });
    summaryChecks = await checkSummaries(client);
    // As autovacuum would have by then: statistics, and the visibility map for index-only scans.
    await client.query('vacuum analyze');
    const { rows } = await client.query(
      `select relname, reltuples::bigint as rows from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
    );
    tableRows = new Map(rows.map((row) => [row.relname as string, Number(row.rows)]));
    const pick = async (name: string, query: string) => {
      samples[name] = (await client.query(query)).rows[0].value;
    };
    await pick('user', 'select code as value from users order by id limit 1 offset 77');
    await pick('package', 'select code as value from packages order by id limit 1');
    await pick(
      'carrier',
      'select carrier as value from shipments where carrier is not null limit 1',
    );
    await pick(
      'businessWord',
      `select split_part(business_name, ' ', 1) as value from users order by id limit 1 offset 11`,
    );
    await pick(
      'buyerWord',
      `select split_part(buyer_name, ' ', 1) as value from b2b_orders order by id limit 1 offset 5`,
    );
    await pick('sku', `select left(sku, 8) as value from b2b_order_lines limit 1 offset 3`);
    await pick(
      'gstinPart',
      `select substr(tax_id, 3, 6) as value from users where tax_id is not null limit 1`,
    );
  } finally {
    await client.end();
  }
  pool = new pg.Pool({ connectionString: url, max: 4 });
}, 300_000);

afterAll(async () => {
  if (testEngine !== 'postgres') return;
  await pool.end();
  await app.dispose();
});

/** The statements `read` runs, in order, caught by the query builder's logger. */
async function statementsOf(read: (db: Database) => Promise<unknown>): Promise<Statement[]> {
  const caught: Statement[] = [];
  const db: Database = drizzle(pool, {
    logger: { logQuery: (text, values) => caught.push({ text, values }) },
  });
  await read(db);
  return caught.filter((statement) => !/^\s*explain/i.test(statement.text));
}

/**
 * What is wrong with a plan: a growing table read row by row, and a large sort. A scan under a
 * limit stops once the limit is reached: it is a problem only if it is expected to read more
 * than three times the limit's rows to get there (a count that stops at ten thousand, over a
 * filter most rows meet, reads about as many).
 */
function problemsOf(
  node: PlanNode,
  limit = Number.POSITIVE_INFINITY,
  found: string[] = [],
): string[] {
  const relation = node['Relation Name'];
  const type = node['Node Type'];
  if (type === 'Seq Scan' && relation && GROWING.has(relation)) {
    const rows = tableRows.get(relation) ?? 0;
    const read = rows * Math.min(1, limit / Math.max(1, node['Plan Rows']));
    if (read > 3 * Math.min(limit, rows) || (limit === Number.POSITIVE_INFINITY && rows > LARGE)) {
      found.push(`reads ${Math.round(read)} of ${rows} rows of ${relation}`);
    }
  }
  // A row-by-row test against a subquery (`code = … or id in (select …)`) is a scan whatever
  // the LIMIT above it: the planner guesses half the rows pass, so it expects to stop early,
  // and reads every row when one matches (9 s a barcode look-up at 1 000 000 SKUs).
  if (
    type === 'Seq Scan' &&
    relation &&
    GROWING.has(relation) &&
    (tableRows.get(relation) ?? 0) > LARGE &&
    /SubPlan/.test(node.Filter ?? '')
  ) {
    found.push(`tests every row of ${relation} against a subquery: ${node.Filter}`);
  }
  if (type === 'Sort') {
    const input = node.Plans?.[0]?.['Plan Rows'] ?? 0;
    if (input > LARGE) found.push(`sorts ${input} rows that no index orders`);
  }
  // Below an aggregate every row counts again, whatever limit is above it.
  const childLimit =
    type === 'Limit' ? node['Plan Rows'] : type === 'Aggregate' ? Number.POSITIVE_INFINITY : limit;
  for (const child of node.Plans ?? []) problemsOf(child, childLimit, found);
  return found;
}

/** Every problem of every statement `read` runs, each named by its statement. */
async function planProblems(read: (db: Database) => Promise<unknown>): Promise<string[]> {
  const statements = await statementsOf(read);
  expect(statements.length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const statement of statements) {
    const { rows } = await pool.query(`explain (format json) ${statement.text}`, statement.values);
    const plan = rows[0]['QUERY PLAN'][0].Plan as PlanNode;
    for (const problem of problemsOf(plan)) {
      const where = /\bwhere\b(.*?)(\border by\b|\blimit\b|$)/is.exec(statement.text)?.[1] ?? '';
      const order = /\border by\b(.*?)(\blimit\b|$)/is.exec(statement.text)?.[1] ?? '';
      found.push(
        `${problem} — where${where.slice(0, 160)} order by${order.slice(0, 80)} ${JSON.stringify(statement.values).slice(0, 80)}`,
      );
    }
  }
  return found;
}

/** The problems found in the running test, all of them reported together at its end. */
let problems: string[] = [];
async function expectIndexed(read: (db: Database) => Promise<unknown>) {
  problems.push(...(await planProblems(read)));
}

const directions = <Field extends string>(fields: readonly Field[]) =>
  fields.flatMap((field) => [field, `-${field}`]);

describe.runIf(testEngine === 'postgres')('query plans over generated data', () => {
  beforeEach(() => {
    problems = [];
  });
  afterEach(() => {
    expect(problems).toEqual([]);
  });

  test('the data set is large enough for plans to matter', () => {
    expect(tableRows.get('b2b_orders')).toBeGreaterThan(50_000);
    expect(tableRows.get('users')).toBeGreaterThan(LARGE);
  });

  test('what the triggers keep (summaries, current plans) matches the tables, after bulk loads', () => {
    expect(summaryChecks.filter((check) => !check.ok)).toEqual([]);
    expect(summaryChecks.length).toBeGreaterThan(8);
  });

  test('users: every sort, every filter, searches', async () => {
    const queries = [
      ...directions(userSortFields).map((sort) => ({ sort })),
      { status: 'inactive' },
      { country: 'IN', sort: 'businessName' },
      { package: samples.package },
      { planStatus: 'expiring' },
      { planStatus: 'active', sort: '-periodEnd' },
      { q: samples.businessWord },
      { q: samples.gstinPart },
      { q: '98450' },
    ];
    for (const query of queries) {
      const parsed = userListQuerySchema.parse(query);
      await expectIndexed((db) => createUsersRepository(db).list(parsed));
    }
    await expectIndexed((db) =>
      createUsersRepository(db).quickSearch(samples.businessWord ?? '', 8),
    );
  });

  test('locations: every sort, every filter, searches, a warehouse tree and its labels', async () => {
    expect(tableRows.get('locations')).toBeGreaterThan(LARGE);
    const queries = [
      ...directions(locationSortFields).map((sort) => ({ sort })),
      { warehouse: 'WH-002' },
      { warehouse: 'WH-002', kind: 'bin', sort: '-code' },
      { kind: 'rack' },
      { purpose: 'storage', pickable: 'true' },
      { status: 'inactive' },
      { q: 'R05-03' },
    ];
    for (const query of queries) {
      const parsed = locationListQuerySchema.parse(query);
      await expectIndexed((db) => createLocationsRepository(db).list(parsed));
    }
    const [warehouse] = await app.database.db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(eq(warehouses.code, 'WH-002'));
    const [area] = await app.database.db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.warehouseId, warehouse?.id ?? 0), eq(locations.kind, 'area')));
    const warehouseId = warehouse?.id ?? 0;
    await expectIndexed((db) => createLocationsRepository(db).children(warehouseId, null, 501));
    await expectIndexed((db) =>
      createLocationsRepository(db).children(warehouseId, area?.id ?? 0, 501),
    );
    await expectIndexed((db) => createLocationsRepository(db).matching(warehouseId, 'R05-03', 101));
    await expectIndexed((db) => createLocationsRepository(db).quickSearch('R05-03-01', 8));
    await expectIndexed((db) =>
      createLocationsRepository(db).existingCodes(warehouseId, ['R01-01-01', 'R99-01-01'], 10),
    );
    // An import's look-ups: the codes its rows make and the parents they name.
    await expectIndexed((db) =>
      createLocationsRepository(db).withCodes([warehouseId], ['R01-01-01', 'R05-03', 'STORAGE']),
    );
  });

  test('SKUs: every sort, every filter, searches, and a barcode or code scanned', async () => {
    expect(tableRows.get('skus')).toBeGreaterThan(LARGE);
    const queries = [
      ...directions(skuSortFields).map((sort) => ({ sort })),
      { user: samples.user },
      { user: samples.user, sort: '-code' },
      { tracking: 'lot-expiry' },
      { kind: 'standard', status: 'inactive' },
      { status: 'inactive', sort: '-createdAt' },
      { q: 'BN0000012345' },
      { q: 'BN-0001234' },
      { user: samples.user, q: 'BN0000012345' },
    ];
    for (const query of queries) {
      const parsed = skuListQuerySchema.parse(query);
      await expectIndexed((db) => createSkusRepository(db).list(parsed));
    }
    await expectIndexed((db) => createSkusRepository(db).lookup('BN0000012345', undefined, 20));
    await expectIndexed((db) => createSkusRepository(db).lookup('bn-00012345', undefined, 20));
    await expectIndexed((db) => createSkusRepository(db).lookup('BC0000012348', samples.user, 20));
    await expectIndexed((db) =>
      createSkusRepository(db).productOptions('Brand 12', samples.user, 20),
    );
  });

  test('orders: every sort, every filter, searches, and a deep page by its cursor', async () => {
    const queries = [
      ...directions(orderSortFields).map((sort) => ({ sort })),
      { status: 'delivered' },
      { status: 'packed', sort: '-amount' },
      { user: samples.user },
      { from: '2026-06-01', to: '2026-06-30' },
      { minAmount: '100000', sort: '-amount' },
      { q: samples.buyerWord },
      { q: samples.sku },
      { q: 'ORD-00012' },
    ];
    for (const query of queries) {
      const parsed = orderListQuerySchema.parse(query);
      await expectIndexed((db) => createOrdersRepository(db).list(parsed));
    }
    const first = await createOrdersRepository(app.database.db).list(
      orderListQuerySchema.parse({ pageSize: 50 }),
    );
    await expectIndexed((db) =>
      createOrdersRepository(db).list(
        orderListQuerySchema.parse({ pageSize: 50, page: 2, cursor: first.cursors.next }),
      ),
    );
    await expectIndexed((db) => createOrdersRepository(db).quickSearch(samples.buyerWord ?? '', 8));
  });

  test('shipments, receiving and invoices: every sort, every filter, searches', async () => {
    for (const query of [
      ...directions(shipmentSortFields).map((sort) => ({ sort })),
      { status: 'dispatched' },
      { user: samples.user },
      { carrier: samples.carrier },
      { from: '2026-06-01', to: '2026-06-30' },
      { q: 'Bengaluru' },
    ]) {
      const parsed = shipmentListQuerySchema.parse(query);
      await expectIndexed((db) => createShipmentsRepository(db).list(parsed));
    }
    for (const query of [
      ...directions(receivingSortFields).map((sort) => ({ sort })),
      { status: 'pending' },
      { user: samples.user },
      { q: samples.sku },
    ]) {
      const parsed = receivingListQuerySchema.parse(query);
      await expectIndexed((db) => createReceivingRepository(db).list(parsed));
    }
    for (const query of [
      ...directions(transactionSortFields).map((sort) => ({ sort })),
      { status: 'paid' },
      { user: samples.user },
      { package: samples.package },
      { q: 'INV-2026' },
    ]) {
      const parsed = transactionListQuerySchema.parse(query);
      await expectIndexed((db) => createTransactionsRepository(db).list(parsed));
    }
    await expectIndexed((db) => createShipmentsRepository(db).quickSearch('Bengaluru', 8));
    await expectIndexed((db) => createReceivingRepository(db).quickSearch(samples.sku ?? '', 8));
  });

  test('the dashboard reads summaries and indexes only', async () => {
    await expectIndexed(async (db) => {
      const dashboard = createDashboardRepository(db);
      const days = await dashboard.businessDays();
      await dashboard.statusCounts();
      await dashboard.revenueSpans(days);
      await dashboard.revenueByPackage('2026-01-01', '2026-12-31');
      await dashboard.ordersByDay('2026-01-01', '2026-12-31');
      for (const granularity of ['day', 'week', 'month'] as const) {
        await dashboard.ordersByPeriod('2026-01-01', '2026-12-31', granularity);
        await dashboard.revenueByPeriod('2026-01-01', '2026-12-31', granularity);
        await dashboard.dispatchByPeriod('2026-01-01', '2026-12-31', granularity);
        await dashboard.receiptsByPeriod('2026-01-01', '2026-12-31', granularity);
      }
      await createUsersRepository(db).planCounts();
    });
  });

  test('a plan screen counts its business’s orders this month by index', async () => {
    const { rows } = await pool.query('select id from users order by id limit 1 offset 77');
    await expectIndexed((db) => createOrdersRepository(db).placedThisMonth(Number(rows[0].id)));
  });
});
