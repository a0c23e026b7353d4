import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { executeRows } from '../../db/client.ts';
import { addDays, operatorDayOf } from '../../lib/operator-calendar.ts';
import { parseCsv } from '../../test/csv.ts';
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
import { createStockService } from './stock.service.ts';

// Stock on hand as people read it: what is where, per client, SKU, location and lot, found by
// the filters a warehouse asks with (a SKU across bins, a rack's contents, what expires soon),
// summed, exported, and shown only to those allowed to see inventory.

const { app, admin, call } = fileApp();

let kesar: string;
let mitti: string;
const ids: Record<string, string> = {};
const today = operatorDayOf();

type Level = {
  id: number;
  user: { code: string };
  sku: { id: string; code: string };
  location: { id: string; code: string; purpose: string };
  lot: { number: string; expiresOn: string | null } | null;
  onHand: number;
  reserved: number;
  onHold: number;
  available: number;
};

async function levels(query: string): Promise<{ items: Level[]; total: number }> {
  const response = await call('GET', `stock?pageSize=100&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function totals(query: string) {
  const response = await call('GET', `stock/totals?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const where = (level: Level) =>
  `${level.sku.code}@${level.location.code}${level.lot ? `#${level.lot.number}` : ''}=${level.onHand}`;

beforeAll(async () => {
  kesar = (await createUser(app, admin, { businessName: 'Kesar Naturals Pvt Ltd' })).code;
  mitti = (await createUser(app, admin, { businessName: 'Mitti Snacks LLP' })).code;
  await receivingPlaces(app, kesar);
  await catalogueSkus(app, kesar, ['KN-UBT-125', 'KN-ALO-GEL-150', 'KN-NEEM-FW-100']);
  await catalogueSkus(app, mitti, ['MS-CHAKLI-200']);
  await app.database.db.execute(sql`
    update skus set tracking = 'lot-expiry' where code = 'KN-ALO-GEL-150'`);
  await app.database.db.execute(sql`
    insert into sku_barcodes (sku_id, user_id, barcode, position)
    select id, user_id, '8901234567892', 0 from skus where code = 'KN-UBT-125'`);
  const rows = (await executeRows(
    app.database.db,
    sql`select code as key, public_id as id from skus
      union all select l.code, l.public_id from locations l join warehouses w on w.id = l.warehouse_id
        where w.code = ${TEST_DOCK}`,
  )) as Array<{ key: string; id: string }>;
  for (const row of rows) ids[row.key] = row.id;

  const rack = await createLocation(app, admin, TEST_DOCK, {
    code: 'A-01',
    kind: 'rack',
    parent: ids.STORAGE,
  });
  ids['A-01'] = rack.id;
  for (const code of ['A-01-01', 'A-01-02']) {
    ids[code] = (
      await createLocation(app, admin, TEST_DOCK, { code, kind: 'bin', parent: rack.id })
    ).id;
  }
  const at = (userCode: string, skuCode: string, locationCode: string) => ({
    userCode,
    skuCode,
    warehouseCode: TEST_DOCK,
    locationCode,
  });
  await stockIn(app, at(kesar, 'KN-UBT-125', 'A-01-01'), 40);
  await stockIn(app, at(kesar, 'KN-UBT-125', 'A-01-02'), 10);
  await stockIn(
    app,
    {
      ...at(kesar, 'KN-ALO-GEL-150', 'A-01-01'),
      lot: { number: 'AG-2611', expiresOn: addDays(today, 10) },
    },
    24,
  );
  await stockIn(
    app,
    {
      ...at(kesar, 'KN-ALO-GEL-150', 'A-01-02'),
      lot: { number: 'AG-2705', expiresOn: addDays(today, 200) },
    },
    30,
  );
  await stockIn(app, at(kesar, 'KN-NEEM-FW-100', 'RECEIVING'), 12);
  await stockIn(app, at(kesar, 'KN-NEEM-FW-100', 'QC-HOLD'), 3);
  await stockIn(app, at(mitti, 'MS-CHAKLI-200', 'A-01-01'), 7);
});

/**
 * Ships the one balance of a client holding units out to its warehouse's customer location, all
 * of it, through the stock module; answers how many units left.
 */
async function shipOutAllOf(userCode: string, documentCode: string): Promise<number> {
  const stock = createStockService({ db: app.database.db, logger: app.log });
  const [row] = (await executeRows(
    app.database.db,
    sql`select b.user_id, b.sku_id, b.location_id, b.warehouse_id, b.on_hand,
        (select id from locations where warehouse_id = b.warehouse_id and purpose = 'customer') as customer
      from stock_balances b join users u on u.id = b.user_id
      where u.code = ${userCode} and b.on_hand > 0`,
  )) as Array<Record<string, number>>;
  if (!row) throw new Error(`${userCode} holds no units`);
  await stock.transaction((tx) =>
    stock.post(tx, {
      userId: row.user_id ?? 0,
      warehouseId: row.warehouse_id ?? 0,
      kind: 'transfer',
      documentCode,
      lines: [
        {
          skuId: row.sku_id ?? 0,
          fromLocationId: row.location_id ?? 0,
          toLocationId: row.customer ?? 0,
          quantity: row.on_hand ?? 0,
        },
      ],
    }),
  );
  return row.on_hand ?? 0;
}

describe('stock on hand', () => {
  test('lists each client’s SKU per location and lot, available only where it counts', async () => {
    const { items, total } = await levels(`user=${kesar}&sort=sku`);
    expect(total).toBe(6);
    expect(items.map(where).sort()).toEqual(
      [
        'KN-ALO-GEL-150@A-01-01#AG-2611=24',
        'KN-ALO-GEL-150@A-01-02#AG-2705=30',
        'KN-NEEM-FW-100@QC-HOLD=3',
        'KN-NEEM-FW-100@RECEIVING=12',
        'KN-UBT-125@A-01-01=40',
        'KN-UBT-125@A-01-02=10',
      ].sort(),
    );
    const held = items.find((level) => level.location.code === 'QC-HOLD');
    expect(held).toMatchObject({ onHand: 3, available: 0, location: { purpose: 'qc-hold' } });
    const received = items.find((level) => level.location.code === 'RECEIVING');
    expect(received).toMatchObject({ onHand: 12, available: 12 });
    const lot = items.find((level) => level.lot?.number === 'AG-2611');
    expect(lot?.lot?.expiresOn).toBe(addDays(today, 10));
  });

  test('finds a SKU across its bins, a rack’s contents below it, one bin, one purpose', async () => {
    const ubt = await levels(`sku=${ids['KN-UBT-125']}`);
    expect(ubt.items.map(where).sort()).toEqual(['KN-UBT-125@A-01-01=40', 'KN-UBT-125@A-01-02=10']);
    // The rack holds nothing itself: its bins' stock is its contents, every client's.
    const rack = await levels(`location=${ids['A-01']}`);
    expect(rack.total).toBe(5);
    expect(rack.items.map((level) => level.user.code)).toContain(mitti);
    const bin = await levels(`location=${ids['A-01-02']}`);
    expect(bin.items.map(where).sort()).toEqual([
      'KN-ALO-GEL-150@A-01-02#AG-2705=30',
      'KN-UBT-125@A-01-02=10',
    ]);
    expect(
      (await levels(`purpose=qc-hold&warehouse=${TEST_DOCK.toLowerCase()}`)).items.map(where),
    ).toEqual(['KN-NEEM-FW-100@QC-HOLD=3']);
  });

  test('a warehouse’s stock in SKU order, walked page by page, is its stock sorted by SKU', async () => {
    for (const sort of ['sku', '-sku']) {
      const whole = await levels(`warehouse=${TEST_DOCK}&sort=${sort}`);
      const byCode = [...whole.items].sort((a, b) =>
        a.sku.code < b.sku.code ? -1 : a.sku.code > b.sku.code ? 1 : a.id - b.id,
      );
      expect(whole.items.map((level) => level.id)).toEqual(
        (sort === 'sku' ? byCode : byCode.reverse()).map((level) => level.id),
      );
      const walked: number[] = [];
      let cursor: string | undefined;
      for (let page = 1; walked.length < whole.total; page++) {
        const query = `warehouse=${TEST_DOCK}&sort=${sort}&pageSize=2&page=${page}${cursor ? `&cursor=${cursor}` : ''}`;
        const response = await call('GET', `stock?${query}`);
        expect(response.statusCode, response.body).toBe(200);
        const { items, cursors } = response.json().data;
        walked.push(...items.map((level: Level) => level.id));
        cursor = cursors?.next;
        if (!cursor) break;
      }
      expect(walked, sort).toEqual(whole.items.map((level) => level.id));
    }
  });

  test('finds lots expiring within a number of days, and a SKU by its barcode or a lot by number', async () => {
    const soon = await levels('expiringWithinDays=30');
    expect(soon.items.map(where)).toEqual(['KN-ALO-GEL-150@A-01-01#AG-2611=24']);
    expect((await levels('expiringWithinDays=365')).total).toBe(2);
    const scanned = await levels('q=8901234567892');
    expect(scanned.items.map((level) => level.sku.code)).toEqual(['KN-UBT-125', 'KN-UBT-125']);
    expect((await levels('q=ag-2705')).items.map(where)).toEqual([
      'KN-ALO-GEL-150@A-01-02#AG-2705=30',
    ]);
  });

  test('totals follow the filters: units on hand, reserved, on hold and available', async () => {
    expect(await totals(`user=${kesar}`)).toEqual({
      balances: 6,
      skus: 3,
      onHand: 119,
      reserved: 0,
      onHold: 0,
      // The three units in QC hold are on hand but not available.
      available: 116,
    });
    expect(await totals(`location=${ids['A-01-01']}`)).toMatchObject({ onHand: 71, skus: 3 });
    expect(await totals('q=no-such-thing')).toMatchObject({ balances: 0, onHand: 0 });
  });

  test('a balance emptied by a movement leaves the list', async () => {
    expect((await levels(`user=${mitti}`)).total).toBe(1);
    expect(await shipOutAllOf(mitti, 'TRF-TEST-1')).toBe(7);
    expect((await levels(`user=${mitti}`)).total).toBe(0);
  });

  test('exports the whole filtered set with its quantities as numbers', async () => {
    const response = await call('GET', `stock/export?user=${kesar}&sort=-onHand`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/stock-on-hand/);
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual(
      expect.arrayContaining(['SKU', 'Location', 'Lot', 'Expires on', 'On hand', 'Available']),
    );
    expect(rows).toHaveLength(6);
    const onHand = header?.indexOf('On hand') ?? -1;
    expect(rows.map((row) => Number(row[onHand]))).toEqual([40, 30, 24, 12, 10, 3]);
  });

  test('bad filters are a 400 naming the field', async () => {
    for (const [query, field] of [
      ['expiringWithinDays=-1', 'expiringWithinDays'],
      ['expiringWithinDays=soon', 'expiringWithinDays'],
      ['sku=KN-UBT-125', 'sku'],
      ['location=A-01-01', 'location'],
      ['purpose=attic', 'purpose'],
      ['sort=weight', 'sort'],
    ] as const) {
      const response = await call('GET', `stock?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json()), query).toContain(field);
    }
  });

  test('is shown to inventory viewers only, and exported only with its export right', async () => {
    const catalogue = await memberWithRole(app, 'stock-catalogue-only', {
      products: { view: true },
      warehouses: { view: true },
    });
    for (const path of ['stock', 'stock/totals', 'stock/export']) {
      expect((await call('GET', path, undefined, catalogue.session)).statusCode, path).toBe(403);
    }
    const viewer = await memberWithRole(app, 'stock-viewer', { inventory: { view: true } });
    expect((await call('GET', 'stock', undefined, viewer.session)).statusCode).toBe(200);
    expect((await call('GET', 'stock/totals', undefined, viewer.session)).statusCode).toBe(200);
    expect((await call('GET', 'stock/export', undefined, viewer.session)).statusCode).toBe(403);
  });
});

type Line = {
  movement: { code: string; kind: string; documentCode: string; by: string | null };
  sku: { code: string };
  from: { code: string };
  to: { code: string };
  lot: { number: string } | null;
  quantity: number;
};

async function lines(query: string): Promise<{ items: Line[]; total: number }> {
  const response = await call('GET', `stock/movements?pageSize=100&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const moved = (line: Line) =>
  `${line.sku.code}:${line.from.code}>${line.to.code}${line.lot ? `#${line.lot.number}` : ''}=${line.quantity}`;

describe('the movement history', () => {
  test('is the ledger line by line, newest first, each with its movement', async () => {
    const { items } = await lines(`sku=${ids['KN-UBT-125']}`);
    expect(items.map(moved)).toEqual([
      'KN-UBT-125:V-SUPPLIER>A-01-02=10',
      'KN-UBT-125:V-SUPPLIER>A-01-01=40',
    ]);
    expect(items[0]?.movement).toMatchObject({
      kind: 'receipt',
      code: expect.stringMatching(/^MOV-\d+$/),
    });
    expect(items[0]?.movement.documentCode).toMatch(/^GRN-TEST-/);
  });

  test('filters by a location and what is inside it, either way, by kind and by day', async () => {
    const rack = await lines(`location=${ids['A-01']}&kind=receipt&sort=quantity`);
    expect(rack.items.map(moved)).toEqual([
      'MS-CHAKLI-200:V-SUPPLIER>A-01-01=7',
      'KN-UBT-125:V-SUPPLIER>A-01-02=10',
      'KN-ALO-GEL-150:V-SUPPLIER>A-01-01#AG-2611=24',
      'KN-ALO-GEL-150:V-SUPPLIER>A-01-02#AG-2705=30',
      'KN-UBT-125:V-SUPPLIER>A-01-01=40',
    ]);
    expect((await lines(`location=${ids.RECEIVING}`)).items.map(moved)).toEqual([
      'KN-NEEM-FW-100:V-SUPPLIER>RECEIVING=12',
    ]);
    expect((await lines(`user=${kesar}&from=${today}&to=${today}`)).total).toBe(6);
    expect((await lines(`from=${addDays(today, 1)}`)).total).toBe(0);
    expect((await lines('q=AG-2705')).items.map(moved)).toEqual([
      'KN-ALO-GEL-150:V-SUPPLIER>A-01-02#AG-2705=30',
    ]);
  });

  test('exports the filtered lines with the units as numbers; bad filters are a 400', async () => {
    const response = await call('GET', `stock/movements/export?user=${kesar}&sort=-quantity`);
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(response.body);
    const units = header?.indexOf('Units') ?? -1;
    expect(units).toBeGreaterThan(0);
    expect(rows.map((row) => Number(row[units]))).toEqual([40, 30, 24, 12, 10, 3]);
    for (const [query, field] of [
      ['kind=theft', 'kind'],
      ['from=yesterday', 'from'],
      ['sort=-weight', 'sort'],
    ] as const) {
      const refused = await call('GET', `stock/movements?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(JSON.stringify(refused.json()), query).toContain(field);
    }
  });
});

// Runs last: it stocks another place, which the history's figures above do not expect.
describe('the count of places', () => {
  test('a warehouse’s places, and all of them, are counted as movements fill and empty them', async () => {
    const stock = createStockService({ db: app.database.db, logger: app.log });
    const counted = async (warehouse?: string) => {
      const [row] = await executeRows(
        app.database.db,
        sql`select count(*)::int as places from stock_balances b
          join warehouses w on w.id = b.warehouse_id
          where b.on_hand > 0 and (${warehouse ?? null}::text is null or w.code = ${warehouse ?? null})`,
      );
      return (row as { places: number }).places;
    };
    // Every movement above filled a place or emptied one; each added a row to a count.
    const dock = await levels(`warehouse=${TEST_DOCK}`);
    expect(dock.total).toBe(dock.items.length);
    expect(dock.total).toBe(await counted(TEST_DOCK));
    expect((await levels('')).total).toBe(await counted());
    expect(await stock.foldPlaceCounts()).toBeGreaterThan(0);
    const [rows] = await executeRows(
      app.database.db,
      sql`select count(*)::int as rows, count(distinct warehouse_id)::int as warehouses
        from stock_place_counts`,
    );
    const folded = rows as { rows: number; warehouses: number };
    expect(folded.rows).toBe(folded.warehouses);
    expect((await levels(`warehouse=${TEST_DOCK}`)).total).toBe(dock.total);
    // Filling a bin and emptying it moves the count by one each way; folding leaves one row.
    await stockIn(
      app,
      {
        userCode: mitti,
        skuCode: 'MS-CHAKLI-200',
        warehouseCode: TEST_DOCK,
        locationCode: 'A-01-02',
      },
      5,
    );
    expect((await levels(`warehouse=${TEST_DOCK}`)).total).toBe(dock.total + 1);
    expect(await shipOutAllOf(mitti, 'TRF-TEST-2')).toBe(5);
    expect((await levels(`warehouse=${TEST_DOCK}`)).total).toBe(dock.total);
    expect(await stock.foldPlaceCounts()).toBe(2);
    expect(await stock.foldPlaceCounts()).toBe(0);
    expect((await levels(`warehouse=${TEST_DOCK}`)).total).toBe(await counted(TEST_DOCK));
    // The total of a warehouse's list is that count, read rather than counted: one filter more
    // and the rows are counted again.
    await app.database.db.execute(sql`insert into stock_place_counts (warehouse_id, places)
      select id, 1000 from warehouses where code = ${TEST_DOCK}`);
    try {
      expect((await levels(`warehouse=${TEST_DOCK}`)).total).toBe(dock.total + 1000);
      expect((await levels(`warehouse=${TEST_DOCK}&user=${kesar}`)).total).toBe(6);
    } finally {
      await app.database.db.execute(sql`insert into stock_place_counts (warehouse_id, places)
        select id, -1000 from warehouses where code = ${TEST_DOCK}`);
    }
    expect((await levels(`warehouse=${TEST_DOCK}`)).total).toBe(await counted(TEST_DOCK));
  });
});
