import { MAX_PAGE, MAX_PAGE_SIZE } from '@depot/contracts/common';
import { endpointPath } from '@depot/contracts/endpoint';
import { allEndpoints } from '@depot/contracts/endpoints';
import { MAX_NOTIFICATIONS_LISTED } from '@depot/contracts/notifications';
import { SEARCH_MAX_PER_KIND } from '@depot/contracts/search';
import { MAX_IMPORT_ROWS } from '@depot/contracts/user-import';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../db/schema/users.ts';
import { useExportRowBound } from '../lib/export-bound.ts';
import { bearer } from '../test/auth-helpers.ts';
import { parseCsv } from '../test/csv.ts';
import {
  createReceipt,
  createShipment,
  createUser,
  createVendor,
  createWarehouse,
  createZone,
  stockIn,
  TEST_DOCK,
  userBody,
} from '../test/factories.ts';
import { fileApp } from '../test/file-app.ts';
import { memberWithRole } from '../test/members.ts';
import { addSubscriptionPackages } from '../test/packages.ts';
import type { TestApp } from '../test/test-app.ts';

/*
 * Every bound a request or an answer runs into is told: the page size, a string's length, an
 * upload's size and rows, an export's rows. docs/LIMITS.md lists them.
 */

const { app, admin } = fileApp();

type Injected = Awaited<ReturnType<TestApp['inject']>>;

const get = (url: string) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(admin) });
const post = (url: string, payload: object | string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...bearer(admin), 'content-type': 'application/json' },
    payload,
  });

function expectRefusal(response: Injected, status: number, code: string, bound: RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const error = response.json().error;
  expect(error.code).toBe(code);
  expect(error.message).toMatch(bound);
}

describe('a page', () => {
  // Every list that pages, with a path parameter filled in where it has one.
  const lists = allEndpoints.filter(
    (endpoint) => endpoint.method === 'GET' && endpoint.query?.shape.pageSize !== undefined,
  );
  const pathOf = (path: string) => endpointPath(path, { employeeId: 'EMP-0001' });

  test('is found on every list', () => {
    expect(lists.map((endpoint) => endpoint.id)).toEqual(
      expect.arrayContaining(['users.list', 'audit.list', 'team.activity', 'orders.list']),
    );
  });

  test.each(lists.map((endpoint) => [endpoint.id, endpoint] as const))(
    'of %s larger than the largest page size is refused, naming it',
    async (_id, endpoint) => {
      const response = await get(`${pathOf(endpoint.path)}?pageSize=${MAX_PAGE_SIZE + 1}`);
      expectRefusal(
        response,
        400,
        'VALIDATION_FAILED',
        new RegExp(`pageSize must be at most ${MAX_PAGE_SIZE}\\b`),
      );
      expect(response.json().error.details).toEqual([
        { path: 'pageSize', message: `must be at most ${MAX_PAGE_SIZE}` },
      ]);
    },
  );

  test('of the largest size is served', async () => {
    const response = await get(`/admin/users?pageSize=${MAX_PAGE_SIZE}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.pageSize).toBe(MAX_PAGE_SIZE);
  });

  test('beyond the last page number a list takes is refused, naming it', async () => {
    expectRefusal(
      await get(`/admin/audit?page=${MAX_PAGE + 1}`),
      400,
      'VALIDATION_FAILED',
      new RegExp(`page must be at most ${MAX_PAGE}\\b`),
    );
  });

  test('of notifications or search results larger than theirs is refused, naming it', async () => {
    expectRefusal(
      await get(`/admin/notifications?limit=${MAX_NOTIFICATIONS_LISTED + 1}`),
      400,
      'VALIDATION_FAILED',
      new RegExp(`limit must be at most ${MAX_NOTIFICATIONS_LISTED}\\b`),
    );
    expectRefusal(
      await get(`/admin/search?q=ab&limit=${SEARCH_MAX_PER_KIND + 1}`),
      400,
      'VALIDATION_FAILED',
      new RegExp(`limit must be at most ${SEARCH_MAX_PER_KIND}\\b`),
    );
  });
});

describe('a string longer than its field takes', () => {
  test('in a query is refused, naming the length', async () => {
    const response = await get(`/admin/users?q=${'a'.repeat(201)}`);
    expectRefusal(response, 400, 'VALIDATION_FAILED', /q Use at most 200 characters/);
    expect(response.json().error.details).toEqual([
      { path: 'q', message: 'Use at most 200 characters' },
    ]);
  });

  test('in a body is refused, naming the length, and nothing is written', async () => {
    const response = await post(
      '/admin/users',
      userBody({ email: `${'a'.repeat(250)}@depot.test`, businessName: 'K'.repeat(161) }),
    );
    expectRefusal(response, 400, 'VALIDATION_FAILED', /businessName Use at most 160 characters/);
    expect(response.json().error.details).toEqual(
      expect.arrayContaining([
        { path: 'businessName', message: 'Use at most 160 characters' },
        { path: 'email', message: 'Use at most 254 characters' },
      ]),
    );
    expect((await get('/admin/users')).json().data.total).toBe(0);
  });
});

describe('an upload', () => {
  test('larger than the import takes is refused with 413, naming the bytes', async () => {
    const limit = allEndpoints.find((endpoint) => endpoint.id === 'users.import')?.bodyLimit;
    expect(limit).toBe(16 * 1024 * 1024);
    const body = `{"dryRun":true,"rows":[{"businessName":"${'a'.repeat(limit ?? 0)}"}]}`;
    expectRefusal(
      await post('/admin/users/import', body),
      413,
      'PAYLOAD_TOO_LARGE',
      new RegExp(`larger than the ${limit} bytes allowed`),
    );
  });

  test('of more rows than an import takes is refused, naming the rows', async () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({}));
    expectRefusal(
      await post('/admin/users/import', { rows, dryRun: true }),
      400,
      'VALIDATION_FAILED',
      new RegExp(`At most ${MAX_IMPORT_ROWS.toLocaleString('en')} rows per import`),
    );
  });

  test('with a cell longer than an import takes is refused, naming the length', async () => {
    expectRefusal(
      await post('/admin/users/import', { rows: [{ city: 'a'.repeat(1_001) }], dryRun: true }),
      400,
      'VALIDATION_FAILED',
      /rows\.0\.city is longer than 1 000 characters/,
    );
  });

  test('any other body over the server’s limit is refused with 413, naming the bytes', async () => {
    const body = JSON.stringify({ businessName: 'a'.repeat(1_048_576) });
    expectRefusal(
      await post('/admin/users', body),
      413,
      'PAYLOAD_TOO_LARGE',
      /larger than the 1048576 bytes allowed/,
    );
  });
});

describe('an export over the export bound', () => {
  /** A bound of two rows: three of each kind are over it, one of them is not. */
  const BOUND = 2;
  let restoreBound: () => void;
  const codes: string[] = [];
  const zoneCodes = ['NORTH', 'SOUTH', 'WEST'];

  beforeAll(async () => {
    restoreBound = useExportRowBound(BOUND);
    await addSubscriptionPackages(app, admin);
    // Named apart, so that a search picks out one of them.
    for (const businessName of ['Kesar Naturals', 'Tarang Textiles', 'Mitti Crafts']) {
      codes.push((await createUser(app, admin, { businessName, packageCode: 'STARTER-M' })).code);
    }
    for (const code of zoneCodes) {
      await createZone(app, admin, { code });
      // A warehouse of each name, with its eight standard areas, and a count of its storage.
      await createWarehouse(app, admin, { code });
      const counting = await post('/admin/stock/counts', {
        warehouseCode: code,
        locations: ['STORAGE'],
      });
      expect(counting.statusCode, counting.body).toBe(201);
    }
    for (const name of ['Kesar Boxes', 'Tarang Labels', 'Mitti Jars']) {
      await createVendor(app, admin, codes[0] ?? '', { name });
    }
    const approver = await memberWithRole(app, 'export-bound-approver', {
      receiving: { view: true, approve: true },
    });
    for (const userCode of codes) {
      await createShipment(app, admin, userCode);
      // Approved: its line is a put-away task, its units in the receiving area.
      const receipt = await createReceipt(app, admin, userCode);
      const approved = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/shipment/receiving/approve',
        headers: bearer(approver.session),
        payload: { ids: [receipt.id] },
      });
      expect(approved.json().data.results[0].outcome).toBe('approved');
      const [user] = await app.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.code, userCode));
      await app.database.db.execute(sql`
        insert into b2b_orders (number, user_id, buyer_name, buyer_city, buyer_state_code,
          buyer_country_code, buyer_postal_code, order_date, status, quantity, line_count,
          subtotal, tax, amount, currency)
        values ('ORD-' || lpad(${codes.indexOf(userCode) + 1}::text, 6, '0'), ${user?.id ?? 0},
          'Sharma Stores', 'Pune', 'MH', 'IN', '411001', date '2026-01-15', 'new', 1, 1,
          100, 18, 118, 'INR')`);
      // Each client's receipt SKU in stock, received and then found one more of: a balance,
      // two ledger lines and an adjustment each.
      await stockIn(
        app,
        { userCode, skuCode: 'KN-UBT-125', warehouseCode: TEST_DOCK, locationCode: 'STORAGE' },
        5,
      );
      // And moved along, a transfer each.
      const moved = await post('/admin/stock/transfers', {
        userCode,
        kind: 'bin',
        fromWarehouseCode: TEST_DOCK,
        lines: [{ sku: 'KN-UBT-125', from: 'STORAGE', to: 'RECEIVING', quantity: 1 }],
      });
      expect(moved.statusCode, moved.body).toBe(201);
      const found = await post('/admin/stock/adjustments', {
        userCode,
        warehouseCode: TEST_DOCK,
        reason: 'found',
        lines: [{ sku: 'KN-UBT-125', location: 'STORAGE', change: 1 }],
      });
      expect(found.statusCode, found.body).toBe(201);
    }
  });
  afterAll(() => restoreBound());

  const refusal = new RegExp(
    `^This export would hold more than ${BOUND} rows, the most one file holds\\. Narrow the filters`,
  );

  /** Each export: how to ask for all its rows, and for one. */
  const exports: Array<[string, { all: () => Promise<Injected>; one: () => Promise<Injected> }]> = [
    [
      'users',
      {
        all: () => get('/admin/users/export'),
        one: () => get('/admin/users/export?q=Kesar'),
      },
    ],
    [
      'users as a workbook',
      {
        all: () => get('/admin/users/export?format=xlsx'),
        one: () => get('/admin/users/export?format=xlsx&q=Kesar'),
      },
    ],
    [
      'packages',
      {
        all: () => get('/admin/packages/export'),
        one: () => get('/admin/packages/export?q=SCALE'),
      },
    ],
    [
      'zones',
      {
        all: () => get('/admin/zones/export'),
        one: () => get('/admin/zones/export?q=NORTH'),
      },
    ],
    [
      'warehouses',
      {
        all: () => get('/admin/warehouses/export'),
        one: () => get('/admin/warehouses/export?q=NORTH'),
      },
    ],
    [
      'locations as a workbook',
      {
        all: () => get('/admin/locations/export?format=xlsx'),
        one: () => get('/admin/locations/export?format=xlsx&warehouse=NORTH&purpose=qc-hold'),
      },
    ],
    [
      'vendors',
      {
        all: () => get('/admin/vendors/export'),
        one: () => get('/admin/vendors/export?q=Tarang'),
      },
    ],
    [
      'transactions',
      {
        all: () => get('/admin/transactions/export'),
        one: () => get(`/admin/transactions/export?user=${codes[0]}`),
      },
    ],
    [
      'shipments',
      {
        all: () => get('/admin/shipment/export'),
        one: () => get(`/admin/shipment/export?user=${codes[0]}`),
      },
    ],
    [
      // Each client's receipt made the SKU its line names.
      'SKUs',
      {
        all: () => get('/admin/skus/export'),
        one: () => get(`/admin/skus/export?user=${codes[0]}`),
      },
    ],
    [
      'goods receipts',
      {
        all: () => get('/admin/shipment/receiving/export'),
        one: () => get(`/admin/shipment/receiving/export?user=${codes[0]}`),
      },
    ],
    [
      'stock on hand',
      {
        all: () => get('/admin/stock/export'),
        one: () => get(`/admin/stock/export?user=${codes[0]}&purpose=storage`),
      },
    ],
    [
      'stock movements',
      {
        all: () => get('/admin/stock/movements/export'),
        one: () => get(`/admin/stock/movements/export?user=${codes[0]}&kind=adjustment`),
      },
    ],
    [
      'put-away tasks',
      {
        all: () => get('/admin/stock/put-away/export'),
        one: () => get(`/admin/stock/put-away/export?user=${codes[0]}`),
      },
    ],
    [
      'stock transfers',
      {
        all: () => get('/admin/stock/transfers/export'),
        one: () => get(`/admin/stock/transfers/export?user=${codes[0]}`),
      },
    ],
    [
      'cycle counts',
      {
        all: () => get('/admin/stock/counts/export'),
        one: () => get(`/admin/stock/counts/export?warehouse=${zoneCodes[0]}`),
      },
    ],
    [
      'stock adjustments',
      {
        all: () => get('/admin/stock/adjustments/export'),
        one: () => get(`/admin/stock/adjustments/export?user=${codes[0]}`),
      },
    ],
    [
      'the B2B order report',
      {
        all: () =>
          post('/admin/reports/download-b2b-order-report', { reportName: 'All', filters: {} }),
        one: () =>
          post('/admin/reports/download-b2b-order-report', {
            reportName: 'One',
            filters: { user: codes[0] },
          }),
      },
    ],
  ];

  test('is tried for every export the API declares', () => {
    const declared = allEndpoints.filter((endpoint) =>
      endpoint.errors.includes('EXPORT_TOO_LARGE'),
    );
    expect(declared).toHaveLength(exports.length - 1);
  });

  const notices = async () => (await get('/admin/notifications')).json().data.items.length;

  test.each(exports)('of %s is refused with 422 before the file starts', async (_name, calls) => {
    const start = await notices();
    const narrowed = await calls.one();
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect(narrowed.headers['content-disposition']).toMatch(/^attachment; filename="/);
    if (narrowed.headers['content-type']?.startsWith('text/csv')) {
      expect(parseCsv(narrowed.body)).toHaveLength(2);
    }
    // A delivered file is announced as ready.
    await expect.poll(notices).toBe(start + 1);

    const refused = await calls.all();
    expectRefusal(refused, 422, 'EXPORT_TOO_LARGE', refusal);
    expect(refused.headers['content-disposition']).toBeUndefined();
    // A refused one is not. A file delivered after it is announced after anything the refusal
    // could have announced, so once that announcement is in, the count says whether it did.
    expect((await calls.one()).statusCode).toBe(200);
    await expect.poll(notices).toBeGreaterThanOrEqual(start + 2);
    expect(await notices()).toBe(start + 2);
  });
});
