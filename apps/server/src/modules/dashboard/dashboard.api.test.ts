import {
  type AnalyticalDashboard,
  type BusinessDashboard,
  type CurrencyAmount,
  EXPIRING_LOT_DAYS,
} from '@depot/contracts/dashboard';
import { receivingStatuses } from '@depot/contracts/receiving';
import { shipmentStatuses } from '@depot/contracts/shipments';
import { eq, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { executeRows } from '../../db/client.ts';
import { b2bOrders } from '../../db/schema/orders.ts';
import { transactions } from '../../db/schema/transactions.ts';
import { formatAmount } from '../../lib/money.ts';
import { bearer, type SignedIn } from '../../test/auth-helpers.ts';
import { createReceipt, createUser } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';
import { createDashboardRepository } from './dashboard.repository.ts';

/*
 * The dashboard reads summaries the database keeps with triggers; these tests hold every figure
 * against the same figure counted straight from the base tables, on the whole sample data and
 * again after each kind of change (insert, update, delete) the triggers must follow.
 */

const { app, admin } = fileApp({ env: { SEED_DEMO: 'true' } });
let today: string;

const IST = sql.raw(`'Asia/Kolkata'`);

const get = (url: string, as: SignedIn | null = admin) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/admin/dashboard/${url}`,
    headers: as ? bearer(as) : {},
  });

async function business(): Promise<BusinessDashboard> {
  const response = await get('business');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function analytical(query: string): Promise<AnalyticalDashboard> {
  const response = await get(`analytical?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function query<T>(statement: SQL): Promise<T[]> {
  return (await executeRows(app.database.db, statement)) as T[];
}

const DAY = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

/** A decimal text in ten-thousandths, exactly: sums in tests never pass through a float. */
function units(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole) * 10_000n + BigInt(`${fraction}0000`.slice(0, 4));
  return negative ? -value : value;
}
const totalIn = (totals: CurrencyAmount[] = [], currency: string) =>
  units(totals.find((total) => total.currency === currency)?.amount ?? '0');

const money = (rows: Array<{ currency: string; amount: string }>): CurrencyAmount[] =>
  rows.map((row) => ({ currency: row.currency, amount: formatAmount(row.amount, row.currency) }));

/** The Business view, counted straight from the base tables. */
async function businessFromTables(): Promise<BusinessDashboard> {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const monthStart = `${y}-${pad(m)}-01`;
  const lastMonthStart = m === 1 ? `${y - 1}-12-01` : `${y}-${pad(m - 1)}-01`;
  const lastMonthEnd = addDays(monthStart, -1);
  const sameDay = `${lastMonthStart.slice(0, 8)}${pad(d)}`;
  const lastMonthToDate = sameDay < lastMonthEnd ? sameDay : lastMonthEnd;
  const paidIn = (from: string, to: string) =>
    query<{ currency: string; amount: string }>(sql`
      select currency, sum(amount)::text as amount from transactions
      where status = 'paid' and (created_at at time zone ${IST})::date between ${from}::date and ${to}::date
      group by currency order by currency`);
  const byStatus = async (table: string, statuses: readonly string[]) => {
    const counted = await query<{ status: string; count: number }>(
      sql`select status, count(*)::int as count from ${sql.identifier(table)} group by status`,
    );
    return statuses.map((status) => ({
      status,
      count: counted.find((row) => row.status === status)?.count ?? 0,
    }));
  };
  const [users] = await query<{ count: number }>(
    sql`select count(*)::int as count from users where status = 'active'`,
  );
  // The plan counts are the users list's, filtered by plan status: what the cards link to.
  const usersWithPlan = async (planStatus: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/users?planStatus=${planStatus}&pageSize=1`,
      headers: bearer(admin),
    });
    expect(response.json().data.totalIsEstimate).toBeUndefined();
    return response.json().data.total as number;
  };
  const plans = {
    active: await usersWithPlan('active'),
    expiring: await usersWithPlan('expiring'),
  };
  const orders = await query<{ day: string; currency: string; orders: number; amount: string }>(
    sql`
      select order_date::text as day, currency, count(*)::int as orders, sum(amount)::text as amount
      from b2b_orders where order_date between ${addDays(today, -29)}::date and ${today}::date
      group by order_date, currency order by order_date, currency`,
  );
  const overTime = Array.from({ length: 30 }, (_, index) => {
    const day = addDays(today, index - 29);
    const rows = orders.filter((row) => row.day === day);
    return {
      day,
      orders: rows.reduce((sum, row) => sum + row.orders, 0),
      totals: money(rows),
    };
  });
  const byPackage = await query<{
    code: string;
    name: string;
    currency: string;
    amount: string;
    invoices: number;
  }>(sql`
    select p.code, p.name, t.currency, sum(t.amount)::text as amount, count(*)::int as invoices
    from transactions t join packages p on p.id = t.package_id
    where t.status = 'paid'
      and (t.created_at at time zone ${IST})::date between ${monthStart}::date and ${today}::date
    group by p.code, p.name, t.currency
    order by sum(t.amount) desc, p.code, t.currency`);
  const receipts = await byStatus('goods_receipts', receivingStatuses);
  const lastDay = overTime.at(-1);
  // The stock counted another way: units from the ledger (into real places less out of them),
  // free units per SKU in JavaScript, put-away from the receipts' lines.
  const unitsByWarehouse = await query<{ code: string; name: string; units: number }>(sql`
    select w.code, w.name, coalesce((
      select sum(case when t.warehouse_id = w.id and t.kind <> 'virtual' then l.quantity else 0 end)
        - sum(case when f.warehouse_id = w.id and f.kind <> 'virtual' then l.quantity else 0 end)
      from stock_ledger l
      join locations t on t.id = l.to_location_id
      join locations f on f.id = l.from_location_id
      where (t.warehouse_id = w.id and t.kind <> 'virtual')
        or (f.warehouse_id = w.id and f.kind <> 'virtual')), 0)::int as units
    from warehouses w where w.status = 'active' order by w.code`);
  const free = await query<{ sku_id: number; free: number }>(sql`
    select b.sku_id, sum(b.on_hand - b.reserved - b.on_hold)::int as free
    from stock_balances b join locations l on l.id = b.location_id and l.counts_as_available
    group by b.sku_id`);
  const freeOf = new Map(free.map((row) => [row.sku_id, row.free]));
  const stocked = await query<{ id: number }>(sql`
    select id from skus where status = 'active' and kind <> 'bundle'`);
  const [expiring] = await query<{ n: number }>(sql`
    select count(*)::int as n from stock_lots t
    where t.expires_on <= (now() at time zone ${IST})::date + ${EXPIRING_LOT_DAYS}::int
      and exists (select 1 from stock_balances b where b.lot_id = t.id and b.on_hand > 0)`);
  const waiting = await query<{ receipt_id: number; units: number }>(sql`
    select g.receipt_id, (coalesce(g.received_qty, 0) - g.rejected_qty - g.put_away_qty)::int as units
    from goods_receipt_lines g join goods_receipts r on r.id = g.receipt_id
    where r.status = 'approved'`);
  const open = waiting.filter((line) => line.units > 0);
  return {
    today,
    activeUsers: users?.count ?? 0,
    activePlans: plans.active,
    expiringPlans: plans.expiring,
    revenue: {
      thisMonth: { from: monthStart, to: today, totals: money(await paidIn(monthStart, today)) },
      lastMonthToDate: {
        from: lastMonthStart,
        to: lastMonthToDate,
        totals: money(await paidIn(lastMonthStart, lastMonthToDate)),
      },
      lastMonth: {
        from: lastMonthStart,
        to: lastMonthEnd,
        totals: money(await paidIn(lastMonthStart, lastMonthEnd)),
      },
    },
    ordersToday: { count: lastDay?.orders ?? 0, totals: lastDay?.totals ?? [] },
    shipmentsByStatus: (await byStatus('shipments', shipmentStatuses)) as Array<{
      status: (typeof shipmentStatuses)[number];
      count: number;
    }>,
    receiptsByStatus: receipts as Array<{
      status: (typeof receivingStatuses)[number];
      count: number;
    }>,
    stock: {
      unitsByWarehouse: unitsByWarehouse.map((row) => ({
        warehouse: { code: row.code, name: row.name },
        units: row.units,
      })),
      skusOutOfStock: stocked.filter((sku) => (freeOf.get(sku.id) ?? 0) <= 0).length,
      lotsExpiringSoon: expiring?.n ?? 0,
      receiptsAwaitingPutAway: new Set(open.map((line) => line.receipt_id)).size,
      unitsAwaitingPutAway: open.reduce((sum, line) => sum + line.units, 0),
    },
    receiptsAwaitingApproval: receipts.find((row) => row.status === 'pending')?.count ?? 0,
    revenueByPackage: byPackage.map((row) => ({
      package: { code: row.code, name: row.name },
      currency: row.currency,
      amount: formatAmount(row.amount, row.currency),
      invoices: row.invoices,
    })),
    ordersOverTime: overTime,
  };
}

type Span = { start: string; end: string };
type Figures = AnalyticalDashboard['totals'];

/** The analytical figures of each span, counted straight from the base tables. */
async function figuresFromTables(spans: Span[]): Promise<Figures[]> {
  const list = sql`json_to_recordset(${JSON.stringify(spans)}::json) as b(start date, "end" date)`;
  const orders = await query<{ start: string; currency: string; count: number; amount: string }>(
    sql`
      select b.start::text as start, o.currency, count(*)::int as count, sum(o.amount)::text as amount
      from ${list} join b2b_orders o on o.order_date between b.start and b."end"
      group by b.start, o.currency order by o.currency`,
  );
  const revenue = await query<{ start: string; currency: string; amount: string }>(sql`
    select b.start::text as start, t.currency, sum(t.amount)::text as amount
    from ${list} join transactions t
      on t.status = 'paid' and (t.created_at at time zone ${IST})::date between b.start and b."end"
    group by b.start, t.currency order by t.currency`);
  const dispatch = await query<{ start: string; total: number; part: number; rate: string | null }>(
    sql`
      select b.start::text as start, count(*)::int as total,
        count(*) filter (where (o.dispatched_at at time zone ${IST})::date <= o.required_by)::int as part,
        round(count(*) filter (where (o.dispatched_at at time zone ${IST})::date <= o.required_by)::numeric / count(*), 4)::text as rate
      from ${list} join b2b_orders o
        on o.dispatched_at is not null and o.required_by is not null
        and (o.dispatched_at at time zone ${IST})::date between b.start and b."end"
      group by b.start`,
  );
  const receipts = await query<{ start: string; total: number; part: number; rate: string | null }>(
    sql`
      select b.start::text as start, count(*)::int as total,
        count(*) filter (where r.status = 'rejected')::int as part,
        round(count(*) filter (where r.status = 'rejected')::numeric / count(*), 4)::text as rate
      from ${list} join goods_receipts r
        on r.status in ('approved', 'rejected')
        and (r.decided_at at time zone ${IST})::date between b.start and b."end"
      group by b.start`,
  );
  return spans.map(({ start }) => {
    const ordered = orders.filter((row) => row.start === start);
    const dispatched = dispatch.find((row) => row.start === start);
    const decided = receipts.find((row) => row.start === start);
    return {
      orders: ordered.reduce((sum, row) => sum + row.count, 0),
      orderTotals: money(ordered),
      revenue: money(revenue.filter((row) => row.start === start)),
      dispatched: dispatched?.total ?? 0,
      dispatchedOnTime: dispatched?.part ?? 0,
      onTimeDispatchRate: dispatched?.rate ? Number(dispatched.rate) : null,
      receiptsDecided: decided?.total ?? 0,
      receiptsRejected: decided?.part ?? 0,
      receiptRejectionRate: decided?.rate ? Number(decided.rate) : null,
    };
  });
}

/** Asserts an Analytical answer point by point and in total against the base tables. */
async function expectAnalyticalMatchesTables(view: AnalyticalDashboard) {
  const spans = view.points.map(({ start, end }) => ({ start, end }));
  const expected = await figuresFromTables(spans);
  expect(view.points).toEqual(spans.map((span, index) => ({ ...span, ...expected[index] })));
  const [totals] = await figuresFromTables([{ start: view.from, end: view.to }]);
  expect(view.totals).toEqual(totals);
}

/** The periods tile the range: no gap, no overlap, each clipped to it. */
function expectTiled(view: AnalyticalDashboard) {
  expect(view.points[0]?.start).toBe(view.from);
  expect(view.points.at(-1)?.end).toBe(view.to);
  for (const [index, point] of view.points.entries()) {
    expect(point.start <= point.end).toBe(true);
    const next = view.points[index + 1];
    if (next) expect(next.start).toBe(addDays(point.end, 1));
  }
}

async function expectBothViewsMatchTables() {
  expect(await business()).toEqual(await businessFromTables());
  await expectAnalyticalMatchesTables(
    await analytical(`from=${addDays(today, -6)}&to=${today}&granularity=day`),
  );
}

beforeAll(async () => {
  const [row] = await query<{ today: string }>(
    sql`select (now() at time zone ${IST})::date::text as today`,
  );
  today = row?.today ?? '';
}, 180_000);

describe('on the sample data', () => {
  test('every Business figure equals the same figure counted from the base tables', async () => {
    const view = await business();
    expect(view).toEqual(await businessFromTables());
    // The sample data gives each figure something to count.
    expect(view.today).toBe(today);
    expect(view.activeUsers).toBeGreaterThan(0);
    expect(view.activePlans).toBeGreaterThan(0);
    expect(view.revenue?.lastMonth.totals.length).toBeGreaterThan(0);
    expect(view.ordersOverTime.some((point) => point.orders > 0)).toBe(true);
    expect(view.shipmentsByStatus.map((row) => row.status)).toEqual([...shipmentStatuses]);
    expect(view.receiptsByStatus.map((row) => row.status)).toEqual([...receivingStatuses]);
    expect(view.stock?.unitsByWarehouse.some((row) => row.units > 0)).toBe(true);
    expect(view.stock?.skusOutOfStock).toBeGreaterThan(0);
    expect(view.stock?.receiptsAwaitingPutAway).toBeGreaterThan(0);
    expect(view.ordersOverTime.map((point) => point.day)).toEqual(
      Array.from({ length: 30 }, (_, index) => addDays(today, index - 29)),
    );
  });

  test('each month’s revenue is what the transactions list totals for its link', async () => {
    const view = await business();
    if (!view.revenue) throw new Error('the administrator is shown revenue');
    for (const span of [view.revenue.thisMonth, view.revenue.lastMonth]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/admin/transactions/totals?status=paid&from=${span.from}&to=${span.to}`,
        headers: bearer(admin),
      });
      expect(response.statusCode, response.body).toBe(200);
      const listed = response.json().data.currencies as Array<{ currency: string; total: string }>;
      expect(span.totals).toEqual(
        listed.map((row) => ({ currency: row.currency, amount: row.total })),
      );
    }
    expect(view.revenue.lastMonth.totals.length).toBeGreaterThan(0);
  });

  test("last month to date stops at last month's end when it is shorter", async () => {
    const repository = createDashboardRepository(app.database.db);
    const daysOf = (day: string) => repository.businessDays(sql`${day}::date`);
    expect(await daysOf('2026-03-31')).toEqual({
      today: '2026-03-31',
      monthStart: '2026-03-01',
      lastMonthStart: '2026-02-01',
      lastMonthToDate: '2026-02-28',
      lastMonthEnd: '2026-02-28',
      thirtyDaysAgo: '2026-03-02',
    });
    expect(await daysOf('2028-03-30')).toMatchObject({
      lastMonthToDate: '2028-02-29',
      lastMonthEnd: '2028-02-29',
    });
    expect(await daysOf('2027-01-15')).toMatchObject({
      monthStart: '2027-01-01',
      lastMonthStart: '2026-12-01',
      lastMonthToDate: '2026-12-15',
      lastMonthEnd: '2026-12-31',
      thirtyDaysAgo: '2026-12-17',
    });
    expect(await daysOf('2026-05-31')).toMatchObject({
      lastMonthToDate: '2026-04-30',
      lastMonthEnd: '2026-04-30',
    });
  });

  test('a 90-day daily range matches the base tables day by day and in total', async () => {
    const from = addDays(today, -89);
    const view = await analytical(`from=${from}&to=${today}&granularity=day`);
    expect(view).toMatchObject({ from, to: today, granularity: 'day' });
    expect(view.points).toHaveLength(90);
    for (const point of view.points) expect(point.end).toBe(point.start);
    expectTiled(view);
    await expectAnalyticalMatchesTables(view);
    expect(view.totals.orders).toBeGreaterThan(0);
    expect(view.totals.dispatched).toBeGreaterThan(0);
    expect(view.totals.dispatchedOnTime).toBeLessThan(view.totals.dispatched);
    expect(view.totals.receiptsDecided).toBeGreaterThan(0);
  });

  test('a 12-month monthly range matches, its first month clipped to the start', async () => {
    const [row] = await query<{ from: string }>(
      sql`select ((${today}::date - interval '1 year')::date + 1)::text as from`,
    );
    const from = row?.from ?? '';
    const view = await analytical(`from=${from}&to=${today}&granularity=month`);
    expectTiled(view);
    expect(view.points.length).toBeGreaterThanOrEqual(12);
    expect(view.points.length).toBeLessThanOrEqual(13);
    for (const point of view.points.slice(1)) expect(point.start.endsWith('-01')).toBe(true);
    for (const point of view.points.slice(0, -1)) {
      expect(addDays(point.end, 1).endsWith('-01')).toBe(true);
    }
    await expectAnalyticalMatchesTables(view);
    expect(view.totals.revenue?.length).toBeGreaterThan(0);
  });

  test('weeks start on Monday, the first and last clipped to the range', async () => {
    // 2026-01-07 is a Wednesday, 2026-03-03 a Tuesday.
    const view = await analytical('from=2026-01-07&to=2026-03-03&granularity=week');
    expectTiled(view);
    expect(view.points[0]).toMatchObject({ start: '2026-01-07', end: '2026-01-11' });
    expect(view.points[1]).toMatchObject({ start: '2026-01-12', end: '2026-01-18' });
    expect(view.points.at(-1)).toMatchObject({ start: '2026-03-02', end: '2026-03-03' });
    for (const point of view.points.slice(1)) {
      expect(new Date(`${point.start}T00:00:00Z`).getUTCDay()).toBe(1);
    }
    await expectAnalyticalMatchesTables(view);
  });

  test('a range where nothing happened has every period, with zeros and null rates', async () => {
    const view = await analytical('from=2001-02-01&to=2001-04-30&granularity=month');
    expect(view.points.map((point) => [point.start, point.end])).toEqual([
      ['2001-02-01', '2001-02-28'],
      ['2001-03-01', '2001-03-31'],
      ['2001-04-01', '2001-04-30'],
    ]);
    const empty = {
      orders: 0,
      orderTotals: [],
      revenue: [],
      dispatched: 0,
      dispatchedOnTime: 0,
      onTimeDispatchRate: null,
      receiptsDecided: 0,
      receiptsRejected: 0,
      receiptRejectionRate: null,
    };
    for (const point of view.points) expect(point).toMatchObject(empty);
    expect(view.totals).toEqual(empty);
  });

  test('the range defaults to the last 30 days, and a missing end or start is filled in', async () => {
    const whole = await analytical('');
    expect(whole).toMatchObject({ from: addDays(today, -29), to: today, granularity: 'day' });
    expect(whole.points).toHaveLength(30);
    const toAlone = await analytical('to=2026-03-10');
    expect(toAlone).toMatchObject({ from: '2026-02-09', to: '2026-03-10' });
    expect(toAlone.points).toHaveLength(30);
    const fromAlone = await analytical(`from=${addDays(today, -9)}&granularity=week`);
    expect(fromAlone).toMatchObject({ from: addDays(today, -9), to: today, granularity: 'week' });
    expectTiled(fromAlone);
  });
});

describe('money is sent only to those who may read what it sums', () => {
  const read = async (as: SignedIn) => {
    const [businessView, analyticalView] = await Promise.all(
      ['business', 'analytical'].map(async (view) => {
        const response = await get(view, as);
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data;
      }),
    );
    return { business: businessView, analytical: analyticalView };
  };
  const revenueFields = (views: Awaited<ReturnType<typeof read>>) => [
    views.business.revenue,
    views.business.revenueByPackage,
    views.analytical.totals.revenue,
    views.analytical.points[0].revenue,
  ];
  const orderValueFields = (views: Awaited<ReturnType<typeof read>>) => [
    views.business.ordersToday.totals,
    views.business.ordersOverTime[0].totals,
    views.analytical.totals.orderTotals,
    views.analytical.points[0].orderTotals,
  ];

  test('a floor role sees counts but no revenue, and order values only with orders.view', async () => {
    const floor = await memberWithRole(app, 'dashboard-floor', {
      dashboard: { view: true },
      orders: { view: true },
      receiving: { view: true, add: true },
    });
    const views = await read(floor.session);
    for (const field of revenueFields(views)) expect(field).toBeUndefined();
    for (const field of orderValueFields(views)) expect(field).toBeDefined();
    expect(views.business.activeUsers).toBeGreaterThan(0);
    // Nor the stock without inventory.view; with it, the stock comes.
    expect(views.business.stock).toBeUndefined();
    const keeper = await memberWithRole(app, 'dashboard-stock', {
      dashboard: { view: true },
      inventory: { view: true },
    });
    expect((await read(keeper.session)).business.stock).toEqual((await read(admin)).business.stock);
    expect(JSON.stringify(views)).not.toContain('"revenue"');

    const dashboardOnly = await memberWithRole(app, 'dashboard-only', {
      dashboard: { view: true },
    });
    for (const field of orderValueFields(await read(dashboardOnly.session))) {
      expect(field).toBeUndefined();
    }
  });

  test('with transactions.view, revenue is sent, the administrator’s own', async () => {
    const finance = await memberWithRole(app, 'dashboard-finance', {
      dashboard: { view: true },
      transactions: { view: true },
    });
    const views = await read(finance.session);
    const full = await read(admin);
    expect(revenueFields(views)).toEqual(revenueFields(full));
    for (const field of revenueFields(views)) expect(field).toBeDefined();
  });
});

describe('the summaries follow changes', () => {
  test('orders: inserted, changed and deleted, singly and in bulk', async () => {
    const before = await business();
    const beforeToday = await analytical(`from=${today}&to=${today}`);
    const [user] = await query<{ id: number }>(
      sql`select id from users where status = 'active' order by id limit 1`,
    );
    const order = (number: string, amount: string) => ({
      number,
      userId: user?.id ?? 0,
      buyerName: 'Dashboard Test Buyer',
      buyerCity: 'Pune',
      buyerStateCode: 'MH',
      buyerCountryCode: 'IN',
      buyerPostalCode: '411001',
      orderDate: today,
      requiredBy: today,
      dispatchedAt: new Date(),
      status: 'dispatched' as const,
      quantity: 3,
      lineCount: 1,
      subtotal: amount,
      tax: '0',
      amount,
      currency: 'INR',
    });
    const db = app.database.db;
    await db.insert(b2bOrders).values(order('ORD-DASH-1', '1000.25'));

    let view = await business();
    expect(view.ordersToday.count).toBe(before.ordersToday.count + 1);
    expect(totalIn(view.ordersToday.totals, 'INR')).toBe(
      totalIn(before.ordersToday.totals, 'INR') + units('1000.25'),
    );
    expect(view.ordersOverTime.at(-1)?.orders).toBe(before.ordersToday.count + 1);
    let todayView = await analytical(`from=${today}&to=${today}`);
    expect(todayView.totals.dispatched).toBe(beforeToday.totals.dispatched + 1);
    expect(todayView.totals.dispatchedOnTime).toBe(beforeToday.totals.dispatchedOnTime + 1);
    await expectBothViewsMatchTables();

    // Due yesterday, it left late; and its amount changes.
    await db
      .update(b2bOrders)
      .set({ requiredBy: addDays(today, -1), subtotal: '900', amount: '900' })
      .where(eq(b2bOrders.number, 'ORD-DASH-1'));
    view = await business();
    expect(totalIn(view.ordersToday.totals, 'INR')).toBe(
      totalIn(before.ordersToday.totals, 'INR') + units('900'),
    );
    todayView = await analytical(`from=${today}&to=${today}`);
    expect(todayView.totals.dispatched).toBe(beforeToday.totals.dispatched + 1);
    expect(todayView.totals.dispatchedOnTime).toBe(beforeToday.totals.dispatchedOnTime);

    // A change the summaries do not count moves nothing.
    await db
      .update(b2bOrders)
      .set({ buyerName: 'Renamed Buyer' })
      .where(eq(b2bOrders.number, 'ORD-DASH-1'));
    expect(await business()).toEqual(view);

    await db
      .insert(b2bOrders)
      .values([
        order('ORD-DASH-2', '10'),
        order('ORD-DASH-3', '20.5'),
        { ...order('ORD-DASH-4', '7'), dispatchedAt: null, status: 'new' },
      ]);
    view = await business();
    expect(view.ordersToday.count).toBe(before.ordersToday.count + 4);
    todayView = await analytical(`from=${today}&to=${today}`);
    expect(todayView.totals.dispatched).toBe(beforeToday.totals.dispatched + 3);
    await expectBothViewsMatchTables();

    await db.delete(b2bOrders).where(sql`${b2bOrders.number} like 'ORD-DASH-%'`);
    expect(await business()).toEqual(before);
    expect(await analytical(`from=${today}&to=${today}`)).toEqual(beforeToday);
  });

  test('shipments: a status change and a deletion through the API', async () => {
    const before = await business();
    const count = (view: BusinessDashboard, status: string) =>
      view.shipmentsByStatus.find((row) => row.status === status)?.count ?? 0;
    const drafts = await query<{ code: string }>(
      sql`select code from shipments where status = 'draft' order by id limit 2`,
    );
    const [first, second] = drafts.map((row) => row.code);
    expect(second).toBeDefined();
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/shipment/update/${first}`,
      headers: bearer(admin),
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    let view = await business();
    expect(count(view, 'draft')).toBe(count(before, 'draft') - 1);
    expect(count(view, 'cancelled')).toBe(count(before, 'cancelled') + 1);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/shipment/delete/${second}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    view = await business();
    expect(count(view, 'draft')).toBe(count(before, 'draft') - 2);
    await expectBothViewsMatchTables();
  });

  test('goods receipts: raised, approved, rejected and deleted through the API', async () => {
    const flags = { view: true, add: true, edit: true, delete: true };
    const clerk = await memberWithRole(app, 'dashboard-clerk', { receiving: flags });
    const [user] = await query<{ code: string }>(
      sql`select code from users where status = 'active' order by id limit 1`,
    );
    const raise = async () =>
      (await createReceipt(app, clerk.session, user?.code ?? '', { expectedDate: today })).id;
    const decide = async (action: 'approve' | 'reject', id: string) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/admin/shipment/receiving/${action}`,
        headers: bearer(admin),
        payload: action === 'approve' ? { ids: [id] } : { ids: [id], comment: 'Seals broken' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.results[0].outcome).toBe(
        action === 'approve' ? 'approved' : 'rejected',
      );
    };
    const count = (view: BusinessDashboard, status: string) =>
      view.receiptsByStatus.find((row) => row.status === status)?.count ?? 0;
    const before = await business();
    const beforeToday = await analytical(`from=${today}&to=${today}`);

    const approved = await raise();
    const rejected = await raise();
    const dropped = await raise();
    let view = await business();
    expect(count(view, 'pending')).toBe(count(before, 'pending') + 3);
    expect(view.receiptsAwaitingApproval).toBe(before.receiptsAwaitingApproval + 3);

    await decide('approve', approved);
    await decide('reject', rejected);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/shipment/receiving/delete/${dropped}`,
      headers: bearer(clerk.session),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    view = await business();
    expect(count(view, 'pending')).toBe(count(before, 'pending'));
    expect(count(view, 'approved')).toBe(count(before, 'approved') + 1);
    expect(count(view, 'rejected')).toBe(count(before, 'rejected') + 1);
    const todayView = await analytical(`from=${today}&to=${today}`);
    expect(todayView.totals.receiptsDecided).toBe(beforeToday.totals.receiptsDecided + 2);
    expect(todayView.totals.receiptsRejected).toBe(beforeToday.totals.receiptsRejected + 1);
    await expectBothViewsMatchTables();
  });

  test('transactions: marked paid, then deleted', async () => {
    const before = await business();
    const beforeToday = await analytical(`from=${today}&to=${today}`);
    const [pending] = await query<{ id: number; amount: string; currency: string; code: string }>(
      sql`
        select t.id, t.amount::text as amount, t.currency, p.code
        from transactions t join packages p on p.id = t.package_id
        where t.status = 'pending' order by t.id limit 1`,
    );
    if (!pending) throw new Error('the sample data has no pending invoice');
    const db = app.database.db;
    await db
      .update(transactions)
      // Counted on the day it was raised: raised and paid now, it is today's and this month's.
      .set({ status: 'paid', createdAt: new Date(), paidAt: new Date(), method: 'upi' })
      .where(eq(transactions.id, pending.id));

    const view = await business();
    const gained = (after?: CurrencyAmount[], earlier?: CurrencyAmount[]) =>
      totalIn(after, pending.currency) - totalIn(earlier, pending.currency);
    expect(gained(view.revenue?.thisMonth.totals, before.revenue?.thisMonth.totals)).toBe(
      units(pending.amount),
    );
    const packageTotal = (dashboard: BusinessDashboard) =>
      units(
        dashboard.revenueByPackage?.find(
          (row) => row.package.code === pending.code && row.currency === pending.currency,
        )?.amount ?? '0',
      );
    expect(packageTotal(view) - packageTotal(before)).toBe(units(pending.amount));
    const todayView = await analytical(`from=${today}&to=${today}`);
    expect(gained(todayView.totals.revenue, beforeToday.totals.revenue)).toBe(
      units(pending.amount),
    );
    await expectBothViewsMatchTables();

    await db.delete(transactions).where(eq(transactions.id, pending.id));
    const after = await business();
    expect(after.revenue).toEqual(before.revenue);
    expect(after.revenueByPackage).toEqual(before.revenueByPackage);
    await expectBothViewsMatchTables();
  });

  test('users: added, made inactive and deleted', async () => {
    const before = await business();
    const { code } = await createUser(app, admin);
    expect((await business()).activeUsers).toBe(before.activeUsers + 1);

    const off = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/settings/change-active-status',
      headers: bearer(admin),
      payload: { type: 'user', ids: [code], isActive: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await business()).activeUsers).toBe(before.activeUsers);

    await app.inject({
      method: 'POST',
      url: '/api/v1/admin/settings/change-active-status',
      headers: bearer(admin),
      payload: { type: 'user', ids: [code], isActive: true },
    });
    expect((await business()).activeUsers).toBe(before.activeUsers + 1);
    await query(sql`delete from users where code = ${code}`);
    expect((await business()).activeUsers).toBe(before.activeUsers);
    await expectBothViewsMatchTables();
  });

  test('plans: given, moved to their last days, renewed and cancelled', async () => {
    const before = await business();
    const { code } = await createUser(app, admin, { packageCode: 'STARTER-M' });
    const plans = async () => {
      const view = await business();
      return { active: view.activePlans, expiring: view.expiringPlans };
    };
    const act = async (payload: object) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/admin/users/${code}/plan`,
        headers: bearer(admin),
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const start = { active: before.activePlans, expiring: before.expiringPlans };
    expect(await plans()).toEqual({ ...start, active: start.active + 1 });

    // As time passes: the period now ends in three days.
    await query(sql`update user_plans set period_start = ${today}::date - 27,
      period_end = ${today}::date + 3
      where user_id = (select id from users where code = ${code})`);
    expect(await plans()).toEqual({ ...start, expiring: start.expiring + 1 });
    // A renewal follows it: the new period is the current plan, active again.
    await act({ action: 'renew', payment: { method: 'upi' } });
    expect(await plans()).toEqual({ ...start, active: start.active + 1 });
    await act({ action: 'cancel' });
    expect(await plans()).toEqual(start);
    await expectBothViewsMatchTables();
  });
});

describe('refusals', () => {
  const fieldsOf = (response: { json: () => { error: { details?: Array<{ path: string }> } } }) =>
    (response.json().error.details ?? []).map((detail) => detail.path);

  test('a backward or too long range is a 400 naming `to`, filled in or given', async () => {
    const backward = await get('analytical?from=2026-03-10&to=2026-03-01');
    expect(backward.statusCode).toBe(400);
    expect(fieldsOf(backward)).toEqual(['to']);

    const tooLong = await get('analytical?from=2024-01-01&to=2025-12-31&granularity=day');
    expect(tooLong.statusCode).toBe(400);
    expect(fieldsOf(tooLong)).toEqual(['to']);
    // The same range is fine a week at a time.
    expect(
      (await get('analytical?from=2024-01-01&to=2025-12-31&granularity=week')).statusCode,
    ).toBe(200);

    const filledIn = await get(`analytical?from=${addDays(today, -400)}`);
    expect(filledIn.statusCode, filledIn.body).toBe(400);
    expect(filledIn.json().error.code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(filledIn)).toEqual(['to']);

    const startAfterToday = await get(`analytical?from=${addDays(today, 5)}`);
    expect(startAfterToday.statusCode).toBe(400);
    expect(fieldsOf(startAfterToday)).toEqual(['to']);
  });

  test('a granularity the view does not have, or a malformed day, is a 400', async () => {
    const hourly = await get('analytical?granularity=hour');
    expect(hourly.statusCode).toBe(400);
    expect(fieldsOf(hourly)).toEqual(['granularity']);
    const malformed = await get('analytical?from=2026-02-30&to=2026-03-01');
    expect(malformed.statusCode).toBe(400);
  });

  test('without a session is a 401; without dashboard.view a 403', async () => {
    expect((await get('business', null)).statusCode).toBe(401);
    expect((await get('analytical', null)).statusCode).toBe(401);
    const clerk = await memberWithRole(app, 'orders-only', { orders: { view: true } });
    expect((await get('business', clerk.session)).statusCode).toBe(403);
    expect((await get('analytical', clerk.session)).statusCode).toBe(403);
    const viewer = await memberWithRole(app, 'dashboard-viewer', { dashboard: { view: true } });
    expect((await get('business', viewer.session)).statusCode).toBe(200);
    expect((await get('analytical', viewer.session)).statusCode).toBe(200);
  });
});
