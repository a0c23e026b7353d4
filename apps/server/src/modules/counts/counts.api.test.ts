import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { executeRows } from '../../db/client.ts';
import type { SignedIn } from '../../test/auth-helpers.ts';
import {
  catalogueSkus,
  createLocation,
  createUser,
  receivingPlaces,
  stockIn,
  TEST_DOCK,
} from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';

// Cycle counts: what the bins held when the count began, what moved while it went on, what was
// counted; the variances posted as adjustments only by a second person, all or nothing.

const { app, admin, call } = fileApp();

type Member = Awaited<ReturnType<typeof memberWithRole>>;
let kesar: string;
let mitti: string;
let counter: Member;
let reviewer: Member;

/** On hand of a SKU at a location of the test warehouse, every lot together. */
async function onHand(skuCode: string, locationCode: string) {
  const [row] = (await executeRows(
    app.database.db,
    sql`select coalesce(sum(b.on_hand), 0)::int as n from stock_balances b
      join skus s on s.id = b.sku_id join locations l on l.id = b.location_id
      join warehouses w on w.id = l.warehouse_id
      where s.code = ${skuCode} and l.code = ${locationCode} and w.code = ${TEST_DOCK}`,
  )) as Array<{ n: number }>;
  return row?.n ?? 0;
}

const begin = (locations: string[], as: Member = counter) =>
  call('POST', 'stock/counts', { warehouseCode: TEST_DOCK, locations }, as.session);
const countBin = (code: string, body: object, as: SignedIn = counter.session) =>
  call('POST', `stock/counts/${code}/bins`, body, as);
const decide = (verb: 'approve' | 'reject', ids: string[], as: Member, comment?: string) =>
  call('POST', `stock/counts/${verb}`, { ids, ...(comment ? { comment } : {}) }, as.session);
const moveOut = (sku: string, from: string, to: string, quantity: number) =>
  call('POST', 'stock/transfers', {
    userCode: kesar,
    kind: 'bin',
    fromWarehouseCode: TEST_DOCK,
    lines: [{ sku, from, to, quantity }],
  });

beforeAll(async () => {
  kesar = (await createUser(app, admin, { businessName: 'Kesar Naturals Pvt Ltd' })).code;
  mitti = (await createUser(app, admin, { businessName: 'Mitti Snacks LLP' })).code;
  await receivingPlaces(app, kesar);
  await catalogueSkus(app, kesar, ['KN-UBT-125', 'KN-SAF-CR-50']);
  await catalogueSkus(app, mitti, ['MS-CHAKLI-200']);
  await app.database.db.execute(sql`
    update skus set tracking = 'lot-expiry' where code = 'KN-SAF-CR-50'`);
  const [storage] = (await executeRows(
    app.database.db,
    sql`select l.public_id as id from locations l join warehouses w on w.id = l.warehouse_id
      where w.code = ${TEST_DOCK} and l.code = 'STORAGE'`,
  )) as Array<{ id: string }>;
  for (const rackCode of ['C-01', 'C-02', 'C-03']) {
    const rack = await createLocation(app, admin, TEST_DOCK, {
      code: rackCode,
      kind: 'rack',
      parent: storage?.id ?? '',
    });
    for (const code of [`${rackCode}-01`, `${rackCode}-02`]) {
      await createLocation(app, admin, TEST_DOCK, { code, kind: 'bin', parent: rack.id });
    }
  }
  const at = (skuCode: string, locationCode: string, userCode = kesar) => ({
    userCode,
    skuCode,
    warehouseCode: TEST_DOCK,
    locationCode,
  });
  await stockIn(app, at('KN-UBT-125', 'C-01-01'), 50);
  await stockIn(
    app,
    { ...at('KN-SAF-CR-50', 'C-01-01'), lot: { number: 'SC-1', expiresOn: '2099-01-31' } },
    20,
  );
  await stockIn(app, at('MS-CHAKLI-200', 'C-01-02', mitti), 12);
  await stockIn(app, at('KN-UBT-125', 'C-02-01'), 30);
  await stockIn(app, at('KN-UBT-125', 'C-03-01'), 10);
  counter = await memberWithRole(app, 'counter', { counts: { view: true, add: true, edit: true } });
  reviewer = await memberWithRole(app, 'count-reviewer', {
    counts: { view: true, approve: true },
  });
});

describe('a cycle count', () => {
  test('compares each bin with what it held when counted, and posts the variances on approval', async () => {
    const begun = await begin(['c-01']);
    expect(begun.statusCode, begun.body).toBe(201);
    const count = begun.json().data;
    expect(count.code).toMatch(/^CNT-\d{6}$/);
    expect(count).toMatchObject({ status: 'counting', bins: 3, binsCounted: 0, variance: null });
    expect(
      count.places.map((place: { location: { code: string } }) => place.location.code),
    ).toEqual(['C-01', 'C-01-01', 'C-01-02']);
    // Blind: what the books say stays hidden while the bins are counted.
    expect(count.lines).toHaveLength(3);
    for (const line of count.lines) expect(line).toMatchObject({ expected: null, atCount: null });

    // Ten units leave C-01-01 while the count goes on: not a variance.
    expect((await moveOut('KN-UBT-125', 'C-01-01', 'C-02-02', 10)).statusCode).toBe(201);
    const first = await countBin(count.code, {
      location: 'C-01-01',
      lines: [
        { userCode: kesar, sku: 'kn-ubt-125', counted: 37 },
        { userCode: kesar, sku: 'KN-SAF-CR-50', lot: 'SC-1', counted: 20 },
        // A lot the warehouse has not seen, found on the shelf.
        {
          userCode: kesar,
          sku: 'KN-SAF-CR-50',
          lot: 'SC-9',
          expiresOn: '2099-06-30',
          counted: 4,
        },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    // Another client's goods found in the bin that was thought empty; C-01 itself holds nothing.
    await countBin(count.code, {
      location: 'C-01-02',
      lines: [{ userCode: mitti, sku: 'MS-CHAKLI-200', counted: 11 }],
    });
    const early = await decide('approve', [count.code], reviewer);
    expect(early.json().data.results[0]).toMatchObject({ outcome: 'wrong_status' });
    // The administrator counts the last place, C-01 itself, which holds nothing.
    const last = await countBin(count.code, { location: 'C-01', lines: [] }, admin);
    expect(last.json().data).toMatchObject({ binsCounted: 3 });

    const submitted = await call('POST', `stock/counts/${count.code}/submit`, {}, counter.session);
    expect(submitted.statusCode, submitted.body).toBe(200);
    // Those who may review it are asked to; whoever sent it is not.
    const news = async (as: SignedIn) =>
      (
        (await call('GET', 'notifications?limit=50', undefined, as)).json().data.items as Array<{
          title: string;
          body: string;
          link: string;
        }>
      ).find((item) => item.title === `${count.code} awaits review`);
    expect(await news(reviewer.session)).toMatchObject({
      body: '3 bins counted at Bhiwandi test dock by Member counter: 3 lines off.',
      link: `/stock/counts/view/${count.code}`,
    });
    expect(await news(counter.session)).toBeUndefined();
    const review = submitted.json().data;
    expect(review).toMatchObject({
      status: 'review',
      variance: { lines: 3, over: 4, short: 4 },
      submittedBy: { employeeId: counter.employeeId },
    });
    const line = (sku: string, lot: string | null = null) =>
      review.lines.find(
        (one: { sku: { code: string }; lot: { number: string } | null }) =>
          one.sku.code === sku && (one.lot?.number ?? null) === lot,
      );
    expect(line('KN-UBT-125')).toMatchObject({
      location: { code: 'C-01-01' },
      expected: 50,
      atCount: 40,
      counted: 37,
      variance: -3,
    });
    expect(line('KN-SAF-CR-50', 'SC-1')).toMatchObject({ expected: 20, counted: 20, variance: 0 });
    expect(line('KN-SAF-CR-50', 'SC-9')).toMatchObject({ expected: 0, counted: 4, variance: 4 });
    expect(line('MS-CHAKLI-200')).toMatchObject({ user: { code: mitti }, variance: -1 });

    // Whoever counted may not post what they counted, whatever their grants.
    const own = await call('POST', 'stock/counts/approve', { ids: [count.code] });
    expect(own.json().data.results[0]).toMatchObject({ outcome: 'forbidden' });
    expect(own.json().data.results[0].message).toContain('You counted bins');
    const approved = await decide('approve', [count.code], reviewer);
    expect(approved.json().data.results).toEqual([{ id: count.code, outcome: 'approved' }]);
    expect(await onHand('KN-UBT-125', 'C-01-01')).toBe(37);
    expect(await onHand('KN-SAF-CR-50', 'C-01-01')).toBe(24);
    expect(await onHand('MS-CHAKLI-200', 'C-01-02')).toBe(11);
    const posted = (await call('GET', `stock/counts/${count.code}`)).json().data;
    expect(posted).toMatchObject({
      status: 'posted',
      decidedBy: { employeeId: reviewer.employeeId },
    });
    // One count correction per client, each naming the count.
    expect(posted.adjustments).toHaveLength(2);
    const adjustment = (await call('GET', `stock/adjustments/${posted.adjustments[0]}`)).json()
      .data;
    expect(adjustment).toMatchObject({
      reason: 'count-correction',
      status: 'posted',
      count: count.code,
      decidedBy: { employeeId: reviewer.employeeId },
    });
    const again = await decide('approve', [count.code], reviewer);
    expect(again.json().data.results[0]).toMatchObject({ outcome: 'wrong_status' });
    const history = await call('GET', `stock/counts/${count.code}/history`);
    expect(history.json().data.map((entry: { action: string }) => entry.action)).toEqual([
      'status',
      'status',
      'update',
      'update',
      'update',
      'create',
    ]);
  });

  test('refuses what it cannot count, each at its field, and changes nothing', async () => {
    const begun = await begin(['C-02-01']);
    const { code } = begun.json().data;
    const overlapping = await begin(['C-02']);
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error.message).toContain(code);
    const nowhere = await begin(['NO-SUCH', 'V-ADJUSTMENT']);
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().error.details).toEqual([
      { path: 'locations.0', message: 'This warehouse has no location NO-SUCH' },
      {
        path: 'locations.1',
        message: 'V-ADJUSTMENT is outside the building: count real locations',
      },
    ]);

    const problems = [
      [{ location: 'C-03-01', lines: [] }, 'location'],
      [
        { location: 'C-02-01', lines: [{ userCode: kesar, sku: 'KN-NOPE', counted: 1 }] },
        'lines.0.sku',
      ],
      [
        { location: 'C-02-01', lines: [{ userCode: kesar, sku: 'KN-SAF-CR-50', counted: 2 }] },
        'lines.0.lot',
      ],
      [
        {
          location: 'C-02-01',
          lines: [{ userCode: kesar, sku: 'KN-SAF-CR-50', lot: 'NEW-1', counted: 2 }],
        },
        'lines.0.expiresOn',
      ],
      [
        { location: 'C-02-01', lines: [{ userCode: kesar, sku: 'KN-UBT-125', counted: -1 }] },
        'lines.0.counted',
      ],
      [
        { location: 'C-02-01', lines: [{ userCode: kesar, sku: 'KN-UBT-125', counted: 1.5 }] },
        'lines.0.counted',
      ],
    ] as const;
    for (const [body, path] of problems) {
      const answer = await countBin(code, body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error.details).toContainEqual(expect.objectContaining({ path }));
    }
    const early = await call('POST', `stock/counts/${code}/submit`, {}, counter.session);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toContain('C-02-01');
    expect((await call('GET', `stock/counts/${code}`)).json().data).toMatchObject({
      binsCounted: 0,
      status: 'counting',
    });
    // Thrown away with a reason, it frees its bins for another count.
    const rejected = await decide('reject', [code], reviewer, 'Begun on the wrong aisle.');
    expect(rejected.json().data.results).toEqual([{ id: code, outcome: 'rejected' }]);
    expect((await begin(['C-02-01'])).statusCode).toBe(201);
  });

  test('stays for review, posting nothing, when a shortage can no longer be taken', async () => {
    const { code } = (await begin(['C-03-01'])).json().data;
    await countBin(code, {
      location: 'C-03-01',
      lines: [{ userCode: kesar, sku: 'KN-UBT-125', counted: 4 }],
    });
    await call('POST', `stock/counts/${code}/submit`, {}, counter.session);
    // Six short by the count; then eight of the ten leave, so only two are there to take.
    expect((await moveOut('KN-UBT-125', 'C-03-01', 'C-03-02', 8)).statusCode).toBe(201);
    const answer = await decide('approve', [code], reviewer);
    expect(answer.json().data.results[0]).toMatchObject({ outcome: 'incomplete' });
    expect(answer.json().data.results[0].message).toContain('C-03-01 holds 2 free');
    const count = (await call('GET', `stock/counts/${code}`)).json().data;
    expect(count).toMatchObject({ status: 'review', adjustments: [] });
    expect(await onHand('KN-UBT-125', 'C-03-01')).toBe(2);
  });
});
