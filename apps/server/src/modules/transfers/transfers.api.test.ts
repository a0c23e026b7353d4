import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { executeRows } from '../../db/client.ts';
import {
  catalogueSkus,
  createLocation,
  createUser,
  createWarehouse,
  receivingPlaces,
  stockIn,
  TEST_DOCK,
} from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';
import { createStockService } from '../stock/stock.service.ts';

// Transfers: bin to bin at once; between warehouses out through transit when made, then in where
// they arrive, in parts, never more than was sent. Every line is checked before anything moves.

const { app, admin, call } = fileApp();
const FAR = 'TEST-FAR-DC';

type Member = Awaited<ReturnType<typeof memberWithRole>>;
let kesar: string;
let mitti: string;
let mover: Member;
let receiver: Member;

/** On hand of a SKU at a location of a warehouse, every lot together. */
async function onHand(skuCode: string, locationCode: string, warehouse = TEST_DOCK) {
  const [row] = (await executeRows(
    app.database.db,
    sql`select coalesce(sum(b.on_hand), 0)::int as n from stock_balances b
      join skus s on s.id = b.sku_id join locations l on l.id = b.location_id
      join warehouses w on w.id = l.warehouse_id
      where s.code = ${skuCode} and l.code = ${locationCode} and w.code = ${warehouse}`,
  )) as Array<{ n: number }>;
  return row?.n ?? 0;
}

const transferCount = async () => {
  const [row] = (await executeRows(
    app.database.db,
    sql`select count(*)::int as n from stock_transfers`,
  )) as Array<{ n: number }>;
  return row?.n ?? 0;
};

const send = (body: object, as: Member = mover) =>
  call(
    'POST',
    'stock/transfers',
    { userCode: kesar, fromWarehouseCode: TEST_DOCK, ...body },
    as.session,
  );

beforeAll(async () => {
  kesar = (await createUser(app, admin, { businessName: 'Kesar Naturals Pvt Ltd' })).code;
  mitti = (await createUser(app, admin, { businessName: 'Mitti Snacks LLP' })).code;
  await receivingPlaces(app, kesar);
  await createWarehouse(app, admin, { code: FAR });
  await catalogueSkus(app, kesar, ['KN-UBT-125', 'KN-SAF-CR-50']);
  await catalogueSkus(app, mitti, ['MS-CHAKLI-200']);
  await app.database.db.execute(sql`
    update skus set tracking = 'lot-expiry' where code = 'KN-SAF-CR-50'`);
  const [storage] = (await executeRows(
    app.database.db,
    sql`select l.public_id as id from locations l join warehouses w on w.id = l.warehouse_id
      where w.code = ${TEST_DOCK} and l.code = 'STORAGE'`,
  )) as Array<{ id: string }>;
  const rack = await createLocation(app, admin, TEST_DOCK, {
    code: 'T-01',
    kind: 'rack',
    parent: storage?.id ?? '',
  });
  for (const code of ['T-01-01', 'T-01-02']) {
    await createLocation(app, admin, TEST_DOCK, { code, kind: 'bin', parent: rack.id });
  }
  const at = (skuCode: string) => ({
    userCode: kesar,
    skuCode,
    warehouseCode: TEST_DOCK,
    locationCode: 'T-01-01',
  });
  await stockIn(app, at('KN-UBT-125'), 50);
  await stockIn(
    app,
    { ...at('KN-SAF-CR-50'), lot: { number: 'SC-1', expiresOn: '2099-01-31' } },
    20,
  );
  mover = await memberWithRole(app, 'transfer-sender', { transfers: { view: true, add: true } });
  receiver = await memberWithRole(app, 'transfer-receiver', {
    transfers: { view: true, edit: true },
  });
});

describe('a bin to bin transfer', () => {
  test('moves its lines at once, lots as lots, and is done', async () => {
    const answer = await send({
      kind: 'bin',
      note: 'Consolidating the slow movers.',
      lines: [
        { sku: 'KN-UBT-125', from: 'T-01-01', to: 't-01-02', quantity: 20 },
        { sku: 'KN-SAF-CR-50', lot: 'sc-1', from: 'T-01-01', to: 'T-01-02', quantity: 5 },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const transfer = answer.json().data;
    expect(transfer).toMatchObject({
      kind: 'bin',
      status: 'done',
      from: { code: TEST_DOCK },
      to: { code: TEST_DOCK },
      units: 25,
      received: 25,
      note: 'Consolidating the slow movers.',
    });
    expect(transfer.code).toMatch(/^TRF-\d{6}$/);
    expect(transfer.lines[1]).toMatchObject({
      lot: { number: 'SC-1', expiresOn: '2099-01-31' },
      from: { code: 'T-01-01' },
      to: { code: 'T-01-02' },
      quantity: 5,
      received: 5,
    });
    expect(await onHand('KN-UBT-125', 'T-01-01')).toBe(30);
    expect(await onHand('KN-UBT-125', 'T-01-02')).toBe(20);
    expect(await onHand('KN-SAF-CR-50', 'T-01-02')).toBe(5);
    const history = await call('GET', `stock/transfers/${transfer.code}/history`);
    expect(history.json().data.map((entry: { action: string }) => entry.action)).toEqual([
      'create',
    ]);
  });
});

describe('a transfer between warehouses', () => {
  test('leaves in transit, is received in parts, and never more than was sent', async () => {
    const sent = await send({
      kind: 'warehouse',
      toWarehouseCode: FAR,
      lines: [{ sku: 'KN-UBT-125', from: 'T-01-01', quantity: 10 }],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { code } = sent.json().data;
    expect(sent.json().data).toMatchObject({ status: 'in-transit', units: 10, received: 0 });
    expect(await onHand('KN-UBT-125', 'T-01-01')).toBe(20);
    expect(await onHand('KN-UBT-125', 'RECEIVING', FAR)).toBe(0);

    const receive = (lines: object[], as: Member = receiver) =>
      call('POST', `stock/transfers/${code}/receive`, { lines }, as.session);
    const part = await receive([{ lineNo: 1, location: 'RECEIVING', quantity: 4 }]);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({ status: 'partly-received', received: 4 });
    expect(await onHand('KN-UBT-125', 'RECEIVING', FAR)).toBe(4);

    const over = await receive([{ lineNo: 1, location: 'RECEIVING', quantity: 7 }]);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.details).toEqual([
      { path: 'lines.0.quantity', message: 'Only 6 units of KN-UBT-125 are in transit on line 1' },
    ]);
    const nowhere = await receive([{ lineNo: 1, location: 'V-IN-TRANSIT', quantity: 1 }]);
    expect(nowhere.json().error.details).toEqual([
      {
        path: 'lines.0.location',
        message: 'V-IN-TRANSIT is outside the building: choose a real location',
      },
    ]);
    // Only a receiver takes goods in.
    expect(
      (await receive([{ lineNo: 1, location: 'RECEIVING', quantity: 1 }], mover)).statusCode,
    ).toBe(403);

    const rest = await receive([{ lineNo: 1, location: 'RECEIVING', quantity: 6 }]);
    expect(rest.json().data).toMatchObject({ status: 'received', received: 10 });
    expect(rest.json().data.receivedAt).not.toBeNull();
    expect(await onHand('KN-UBT-125', 'RECEIVING', FAR)).toBe(10);
    const done = await receive([{ lineNo: 1, location: 'RECEIVING', quantity: 1 }]);
    expect(done.statusCode).toBe(409);
    expect(done.json().error.message).toBe(`${code} is received: nothing of it is in transit.`);

    // Listed by either warehouse.
    const listed = await call('GET', `stock/transfers?warehouse=${FAR}`);
    expect(listed.json().data.items.map((item: { code: string }) => item.code)).toContain(code);
    const stock = createStockService({ db: app.database.db, logger: app.log });
    expect(await stock.reconcile()).toEqual([]);
    expect(await stock.placeCountDrift()).toEqual([]);
  });
});

describe('a transfer that cannot be made', () => {
  test('is refused line by line, naming the field and the units, and nothing moves', async () => {
    const before = await transferCount();
    const lines = [
      { sku: 'KN-SAF-CR-50', from: 'T-01-01', to: 'T-01-02', quantity: 1 },
      { sku: 'MS-CHAKLI-200', from: 'T-01-01', to: 'T-01-02', quantity: 1 },
      { sku: 'KN-UBT-125', from: 'V-SUPPLIER', to: 'T-01-02', quantity: 1 },
      { sku: 'KN-UBT-125', from: 'T-01-01', to: 'Z-99', quantity: 1 },
    ];
    const refused = await send({ kind: 'bin', lines });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      {
        path: 'lines.1.sku',
        message: 'This client has no SKU MS-CHAKLI-200: add it first',
      },
    ]);
    const places = await send({ kind: 'bin', lines: [lines[0], lines[2], lines[3]] });
    expect(places.json().error.details).toEqual([
      {
        path: 'lines.1.from',
        message: 'V-SUPPLIER is outside the building: choose a real location',
      },
      { path: 'lines.2.to', message: `This warehouse has no location Z-99` },
    ]);
    const lot = await send({ kind: 'bin', lines: [lines[0]] });
    expect(lot.json().error.details).toEqual([
      { path: 'lines.0.lot', message: 'KN-SAF-CR-50 is tracked by lot: enter the lot' },
    ]);
    const shapes = await send({
      kind: 'warehouse',
      toWarehouseCode: TEST_DOCK,
      lines: [{ sku: 'KN-UBT-125', from: 'T-01-01', to: 'T-01-02', quantity: 1 }],
    });
    expect(shapes.json().error.details).toEqual([
      {
        path: 'toWarehouseCode',
        message: 'Choose another warehouse: within one, move the goods bin to bin',
      },
      { path: 'lines.0.to', message: 'Leave it empty: the bin is chosen when the goods arrive' },
    ]);
    const fraction = await send({
      kind: 'bin',
      lines: [{ sku: 'KN-UBT-125', from: 'T-01-01', to: 'T-01-02', quantity: 1.5 }],
    });
    expect(fraction.json().error.details).toEqual([
      { path: 'lines.0.quantity', message: 'Enter a whole number of units' },
    ]);
    const short = await send({
      kind: 'bin',
      lines: [{ sku: 'KN-UBT-125', from: 'T-01-01', to: 'T-01-02', quantity: 21 }],
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().error.message).toBe(
      'Not enough stock is free to move: T-01-01 holds 20 free of KN-UBT-125, not 21. Count it again or move fewer units.',
    );
    expect(await transferCount()).toBe(before);
    expect(await onHand('KN-UBT-125', 'T-01-01')).toBe(20);
    // Seeing transfers is not making them.
    const viewer = await memberWithRole(app, 'transfer-viewer', { transfers: { view: true } });
    expect(
      (
        await send(
          {
            kind: 'bin',
            lines: [{ sku: 'KN-UBT-125', from: 'T-01-01', to: 'T-01-02', quantity: 1 }],
          },
          viewer,
        )
      ).statusCode,
    ).toBe(403);
  });
});

// On both engines: PostgreSQL runs the requests side by side on its pool; the embedded engine
// takes them one at a time, which must come out the same.
describe('fifty movements racing for one bin at the edge of zero', () => {
  test('the acknowledged ones add up to what left, the others are told what was free', async () => {
    await createLocation(app, admin, TEST_DOCK, {
      code: 'T-RACE-1',
      kind: 'bin',
      parent: (
        (await executeRows(
          app.database.db,
          sql`select l.public_id as id from locations l join warehouses w on w.id = l.warehouse_id
            where w.code = ${TEST_DOCK} and l.code = 'STORAGE'`,
        )) as Array<{ id: string }>
      )[0]?.id,
    });
    await stockIn(
      app,
      {
        userCode: kesar,
        skuCode: 'KN-UBT-125',
        warehouseCode: TEST_DOCK,
        locationCode: 'T-RACE-1',
      },
      60,
    );
    const asked = Array.from({ length: 50 }, (_, index) => (index % 3) + 1);
    const answers = await Promise.all(
      asked.map((quantity) =>
        send({
          kind: 'bin',
          lines: [{ sku: 'KN-UBT-125', from: 'T-RACE-1', to: 'T-01-02', quantity }],
        }),
      ),
    );
    // Nothing but a move or a refusal reaches anyone: no deadlock, no serialization failure.
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201, 409]));
    const moved = asked.filter((_, index) => answers[index]?.statusCode === 201);
    const left = await onHand('KN-UBT-125', 'T-RACE-1');
    expect(moved.reduce((sum, quantity) => sum + quantity, 0)).toBe(60 - left);
    expect(left).toBeGreaterThanOrEqual(0);
    // Every refusal says how many were free then, fewer than it asked for.
    for (const [index, answer] of answers.entries()) {
      if (answer.statusCode !== 409) continue;
      const free = answer
        .json()
        .error.message.match(
          /^Not enough stock is free to move: T-RACE-1 holds (\d+) free of KN-UBT-125, not (\d+)\./,
        );
      expect(free, answer.body).not.toBeNull();
      expect(Number(free?.[2])).toBe(asked[index]);
      expect(Number(free?.[1])).toBeLessThan(asked[index] ?? 0);
    }
    // Refused only once too little was left for it.
    expect(left).toBeLessThan(3);
    const stock = createStockService({ db: app.database.db, logger: app.log });
    expect(await stock.reconcile()).toEqual([]);
    expect(await stock.placeCountDrift()).toEqual([]);
  });
});

describe('the pickers a transfer’s form uses', () => {
  test('answer whoever may make transfers, without reading users, warehouses or products', async () => {
    for (const url of [
      'users/options?q=kesar',
      'warehouses/options',
      `skus/options?user=${kesar}&q=KN`,
    ]) {
      expect((await call('GET', url, undefined, mover.session)).statusCode, url).toBe(200);
    }
  });
});

describe('receiving transfers in full', () => {
  test('takes all that is in transit into the receiving area, answered per transfer', async () => {
    const sent = await send({
      kind: 'warehouse',
      toWarehouseCode: FAR,
      lines: [{ sku: 'KN-SAF-CR-50', lot: 'SC-1', from: 'T-01-01', quantity: 3 }],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const code = sent.json().data.code as string;
    const before = await onHand('KN-SAF-CR-50', 'RECEIVING', FAR);
    const done = (await call('GET', 'stock/transfers?kind=bin&pageSize=1')).json().data.items[0]
      .code as string;
    const answer = await call(
      'POST',
      'stock/transfers/receive-in-full',
      { codes: [code, done, 'TRF-999999'] },
      receiver.session,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.results).toEqual([
      { code, outcome: 'received', units: 3 },
      {
        code: done,
        outcome: 'wrong_status',
        units: 0,
        message: `${done} is done: nothing of it is in transit.`,
      },
      { code: 'TRF-999999', outcome: 'not_found', units: 0, message: 'No transfer has this code.' },
    ]);
    expect(await onHand('KN-SAF-CR-50', 'RECEIVING', FAR)).toBe(before + 3);
    expect((await call('GET', `stock/transfers/${code}`)).json().data.status).toBe('received');
    const refused = await call(
      'POST',
      'stock/transfers/receive-in-full',
      { codes: [code] },
      mover.session,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('a transfer closed short', () => {
  test('writes off what never arrived, only by someone other than who sent it', async () => {
    const sent = await send({
      kind: 'warehouse',
      toWarehouseCode: FAR,
      note: 'LR 48213',
      lines: [{ sku: 'KN-UBT-125', from: 'T-01-02', quantity: 3 }],
    });
    const { code } = sent.json().data;
    await call(
      'POST',
      `stock/transfers/${code}/receive`,
      { lines: [{ lineNo: 1, location: 'RECEIVING', quantity: 2 }] },
      receiver.session,
    );
    const close = (
      as: Member,
      reason = 'One carton lost on the road: the carrier’s claim is filed.',
    ) => call('POST', `stock/transfers/${code}/close`, { reason }, as.session);
    // Receiving goods is not writing them off: that takes the approve grant.
    expect((await close(receiver)).statusCode).toBe(403);
    const sender = await memberWithRole(app, 'transfer-closer-sender', {
      transfers: { view: true, add: true, approve: true },
    });
    const own = await call(
      'POST',
      'stock/transfers',
      {
        userCode: kesar,
        fromWarehouseCode: TEST_DOCK,
        kind: 'warehouse',
        toWarehouseCode: FAR,
        lines: [{ sku: 'KN-UBT-125', from: 'T-01-02', quantity: 1 }],
      },
      sender.session,
    );
    const refused = await call(
      'POST',
      `stock/transfers/${own.json().data.code}/close`,
      { reason: 'Never arrived.' },
      sender.session,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('APPROVER_NOT_INDEPENDENT');
    const empty = await call('POST', `stock/transfers/${code}/close`, { reason: ' ' });
    expect(empty.json().error.details).toEqual([
      { path: 'reason', message: 'Say what became of the units that never arrived' },
    ]);

    const closed = await call('POST', `stock/transfers/${code}/close`, {
      reason: 'One carton lost on the road: the carrier’s claim is filed.',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({
      status: 'closed-short',
      units: 3,
      received: 2,
      closeReason: 'One carton lost on the road: the carrier’s claim is filed.',
    });
    expect(closed.json().data.closedAt).not.toBeNull();
    // The unit written off is in the ledger, out of transit; the two received stay where they are.
    const [line] = (await executeRows(
      app.database.db,
      sql`select l.quantity, f.code as "from", t.code as "to" from stock_ledger l
        join stock_movements m on m.id = l.movement_id and m.document_code = ${code}
          and m.reason = 'written-off'
        join locations f on f.id = l.from_location_id join locations t on t.id = l.to_location_id`,
    )) as Array<{ quantity: number; from: string; to: string }>;
    expect(line).toEqual({ quantity: 1, from: 'V-IN-TRANSIT', to: 'V-ADJUSTMENT' });
    expect((await close(receiver)).statusCode).toBe(403);
    const again = await call('POST', `stock/transfers/${code}/close`, { reason: 'Again.' });
    expect(again.statusCode).toBe(409);
    // Nothing of it can be received any more.
    const late = await call(
      'POST',
      `stock/transfers/${code}/receive`,
      { lines: [{ lineNo: 1, location: 'RECEIVING', quantity: 1 }] },
      receiver.session,
    );
    expect(late.statusCode).toBe(409);
    const stock = createStockService({ db: app.database.db, logger: app.log });
    expect(await stock.reconcile()).toEqual([]);
    expect(await stock.placeCountDrift()).toEqual([]);
  });
});
