import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { driverOf, pgliteSession, type SqlClient } from '../../../../bench/src/engine.ts';
import { checkSummaries, generate, sizesFor } from '../../../../bench/src/generate-lib.ts';
import { bearer, type SignedIn, signIn } from '../test/auth-helpers.ts';
import {
  createTestApp,
  createTestDatabase,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  type TestApp,
  testEngine,
} from '../test/test-app.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { initializeDatabase } from './seed/initialize.ts';

// The benchmarks' data set is written on either engine through the app's own schema, the same
// rows from the same seed: a small one here, on the engine under test, must keep every summary
// the triggers maintain equal to its table, and the console must list what was written. Where
// PostgreSQL runs, the embedded database gets the same data set beside it, compared through the
// columns the seed alone decides of users, orders, their lines and shipments.

const SIZES = sizesFor(0.002);
const SEED = 20_261_123;
/** Both engines lay the data set out back from the same moment, or their rows could differ. */
const NOW = new Date();

/**
 * What the seed alone decides, table by table: columns that do not move with the clock (dates,
 * and the statuses that follow from them, are laid out back from the moment of writing).
 */
const DIGESTS = {
  users: `select md5(string_agg(concat_ws('|', code, business_name, contact_name, email, tax_id, city, postal_code), ',' order by code)) as v from users`,
  orders: `select md5(string_agg(concat_ws('|', number, buyer_name, buyer_gstin, buyer_city, quantity, amount), ',' order by number)) as v from b2b_orders`,
  lines: `select md5(string_agg(concat_ws('|', o.number, l.line_no, l.sku, l.quantity, l.unit_price, l.line_total), ',' order by o.number, l.line_no)) as v
          from b2b_order_lines l join b2b_orders o on o.id = l.order_id`,
  shipments: `select md5(string_agg(concat_ws('|', code, reference, consignee_name, weight_kg, declared_value), ',' order by code)) as v from shipments`,
};

async function digestsOf(client: SqlClient) {
  const digests: Record<string, string> = {};
  for (const [name, query] of Object.entries(DIGESTS)) {
    digests[name] = String((await client.query(query)).rows[0]?.v);
  }
  return digests;
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
let admin: SignedIn;
let session: SqlClient;
let closeSession = async () => {};

beforeAll(async () => {
  database = await createTestDatabase('empty');
  app = await createTestApp({}, database);
  if (database.env.DATABASE_URL) {
    // A session of its own: the generator keeps its pools in temporary tables.
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    session = client;
    closeSession = () => client.end();
  } else {
    session = pgliteSession(driverOf(app.database) as PGlite);
  }
  await generate(session, { sizes: SIZES, seed: SEED, now: NOW, log: () => {} });
  admin = await signIn(app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
}, 120_000);

afterAll(async () => {
  await closeSession();
  await app?.dispose();
  await database?.drop();
});

describe(`the benchmarks' data set on ${testEngine}`, () => {
  test('every summary the triggers keep matches its table', async () => {
    const checks = await checkSummaries(session);
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(checks.length).toBeGreaterThan(5);
  });

  test('the console lists every row written', async () => {
    const totalOf = async (path: string) => {
      const response = await app.inject({ url: `/api/v1/admin/${path}`, headers: bearer(admin) });
      expect(response.statusCode).toBe(200);
      return response.json().data.total;
    };
    expect(await totalOf('users')).toBe(SIZES.users);
    expect(await totalOf('orders')).toBe(SIZES.orders);
    expect(await totalOf('shipment')).toBe(SIZES.shipments);
  });

  test.runIf(testEngine === 'postgres')(
    'the embedded database gets the same rows from the same seed',
    async () => {
      const embedded: DatabaseHandle = await openDatabase(
        { databaseUrl: undefined, dataDir: 'memory://' },
        { warn: () => {} },
      );
      try {
        await embedded.prepare((db) =>
          initializeDatabase(db, {
            seedDemo: false,
            samples: [],
            adminEmail: TEST_ADMIN_EMAIL,
            adminPassword: TEST_ADMIN_PASSWORD,
          }),
        );
        const other = pgliteSession(driverOf(embedded) as PGlite);
        await generate(other, { sizes: SIZES, seed: SEED, now: NOW, log: () => {} });
        const expected = await digestsOf(session);
        expect(await digestsOf(other)).toEqual(expected);
        // The digests are of rows: over no rows, md5 gives null.
        expect(Object.values(expected)).not.toContain('null');
      } finally {
        await embedded.close();
      }
    },
    120_000,
  );
});
