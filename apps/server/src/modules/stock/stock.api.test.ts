import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { executeRows } from '../../db/client.ts';
import { signIn } from '../../test/auth-helpers.ts';
import { catalogueSkus, createReceipt, createUser, receivingPlaces } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';
import {
  createTestApp,
  createTestDatabase,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  TEST_DATA_CACHE_MB,
  testEngine,
} from '../../test/test-app.ts';
import {
  createStockService,
  type StockMove,
  StockMovementRefused,
  StockShortage,
} from './stock.service.ts';

// The stock module's promises: every movement is a ledger entry with its balance change in one
// transaction; no balance goes below what is free; one client's stock never lands in another's
// balance; the ledger is never edited; and the balances always add up to the ledger.

const { app, admin, call } = fileApp();
const stock = () => createStockService({ db: app.database.db, logger: app.log });

let clientId: number;
let clientCode: string;
let otherClientId: number;
let warehouseId: number;
const place: Record<string, number> = {};
const sku: Record<string, number> = {};

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await executeRows(app.database.db, query);
  return row as T;
}

async function idsBy(query: ReturnType<typeof sql>): Promise<Record<string, number>> {
  const rows = (await executeRows(app.database.db, query)) as Array<{ key: string; id: number }>;
  return Object.fromEntries(rows.map((row) => [row.key, row.id]));
}

/** On hand at each real location holding `skuId`, by location code. */
async function onHand(skuId: number): Promise<Record<string, number>> {
  const rows = (await executeRows(
    app.database.db,
    sql`select l.code, b.on_hand from stock_balances b join locations l on l.id = b.location_id
      where b.sku_id = ${skuId} and b.on_hand <> 0 order by l.code`,
  )) as Array<{ code: string; on_hand: number }>;
  return Object.fromEntries(rows.map((row) => [row.code, row.on_hand]));
}

const ledgerLines = async () =>
  Number((await one<{ n: number }>(sql`select count(*)::int as n from stock_ledger`)).n);

/** Brings `quantity` units of a SKU from the supplier into a place, as a receipt would. */
function bringIn(skuId: number, to: number, quantity: number, userId = clientId) {
  return stock().transaction((tx) =>
    stock().post(tx, {
      userId,
      warehouseId,
      kind: 'receipt',
      documentCode: 'GRN-TEST',
      lines: [{ skuId, fromLocationId: place.supplier ?? 0, toLocationId: to, quantity }],
    }),
  );
}

/** Runs `npm run stock:reconcile`'s script on the database `env` names. */
function reconcileCommand(env: Record<string, string>) {
  const script = path.resolve(import.meta.dirname, '../../../../../scripts/stock-reconcile.ts');
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [script], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'info', DATA_CACHE_MB: TEST_DATA_CACHE_MB, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function move(lines: StockMove[], userId = clientId) {
  return stock().transaction((tx) =>
    stock().post(tx, { userId, warehouseId, kind: 'transfer', documentCode: 'TRF-TEST', lines }),
  );
}

beforeAll(async () => {
  clientCode = (await createUser(app, admin, { businessName: 'Kesar Naturals Pvt Ltd' })).code;
  const otherCode = (await createUser(app, admin, { businessName: 'Mitti Snacks LLP' })).code;
  await receivingPlaces(app, clientCode);
  await catalogueSkus(app, clientCode, ['KN-UBT-125', 'KN-ALO-GEL-150', 'KN-NEEM-FW-100']);
  await catalogueSkus(app, otherCode, ['MS-CHAKLI-200']);
  const clients = await idsBy(
    sql`select code as key, id from users where code in (${clientCode}, ${otherCode})`,
  );
  clientId = clients[clientCode] ?? 0;
  otherClientId = clients[otherCode] ?? 0;
  warehouseId = (await one<{ id: number }>(sql`select id from warehouses where code = 'TEST-DOCK'`))
    .id;
  Object.assign(
    place,
    await idsBy(sql`select purpose as key, id from locations where warehouse_id = ${warehouseId}`),
  );
  Object.assign(sku, await idsBy(sql`select code as key, id from skus`));
  const other = await one<{ id: number }>(sql`
    insert into warehouses (code, name, address_line1, city, state_code, country_code,
      postal_code, timezone, contact_name, phone, phone_country)
    values ('TEST-FAR', 'Far test dock', 'Plot 9', 'Nagpur', 'MH', 'IN', '440001',
      'Asia/Kolkata', 'Sunil Jadhav', '+919822345671', 'IN') returning id`);
  place.elsewhere = (
    await one<{ id: number }>(sql`
      insert into locations (public_id, warehouse_id, code, name, kind, purpose, path, depth,
        pickable, counts_as_available)
      values ('LOC-T-FAR', ${other.id}, 'STORAGE', 'Storage', 'area', 'storage', 'STORAGE', 1,
        true, true) returning id`)
  ).id;
});

describe('approving a goods receipt', () => {
  test('posts its accepted units into the receiving area and its rejected ones into hold', async () => {
    const approver = await memberWithRole(app, 'stock-receipt-approver', {
      receiving: { view: true, approve: true },
    });
    const receipt = await createReceipt(app, admin, clientCode, {
      lines: [
        {
          sku: 'KN-ALO-GEL-150',
          description: 'Aloe gel, 150 ml',
          expectedQty: 120,
          receivedQty: 120,
          rejectedQty: 6,
          rejectReason: 'damaged',
        },
        {
          sku: 'KN-NEEM-FW-100',
          description: 'Neem face wash, 100 ml',
          expectedQty: 48,
          receivedQty: 50,
          rejectedQty: 2,
          rejectReason: 'excess',
        },
      ],
    });
    const answer = await call(
      'POST',
      'shipment/receiving/approve',
      { ids: [receipt.id] },
      approver.session,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.results).toEqual([{ id: receipt.id, outcome: 'approved' }]);

    expect(await onHand(sku['KN-ALO-GEL-150'] ?? 0)).toEqual({ DAMAGED: 6, RECEIVING: 114 });
    expect(await onHand(sku['KN-NEEM-FW-100'] ?? 0)).toEqual({ 'QC-HOLD': 2, RECEIVING: 48 });
    const movement = await one<{ code: string; kind: string; lines: number; units: number }>(sql`
      select m.code, m.kind, count(*)::int as lines, sum(l.quantity)::int as units
      from stock_movements m join stock_ledger l on l.movement_id = m.id
      where m.document_code = ${receipt.id} group by m.code, m.kind`);
    expect(movement).toMatchObject({ kind: 'receipt', lines: 4, units: 170 });
    expect(movement.code).toMatch(/^MOV-\d{6}$/);

    // Posted again (a retried request), the receipt's movement is found, not repeated.
    const again = await stock().transaction((tx) =>
      stock().receiveGoods(tx, {
        code: receipt.id,
        userId: clientId,
        warehouseId,
        memberId: null,
        lines: [
          {
            skuId: sku['KN-ALO-GEL-150'] ?? 0,
            lot: null,
            expiresOn: null,
            accepted: 114,
            rejected: 0,
            rejectReason: null,
          },
        ],
      }),
    );
    expect(again?.code).toBe(movement.code);
    expect(await onHand(sku['KN-ALO-GEL-150'] ?? 0)).toEqual({ DAMAGED: 6, RECEIVING: 114 });
  });
});

describe('a movement', () => {
  test('that takes more than a location holds free is refused whole', async () => {
    const ubtan = sku['KN-UBT-125'] ?? 0;
    await bringIn(ubtan, place.storage ?? 0, 10);
    const before = await ledgerLines();
    // Two lines of six from one place are checked together against its ten.
    const refused = await move([
      {
        skuId: ubtan,
        fromLocationId: place.storage ?? 0,
        toLocationId: place['pick-face'] ?? 0,
        quantity: 6,
      },
      {
        skuId: ubtan,
        fromLocationId: place.storage ?? 0,
        toLocationId: place.packing ?? 0,
        quantity: 6,
      },
    ]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StockShortage);
    expect((refused as StockShortage).shortages).toEqual([
      { sku: 'KN-UBT-125', location: 'STORAGE', lot: null, available: 10, wanted: 12 },
    ]);
    expect(await ledgerLines()).toBe(before);
    expect(await onHand(ubtan)).toEqual({ STORAGE: 10 });

    await move([
      {
        skuId: ubtan,
        fromLocationId: place.storage ?? 0,
        toLocationId: place['pick-face'] ?? 0,
        quantity: 4,
      },
    ]);
    expect(await onHand(ubtan)).toEqual({ 'PICK-FACE': 4, STORAGE: 6 });
  });

  test('refused, leaves every balance as it found it to a caller who goes on', async () => {
    const ubtan = sku['KN-UBT-125'] ?? 0;
    const neem = sku['KN-NEEM-FW-100'] ?? 0;
    const aloe = sku['KN-ALO-GEL-150'] ?? 0;
    const before = {
      aloe: await onHand(aloe),
      ubtan: await onHand(ubtan),
      neem: await onHand(neem),
      lines: await ledgerLines(),
    };
    // The first line can be taken and is, before the second is found short (or refused); the
    // caller answers the refusal and commits, as an approval answered per id does.
    const shortLine = {
      skuId: neem,
      fromLocationId: place.storage ?? 0,
      toLocationId: place.packing ?? 0,
      quantity: 1,
    };
    const elsewhereLine = {
      skuId: ubtan,
      fromLocationId: place.storage ?? 0,
      toLocationId: place.elsewhere ?? 0,
      quantity: 1,
    };
    for (const [second, refusal] of [
      [shortLine, StockShortage],
      [elsewhereLine, StockMovementRefused],
    ] as const) {
      const answered = await stock().transaction(async (tx) => {
        try {
          await stock().post(tx, {
            userId: clientId,
            warehouseId,
            kind: 'transfer',
            documentCode: 'TRF-TEST',
            lines: [
              {
                skuId: aloe,
                fromLocationId: place.receiving ?? 0,
                toLocationId: place['pick-face'] ?? 0,
                quantity: 2,
              },
              second,
            ],
          });
          return 'posted';
        } catch (error) {
          return error instanceof refusal ? 'refused' : error;
        }
      });
      expect(answered).toBe('refused');
      expect({
        aloe: await onHand(aloe),
        ubtan: await onHand(ubtan),
        neem: await onHand(neem),
        lines: await ledgerLines(),
      }).toEqual(before);
    }
  });

  test('refuses another client’s SKU, a place of another warehouse, and a bundle', async () => {
    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => 'posted',
        (error: unknown) => (error instanceof StockMovementRefused ? error.message : error),
      );
    expect(await refusal(bringIn(sku['MS-CHAKLI-200'] ?? 0, place.storage ?? 0, 1))).toBe(
      'MS-CHAKLI-200 belongs to another client business.',
    );
    expect(
      await refusal(bringIn(sku['KN-UBT-125'] ?? 0, place.storage ?? 0, 1, otherClientId)),
    ).toBe('KN-UBT-125 belongs to another client business.');
    expect(await refusal(bringIn(sku['KN-UBT-125'] ?? 0, place.elsewhere ?? 0, 1))).toBe(
      'STORAGE is in another warehouse.',
    );
    await app.database.db.execute(
      sql`update skus set kind = 'bundle' where id = ${sku['KN-NEEM-FW-100'] ?? 0}`,
    );
    try {
      expect(await refusal(bringIn(sku['KN-NEEM-FW-100'] ?? 0, place.storage ?? 0, 1))).toBe(
        'KN-NEEM-FW-100 is a bundle: its components hold its stock.',
      );
    } finally {
      await app.database.db.execute(
        sql`update skus set kind = 'standard' where id = ${sku['KN-NEEM-FW-100'] ?? 0}`,
      );
    }
  });
});

describe('the ledger', () => {
  test('is never changed or deleted, and a balance never goes below zero', async () => {
    // The database's own message, under the driver's "Failed query" wrapper.
    const refusal = (statement: ReturnType<typeof sql>) =>
      app.database.db.execute(statement).then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    for (const statement of [
      sql`update stock_ledger set quantity = quantity + 1`,
      sql`delete from stock_ledger`,
      sql`truncate stock_ledger`,
      sql`delete from stock_movements`,
    ]) {
      expect(await refusal(statement)).toMatch(/never changed or deleted/);
    }
    expect(await refusal(sql`update stock_balances set on_hand = -1`)).toMatch(
      /stock_balances_quantities_check/,
    );
  });

  /** A stock service whose error log lines (message, then fields) are kept for the test. */
  const serviceLoggingErrors = () => {
    const logged: string[] = [];
    const watched = createStockService({
      db: app.database.db,
      logger: Object.assign(Object.create(app.log), {
        error: (fields: object, message: string) =>
          logged.push(`${message} ${JSON.stringify(fields)}`),
      }),
    });
    return { logged, watched };
  };

  test('reconciliation finds no drift, and reports a balance changed behind its back', async () => {
    expect(await stock().reconcile()).toEqual([]);
    const ubtan = sku['KN-UBT-125'] ?? 0;
    const { logged, watched } = serviceLoggingErrors();
    // Whoever watches the stock is told; whoever does not, is not.
    const watcher = await memberWithRole(app, 'stock-drift-watcher', { inventory: { view: true } });
    const bystander = await memberWithRole(app, 'stock-drift-bystander', {
      products: { view: true },
    });
    const driftNotices = async (session: typeof watcher.session) => {
      const answer = await call('GET', 'notifications', undefined, session);
      expect(answer.statusCode).toBe(200);
      return (
        answer.json().data.items as Array<{ event: string; title: string; body: string }>
      ).filter((item) => item.event === 'stock.drift');
    };
    await app.database.db.execute(
      sql`update stock_balances set on_hand = on_hand + 3
        where sku_id = ${ubtan} and location_id = ${place.storage ?? 0}`,
    );
    try {
      // The daily job says so too: how many balances drift.
      expect(await app.stockReconciliation.run()).toBe(1);
      const drift = await watched.reconcile();
      expect(drift).toEqual([
        {
          user_id: clientId,
          sku_id: ubtan,
          location_id: place.storage,
          lot_id: null,
          balance: 9,
          ledger: 6,
          client_code: clientCode,
          sku_code: 'KN-UBT-125',
          warehouse_code: 'TEST-DOCK',
          location_code: 'STORAGE',
          lot_number: null,
        },
      ]);
      // A log line naming the key as people know it.
      expect(logged).toEqual([
        `stock drift: a balance differs from its ledger ${JSON.stringify({
          client: clientCode,
          sku: 'KN-UBT-125',
          warehouse: 'TEST-DOCK',
          location: 'STORAGE',
          lot: null,
          balance: 9,
          ledger: 6,
        })}`,
      ]);
      const [notice, ...others] = await driftNotices(watcher.session);
      expect(others).toEqual([]);
      expect(notice?.title).toBe('Stock differs from its ledger at 1 place');
      expect(notice?.body).toContain(
        `KN-UBT-125 of ${clientCode} at TEST-DOCK STORAGE: 9 on record, 6 by the ledger`,
      );
      expect(await driftNotices(bystander.session)).toEqual([]);
    } finally {
      await app.database.db.execute(
        sql`update stock_balances set on_hand = on_hand - 3
          where sku_id = ${ubtan} and location_id = ${place.storage ?? 0}`,
      );
    }
    expect(await stock().reconcile()).toEqual([]);
    // Nothing drifts: nobody is told again.
    expect(await app.stockReconciliation.run()).toBe(0);
    expect(await driftNotices(watcher.session)).toHaveLength(1);
  });

  test('a warehouse’s count of places is checked against its balances, and a wrong one reported', async () => {
    expect(await stock().placeCountDrift()).toEqual([]);
    const { logged, watched } = serviceLoggingErrors();
    const [row] = await executeRows(
      app.database.db,
      sql`select count(*)::int as places from stock_balances b join warehouses w on w.id = b.warehouse_id
        where w.code = 'TEST-DOCK' and b.on_hand > 0`,
    );
    const places = (row as { places: number }).places;
    await app.database.db.execute(sql`insert into stock_place_counts (warehouse_id, places)
      select id, 2 from warehouses where code = 'TEST-DOCK'`);
    try {
      expect(await watched.placeCountDrift()).toEqual([
        { warehouse_code: 'TEST-DOCK', kept: places + 2, counted: places },
      ]);
      expect(logged).toEqual([
        `stock drift: a warehouse’s count of places differs from its balances ${JSON.stringify({
          warehouse: 'TEST-DOCK',
          kept: places + 2,
          counted: places,
        })}`,
      ]);
      expect(await app.stockReconciliation.run()).toBe(1);
    } finally {
      await app.database.db.execute(sql`insert into stock_place_counts (warehouse_id, places)
        select id, -2 from warehouses where code = 'TEST-DOCK'`);
    }
    expect(await app.stockReconciliation.run()).toBe(0);
  });

  test('npm run stock:reconcile exits 1 and logs the key when a balance drifts', async () => {
    // A database of its own: the file's app holds its embedded database's folder.
    const database = await createTestDatabase('empty');
    try {
      const made = await createTestApp({}, database);
      const madeAdmin = await signIn(made, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
      const client = (await createUser(made, madeAdmin, { businessName: 'Kesar Naturals' })).code;
      await receivingPlaces(made, client);
      await catalogueSkus(made, client, ['KN-UBT-125']);
      const ids = (await executeRows(
        made.database.db,
        sql`select (select id from users where code = ${client}) as user,
          (select id from skus where code = 'KN-UBT-125') as sku,
          (select id from warehouses where code = 'TEST-DOCK') as warehouse,
          (select id from locations where code = 'V-SUPPLIER' and warehouse_id =
            (select id from warehouses where code = 'TEST-DOCK')) as supplier,
          (select id from locations where code = 'STORAGE' and warehouse_id =
            (select id from warehouses where code = 'TEST-DOCK')) as storage`,
      )) as Array<{
        user: number;
        sku: number;
        warehouse: number;
        supplier: number;
        storage: number;
      }>;
      const [at] = ids;
      if (!at) throw new Error('no places');
      const theirs = createStockService({ db: made.database.db, logger: made.log });
      await theirs.transaction((tx) =>
        theirs.post(tx, {
          userId: at.user,
          warehouseId: at.warehouse,
          kind: 'receipt',
          documentCode: 'GRN-TEST',
          lines: [
            { skuId: at.sku, fromLocationId: at.supplier, toLocationId: at.storage, quantity: 5 },
          ],
        }),
      );
      // Changed behind the ledger's back, as a fault or a hand in the database would.
      await made.database.db.execute(sql`update stock_balances set on_hand = 7`);
      await made.close();
      const drifted = await reconcileCommand(database.env);
      expect(drifted.code).toBe(1);
      expect(drifted.stdout).toBe(
        'Stock reconciled: 1 balance differs from the ledger (each is logged above).\n',
      );
      expect(drifted.stderr).toContain('stock drift: a balance differs from its ledger');
      expect(drifted.stderr).toContain(
        '"sku":"KN-UBT-125","warehouse":"TEST-DOCK","location":"STORAGE"',
      );
    } finally {
      await database.drop();
    }
  });
});

// PGlite has one session and runs one statement at a time: races need PostgreSQL.
describe.runIf(testEngine === 'postgres')('movements racing each other on PostgreSQL', () => {
  test('forty takers of one unit each from a bin of twenty: twenty succeed, none oversells', async () => {
    const gel = sku['KN-ALO-GEL-150'] ?? 0;
    await bringIn(gel, place.storage ?? 0, 20);
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () =>
        move([
          {
            skuId: gel,
            fromLocationId: place.storage ?? 0,
            toLocationId: place.packing ?? 0,
            quantity: 1,
          },
        ]).then(
          () => 'moved',
          (error: unknown) => (error instanceof StockShortage ? 'short' : String(error)),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'moved')).toHaveLength(20);
    expect(outcomes.filter((outcome) => outcome === 'short')).toHaveLength(20);
    expect((await onHand(gel)).STORAGE).toBeUndefined();
    expect((await onHand(gel)).PACKING).toBe(20);
    expect(await stock().reconcile()).toEqual([]);
    expect(await stock().placeCountDrift()).toEqual([]);
  });

  test('movements locking the same balances from opposite ends all go through', async () => {
    const ubtan = sku['KN-UBT-125'] ?? 0;
    const neem = sku['KN-NEEM-FW-100'] ?? 0;
    await bringIn(ubtan, place.dispatch ?? 0, 50);
    await bringIn(neem, place.dispatch ?? 0, 50);
    await bringIn(ubtan, place.returns ?? 0, 50);
    await bringIn(neem, place.returns ?? 0, 50);
    const there = (skuId: number) => ({
      skuId,
      fromLocationId: place.dispatch ?? 0,
      toLocationId: place.returns ?? 0,
      quantity: 1,
    });
    const back = (skuId: number) => ({
      skuId,
      fromLocationId: place.returns ?? 0,
      toLocationId: place.dispatch ?? 0,
      quantity: 1,
    });
    // Lines given in opposite orders: locked in one order, they queue instead of deadlocking.
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        move(index % 2 === 0 ? [there(ubtan), back(neem)] : [there(neem), back(ubtan)]).then(
          () => 'moved',
          (error: unknown) => String(error),
        ),
      ),
    );
    expect(outcomes.every((outcome) => outcome === 'moved')).toBe(true);
    const units = async (skuId: number) => {
      const held = await onHand(skuId);
      return (held.DISPATCH ?? 0) + (held.RETURNS ?? 0);
    };
    expect(await units(ubtan)).toBe(100);
    expect(await units(neem)).toBe(100);
    expect(await stock().reconcile()).toEqual([]);
    expect(await stock().placeCountDrift()).toEqual([]);
  });
});
