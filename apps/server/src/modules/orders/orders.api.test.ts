import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { executeRows } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { b2bOrderLines, b2bOrders } from '../../db/schema/orders.ts';
import { notifications } from '../../db/schema/settings.ts';
import { nextSkuId, products as productsTable, skus as skusTable } from '../../db/schema/skus.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import { users } from '../../db/schema/users.ts';
import { EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import { bearer, type SignedIn, signIn } from '../../test/auth-helpers.ts';
import { parseCsv } from '../../test/csv.ts';
import { createUser, createWarehouse } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';
import {
  createTestApp,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  type TestApp,
  testEngine,
} from '../../test/test-app.ts';

const { app, admin } = fileApp();
let codeA: string;
let codeB: string;
/** The warehouse even-numbered orders are fulfilled from; the odd ones predate warehouses. */
let depot: { code: string; name: string };

const statuses = [
  'new',
  'confirmed',
  'picking',
  'packed',
  'dispatched',
  'delivered',
  'cancelled',
  'returned',
] as const;

const get = (path: string, as = admin, target = app) =>
  target.inject({ method: 'GET', url: `/api/v1/admin/orders${path}`, headers: bearer(as) });
const report = (payload: object, as = admin, target = app) =>
  target.inject({
    method: 'POST',
    url: '/api/v1/admin/reports/download-b2b-order-report',
    headers: bearer(as),
    payload,
  });
async function list(query: string, target = app, as = admin) {
  const response = await get(query, as, target);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    items: Array<{ number: string; amount: string; orderDate: string } & Record<string, unknown>>;
    total: number;
    totalIsEstimate?: boolean;
  };
}
const numbersOf = (data: { items: Array<{ number: string }> }) =>
  data.items.map((item) => Number(item.number.slice(4)));
const paths = (response: { json: () => { error: { details?: Array<{ path: string }> } } }) =>
  (response.json().error.details ?? []).map((detail) => detail.path);

/** A decimal text in paise, exactly (amounts here have at most two non-zero decimals). */
function paise(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  if (/[1-9]/.test(fraction.slice(2))) throw new Error(`${amount} has more than paise`);
  return BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
}

async function userId(target: TestApp, code: string) {
  const [row] = await target.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.code, code));
  if (!row) throw new Error(`no user ${code}`);
  return row.id;
}

// The small set: thirty orders whose every field follows from their index.
const N = 30;
const all = Array.from({ length: N }, (_, index) => index + 1);
const dayOf = (i: number) => `2026-01-${String(1 + (i % 10)).padStart(2, '0')}`;
const requiredOf = (i: number) =>
  i % 4 === 0 ? null : `2026-02-${String(1 + (i % 7)).padStart(2, '0')}`;
const subtotalOf = (i: number) => i * 10_000 + 50; // paise
const taxOf = (i: number) => i * 1_800;
const amountOf = (i: number) => subtotalOf(i) + taxOf(i);
const rupees = (p: number) => `${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}`;
const statusOf = (i: number) => statuses[i % 8] ?? 'new';
const userOf = (i: number) => (i % 3 === 0 ? 'B' : 'A');

beforeAll(async () => {
  codeA = (await createUser(app, admin, { businessName: 'Kesar Naturals Pvt Ltd' })).code;
  codeB = (await createUser(app, admin, { businessName: 'Neel Threads LLP' })).code;
  const ids = { A: await userId(app, codeA), B: await userId(app, codeB) };
  depot = await createWarehouse(app, admin);
  const [depotRow] = await executeRows(
    app.database.db,
    sql`select id from warehouses where code = ${depot.code}`,
  );
  const depotId = (depotRow as { id: number }).id;
  const inserted = await app.database.db
    .insert(b2bOrders)
    .values(
      all.map((i) => ({
        number: `ORD-${String(i).padStart(6, '0')}`,
        userId: ids[userOf(i)],
        warehouseId: i % 2 === 0 ? depotId : null,
        buyerName: i === 7 ? 'Shree Ganesh Traders' : `Buyer ${i}`,
        buyerGstin: i === 5 ? '27AAPFU0939F1ZV' : null,
        buyerCity: 'Pune',
        buyerStateCode: 'MH',
        buyerCountryCode: 'IN',
        buyerPostalCode: '411001',
        orderDate: dayOf(i),
        requiredBy: requiredOf(i),
        status: statusOf(i),
        quantity: 3 * i,
        lineCount: 2,
        subtotal: rupees(subtotalOf(i)),
        tax: rupees(taxOf(i)),
        amount: rupees(amountOf(i)),
        currency: 'INR',
      })),
    )
    .returning({ id: b2bOrders.id, number: b2bOrders.number });
  const skuOf = (i: number, lineNo: number) =>
    i === 12 && lineNo === 2 ? 'KN-TEA-ASM-250' : `SKU-${i}-${lineNo}`;
  // Each line names a SKU of its order's client.
  const products = await app.database.db
    .insert(productsTable)
    .values(
      (['A', 'B'] as const).map((key) => ({
        code: `PRD-90000${key === 'A' ? 1 : 2}`,
        userId: ids[key],
        name: 'Item',
      })),
    )
    .returning({ id: productsTable.id, userId: productsTable.userId });
  const productOf = new Map(products.map((row) => [row.userId, row.id]));
  const skuRows = await app.database.db
    .insert(skusTable)
    .values(
      all.flatMap((i) =>
        [1, 2].map((lineNo) => ({
          publicId: nextSkuId,
          userId: ids[userOf(i)],
          productId: productOf.get(ids[userOf(i)]) ?? 0,
          code: skuOf(i, lineNo),
          name: `Item ${lineNo}`,
        })),
      ),
    )
    .returning({ id: skusTable.id, userId: skusTable.userId, code: skusTable.code });
  const skuIdOf = new Map(skuRows.map((row) => [`${row.userId} ${row.code}`, row.id]));
  await app.database.db.insert(b2bOrderLines).values(
    inserted.flatMap((order) => {
      const i = Number(order.number.slice(4));
      // Written second line first: the answer still lists them in line order.
      return [2, 1].map((lineNo) => ({
        orderId: order.id,
        lineNo,
        skuId: skuIdOf.get(`${ids[userOf(i)]} ${skuOf(i, lineNo)}`) ?? 0,
        sku: skuOf(i, lineNo),
        description: `Item ${lineNo}`,
        quantity: lineNo === 1 ? i : 2 * i,
        unitPrice: '100.5000',
        taxRate: '18.00',
        taxAmount: '18.0900',
        lineTotal: '118.5900',
      }));
    }),
  );
});

describe('the B2B orders list', () => {
  test('newest order first, with the user, totals as exact decimals', async () => {
    const data = await list('?pageSize=100');
    expect(data.total).toBe(N);
    // Order date descending, the id descending within a day.
    expect(numbersOf(data)).toEqual(
      [...all].sort((a, b) => dayOf(b).localeCompare(dayOf(a)) || b - a),
    );
    const order = data.items.find((item) => item.number === 'ORD-000005');
    expect(order).toMatchObject({
      user: { code: codeA, businessName: 'Kesar Naturals Pvt Ltd' },
      buyer: {
        name: 'Buyer 5',
        gstin: '27AAPFU0939F1ZV',
        city: 'Pune',
        state: 'MH',
        country: 'IN',
      },
      orderDate: '2026-01-06',
      requiredBy: '2026-02-06',
      status: 'delivered',
      quantity: 15,
      subtotal: '500.50',
      tax: '90.00',
      amount: '590.50',
      currency: 'INR',
      lineCount: 2,
    });
  });

  test('pages never repeat or skip an order, whatever the sort', async () => {
    for (const sort of [
      '-orderDate',
      'orderDate',
      'amount',
      '-amount',
      'status',
      'number',
      '-number',
      'requiredBy',
      '-requiredBy',
    ]) {
      const seen: number[] = [];
      for (let page = 1; page <= 5; page++) {
        seen.push(...numbersOf(await list(`?sort=${sort}&pageSize=7&page=${page}`)));
      }
      expect(new Set(seen).size, sort).toBe(N);
    }
    expect(numbersOf(await list('?sort=-amount&pageSize=3'))).toEqual([30, 29, 28]);
    expect(numbersOf(await list('?sort=number&pageSize=3'))).toEqual([1, 2, 3]);
    // Without a date, an order comes last ascending and first descending.
    expect(numbersOf(await list('?sort=-requiredBy&pageSize=3'))).toEqual([28, 24, 20]);
    const ascending = numbersOf(await list('?sort=requiredBy&pageSize=100'));
    expect(ascending.slice(-7)).toEqual([4, 8, 12, 16, 20, 24, 28]);
  });

  test('filters: status, user, order dates (inclusive), amount range', async () => {
    expect((await list('?status=cancelled')).total).toBe(
      all.filter((i) => statusOf(i) === 'cancelled').length,
    );
    expect((await list(`?user=${codeB.toLowerCase()}`)).total).toBe(10);
    expect((await list('?from=2026-01-03&to=2026-01-04')).total).toBe(
      all.filter((i) => dayOf(i) >= '2026-01-03' && dayOf(i) <= '2026-01-04').length,
    );
    expect((await list('?from=2026-01-10')).total).toBe(3);
    const ranged = await list('?minAmount=590.50&maxAmount=1180.99&pageSize=100');
    expect(numbersOf(ranged).sort((a, b) => a - b)).toEqual([5, 6, 7, 8, 9, 10]);
    expect((await list('?minAmount=590.51&maxAmount=590.51')).total).toBe(0);
    expect((await list(`?status=delivered&user=${codeA}`)).total).toBe(
      all.filter((i) => statusOf(i) === 'delivered' && userOf(i) === 'A').length,
    );
    const fromDepot = await list(`?warehouse=${depot.code.toLowerCase()}&pageSize=100`);
    expect(numbersOf(fromDepot).sort((a, b) => a - b)).toEqual(all.filter((i) => i % 2 === 0));
    expect((await list('?warehouse=NO-SUCH-WH')).total).toBe(0);
  });

  test('q matches the number, the buyer, the GSTIN or a line’s SKU', async () => {
    expect(numbersOf(await list('?q=ord-000013'))).toEqual([13]);
    expect(numbersOf(await list('?q=ganesh'))).toEqual([7]);
    expect(numbersOf(await list('?q=aapfu0939'))).toEqual([5]);
    expect(numbersOf(await list('?q=tea-asm'))).toEqual([12]);
    expect((await list('?q=sku-1')).total).toBe(
      all.filter((i) => String(i).startsWith('1')).length,
    );
    expect((await list('?q=100%25')).total).toBe(0);
  });

  test('backward ranges and bad values are refused, naming the field', async () => {
    for (const [query, path] of [
      ['?from=2026-02-01&to=2026-01-01', 'to'],
      ['?minAmount=10&maxAmount=9.99', 'maxAmount'],
      ['?status=lost', 'status'],
      ['?user=nobody', 'user'],
      ['?from=2026-13-01', 'from'],
      ['?minAmount=12.345678', 'minAmount'],
    ] as const) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(paths(response), query).toContain(path);
    }
  });
});

describe('one order', () => {
  test('answers the order with its lines in line order', async () => {
    const response = await get('/ord-000012');
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json().data;
    expect(order).toMatchObject({
      number: 'ORD-000012',
      user: { code: codeB },
      warehouse: { code: depot.code, name: depot.name },
      requiredBy: null,
    });
    // One taken before warehouses were kept names none.
    expect((await get('/ORD-000013')).json().data.warehouse).toBeNull();
    expect(order.lines).toEqual([
      {
        sku: 'SKU-12-1',
        description: 'Item 1',
        quantity: 12,
        unitPrice: '100.50',
        taxRate: '18',
        taxAmount: '18.09',
        lineTotal: '118.59',
      },
      expect.objectContaining({ sku: 'KN-TEA-ASM-250', quantity: 24 }),
    ]);
  });

  test('an unknown order is 404, for the order and its history', async () => {
    for (const path of ['/ORD-999999', '/history/ORD-999999']) {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('ORDER_NOT_FOUND');
    }
  });

  test('the history is the order’s audit entries, newest first', async () => {
    await app.database.db.insert(auditLog).values([
      { action: 'create', entity: 'order', entityId: 'ORD-000003', after: { status: 'new' } },
      {
        action: 'status',
        entity: 'order',
        entityId: 'ORD-000003',
        before: { status: 'new' },
        after: { status: 'confirmed' },
      },
      { action: 'create', entity: 'order', entityId: 'ORD-000004', after: { status: 'new' } },
    ]);
    const response = await get('/history/ord-000003');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.map((entry: { action: string }) => entry.action)).toEqual([
      'status',
      'create',
    ]);
  });
});

describe('the B2B order report', () => {
  test('streams the filtered orders as CSV, then records and announces it', async () => {
    const response = await report({
      reportName: 'January (Kesar) orders',
      filters: { user: codeA, from: '2026-01-02' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      // The slug for any browser; the name as it was typed for those that read RFC 6266's form.
      /^attachment; filename="january-kesar-orders-(\d{4}-\d{2}-\d{2})\.csv"; filename\*=UTF-8''January%20%28Kesar%29%20orders%20\1\.csv$/,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'Order',
      'Order date (IST)',
      'Required by (IST)',
      'Status',
      'User',
      'Business',
      'Warehouse',
      'Buyer',
      'Buyer GSTIN',
      'Buyer city',
      'State',
      'Country',
      'Lines',
      'Quantity',
      'Subtotal',
      'Tax',
      'Amount',
      'Currency',
    ]);
    const expected = all
      .filter((i) => userOf(i) === 'A' && dayOf(i) >= '2026-01-02')
      .sort((a, b) => dayOf(b).localeCompare(dayOf(a)) || b - a);
    expect(rows.map((row) => Number(row[0]?.slice(4)))).toEqual(expected);
    expect(rows.find((row) => row[0] === 'ORD-000005')).toEqual([
      'ORD-000005',
      '2026-01-06',
      '2026-02-06',
      'Delivered',
      codeA,
      'Kesar Naturals Pvt Ltd',
      '',
      'Buyer 5',
      '27AAPFU0939F1ZV',
      'Pune',
      'Maharashtra',
      'India',
      '2',
      '15',
      '500.50',
      '90.00',
      '590.50',
      'INR',
    ]);

    const [member] = await app.database.db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(eq(teamMembers.email, TEST_ADMIN_EMAIL));
    await vi.waitFor(async () => {
      const [entry] = await app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'report'), eq(auditLog.entityId, 'January (Kesar) orders')));
      expect(entry).toMatchObject({
        action: 'create',
        actorMemberId: member?.id,
        after: {
          report: 'b2b-orders',
          format: 'csv',
          rows: expected.length,
          filters: { user: codeA, from: '2026-01-02' },
        },
      });
      const [notice] = await app.database.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.memberId, member?.id ?? 0), eq(notifications.event, 'report.ready')),
        );
      expect(notice?.title).toBe('B2B order report is ready');
      expect(notice?.body).toContain(`${expected.length} orders`);
    });
  });

  test('bad filters are refused with the field’s path, before any file', async () => {
    for (const [filters, path] of [
      [{ from: '2026-02-01', to: '2026-01-01' }, 'filters.to'],
      [{ minAmount: '10', maxAmount: '9' }, 'filters.maxAmount'],
      [{ status: 'lost' }, 'filters.status'],
      [{ user: 'USR-1' }, 'filters.user'],
      [{ from: '2026-02-30' }, 'filters.from'],
    ] as const) {
      const response = await report({ reportName: 'Bad', filters });
      expect(response.statusCode, JSON.stringify(filters)).toBe(400);
      expect(paths(response), JSON.stringify(filters)).toContain(path);
    }
    const unnamed = await report({ reportName: '../etc/passwd', filters: {} });
    expect(unnamed.statusCode).toBe(400);
    expect(paths(unnamed)).toContain('reportName');
    const format = await report({ reportName: 'x', format: 'pdf' });
    expect(paths(format)).toContain('format');
  });

  test('needs reports.export; orders.view alone reads the list', async () => {
    const viewer = await memberWithRole(app, 'orders-viewer', { orders: { view: true } });
    expect((await get('?pageSize=1', viewer.session)).statusCode).toBe(200);
    expect((await report({ reportName: 'Mine' }, viewer.session)).statusCode).toBe(403);
    const nobody = await memberWithRole(app, 'orders-nobody', {});
    expect((await get('', nobody.session)).statusCode).toBe(403);
    expect((await get('/ORD-000001', nobody.session)).statusCode).toBe(403);

    // A reporter who set report.ready to mail only gets no drawer notification, but a mail.
    const reporter = await memberWithRole(app, 'order-reporter', {
      reports: { view: true, export: true },
    });
    const settings = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/settings/change-settings',
      headers: bearer(reporter.session),
      payload: { notifications: { 'report.ready': { inApp: false, email: true } } },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const response = await report({ reportName: 'Mine', format: 'xlsx' }, reporter.session);
    expect(response.statusCode, response.body).toBe(200);
    await vi.waitFor(() => {
      expect(
        app
          .printedMails()
          .filter((mail) => mail.to === reporter.email && /report/i.test(mail.subject)),
      ).toHaveLength(1);
    });
    const [member] = await app.database.db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(eq(teamMembers.email, reporter.email));
    const drawer = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.memberId, member?.id ?? 0));
    expect(drawer).toHaveLength(0);
  });
});

/** A hundred export batches and more: enough for every batch boundary to be crossed many times. */
const BIG = 50_000;

describe(`a report over ${BIG.toLocaleString('en')} orders`, () => {
  let big: TestApp;
  let owner: SignedIn;

  beforeAll(async () => {
    big = await createTestApp();
    owner = await signIn(big, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const first = await userId(big, (await createUser(big, owner)).code);
    const second = await userId(big, (await createUser(big, owner)).code);
    // Set-based: one statement writes every order, amounts exact in paise.
    await big.database.db.execute(sql`
      insert into b2b_orders (number, user_id, buyer_name, buyer_gstin, buyer_city,
        buyer_state_code, buyer_country_code, buyer_postal_code, order_date, required_by, status,
        quantity, line_count, subtotal, tax, amount, currency)
      select 'ORD-' || lpad(i::text, 6, '0'),
        case when i % 2 = 0 then ${first}::int else ${second}::int end,
        'Buyer "' || i || '", Pune', null, 'Pune', 'MH', 'IN', '411001',
        date '2025-01-01' + (i * 7919 % 400),
        case when i % 5 = 0 then null else date '2025-02-01' + (i % 400) end,
        (array['new','confirmed','picking','packed','dispatched','delivered','cancelled','returned'])[1 + i % 8],
        1 + i % 9, 1,
        (i * 7127 % 1000000)::numeric / 100,
        (i * 131 % 18000)::numeric / 100,
        (i * 7127 % 1000000)::numeric / 100 + (i * 131 % 18000)::numeric / 100,
        'INR'
      from generate_series(1, ${BIG}::int) as i`);
    await big.database.db.execute(sql`analyze b2b_orders`);
  });
  afterAll(() => big.dispose());

  async function expected(where = sql`true`) {
    const [row] = await executeRows(
      big.database.db,
      sql`select count(*)::int as count, coalesce(sum(amount), 0)::text as sum from b2b_orders where ${where}`,
    );
    const { count, sum } = row as { count: number; sum: string };
    return { count, sum: paise(sum) };
  }

  test('the CSV holds every order once, in the list’s order, adding up to the database', async () => {
    const started = Date.now();
    const response = await report({ reportName: 'Everything', filters: {} }, owner, big);
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(response.body);
    const seconds = (Date.now() - started) / 1000;
    const totals = await expected();
    expect(rows.length).toBeGreaterThan(3 * EXPORT_BATCH_SIZE);
    expect(rows).toHaveLength(totals.count);
    const amount = header?.indexOf('Amount') ?? -1;
    expect(rows.reduce((sum, row) => sum + paise(row[amount] ?? ''), 0n)).toBe(totals.sum);
    expect(new Set(rows.map((row) => row[0])).size).toBe(totals.count);
    // Newest first, across batch boundaries.
    const dates = rows.map((row) => row[1] ?? '');
    expect(dates.every((date, index) => index === 0 || (dates[index - 1] ?? '') >= date)).toBe(
      true,
    );
    // biome-ignore lint/suspicious/noConsole: how long the whole file took, for the test log.
    console.info(`${totals.count} orders as CSV in ${seconds.toFixed(1)} s (${testEngine})`);

    // A sort with empty values and ties, filtered: still each once.
    const filtered = await report(
      { reportName: 'Due', filters: { sort: 'requiredBy', status: 'delivered', minAmount: '100' } },
      owner,
      big,
    );
    const due = parseCsv(filtered.body).slice(1);
    const dueTotals = await expected(sql`status = 'delivered' and amount >= 100`);
    expect(due).toHaveLength(dueTotals.count);
    expect(new Set(due.map((row) => row[0])).size).toBe(dueTotals.count);
    expect(due.reduce((sum, row) => sum + paise(row[amount] ?? ''), 0n)).toBe(dueTotals.sum);
    expect(due.at(-1)?.[2]).toBe('');
  });

  let listening: Promise<string> | null = null;
  /** The app on a port of its own, for a client that reads the stream as it comes. */
  const addressOf = () => {
    listening ??= big.listen({ port: 0, host: '127.0.0.1' });
    return listening;
  };

  test('a client that leaves mid-file ends the report: no entry, no notification', async () => {
    const address = await addressOf();
    // The server's side of the download: it closes once the server has given the file up.
    const closed = new Promise<{ finished: boolean }>((resolve) => {
      big.server.once('request', (_request, reply) => {
        reply.once('close', () => resolve({ finished: reply.writableFinished }));
      });
    });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/v1/admin/reports/download-b2b-order-report`, {
      method: 'POST',
      headers: { ...bearer(owner), 'content-type': 'application/json' },
      body: JSON.stringify({ reportName: 'Abandoned', filters: {} }),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(first?.done).toBe(false);
    controller.abort();
    await reader?.cancel().catch(() => {});
    expect(await closed, 'the file was cut short, never finished').toEqual({ finished: false });
    const entries = await big.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'report'), eq(auditLog.entityId, 'Abandoned')));
    expect(entries).toHaveLength(0);
    // The server goes on answering.
    expect((await list('?pageSize=1', big, owner)).total).toBeGreaterThan(0);
  });

  test('the workbook holds the same orders and amounts', async () => {
    const response = await report(
      {
        reportName: 'Tulsi cancelled',
        format: 'xlsx',
        filters: { status: 'cancelled', sort: '-amount' },
      },
      owner,
      big,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="tulsi-cancelled-(\d{4}-\d{2}-\d{2})\.xlsx"; filename\*=UTF-8''Tulsi%20cancelled%20\1\.xlsx$/,
    );
    const workbook = new ExcelJS.Workbook();
    // exceljs's types predate Node's generic Buffer.
    await workbook.xlsx.load(response.rawPayload as never);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    expect(sheet.name).toBe('Tulsi cancelled');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const amount = header.indexOf('Amount');
    const totals = await expected(sql`status = 'cancelled'`);
    expect(sheet.rowCount - 1).toBe(totals.count);
    let sum = 0n;
    let previous = Number.POSITIVE_INFINITY;
    for (let row = 2; row <= sheet.rowCount; row++) {
      const cell = (sheet.getRow(row).values as unknown[])[amount + 1];
      // A number a spreadsheet can add up, not text.
      expect(typeof cell).toBe('number');
      const value = String(cell);
      sum += paise(value);
      expect(Number(value)).toBeLessThanOrEqual(previous);
      previous = Number(value);
    }
    expect(sum).toBe(totals.sum);
  });

  test('orders changed while the report downloads are in it once, as they were when it began', async () => {
    const response = await fetch(
      `${await addressOf()}/api/v1/admin/reports/download-b2b-order-report`,
      {
        method: 'POST',
        headers: { ...bearer(owner), 'content-type': 'application/json' },
        body: JSON.stringify({ reportName: 'Moving', filters: {} }),
      },
    );
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    if (!reader) throw new Error('the report has no body');
    // The BOM stays in the text, as a file saved from the stream keeps it.
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    let text = '';
    const first = await reader.read();
    text += decoder.decode(first.value, { stream: true });
    // Newest first: the newest orders are already sent, the oldest not yet. Moving the newest
    // to the end and the oldest to the front would write the first twice and the second never,
    // were each batch read from the data as it is by then.
    const moved = await executeRows(
      big.database.db,
      sql`with newest as (select id from b2b_orders order by order_date desc, id desc limit 50),
        oldest as (select id from b2b_orders order by order_date, id limit 50)
        update b2b_orders set order_date = case when id in (select id from newest)
          then date '2019-01-01' else date '2031-01-01' end
        where id in (select id from newest) or id in (select id from oldest)
        returning number`,
    );
    expect(moved).toHaveLength(100);
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
    }
    text += decoder.decode();
    const rows = parseCsv(text).slice(1);
    expect(rows).toHaveLength(BIG);
    expect(new Set(rows.map((row) => row[0])).size).toBe(BIG);
    // As they were: no order is dated 2019 or 2031 in the file, and the order holds throughout.
    const dates = rows.map((row) => row[1] ?? '');
    expect(dates.filter((date) => date.startsWith('2019') || date.startsWith('2031'))).toEqual([]);
    expect(dates.every((date, index) => index === 0 || (dates[index - 1] ?? '') >= date)).toBe(
      true,
    );
  });
});
