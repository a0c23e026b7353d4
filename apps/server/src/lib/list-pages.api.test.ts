import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { bearer } from '../test/auth-helpers.ts';
import { createUser } from '../test/factories.ts';
import { fileApp } from '../test/file-app.ts';
import { EXACT_COUNT_LIMIT } from './count.ts';

// Pages of a list past the exact-count limit, through the B2B orders list: the pages a cursor
// reaches are the pages the numbers name, and a cursor is taken only for the page it was given.

const { app, admin } = fileApp();
const ORDERS = EXACT_COUNT_LIMIT + 500;

type Page = {
  items: Array<{ number: string }>;
  total: number;
  totalIsEstimate?: boolean;
  cursors?: { previous?: string; next?: string; last?: string };
};

async function page(query: Record<string, string | number | undefined>): Promise<Page> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) search.set(name, String(value));
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/admin/orders?${search}`,
    headers: bearer(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const numbers = (data: Page) => data.items.map((item) => item.number);

beforeAll(async () => {
  const { code } = await createUser(app, admin);
  // Many orders share a day and an amount, and a quarter have no required-by date: ties and
  // empty keys are where a keyset goes wrong.
  await app.database.db.execute(sql`
    insert into b2b_orders (number, user_id, buyer_name, buyer_city, buyer_state_code,
      buyer_country_code, buyer_postal_code, order_date, required_by, status, quantity,
      line_count, subtotal, tax, amount, currency)
    select 'ORD-' || lpad(i::text, 6, '0'), (select id from users where code = ${code}),
      'Buyer ' || i, 'Pune', 'MH', 'IN', '411001',
      date '2026-01-01' + (i % 40), case when i % 4 = 0 then null else date '2026-03-01' + (i % 9) end,
      'new', 1, 1, (i % 70) * 10, 0, (i % 70) * 10, 'INR'
    from generate_series(1, ${ORDERS}) as i`);
  await app.database.db.execute(sql`analyze b2b_orders`);
});

describe('pages reached by their cursors', () => {
  for (const sort of ['-orderDate', 'amount', '-amount', 'requiredBy', '-requiredBy', 'number']) {
    test(`sorted by ${sort}: next and previous give the pages their numbers name`, async () => {
      const pageSize = 50;
      let current = await page({ sort, pageSize });
      for (let number = 2; number <= 4; number++) {
        const next = await page({ sort, pageSize, page: number, cursor: current.cursors?.next });
        expect(numbers(next)).toEqual(numbers(await page({ sort, pageSize, page: number })));
        current = next;
      }
      const previous = await page({ sort, pageSize, page: 3, cursor: current.cursors?.previous });
      expect(numbers(previous)).toEqual(numbers(await page({ sort, pageSize, page: 3 })));
    });
  }

  test('the last page is the list’s last rows, in order, and leads back to the one before', async () => {
    const first = await page({ sort: 'amount', pageSize: 100 });
    const pageCount = Math.ceil(first.total / 100);
    const last = await page({
      sort: 'amount',
      pageSize: 100,
      page: pageCount,
      cursor: first.cursors?.last,
    });
    const tail = await page({ sort: '-amount', pageSize: 100 });
    expect(numbers(last)).toEqual(numbers(tail).reverse());
    expect(last.cursors?.next).toBeUndefined();
    const before = await page({
      sort: 'amount',
      pageSize: 100,
      page: pageCount - 1,
      cursor: last.cursors?.previous,
    });
    const tailPage2 = await page({ sort: '-amount', pageSize: 100, page: 2 });
    expect(numbers(before)).toEqual(numbers(tailPage2).reverse());
  });

  test('with an exact total, the last page by its cursor holds just what is left, as by number', async () => {
    const query = { sort: '-amount', pageSize: 50, q: 'Buyer 1' };
    const first = await page(query);
    expect(first.totalIsEstimate).toBeUndefined();
    const pageCount = Math.ceil(first.total / 50);
    expect(first.total % 50).not.toBe(0);
    const last = await page({ ...query, page: pageCount, cursor: first.cursors?.last });
    expect(last.items).toHaveLength(first.total % 50);
    expect(numbers(last)).toEqual(numbers(await page({ ...query, page: pageCount })));
  });

  test('the next page starts after the last row shown, even when a row is added before it', async () => {
    const pageSize = 20;
    const first = await page({ sort: 'number', pageSize });
    const second = await page({ sort: 'number', pageSize, page: 2, cursor: first.cursors?.next });
    // Skipping by number would now show the second page's last order again.
    await app.database.db.execute(sql`
      insert into b2b_orders (number, user_id, buyer_name, buyer_city, buyer_state_code,
        buyer_country_code, buyer_postal_code, order_date, status, quantity, line_count,
        subtotal, tax, amount, currency, id) overriding system value
      select 'ORD-000000', user_id, 'Early buyer', 'Pune', 'MH', 'IN', '411001', date '2026-01-01',
        'new', 1, 1, 0, 0, 0, 'INR', 0
      from b2b_orders limit 1`);
    try {
      const third = await page({ sort: 'number', pageSize, page: 3, cursor: second.cursors?.next });
      const seen = new Set([...numbers(first), ...numbers(second)]);
      expect(numbers(third).filter((number) => seen.has(number))).toEqual([]);
      expect(numbers(third)[0]).toBe('ORD-000041');
    } finally {
      await app.database.db.execute(sql`delete from b2b_orders where id = 0`);
    }
  });
});

describe('a cursor is taken only for the page, sort and filters it was given for', () => {
  test('given with another sort, filter, page size or page, the number alone decides', async () => {
    const first = await page({ sort: 'amount', pageSize: 30 });
    const cursor = first.cursors?.next;
    expect(cursor).toBeDefined();
    for (const query of [
      { sort: '-amount', pageSize: 30, page: 2 },
      { sort: 'amount', pageSize: 30, page: 2, q: 'Buyer 1' },
      { sort: 'amount', pageSize: 40, page: 2 },
      { sort: 'amount', pageSize: 30, page: 3 },
    ]) {
      expect(numbers(await page({ ...query, cursor }))).toEqual(numbers(await page(query)));
    }
  });

  test('an altered cursor is ignored; one in no cursor’s shape is refused, naming the field', async () => {
    const first = await page({ sort: 'amount', pageSize: 30 });
    const [body, mac] = (first.cursors?.next ?? '').split('.');
    const decoded = JSON.parse(Buffer.from(body ?? '', 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...decoded, k: "1'; drop table users; --" })).toString('base64url')}.${mac}`;
    expect(numbers(await page({ sort: 'amount', pageSize: 30, page: 2, cursor: forged }))).toEqual(
      numbers(await page({ sort: 'amount', pageSize: 30, page: 2 })),
    );
    const refused = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/orders?page=2&cursor=%00abc',
      headers: bearer(admin),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([expect.objectContaining({ path: 'cursor' })]);
  });
});
