import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, test } from 'vitest';
import { executeRows } from '../../db/client.ts';
import { EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import { bearer } from '../../test/auth-helpers.ts';
import { parseCsv } from '../../test/csv.ts';
import { createUser } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';
import { addSubscriptionPackages } from '../../test/packages.ts';

const { app, admin } = fileApp();
let codes: string[];

const get = (path: string, as = admin) =>
  app.inject({ method: 'GET', url: `/api/v1/admin/transactions${path}`, headers: bearer(as) });

// Two thousand invoices drawn from i = 1 … 2000, so every expectation below is computed from i.
const all = Array.from({ length: 2_000 }, (_, index) => index + 1);
const statuses = ['paid', 'pending', 'failed', 'refunded'] as const;
const methods = ['upi', 'card', 'netbanking', 'bank-transfer', 'cheque'] as const;
const statusOf = (i: number) => statuses[(i % 7) % 4] ?? 'paid';
const methodOf = (i: number) => (statusOf(i) === 'pending' ? null : (methods[i % 5] ?? null));
const currencyOf = (i: number) => (i % 10 === 0 ? 'USD' : i % 10 === 5 ? 'JPY' : 'INR');
/** The amount in the currency's minor units (JPY has none). */
const minorOf = (i: number) => (currencyOf(i) === 'JPY' ? (i % 50) * 100 : (i % 50) * 10_000 + 25);
const amountOf = (i: number) => (currencyOf(i) === 'JPY' ? minorOf(i) : minorOf(i) / 100);
const userOf = (i: number) => (i % 4 === 0 ? 1 : 0);
const packageOf = (i: number) => (i % 5 === 0 ? 'SCALE-Y' : 'STARTER-M');
// A tenth of the invoices are of 2025; a few have passed a million in their year.
const yearOf = (i: number) => (i % 10 === 3 ? 2025 : 2026);
const numberOf = (i: number) => (i % 500 === 7 ? 1_000_000 + i : i);
const invoiceOf = (i: number) => `INV-${yearOf(i)}-${String(numberOf(i)).padStart(6, '0')}`;
const indexOf = (invoice: string) => {
  const number = Number(invoice.split('-')[2]);
  return number >= 1_000_000 ? number - 1_000_000 : number;
};
// Minutes from 2026-01-10 00:00 IST: every thirtieth invoice is on the 11th in India
// (18:30 UTC on the 10th and later), the others within the 10th.
const minutesOf = (i: number) => (i % 30 === 0 ? 1_440 + (i % 7) : (i % 7) * 60);

type Listed = {
  items: Array<{
    invoiceNumber: string;
    status: string;
    method: string | null;
    amount: string;
    currency: string;
    user: { code: string };
  }>;
  total: number;
};

async function list(query: string): Promise<Listed> {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Minor units as the wire writes the currency's amounts. */
function written(minor: number, currency: string): string {
  if (currency === 'JPY') return String(minor);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** What the totals should say for the invoices `matching`, computed here from i. */
function expectedTotals(matching: (i: number) => boolean) {
  const byCurrency = new Map<string, { count: number; total: number } & Record<string, number>>();
  for (const i of all.filter(matching)) {
    const currency = currencyOf(i);
    const sums = byCurrency.get(currency) ?? {
      count: 0,
      total: 0,
      paid: 0,
      pending: 0,
      failed: 0,
      refunded: 0,
    };
    sums.count += 1;
    sums.total += minorOf(i);
    sums[statusOf(i)] = (sums[statusOf(i)] ?? 0) + minorOf(i);
    byCurrency.set(currency, sums);
  }
  return [...byCurrency]
    .sort(([a, x], [b, y]) => y.count - x.count || a.localeCompare(b))
    .map(([currency, sums]) => ({
      currency,
      count: sums.count,
      total: written(sums.total, currency),
      paid: written(sums.paid ?? 0, currency),
      pending: written(sums.pending ?? 0, currency),
      failed: written(sums.failed ?? 0, currency),
      refunded: written(sums.refunded ?? 0, currency),
    }));
}

beforeAll(async () => {
  await addSubscriptionPackages(app, admin);
  codes = [
    (await createUser(app, admin, { businessName: 'Kesar Naturals Pvt Ltd' })).code,
    (await createUser(app, admin, { businessName: 'Tarang Textiles LLP' })).code,
  ];
  // Only these invoices: whatever creating the users raised would blur the counts.
  await app.database.db.execute(sql`delete from transactions`);
  await app.database.db.execute(sql`
    insert into transactions (invoice_number, kind, user_id, package_id, amount, currency,
      status, method, reference, period_start, period_end, created_at, paid_at)
    select n.invoice,
      (array['new', 'change', 'renewal'])[i % 3 + 1],
      (select id from users where code = case when i % 4 = 0 then ${codes[1]} else ${codes[0]} end),
      (select id from packages where code = case when i % 5 = 0 then 'SCALE-Y' else 'STARTER-M' end),
      case when i % 10 = 5 then (i % 50) * 100 else (i % 50) * 100 + 0.25 end,
      case i % 10 when 0 then 'USD' when 5 then 'JPY' else 'INR' end,
      s.status,
      case when s.status <> 'pending'
        then (array['upi', 'card', 'netbanking', 'bank-transfer', 'cheque'])[i % 5 + 1] end,
      case when s.status <> 'pending' then 'PAY' || lpad(i::text, 6, '0') end,
      date '2026-01-10', date '2026-02-09',
      n.created_at,
      case when s.status in ('paid', 'refunded') then n.created_at end
    from generate_series(1, 2000) as i,
      lateral (select (array['paid', 'pending', 'failed', 'refunded'])[(i % 7) % 4 + 1] as status) as s,
      lateral (select
        'INV-' || case when i % 10 = 3 then 2025 else 2026 end || '-'
          -- lpad would cut a seven-digit number down to six.
          || case when i % 500 = 7 then (1000000 + i)::text else lpad(i::text, 6, '0') end
          as invoice,
        timestamptz '2026-01-10 00:00:00+05:30'
          + case when i % 30 = 0 then (1440 + i % 7) else (i % 7) * 60 end * interval '1 minute'
          as created_at) as n`);
});

describe('the list', () => {
  test('filters count what they match', async () => {
    expect((await list('?pageSize=1')).total).toBe(2_000);
    expect((await list('?status=paid')).total).toBe(
      all.filter((i) => statusOf(i) === 'paid').length,
    );
    expect((await list('?method=upi')).total).toBe(all.filter((i) => methodOf(i) === 'upi').length);
    const paidByCard = await list('?status=paid&method=card&pageSize=100');
    expect(paidByCard.total).toBe(
      all.filter((i) => statusOf(i) === 'paid' && methodOf(i) === 'card').length,
    );
    expect(paidByCard.items.every((item) => item.status === 'paid' && item.method === 'card')).toBe(
      true,
    );
    expect((await list(`?user=${codes[1]?.toLowerCase()}`)).total).toBe(500);
    expect((await list('?package=scale-y')).total).toBe(
      all.filter((i) => packageOf(i) === 'SCALE-Y').length,
    );
    expect((await list(`?package=SCALE-Y&user=${codes[0]}`)).total).toBe(
      all.filter((i) => packageOf(i) === 'SCALE-Y' && userOf(i) === 0).length,
    );
    expect((await list('?q=inv-2025')).total).toBe(all.filter((i) => yearOf(i) === 2025).length);
    expect((await list('?q=tarang')).total).toBe(500);
    expect((await list(`?q=${codes[0]}`)).total).toBe(1_500);
    expect((await list('?q=pay001999')).total).toBe(methodOf(1_999) ? 1 : 0);
    expect((await list('?q=pay0019')).total).toBe(
      all.filter((i) => methodOf(i) && String(i).padStart(6, '0').startsWith('0019')).length,
    );
    expect((await list('?q=50%25')).total).toBe(0);
    const onThe11th = all.filter((i) => minutesOf(i) >= 1_440).length;
    expect((await list('?from=2026-01-11')).total).toBe(onThe11th);
    expect((await list('?to=2026-01-10')).total).toBe(2_000 - onThe11th);
    expect((await list('?from=2026-01-10&to=2026-01-11')).total).toBe(2_000);
    expect((await list('?from=2026-01-12')).total).toBe(0);
  });

  test('an invoice names its business and package, its amount in the currency’s digits', async () => {
    const { items } = await list('?q=INV-2026-000015');
    expect(items).toEqual([
      expect.objectContaining({
        invoiceNumber: 'INV-2026-000015',
        user: { code: codes[0], businessName: 'Kesar Naturals Pvt Ltd' },
        package: { code: 'SCALE-Y', name: 'Scale' },
        amount: '1500',
        currency: 'JPY',
        status: statusOf(15),
        method: methodOf(15),
        periodStart: '2026-01-10',
        periodEnd: '2026-02-09',
      }),
    ]);
    const [usd] = (await list('?q=INV-2026-000010')).items;
    expect(usd?.amount).toBe('1000.25');
  });

  test('bad filters are refused', async () => {
    for (const query of ['?status=lost', '?method=cash', '?user=nobody', '?from=10-01-2026']) {
      expect((await get(query)).statusCode, query).toBe(400);
    }
  });

  // Every page is where its cursor says and no invoice shows twice (the list contract's tests);
  // here, that each sort puts the invoices in its order, read whole from the export.
  test('each sort puts the invoices in its order, ties by id in its direction', async () => {
    const invoiceKey = (i: number) => yearOf(i) * 10_000_000 + numberOf(i);
    for (const [sort, key] of [
      ['-amount', (i: number) => -amountOf(i)],
      ['status', null],
      ['createdAt', (i: number) => minutesOf(i)],
      ['invoiceNumber', invoiceKey],
      ['-invoiceNumber', (i: number) => -invoiceKey(i)],
    ] as const) {
      const response = await get(`/export?sort=${sort}`);
      expect(response.statusCode).toBe(200);
      const seen = parseCsv(response.body)
        .slice(1)
        .map((row) => indexOf(row[0] ?? ''));
      expect(new Set(seen).size, sort).toBe(2_000);
      // Ties follow the id in the sort's direction.
      const tie = (a: number, b: number) => (sort.startsWith('-') ? b - a : a - b);
      if (key) expect(seen, sort).toEqual([...all].sort((a, b) => key(a) - key(b) || tie(a, b)));
      if (sort === 'status') {
        // Alphabetical: failed, paid, pending, refunded.
        const order = ['failed', 'paid', 'pending', 'refunded'];
        const ranks = seen.map((i) => order.indexOf(statusOf(i)));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }
    }
    const newest = await list('?pageSize=3');
    expect(newest.items.map((item) => indexOf(item.invoiceNumber))).toEqual(
      [...all].sort((a, b) => minutesOf(b) - minutesOf(a) || b - a).slice(0, 3),
    );
  });
});

describe('the totals', () => {
  const totals = async (query: string) => {
    const response = await get(`/totals${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.currencies;
  };

  test('sum each currency apart, per status, over the same filters as the list', async () => {
    expect(await totals('')).toEqual(expectedTotals(() => true));
    expect(await totals('?status=paid&method=upi')).toEqual(
      expectedTotals((i) => statusOf(i) === 'paid' && methodOf(i) === 'upi'),
    );
    expect(await totals(`?user=${codes[1]}&from=2026-01-11`)).toEqual(
      expectedTotals((i) => userOf(i) === 1 && minutesOf(i) >= 1_440),
    );
    expect(await totals('?package=SCALE-Y&q=inv-2026')).toEqual(
      expectedTotals((i) => packageOf(i) === 'SCALE-Y' && yearOf(i) === 2026),
    );
    expect(await totals('?from=2027-01-01')).toEqual([]);
  });

  test('agree with the invoices as SQL sums them', async () => {
    const rows = (await executeRows(
      app.database.db,
      sql`select currency, count(*)::int as count, sum(amount)::numeric(20, 2)::text as total,
          sum(amount) filter (where status = 'failed') as failed
        from transactions where method = 'netbanking' group by currency`,
    )) as Array<{ currency: string; count: number; total: string; failed: string | null }>;
    const answered = await totals('?method=netbanking');
    expect(answered).toHaveLength(rows.length);
    for (const row of rows) {
      const mine = answered.find((entry: { currency: string }) => entry.currency === row.currency);
      expect(mine?.count, row.currency).toBe(Number(row.count));
      expect(Number(mine?.total), row.currency).toBe(Number(row.total));
      expect(Number(mine?.failed), row.currency).toBe(Number(row.failed ?? 0));
    }
  });
});

describe('the export', () => {
  test('writes every invoice of the filters once, in the list’s order', async () => {
    const response = await get('/export?sort=-amount');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header?.slice(0, 4)).toEqual(['Invoice', 'Kind', 'User code', 'Business name']);
    expect(rows.length).toBeGreaterThan(3 * EXPORT_BATCH_SIZE);
    expect(rows.map((row) => row[0])).toEqual(
      [...all].sort((a, b) => amountOf(b) - amountOf(a) || b - a).map(invoiceOf),
    );

    const column = (name: string) => header?.indexOf(name) ?? -1;
    const filtered = parseCsv((await get('/export?status=paid&method=bank-transfer')).body);
    const paid = filtered.slice(1);
    expect(paid).toHaveLength(
      all.filter((i) => statusOf(i) === 'paid' && methodOf(i) === 'bank-transfer').length,
    );
    expect(paid.every((row) => row[column('Status')] === 'Paid')).toBe(true);
    expect(paid.every((row) => row[column('Method')] === 'Bank transfer (NEFT/RTGS)')).toBe(true);
    const first = paid[0] ?? [];
    const i = indexOf(first[0] ?? '');
    expect(first[column('Amount')]).toBe(written(minorOf(i), currencyOf(i)));
    expect(first[column('Reference')]).toBe(`PAY${String(i).padStart(6, '0')}`);
    expect(first[column('Paid at')]).toMatch(/^2026-01-\d{2}T/);
  });

  test('is an Excel workbook with format=xlsx', async () => {
    const response = await get('/export?format=xlsx&q=INV-2026-00004&sort=invoiceNumber');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /transactions-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    // exceljs's types predate Node's generic Buffer.
    await workbook.xlsx.load(response.rawPayload as never);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)[0]).toBe('Invoice');
    // INV-2026-000040 to 000049, less 000043 of 2025.
    expect(sheet.rowCount).toBe(10);
    expect(values(2)[0]).toBe('INV-2026-000040');
  });
});

describe('who may read them', () => {
  test('without transactions.view every read is refused; export needs its own permission', async () => {
    const nobody = await memberWithRole(app, 'no-transactions', { users: { view: true } });
    for (const path of ['', '/totals', '/export']) {
      expect((await get(path, nobody.session)).statusCode, path).toBe(403);
    }
    const viewer = await memberWithRole(app, 'transactions-viewer', {
      transactions: { view: true },
    });
    expect((await get('?pageSize=1', viewer.session)).statusCode).toBe(200);
    expect((await get('/totals', viewer.session)).statusCode).toBe(200);
    expect((await get('/export', viewer.session)).statusCode).toBe(403);
    const exporter = await memberWithRole(app, 'transactions-exporter', {
      transactions: { view: true, export: true },
    });
    expect((await get('/export?status=failed', exporter.session)).statusCode).toBe(200);
  });
});
