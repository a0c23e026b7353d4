import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { executeRows } from '../../db/client.ts';
import { parseCsv } from '../../test/csv.ts';
import {
  catalogueSkus,
  createLocation,
  createReceipt,
  createUser,
  receivingPlaces,
  stockIn,
  TEST_DOCK,
} from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';
import { createStockService } from '../stock/stock.service.ts';

// Put-away: an approved receipt's accepted units wait in the receiving area as tasks, one per
// line, and are moved into bins through the stock module, in one go or split across bins, never
// more than the line accepted, each move counted on its line in the same transaction.

const { app, admin, call } = fileApp();

type Task = {
  id: number;
  receipt: { id: string };
  sku: { code: string };
  lot: { number: string; expiresOn: string | null } | null;
  accepted: number;
  putAway: number;
  remaining: number;
};
type Member = Awaited<ReturnType<typeof memberWithRole>>;

let kesar: string;
let putter: Member;
let viewer: Member;
let receiptId: string;
const tasks: Record<string, Task> = {};

/** On hand of a SKU at a location of the test dock, every lot together. */
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

const put = (id: number, body: object, as: Member = putter) =>
  call('POST', `stock/put-away/${id}`, body, as.session);

const listed = async (query: string, as: Member = putter): Promise<Task[]> => {
  const answer = await call('GET', `stock/put-away${query}`, undefined, as.session);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.items;
};

beforeAll(async () => {
  kesar = (await createUser(app, admin, { businessName: 'Kesar Naturals Pvt Ltd' })).code;
  const mitti = (await createUser(app, admin, { businessName: 'Mitti Snacks LLP' })).code;
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
  const rack = await createLocation(app, admin, TEST_DOCK, {
    code: 'P-01',
    kind: 'rack',
    parent: storage?.id ?? '',
  });
  await createLocation(app, admin, TEST_DOCK, {
    code: 'P-01-01',
    kind: 'bin',
    parent: rack.id,
    maxUnits: 100,
  });
  for (const code of ['P-01-02', 'P-01-03', 'P-01-04']) {
    await createLocation(app, admin, TEST_DOCK, { code, kind: 'bin', parent: rack.id });
  }
  // Another client's goods fill one bin: it is not empty, so never suggested.
  await stockIn(
    app,
    {
      userCode: mitti,
      skuCode: 'MS-CHAKLI-200',
      warehouseCode: TEST_DOCK,
      locationCode: 'P-01-03',
    },
    10,
  );
  putter = await memberWithRole(app, 'put-away-hand', { inventory: { view: true, edit: true } });
  viewer = await memberWithRole(app, 'stock-viewer', { inventory: { view: true, export: true } });
  const approver = await memberWithRole(app, 'put-away-approver', {
    receiving: { view: true, approve: true },
  });
  const receipt = await createReceipt(app, admin, kesar, {
    lines: [
      {
        sku: 'KN-UBT-125',
        description: 'Ubtan bathing bar, 125 g',
        expectedQty: 144,
        receivedQty: 140,
        rejectedQty: 4,
        rejectReason: 'damaged',
      },
      {
        sku: 'KN-SAF-CR-50',
        description: 'Saffron night cream, 50 g jar',
        expectedQty: 24,
        receivedQty: 24,
        lot: 'SC-2611-04',
        expiresOn: '2099-10-31',
      },
    ],
  });
  receiptId = receipt.id;
  const approved = await call(
    'POST',
    'shipment/receiving/approve',
    { ids: [receiptId] },
    approver.session,
  );
  expect(approved.json().data.results).toEqual([{ id: receiptId, outcome: 'approved' }]);
  for (const task of await listed(`?q=${receiptId}`)) tasks[task.sku.code] = task;
});

describe('an approved receipt', () => {
  test('leaves a task per line with accepted units, in its warehouse’s receiving area', async () => {
    expect(tasks['KN-UBT-125']).toMatchObject({
      receipt: { id: receiptId },
      accepted: 136,
      putAway: 0,
      remaining: 136,
      lot: null,
    });
    expect(tasks['KN-SAF-CR-50']).toMatchObject({
      accepted: 24,
      remaining: 24,
      lot: { number: 'SC-2611-04', expiresOn: '2099-10-31' },
    });
    expect(await onHand('KN-UBT-125', 'RECEIVING')).toBe(136);
    // Found by a lot's number, and by the warehouse; none of another warehouse's.
    expect((await listed('?q=sc-2611')).map((task) => task.sku.code)).toEqual(['KN-SAF-CR-50']);
    expect(await listed(`?q=${receiptId}&warehouse=NOT-HERE`)).toEqual([]);
  });
});

describe('bins suggested for a task', () => {
  test('are the empty pickable storage bins with room, by path, until the SKU has a bin', async () => {
    const id = tasks['KN-UBT-125']?.id ?? 0;
    const first = await call('GET', `stock/put-away/${id}/suggestions`, undefined, viewer.session);
    expect(first.statusCode, first.body).toBe(200);
    expect(
      first.json().data.map((bin: { location: { code: string } }) => bin.location.code),
    ).toEqual(['P-01-01', 'P-01-02', 'P-01-04']);
    expect(first.json().data[0]).toMatchObject({ reason: 'empty', holds: 0, room: 100 });
  });
});

describe('putting a task away', () => {
  test('splits a line across bins, never past what it accepted, and the receipt shows it', async () => {
    const task = tasks['KN-UBT-125'] as Task;
    const full = await put(task.id, { location: 'p-01-01', quantity: 100 });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().data.movement).toMatch(/^MOV-\d{6}$/);
    expect(full.json().data.task).toMatchObject({ putAway: 100, remaining: 36 });

    // Now the SKU has a bin: it comes first, with what it holds; a full bin is not offered.
    const next = await call('GET', `stock/put-away/${task.id}/suggestions`);
    const codes = next.json().data.map((bin: { location: { code: string } }) => bin.location.code);
    expect(codes).toEqual(['P-01-02', 'P-01-04']);

    const tooMany = await put(task.id, { location: 'P-01-02', quantity: 40 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe(
      `Only 36 units of KN-UBT-125 from ${receiptId} are left to put away, not 40.`,
    );
    const rest = await put(task.id, { location: 'P-01-02', quantity: 36 });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.task).toMatchObject({ putAway: 136, remaining: 0 });
    const again = await put(task.id, { location: 'P-01-02', quantity: 1 });
    expect(again.statusCode).toBe(409);

    expect(await onHand('KN-UBT-125', 'RECEIVING')).toBe(0);
    expect(await onHand('KN-UBT-125', 'P-01-01')).toBe(100);
    expect(await onHand('KN-UBT-125', 'P-01-02')).toBe(36);
    // The movements are the receipt's, as put-aways, in the ledger.
    const moves = (await executeRows(
      app.database.db,
      sql`select count(*)::int as n, sum(l.quantity)::int as units from stock_movements m
        join stock_ledger l on l.movement_id = m.id
        where m.document_code = ${receiptId} and m.kind = 'put-away'`,
    )) as Array<{ n: number; units: number }>;
    expect(moves[0]).toEqual({ n: 2, units: 136 });
    // Done: out of the open list, in the done one; the receipt says how much is put away.
    expect((await listed(`?q=${receiptId}`)).map((open) => open.sku.code)).toEqual([
      'KN-SAF-CR-50',
    ]);
    expect((await listed(`?q=${receiptId}&state=done`)).map((done) => done.id)).toEqual([task.id]);
    const receipt = await call('GET', `shipment/receiving/${receiptId}`);
    expect(receipt.json().data.totals.putAway).toBe(136);
    expect(receipt.json().data.lines[0].putAwayQty).toBe(136);
  });

  test('moves a lot as a lot', async () => {
    const task = tasks['KN-SAF-CR-50'] as Task;
    const answer = await put(task.id, { location: 'P-01-04', quantity: 10 });
    expect(answer.statusCode, answer.body).toBe(200);
    const [balance] = (await executeRows(
      app.database.db,
      sql`select t.number, b.on_hand from stock_balances b join stock_lots t on t.id = b.lot_id
        join locations l on l.id = b.location_id
        where l.code = 'P-01-04' and b.on_hand > 0`,
    )) as Array<{ number: string; on_hand: number }>;
    expect(balance).toEqual({ number: 'SC-2611-04', on_hand: 10 });
  });

  test('refuses, naming the field, a place that is not a bin to fill, and changes nothing', async () => {
    const task = tasks['KN-SAF-CR-50'] as Task;
    const cases: Array<[object, string, string]> = [
      [{ location: 'Z-99', quantity: 1 }, 'location', `${TEST_DOCK} has no location Z-99`],
      [
        { location: 'RECEIVING', quantity: 1 },
        'location',
        'RECEIVING is in the receiving area: scan a bin to put the units in',
      ],
      [
        { location: 'V-SCRAP', quantity: 1 },
        'location',
        'V-SCRAP is outside the building: scan a bin',
      ],
      [{ location: 'P-01-02', quantity: 0 }, 'quantity', 'Put away at least 1 unit'],
      [{ location: 'P-01-02', quantity: 1.5 }, 'quantity', 'Enter a whole number of units'],
      [{ location: 'P-01-02', quantity: -3 }, 'quantity', 'Put away at least 1 unit'],
    ];
    for (const [body, path, message] of cases) {
      const answer = await put(task.id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.details).toEqual([{ path, message }]);
    }
    expect(await onHand('KN-SAF-CR-50', 'RECEIVING')).toBe(14);
    expect((await call('GET', 'stock/put-away/999999')).statusCode).toBe(404);
    expect((await put(999_999, { location: 'P-01-02', quantity: 1 })).statusCode).toBe(404);
    // Reading the tasks is not moving stock.
    expect((await put(task.id, { location: 'P-01-02', quantity: 1 }, viewer)).statusCode).toBe(403);
  });

  test('by two people at once moves what remains once, never twice', async () => {
    const task = tasks['KN-SAF-CR-50'] as Task;
    const answers = await Promise.all(
      ['P-01-02', 'P-01-04', 'P-01-02', 'P-01-04'].map((location) =>
        put(task.id, { location, quantity: 14 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await onHand('KN-SAF-CR-50', 'RECEIVING')).toBe(0);
    expect(
      (await onHand('KN-SAF-CR-50', 'P-01-02')) + (await onHand('KN-SAF-CR-50', 'P-01-04')),
    ).toBe(24);
    // The ledger and the balances agree.
    const stock = createStockService({ db: app.database.db, logger: app.log });
    expect(await stock.reconcile()).toEqual([]);
    expect(await stock.placeCountDrift()).toEqual([]);
  });
});

describe('putting tasks away as suggested', () => {
  test('fills the suggested bins task by task, answering each id', async () => {
    const approver = await memberWithRole(app, 'put-away-approver-2', {
      receiving: { view: true, approve: true },
    });
    const receipt = await createReceipt(app, admin, kesar, {
      lines: [
        {
          sku: 'KN-UBT-125',
          description: 'Ubtan bathing bar, 125 g',
          expectedQty: 150,
          receivedQty: 150,
          rejectedQty: 0,
        },
      ],
    });
    await call('POST', 'shipment/receiving/approve', { ids: [receipt.id] }, approver.session);
    const [task] = await listed(`?q=${receipt.id}`);
    const done = tasks['KN-UBT-125']?.id ?? 0;
    const answer = await call(
      'POST',
      'stock/put-away/as-suggested',
      { ids: [task?.id, 999_999, done] },
      putter.session,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    // P-01-01 is full at its 100; P-01-02 holds the SKU already and has no limit.
    expect(answer.json().data.results).toEqual([
      { id: task?.id, outcome: 'put-away', bins: ['P-01-02'], units: 150 },
      {
        id: 999_999,
        outcome: 'not_found',
        bins: [],
        units: 0,
        message: 'There is no put-away task 999999.',
      },
      { id: done, outcome: 'done', bins: [], units: 0, message: 'Put away already.' },
    ]);
    expect(await onHand('KN-UBT-125', 'P-01-02')).toBe(186);
    const refused = await call(
      'POST',
      'stock/put-away/as-suggested',
      { ids: [task?.id] },
      viewer.session,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('the put-away list', () => {
  test('exports every task of its filter, units as numbers', async () => {
    const answer = await call(
      'GET',
      `stock/put-away/export?q=${receiptId}&state=all`,
      undefined,
      viewer.session,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const [header, ...rows] = parseCsv(answer.body);
    expect(header?.slice(0, 3)).toEqual(['Task', 'Receipt', 'Supplier reference']);
    const column = (name: string) => header?.indexOf(name) ?? -1;
    expect(rows.map((row) => [row[column('SKU')], row[column('To put away')]])).toEqual([
      ['KN-UBT-125', '0'],
      ['KN-SAF-CR-50', '0'],
    ]);
  });
});
