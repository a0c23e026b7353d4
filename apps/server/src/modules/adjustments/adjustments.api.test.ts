import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { executeRows } from '../../db/client.ts';
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

// Corrections of stock: small ones posted at once through the stock module, large ones held for
// someone else's approval; every line checked against the client's SKUs, the warehouse's real
// locations and the lots; never taking more than is there.

const { app, admin, call } = fileApp();

let kesar: string;
let mitti: string;
let approver: Awaited<ReturnType<typeof memberWithRole>>;

type Answer = { statusCode: number; json: () => { data: Record<string, unknown> } };

const line = (overrides: Record<string, unknown> = {}) => ({
  sku: 'KN-UBT-125',
  location: 'B-01-01',
  change: 4,
  ...overrides,
});

function raise(body: Record<string, unknown>, as?: Parameters<typeof call>[3]) {
  return call(
    'POST',
    'stock/adjustments',
    { userCode: kesar, warehouseCode: TEST_DOCK, reason: 'found', lines: [line()], ...body },
    as,
  ) as Promise<Answer & { body: string }>;
}

/** On hand of a SKU at a location of the test dock, 0 where it has none. */
async function onHand(skuCode: string, locationCode: string, lot: string | null = null) {
  const [row] = (await executeRows(
    app.database.db,
    sql`select coalesce(sum(b.on_hand), 0)::int as n from stock_balances b
      join skus s on s.id = b.sku_id join locations l on l.id = b.location_id
      left join stock_lots t on t.id = b.lot_id
      where s.code = ${skuCode} and l.code = ${locationCode}
        and t.number is not distinct from ${lot}`,
  )) as Array<{ n: number }>;
  return row?.n ?? 0;
}

const adjustmentCount = async () => {
  const [row] = (await executeRows(
    app.database.db,
    sql`select count(*)::int as n from stock_adjustments`,
  )) as Array<{ n: number }>;
  return row?.n ?? 0;
};

beforeAll(async () => {
  kesar = (await createUser(app, admin, { businessName: 'Kesar Naturals Pvt Ltd' })).code;
  mitti = (await createUser(app, admin, { businessName: 'Mitti Snacks LLP' })).code;
  await receivingPlaces(app, kesar);
  await catalogueSkus(app, kesar, ['KN-UBT-125', 'KN-ALO-GEL-150']);
  await catalogueSkus(app, mitti, ['MS-CHAKLI-200']);
  await app.database.db.execute(sql`
    update skus set tracking = 'lot-expiry' where code = 'KN-ALO-GEL-150'`);
  // Ubtan's MRP makes 50 units worth ₹12,500: within the units, above the value threshold.
  await app.database.db.execute(sql`update skus set mrp = 250 where code = 'KN-UBT-125'`);
  const [storage] = (await executeRows(
    app.database.db,
    sql`select l.public_id as id from locations l join warehouses w on w.id = l.warehouse_id
      where w.code = ${TEST_DOCK} and l.code = 'STORAGE'`,
  )) as Array<{ id: string }>;
  const rack = await createLocation(app, admin, TEST_DOCK, {
    code: 'B-01',
    kind: 'rack',
    parent: storage?.id ?? '',
  });
  for (const code of ['B-01-01', 'B-01-02']) {
    await createLocation(app, admin, TEST_DOCK, { code, kind: 'bin', parent: rack.id });
  }
  const at = (locationCode: string) => ({
    userCode: kesar,
    skuCode: 'KN-UBT-125',
    warehouseCode: TEST_DOCK,
    locationCode,
  });
  await stockIn(app, at('B-01-02'), 30);
  approver = await memberWithRole(app, 'adjustment-approver', {
    adjustments: { view: true, add: true, approve: true },
    inventory: { view: true },
  });
});

describe('an adjustment within the thresholds', () => {
  test('is posted at once: found units come in from the adjustment location', async () => {
    const before = await onHand('KN-UBT-125', 'B-01-01');
    const answer = await raise({ note: 'Found behind the racking.' });
    expect(answer.statusCode, answer.body).toBe(201);
    const adjustment = answer.json().data;
    expect(adjustment).toMatchObject({
      status: 'posted',
      units: 4,
      net: 4,
      value: '1000.00',
      reason: 'found',
      note: 'Found behind the racking.',
    });
    expect(adjustment.code).toMatch(/^ADJ-\d{6}$/);
    expect(adjustment.movementCode).toMatch(/^MOV-\d+$/);
    expect(await onHand('KN-UBT-125', 'B-01-01')).toBe(before + 4);
    const history = await call('GET', `stock/movements?q=${adjustment.code}`);
    expect(history.json().data.items).toMatchObject([
      {
        movement: { kind: 'adjustment', reason: 'found' },
        from: { code: 'V-ADJUSTMENT' },
        quantity: 4,
      },
    ]);
  });

  test('damaged units go to scrap; a lot new to the warehouse is made with its expiry', async () => {
    const damaged = await raise({
      reason: 'damaged',
      lines: [line({ location: 'B-01-02', change: -2 })],
    });
    expect(damaged.statusCode, damaged.body).toBe(201);
    expect(await onHand('KN-UBT-125', 'B-01-02')).toBe(28);
    const lines = await call('GET', `stock/movements?q=${damaged.json().data.code}`);
    expect(lines.json().data.items[0].to.code).toBe('V-SCRAP');

    const found = await raise({
      lines: [line({ sku: 'KN-ALO-GEL-150', lot: 'ag-2703', expiresOn: '2027-03-31', change: 6 })],
    });
    expect(found.statusCode, found.body).toBe(201);
    expect(await onHand('KN-ALO-GEL-150', 'B-01-01', 'AG-2703')).toBe(6);
  });

  test('taking more than a location holds is a 409 saying how many are there; nothing changes', async () => {
    const count = await adjustmentCount();
    const answer = await raise({
      reason: 'lost',
      lines: [line({ location: 'B-01-02', change: -40 })],
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.body).toContain('B-01-02 holds 28 free of KN-UBT-125, not 40');
    expect(await adjustmentCount()).toBe(count);
    expect(await onHand('KN-UBT-125', 'B-01-02')).toBe(28);
  });
});

describe('bad lines', () => {
  test('are a 400 at the field, and nothing is written', async () => {
    const count = await adjustmentCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ lines: [line({ change: 0 })] }, 'lines.0.change'],
      [{ lines: [line({ change: 2.5 })] }, 'lines.0.change'],
      [{ lines: [line({ change: -3 })] }, 'lines.0.change'],
      [{ reason: 'damaged', lines: [line({ change: 3 })] }, 'lines.0.change'],
      [{ lines: [line({ sku: 'NO-SUCH-SKU' })] }, 'lines.0.sku'],
      [{ lines: [line({ sku: 'MS-CHAKLI-200' })] }, 'lines.0.sku'],
      [{ lines: [line({ location: 'V-ADJUSTMENT' })] }, 'lines.0.location'],
      [{ lines: [line({ location: 'Z-99-99' })] }, 'lines.0.location'],
      [{ lines: [line({ lot: 'L-1' })] }, 'lines.0.lot'],
      [{ lines: [line({ sku: 'KN-ALO-GEL-150' })] }, 'lines.0.lot'],
      [{ lines: [line({ sku: 'KN-ALO-GEL-150', lot: 'AG-NEW' })] }, 'lines.0.expiresOn'],
      [
        { reason: 'lost', lines: [line({ sku: 'KN-ALO-GEL-150', lot: 'AG-NONE', change: -1 })] },
        'lines.0.lot',
      ],
      [{ lines: [line(), line()] }, 'lines.1.sku'],
      [{ lines: [] }, 'lines'],
      [{ reason: 'stolen' }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const answer = await raise(body);
      expect(answer.statusCode, `${JSON.stringify(body)}: ${answer.body}`).toBe(400);
      expect(answer.body, JSON.stringify(body)).toContain(`"${field}"`);
    }
    expect(await adjustmentCount()).toBe(count);
  });
});

describe('an adjustment above the thresholds', () => {
  test('waits; its creator cannot approve it; someone else posts it, once', async () => {
    // 50 units of ubtan: ₹12,500 at MRP, above the ₹10,000 threshold.
    const answer = await raise({ lines: [line({ change: 50 })] });
    expect(answer.statusCode, answer.body).toBe(201);
    const { code, status, movementCode } = answer.json().data as Record<string, string>;
    expect([status, movementCode]).toEqual(['pending', null]);
    const before = await onHand('KN-UBT-125', 'B-01-01');
    const own = await call('POST', 'stock/adjustments/approve', { ids: [code] });
    expect(own.json().data.results).toEqual([
      expect.objectContaining({ id: code, outcome: 'forbidden' }),
    ]);
    expect(await onHand('KN-UBT-125', 'B-01-01')).toBe(before);
    const approved = await call(
      'POST',
      'stock/adjustments/approve',
      { ids: [code] },
      approver.session,
    );
    expect(approved.json().data.results).toEqual([{ id: code, outcome: 'approved' }]);
    expect(await onHand('KN-UBT-125', 'B-01-01')).toBe(before + 50);
    const again = await call(
      'POST',
      'stock/adjustments/approve',
      { ids: [code] },
      approver.session,
    );
    expect(again.json().data.results[0].outcome).toBe('wrong_status');
    const shown = (await call('GET', `stock/adjustments/${code}`)).json().data;
    expect(shown).toMatchObject({ status: 'posted', decidedBy: { fullName: expect.any(String) } });
    const history = (await call('GET', `stock/adjustments/${code}/history`)).json().data as Array<{
      action: string;
    }>;
    expect(history.map((entry) => entry.action)).toEqual(['status', 'create']);
  });

  test('is rejected with a comment and changes nothing; one that would now oversell stays pending', async () => {
    const before = await onHand('KN-UBT-125', 'B-01-02');
    const lost = await raise({
      reason: 'lost',
      lines: [line({ location: 'B-01-02', change: -28 })],
    });
    const first = lost.json().data.code as string;
    // 28 units worth ₹7,000: within both thresholds, posted at once.
    expect(lost.json().data.status).toBe('posted');
    expect(await onHand('KN-UBT-125', 'B-01-02')).toBe(before - 28);
    expect(first).toMatch(/^ADJ-/);
    await stockIn(
      app,
      { userCode: kesar, skuCode: 'KN-UBT-125', warehouseCode: TEST_DOCK, locationCode: 'B-01-02' },
      60,
    );
    const big = await raise({
      reason: 'lost',
      lines: [line({ location: 'B-01-02', change: -55 })],
    });
    const bigger = await raise({
      reason: 'count-correction',
      lines: [line({ location: 'B-01-02', change: -58 })],
    });
    const [one, two] = [big.json().data.code as string, bigger.json().data.code as string];
    const rejected = await call(
      'POST',
      'stock/adjustments/reject',
      { ids: [one], comment: 'The pallet was found at the dock.' },
      approver.session,
    );
    expect(rejected.json().data.results).toEqual([{ id: one, outcome: 'rejected' }]);
    expect(await onHand('KN-UBT-125', 'B-01-02')).toBe(60);
    // Someone took units out meanwhile: approving now would oversell.
    await raise({ reason: 'lost', lines: [line({ location: 'B-01-02', change: -5 })] });
    const refused = await call(
      'POST',
      'stock/adjustments/approve',
      { ids: [two] },
      approver.session,
    );
    expect(refused.json().data.results).toEqual([
      expect.objectContaining({
        id: two,
        outcome: 'incomplete',
        message: expect.stringContaining('holds 55 free'),
      }),
    ]);
    expect((await call('GET', `stock/adjustments/${two}`)).json().data.status).toBe('pending');
    expect(await onHand('KN-UBT-125', 'B-01-02')).toBe(55);
  });
});

describe('the thresholds', () => {
  test('are read by those who raise adjustments, and changed with settings.edit only', async () => {
    expect((await call('GET', 'stock/adjustments/thresholds')).json().data).toEqual({
      units: 50,
      value: '10000.00',
    });
    const refused = await call(
      'PUT',
      'stock/adjustments/thresholds',
      { units: 0, value: '0' },
      approver.session,
    );
    expect(refused.statusCode).toBe(403);
    const bad = await call('PUT', 'stock/adjustments/thresholds', { units: -1, value: 'lots' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('"units"');
    expect(bad.body).toContain('"value"');
    const set = await call('PUT', 'stock/adjustments/thresholds', { units: 0, value: '0' });
    expect(set.json().data).toEqual({ units: 0, value: '0.00' });
    try {
      // Now every adjustment waits, even one unit.
      const answer = await raise({ lines: [line({ change: 1 })] });
      expect(answer.json().data.status).toBe('pending');
    } finally {
      await call('PUT', 'stock/adjustments/thresholds', { units: 50, value: '10000' });
    }
  });

  test('raising needs adjustments.add, approving adjustments.approve', async () => {
    const viewer = await memberWithRole(app, 'adjustment-viewer', { adjustments: { view: true } });
    expect((await raise({}, viewer.session)).statusCode).toBe(403);
    expect(
      (await call('POST', 'stock/adjustments/approve', { ids: ['ADJ-000001'] }, viewer.session))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', 'stock/adjustments', undefined, viewer.session)).statusCode).toBe(
      200,
    );
  });
});
