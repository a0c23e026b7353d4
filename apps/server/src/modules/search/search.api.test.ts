import type { SearchHit } from '@depot/contracts/search';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { packages, zones } from '../../db/schema/catalogue.ts';
import { b2bOrders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import type { SignedIn } from '../../test/auth-helpers.ts';
import { createLocation, createUser, createWarehouse, gstin } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';

const { app, admin, call } = fileApp();
let kesar: string;
let neel: string;
let lookalike: string;

// A Maharashtra GSTIN with its real check character, as the users form insists on one.
const GSTIN = gstin('27', 'AAPFU0939F');

const search = (query: string, as?: SignedIn | null) =>
  call('GET', `search?${query}`, undefined, as);

async function hits(query: string, as?: SignedIn): Promise<SearchHit[]> {
  const response = await search(query, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items;
}

beforeAll(async () => {
  // The search is about these very names, emails and GSTINs: only Kesar has a GSTIN.
  const user = async (email: string, businessName: string, taxId: string | null = null) =>
    (await createUser(app, admin, { email, businessName, taxId })).code;
  kesar = await user('owner@kesar.test', 'Kesar Naturals Pvt Ltd', GSTIN);
  neel = await user('owner@neel.test', 'Neel Threads LLP');
  // Sorts before Kesar by name and holds Kesar's code in its own: only the exact match rule
  // puts Kesar first when the code is searched.
  lookalike = await user('owner@aarav.test', `Aarav ${kesar} Traders`);
  const [owner] = await app.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.code, kesar));
  if (!owner) throw new Error('no user');
  await app.database.db.insert(packages).values({
    code: 'KESAR-GOLD',
    name: 'Kesar gold',
    currency: 'INR',
    price: '4999',
    billingCycle: 'monthly',
    warehouses: 1,
    ordersPerMonth: 100,
    teamSeats: 3,
    skus: 50,
  });
  await app.database.db.insert(zones).values({ code: 'KESAR-BELT', name: 'Kesar belt' });
  await app.database.db.insert(b2bOrders).values(
    [1, 2, 3, 4].map((i) => ({
      number: `ORD-00000${i}`,
      userId: owner.id,
      buyerName: `Kesar Retail ${i}`,
      buyerGstin: i === 1 ? GSTIN : null,
      buyerCity: 'Pune',
      buyerStateCode: 'MH',
      buyerCountryCode: 'IN',
      buyerPostalCode: '411001',
      orderDate: `2026-01-0${i}`,
      status: 'new' as const,
      quantity: 1,
      lineCount: 0,
      subtotal: '100.00',
      tax: '18.00',
      amount: '118.00',
      currency: 'INR',
    })),
  );
});

describe('GET /admin/search', () => {
  test('finds a user by GSTIN, whole or in part, and says it in the second line', async () => {
    const [first] = await hits(`q=${GSTIN}`);
    expect(first).toEqual({
      kind: 'user',
      code: kesar,
      title: 'Kesar Naturals Pvt Ltd',
      subtitle: `${kesar} · owner@kesar.test · ${GSTIN}`,
    });
    const partial = await hits(`q=${GSTIN.slice(2, 9).toLowerCase()}`);
    expect(partial.filter((hit) => hit.kind === 'user').map((hit) => hit.code)).toEqual([kesar]);
  });

  test('finds a user by email and by code, an exact code first', async () => {
    const byEmail = await hits('q=owner%40neel.test');
    expect(byEmail.map((hit) => [hit.kind, hit.code])).toEqual([['user', neel]]);
    const byCode = await hits(`q=${kesar.toLowerCase()}`);
    expect(byCode.filter((hit) => hit.kind === 'user').map((hit) => hit.code)).toEqual([
      kesar,
      lookalike,
    ]);
  });

  test('an exact buyer GSTIN ranks its order first', async () => {
    const orders = (await hits(`q=${GSTIN}`)).filter((hit) => hit.kind === 'order');
    expect(orders[0]?.code).toBe('ORD-000001');
  });

  test('every kind the caller may view, grouped in order, at most `limit` of each', async () => {
    const found = await hits('q=kesar&limit=2');
    expect(found.map((hit) => hit.kind)).toEqual(['user', 'package', 'zone', 'order', 'order']);
    expect(found.find((hit) => hit.kind === 'package')).toMatchObject({
      code: 'KESAR-GOLD',
      title: 'Kesar gold',
    });
    // Newest first among orders that match alike.
    expect(found.filter((hit) => hit.kind === 'order').map((hit) => hit.code)).toEqual([
      'ORD-000004',
      'ORD-000003',
    ]);
    expect((await hits('q=kesar')).filter((hit) => hit.kind === 'order')).toHaveLength(4);
    // Every user's email holds "owner".
    expect(await hits('q=owner&limit=1')).toHaveLength(1);
    expect(await hits('q=owner&limit=3')).toHaveLength(3);
  });

  test('finds a warehouse by code or city, and a bin by the code on its label', async () => {
    const warehouse = await createWarehouse(app, admin, { code: 'KSR-WH1' });
    const storage = (await call('GET', `locations/tree?warehouse=${warehouse.code}`))
      .json()
      .data.nodes.find((node: { code: string }) => node.code === 'STORAGE');
    await createLocation(app, admin, warehouse.code, {
      code: 'KSR-01',
      kind: 'bin',
      parent: storage.id,
    });
    const found = await hits('q=ksr');
    expect(found.filter((hit) => hit.kind === 'warehouse')).toEqual([
      {
        kind: 'warehouse',
        code: 'KSR-WH1',
        title: 'KSR-WH1 · Bhiwandi Annexe',
        subtitle: 'Bhiwandi',
      },
    ]);
    expect(found.filter((hit) => hit.kind === 'location')).toEqual([
      { kind: 'location', code: 'KSR-01', title: 'KSR-01 · KSR-WH1', subtitle: 'Bin' },
    ]);
    // Only those who may view locations find them.
    const member = await memberWithRole(app, 'warehouses-only', { warehouses: { view: true } });
    const kinds = (await hits('q=ksr', member.session)).map((hit) => hit.kind);
    expect(kinds).toEqual(['warehouse']);
  });

  test('a member with only orders.view finds only orders', async () => {
    const member = await memberWithRole(app, 'orders-only', { orders: { view: true } });
    const found = await hits('q=kesar', member.session);
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found.map((hit) => hit.kind))).toEqual(new Set(['order']));
  });

  test('a member who may view none of the kinds gets an empty list, not 403', async () => {
    const member = await memberWithRole(app, 'no-views', {
      users: { add: true },
      settings: { view: true },
    });
    expect(await hits('q=kesar', member.session)).toEqual([]);
  });

  test('401 without a session', async () => {
    const response = await search('q=kesar', null);
    expect(response.statusCode).toBe(401);
  });

  test('400 naming q when it is shorter than two characters, trimmed', async () => {
    for (const q of ['k', '%20k%20']) {
      const response = await search(`q=${q}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.details.map((detail: { path: string }) => detail.path)).toEqual([
        'q',
      ]);
    }
  });

  test('400 for a NUL byte in q, before any query sees it', async () => {
    const response = await search('q=ke%00sar');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.details[0].path).toBe('q');
  });

  test('400 for a limit out of range', async () => {
    for (const limit of ['0', '11', 'many']) {
      expect((await search(`q=kesar&limit=${limit}`)).statusCode).toBe(400);
    }
  });

  test('% and _ are matched as themselves', async () => {
    expect(await hits('q=%25%25')).toEqual([]);
    expect(await hits('q=__')).toEqual([]);
  });
});
