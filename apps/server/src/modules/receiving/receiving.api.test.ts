import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { executeRows } from '../../db/client.ts';
import { goodsReceiptLines, goodsReceipts } from '../../db/schema/receiving.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import { EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import { type Method, type SignedIn, signIn } from '../../test/auth-helpers.ts';
import { indiaTime, parseCsv } from '../../test/csv.ts';
import {
  catalogueSkus,
  createUser,
  createVendor,
  createWarehouse,
  type ReceivingPlaces,
  receivingPlaces,
  TEST_DOCK,
} from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';
import { createTestApp, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Receipt = {
  id: string;
  status: string;
  lines: Array<{ sku: string; receivedQty: number | null; rejectReason: string | null }>;
  totals: { expected: number; received: number | null; rejected: number };
  createdBy: { employeeId: string } | null;
  decidedBy: { employeeId: string } | null;
  decidedAt: string | null;
  comment: string | null;
  createdAt: string;
};

const { app, admin, call } = fileApp();
let clerk: Awaited<ReturnType<typeof memberWithRole>>;
let approver: Awaited<ReturnType<typeof memberWithRole>>;
let viewer: Awaited<ReturnType<typeof memberWithRole>>;
let userCode: string;
let inactiveCode: string;
let places: ReceivingPlaces;

const receiving = (method: Method, path = '', payload?: object, as?: SignedIn) =>
  call(method, `shipment/receiving${path}`, payload, as);

/** A client business's code: whose goods the receipts are, with the SKUs they name. */
const userOf = async () => {
  const code = (await createUser(app, admin, { businessName: 'Kesar Naturals Pvt Ltd' })).code;
  await catalogueSkus(app, code, [
    'KN-UBT-125',
    'KN-ALO-GEL-150',
    'KN-NEEM-FW-100',
    'KN-ROSE-TN-200',
  ]);
  return code;
};

const counted = [
  {
    sku: 'kn-ubt-125',
    description: 'Ubtan bathing bar, 125 g',
    expectedQty: 144,
    receivedQty: 140,
    rejectedQty: 4,
    rejectReason: 'damaged',
  },
  {
    sku: 'KN-ALO-GEL-150',
    description: 'Aloe vera gel, 150 g tube',
    expectedQty: 96,
    receivedQty: 96,
    rejectedQty: 0,
    rejectReason: 'expired',
  },
];
const uncounted = [
  { sku: 'KN-NEEM-FW-100', description: 'Neem face wash, 100 ml', expectedQty: 48 },
  { ...counted[1] },
  { sku: 'KN-ROSE-TN-200', description: 'Rose water toner, 200 ml', expectedQty: 36 },
];
const body = (changes: object = {}) => ({
  userCode: userCode.toLowerCase(),
  vendorCode: places.vendorCode.toLowerCase(),
  warehouseCode: places.warehouseCode.toLowerCase(),
  reference: 'HFP/25-26/0412',
  expectedDate: '2026-03-02',
  lines: counted,
  ...changes,
});

async function create(changes: object = {}, as: SignedIn = clerk.session): Promise<Receipt> {
  const response = await receiving('POST', '/create', body(changes), as);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const stored = async (code: string) => {
  const [row] = await app.database.db
    .select()
    .from(goodsReceipts)
    .where(eq(goodsReceipts.code, code));
  return row;
};
const memberId = async (employeeId: string) => {
  const [row] = await app.database.db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.employeeId, employeeId));
  return row?.id;
};
const notificationsOf = async (as: SignedIn) => {
  const response = await call('GET', 'notifications?limit=50', undefined, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items as Array<{
    event: string;
    title: string;
    body: string;
    link: string | null;
  }>;
};

beforeAll(async () => {
  const flags = { view: true, add: true, edit: true, delete: true, export: true };
  clerk = await memberWithRole(app, 'receiving-clerk', { receiving: flags });
  approver = await memberWithRole(app, 'receiving-approver', {
    receiving: { ...flags, approve: true },
  });
  viewer = await memberWithRole(app, 'receiving-viewer', { receiving: { view: true } });
  userCode = await userOf();
  places = await receivingPlaces(app, userCode);
  inactiveCode = await userOf();
  const off = await call('POST', 'settings/change-active-status', {
    type: 'user',
    ids: [inactiveCode],
    isActive: false,
  });
  expect(off.statusCode, off.body).toBe(200);
});

describe('raising a goods receipt', () => {
  test('is pending, numbered, with its lines in order, totals and an audit entry', async () => {
    const receipt = await create();
    expect(receipt.id).toMatch(/^GRN-\d{6}$/);
    expect(receipt).toMatchObject({
      reference: 'HFP/25-26/0412',
      user: { code: userCode, businessName: 'Kesar Naturals Pvt Ltd' },
      vendor: { code: places.vendorCode, name: 'Herbochem Formulations Pvt Ltd' },
      // As the vendor is named when chosen, GSTIN and all.
      supplier: { name: 'Herbochem Formulations Pvt Ltd', taxId: expect.stringMatching(/^24/) },
      warehouse: { code: TEST_DOCK, name: 'Bhiwandi test dock' },
      expectedDate: '2026-03-02',
      status: 'pending',
      totals: { expected: 240, received: 236, rejected: 4, putAway: 0 },
      comment: null,
      createdBy: { employeeId: clerk.employeeId, fullName: 'Member receiving-clerk' },
      decidedBy: null,
      decidedAt: null,
    });
    // Upper-cased SKUs, in the order given; no reason kept where nothing was rejected.
    expect(receipt.lines).toEqual([
      {
        sku: 'KN-UBT-125',
        tracking: 'none',
        description: 'Ubtan bathing bar, 125 g',
        expectedQty: 144,
        receivedQty: 140,
        acceptedQty: 136,
        rejectedQty: 4,
        rejectReason: 'damaged',
        lot: null,
        expiresOn: null,
        putAwayQty: 0,
      },
      {
        sku: 'KN-ALO-GEL-150',
        tracking: 'none',
        description: 'Aloe vera gel, 150 g tube',
        expectedQty: 96,
        receivedQty: 96,
        acceptedQty: 96,
        rejectedQty: 0,
        rejectReason: null,
        lot: null,
        expiresOn: null,
        putAwayQty: 0,
      },
    ]);
    const lineRows = await app.database.db
      .select()
      .from(goodsReceiptLines)
      .where(eq(goodsReceiptLines.receiptId, (await stored(receipt.id))?.id ?? 0));
    expect(lineRows.map((line) => line.lineNo).sort()).toEqual([1, 2]);

    const next = await create({ lines: uncounted });
    expect(Number(next.id.slice(4))).toBe(Number(receipt.id.slice(4)) + 1);
    expect(next.totals).toEqual({ expected: 180, received: null, rejected: 0, putAway: 0 });

    expect((await receiving('GET', `/${receipt.id.toLowerCase()}`)).json().data).toEqual(receipt);
    const missing = await receiving('GET', '/GRN-999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('RECEIVING_NOT_FOUND');
    expect((await receiving('GET', '/not-a-receipt')).statusCode).toBe(404);
    const history = (await receiving('GET', `/history/${receipt.id}`)).json().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: 'create',
      entity: 'goods-receipt',
      entityId: receipt.id,
      actor: { employeeId: clerk.employeeId },
      after: {
        id: receipt.id,
        user: userCode,
        vendor: places.vendorCode,
        warehouse: TEST_DOCK,
        status: 'pending',
      },
    });
  });

  test('names an active vendor of the same client and an active warehouse, or says which is wrong', async () => {
    const refusedAt = async (changes: object) => {
      const response = await receiving('POST', '/create', body(changes), clerk.session);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().error.details as Array<{ path: string; message: string }>;
    };
    expect(await refusedAt({ vendorCode: undefined, warehouseCode: 'no code!' })).toEqual(
      expect.arrayContaining([
        { path: 'vendorCode', message: 'Choose the vendor' },
        { path: 'warehouseCode', message: 'Choose the warehouse' },
      ]),
    );
    expect(await refusedAt({ vendorCode: 'VEN-999999' })).toEqual([
      { path: 'vendorCode', message: 'There is no vendor VEN-999999' },
    ]);
    const otherClient = await createUser(app, admin);
    const theirs = await createVendor(app, admin, otherClient.code);
    expect(await refusedAt({ vendorCode: theirs.code })).toEqual([
      {
        path: 'vendorCode',
        message: `${theirs.code} supplies another client: choose one of this client’s vendors`,
      },
    ]);
    const ours = await createVendor(app, admin, userCode);
    const off = await call('POST', 'vendors/change-status', {
      codes: [ours.code],
      isActive: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await refusedAt({ vendorCode: ours.code })).toEqual([
      { path: 'vendorCode', message: `${ours.code} is inactive: choose an active vendor` },
    ]);
    expect(await refusedAt({ warehouseCode: 'NO-SUCH-WH' })).toEqual([
      { path: 'warehouseCode', message: 'There is no warehouse NO-SUCH-WH' },
    ]);
    const shut = await createWarehouse(app, admin);
    const closed = await call('POST', 'warehouses/change-status', {
      codes: [shut.code],
      isActive: false,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await refusedAt({ warehouseCode: shut.code })).toEqual([
      { path: 'warehouseCode', message: `${shut.code} is inactive: choose an active warehouse` },
    ]);
    // A vendor or warehouse a receipt names is deactivated, never deleted from under it.
    const receipt = await create();
    const vendorGone = await call('DELETE', `vendors/${places.vendorCode}`);
    expect(vendorGone.statusCode, vendorGone.body).toBe(409);
    expect(vendorGone.json().error.message).toContain('deactivate it instead');
    const warehouseGone = await call('DELETE', `warehouses/${TEST_DOCK}`);
    expect(warehouseGone.statusCode, warehouseGone.body).toBe(409);
    expect(warehouseGone.json().error.message).toContain('deactivate it instead');
    expect((await receiving('GET', `/${receipt.id}`)).json().data.vendor.code).toBe(
      places.vendorCode,
    );
  });

  test('is refused with a detail per field when the lines do not hold', async () => {
    const refused = async (changes: object, status = 400) => {
      const response = await receiving('POST', '/create', body(changes), clerk.session);
      expect(response.statusCode, response.body).toBe(status);
      return response.json().error;
    };
    const line = counted[0];
    const paths = (error: { details: Array<{ path: string }> }) =>
      error.details.map((detail) => detail.path);
    expect(paths(await refused({ lines: [{ ...line, rejectedQty: 141 }] }))).toEqual([
      'lines.0.rejectedQty',
    ]);
    expect(paths(await refused({ lines: [counted[1], { ...line, rejectReason: null }] }))).toEqual([
      'lines.1.rejectReason',
    ]);
    expect(paths(await refused({ lines: [] }))).toEqual(['lines']);
    expect(paths(await refused({ lines: [{ ...line, sku: 'KN UBT/125' }] }))).toEqual([
      'lines.0.sku',
    ]);
    expect(paths(await refused({ lines: [{ ...line, expectedQty: 0 }] }))).toEqual([
      'lines.0.expectedQty',
    ]);
    expect(paths(await refused({ reference: '', expectedDate: '2026-02-30' }))).toEqual(
      expect.arrayContaining(['reference', 'expectedDate']),
    );

    const unknown = await refused({ userCode: 'USR-999999' }, 404);
    expect(unknown.code).toBe('USER_NOT_FOUND');
    expect(paths(unknown)).toEqual(['userCode']);
    const inactive = await refused({ userCode: inactiveCode }, 409);
    expect(inactive.code).toBe('USER_INACTIVE');
    expect(paths(inactive)).toEqual(['userCode']);
    expect(await stored('GRN-999999')).toBeUndefined();
  });

  test('asks those who may approve, but not the person who raised it', async () => {
    const receipt = await create({ reference: 'VB/25-26/0088' });
    const approverNews = await notificationsOf(approver.session);
    const asked = approverNews.find((item) => item.title === `${receipt.id} awaits approval`);
    expect(asked).toMatchObject({
      event: 'receiving.awaiting-approval',
      link: `/receiving/view/${receipt.id}`,
    });
    expect(asked?.body).toContain('Herbochem Formulations Pvt Ltd');
    expect(asked?.body).toContain('Kesar Naturals Pvt Ltd');
    expect(asked?.body).toContain('2 lines, 240 units');
    expect(
      (await notificationsOf(admin)).some((item) => item.title === `${receipt.id} awaits approval`),
    ).toBe(true);
    // Neither the clerk (raised it, cannot approve) nor someone without receiving.approve.
    expect(
      (await notificationsOf(clerk.session)).some((item) => item.title.includes(receipt.id)),
    ).toBe(false);
    expect(
      (await notificationsOf(viewer.session)).some((item) => item.title.includes(receipt.id)),
    ).toBe(false);
    // Raised by an approver: the others are asked, never the approver themselves.
    const own = await create({}, approver.session);
    expect(
      (await notificationsOf(approver.session)).some((item) => item.title.includes(own.id)),
    ).toBe(false);
    expect((await notificationsOf(admin)).some((item) => item.title.includes(own.id))).toBe(true);
  });
});

describe('changing and deleting', () => {
  test('a pending receipt takes new details or its lines whole, audited with what changed', async () => {
    const receipt = await create({ lines: uncounted });
    const response = await receiving(
      'PATCH',
      `/${receipt.id}`,
      {
        reference: 'HFP/25-26/0413',
        lines: [
          { ...uncounted[0], receivedQty: 48 },
          { ...uncounted[2], receivedQty: 30, rejectedQty: 2, rejectReason: 'short-expiry' },
        ],
      },
      clerk.session,
    );
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json().data as Receipt;
    expect(changed).toMatchObject({
      reference: 'HFP/25-26/0413',
      status: 'pending',
      totals: { expected: 84, received: 78, rejected: 2 },
    });
    expect(changed.lines.map((line) => line.sku)).toEqual(['KN-NEEM-FW-100', 'KN-ROSE-TN-200']);
    const [entry] = (await receiving('GET', `/history/${receipt.id}`)).json().data;
    expect(entry).toMatchObject({
      action: 'update',
      before: { reference: 'HFP/25-26/0412' },
      after: { reference: 'HFP/25-26/0413' },
    });
    expect(Object.keys(entry.after).sort()).toEqual(['lines', 'reference']);

    // Another vendor of the client: the receipt names it, and its name and GSTIN as the supplier.
    const vedanta = await createVendor(app, admin, userCode, { name: 'Vedanta Botanicals LLP' });
    const other = await createWarehouse(app, admin);
    const details = await receiving(
      'PATCH',
      `/${receipt.id}`,
      { vendorCode: vedanta.code, warehouseCode: other.code.toLowerCase() },
      clerk.session,
    );
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().data).toMatchObject({
      vendor: { code: vedanta.code, name: 'Vedanta Botanicals LLP' },
      supplier: { name: 'Vedanta Botanicals LLP', taxId: vedanta.taxId },
      warehouse: { code: other.code, name: other.name },
    });
    expect(details.json().data.lines).toEqual(changed.lines);
    expect(
      (await receiving('PATCH', '/GRN-999999', { reference: 'X' }, clerk.session)).statusCode,
    ).toBe(404);
    expect(
      (await receiving('PATCH', `/${receipt.id}`, { reference: 'X' }, viewer.session)).statusCode,
    ).toBe(403);
  });

  test('a decided receipt can be neither changed nor deleted; a pending one is deleted', async () => {
    const decided = await create();
    const approved = await receiving('POST', '/approve', { ids: [decided.id] });
    expect(approved.json().data.results).toEqual([{ id: decided.id, outcome: 'approved' }]);
    const edit = await receiving('PATCH', `/${decided.id}`, { reference: 'X' }, clerk.session);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('RECEIVING_NOT_PENDING');
    const refused = await receiving('DELETE', `/delete/${decided.id}`, undefined, clerk.session);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('RECEIVING_NOT_PENDING');
    expect((await stored(decided.id))?.status).toBe('approved');

    const pending = await create();
    const row = await stored(pending.id);
    expect(
      (await receiving('DELETE', `/delete/${pending.id}`, undefined, viewer.session)).statusCode,
    ).toBe(403);
    const deleted = await receiving(
      'DELETE',
      `/delete/${pending.id.toLowerCase()}`,
      undefined,
      clerk.session,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ id: pending.id });
    expect(await stored(pending.id)).toBeUndefined();
    const lines = await app.database.db
      .select()
      .from(goodsReceiptLines)
      .where(eq(goodsReceiptLines.receiptId, row?.id ?? 0));
    expect(lines).toEqual([]);
    const [entry] = (await receiving('GET', `/history/${pending.id}`)).json().data;
    expect(entry).toMatchObject({ action: 'delete', before: { id: pending.id } });
    expect((await receiving('DELETE', `/delete/${pending.id}`)).statusCode).toBe(404);
  });
});

describe('approving and rejecting', () => {
  test('a receipt recorded before warehouses were kept is approved once its warehouse is chosen', async () => {
    const legacy = await create();
    await app.database.db
      .update(goodsReceipts)
      .set({ warehouseId: null, vendorId: null })
      .where(eq(goodsReceipts.code, legacy.id));
    const read = (await receiving('GET', `/${legacy.id}`)).json().data;
    expect(read).toMatchObject({
      vendor: null,
      warehouse: null,
      supplier: { name: 'Herbochem Formulations Pvt Ltd' },
    });
    const first = await receiving('POST', '/approve', { ids: [legacy.id] }, approver.session);
    expect(first.json().data.results).toEqual([
      {
        id: legacy.id,
        outcome: 'incomplete',
        message: `Choose the warehouse ${legacy.id} arrived at before approving it.`,
      },
    ]);
    const chosen = await receiving(
      'PATCH',
      `/${legacy.id}`,
      { warehouseCode: TEST_DOCK },
      clerk.session,
    );
    expect(chosen.json().data.warehouse).toEqual({ code: TEST_DOCK, name: 'Bhiwandi test dock' });
    const then = await receiving('POST', '/approve', { ids: [legacy.id] }, approver.session);
    expect(then.json().data.results).toEqual([{ id: legacy.id, outcome: 'approved' }]);
  });

  test('answer each id in order, each on its own, and change only what is allowed', async () => {
    const ready = await create();
    const notCounted = await create({ lines: uncounted });
    const done = await create();
    await receiving('POST', '/approve', { ids: [done.id] });
    const doneBefore = await stored(done.id);
    const ownByApprover = await create({}, approver.session);

    const response = await receiving(
      'POST',
      '/approve',
      {
        ids: [
          ready.id.toLowerCase(),
          notCounted.id,
          done.id,
          'GRN-999999',
          ownByApprover.id,
          ready.id,
        ],
      },
      approver.session,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.results).toEqual([
      { id: ready.id, outcome: 'approved' },
      {
        id: notCounted.id,
        outcome: 'incomplete',
        message: expect.stringMatching(/KN-NEEM-FW-100, KN-ROSE-TN-200/),
      },
      { id: done.id, outcome: 'wrong_status', message: `${done.id} is already approved.` },
      { id: 'GRN-999999', outcome: 'not_found', message: 'No goods receipt has this id.' },
      {
        id: ownByApprover.id,
        outcome: 'forbidden',
        message: `You raised ${ownByApprover.id}: another person must approve it.`,
      },
    ]);

    const approverId = await memberId(approver.employeeId);
    const readyRow = await stored(ready.id);
    expect(readyRow).toMatchObject({
      status: 'approved',
      decidedByMemberId: approverId,
      comment: null,
    });
    expect(readyRow?.decidedAt).toBeInstanceOf(Date);
    for (const id of [notCounted.id, ownByApprover.id]) {
      expect(await stored(id), id).toMatchObject({
        status: 'pending',
        decidedByMemberId: null,
        decidedAt: null,
      });
    }
    expect(await stored(done.id)).toEqual(doneBefore);
    const read = (await receiving('GET', `/${ready.id}`)).json().data;
    expect(read.decidedBy).toEqual({
      employeeId: approver.employeeId,
      fullName: 'Member receiving-approver',
    });
    const [entry] = (await receiving('GET', `/history/${ready.id}`)).json().data;
    expect(entry).toMatchObject({
      action: 'status',
      actor: { employeeId: approver.employeeId },
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    expect((await receiving('GET', `/history/${notCounted.id}`)).json().data).toHaveLength(1);

    // The person who raised it hears of the approval.
    const told = (await notificationsOf(clerk.session)).find(
      (item) => item.title === `${ready.id} is approved`,
    );
    expect(told).toMatchObject({
      event: 'receiving.approved',
      link: `/receiving/view/${ready.id}`,
    });
    expect(told?.body).toContain('Member receiving-approver approved');

    // A rejection needs no count; the same refusals hold otherwise.
    const comment = 'Short shipment: 40 of 200 cartons received';
    const rejected = await receiving(
      'POST',
      '/reject',
      { ids: [notCounted.id, ready.id, ownByApprover.id, 'GRN-999998'], comment },
      approver.session,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.results).toEqual([
      { id: notCounted.id, outcome: 'rejected' },
      { id: ready.id, outcome: 'wrong_status', message: `${ready.id} is already approved.` },
      {
        id: ownByApprover.id,
        outcome: 'forbidden',
        message: `You raised ${ownByApprover.id}: another person must reject it.`,
      },
      { id: 'GRN-999998', outcome: 'not_found', message: 'No goods receipt has this id.' },
    ]);
    expect(await stored(notCounted.id)).toMatchObject({
      status: 'rejected',
      comment,
      decidedByMemberId: approverId,
    });
    expect((await stored(ready.id))?.status).toBe('approved');
    expect((await stored(ownByApprover.id))?.status).toBe('pending');
    const rejection = (await notificationsOf(clerk.session)).find(
      (item) => item.title === `${notCounted.id} is rejected`,
    );
    expect(rejection?.event).toBe('receiving.rejected');
    expect(rejection?.body).toContain(comment);
    const [rejectEntry] = (await receiving('GET', `/history/${notCounted.id}`)).json().data;
    expect(rejectEntry).toMatchObject({
      action: 'status',
      after: { status: 'rejected', comment },
    });

    // Someone else may decide on the approver's own receipt.
    const byAdmin = await receiving('POST', '/approve', { ids: [ownByApprover.id] });
    expect(byAdmin.json().data.results).toEqual([{ id: ownByApprover.id, outcome: 'approved' }]);
  });

  test('a receipt the database fails to decide is answered as failed; the others are decided', async () => {
    const [first, broken, last] = [await create(), await create(), await create()];
    // The database refuses to change the middle one, as a fault mid-list would.
    await app.database.db.execute(
      sql.raw(`create function refuse_receipt() returns trigger language plpgsql as $$
        begin raise exception 'simulated fault'; end $$`),
    );
    await app.database.db.execute(
      sql.raw(`create trigger refuse_receipt before update on goods_receipts for each row
        when (new.code = '${broken.id}') execute function refuse_receipt()`),
    );
    try {
      const response = await receiving(
        'POST',
        '/approve',
        { ids: [first.id, broken.id, last.id] },
        approver.session,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.results).toEqual([
        { id: first.id, outcome: 'approved' },
        {
          id: broken.id,
          outcome: 'failed',
          message: `${broken.id} could not be approved just now and is unchanged. Try it again.`,
        },
        { id: last.id, outcome: 'approved' },
      ]);
    } finally {
      await app.database.db.execute(sql.raw('drop trigger refuse_receipt on goods_receipts'));
      await app.database.db.execute(sql.raw('drop function refuse_receipt()'));
    }
    expect((await stored(first.id))?.status).toBe('approved');
    expect((await stored(broken.id))?.status).toBe('pending');
    expect((await stored(last.id))?.status).toBe('approved');
    expect((await receiving('GET', `/history/${broken.id}`)).json().data).toHaveLength(1);
    const titles = (await notificationsOf(clerk.session)).map((item) => item.title);
    expect(titles).toContain(`${last.id} is approved`);
    expect(titles).not.toContain(`${broken.id} is approved`);
  });

  test('a rejection needs a comment; deciding needs receiving.approve', async () => {
    const receipt = await create();
    for (const payload of [{ ids: [receipt.id] }, { ids: [receipt.id], comment: '' }]) {
      const response = await receiving('POST', '/reject', payload, approver.session);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.map((d: { path: string }) => d.path)).toEqual([
        'comment',
      ]);
    }
    expect((await receiving('POST', '/approve', { ids: [] })).statusCode).toBe(400);
    for (const path of ['/approve', '/reject']) {
      const response = await receiving(
        'POST',
        path,
        { ids: [receipt.id], comment: 'No' },
        clerk.session,
      );
      expect(response.statusCode, path).toBe(403);
    }
    expect((await stored(receipt.id))?.status).toBe('pending');
  });

  test('the pending count follows', async () => {
    const count = async () => {
      const response = await receiving('GET', '/pending-count', undefined, viewer.session);
      expect(response.statusCode).toBe(200);
      return response.json().data.count as number;
    };
    const before = await count();
    const rows = await app.database.db.select({ status: goodsReceipts.status }).from(goodsReceipts);
    expect(before).toBe(rows.filter((row) => row.status === 'pending').length);
    const receipt = await create();
    expect(await count()).toBe(before + 1);
    await receiving('POST', '/reject', { ids: [receipt.id], comment: 'Duplicate of an ASN' });
    expect(await count()).toBe(before);
  });
});

describe('the receiving list and export', () => {
  test('filter by status, user and dates; a viewer may read but not export', async () => {
    const otherUser = await userOf();
    const mine = await create({
      userCode: otherUser,
      vendorCode: (await receivingPlaces(app, otherUser)).vendorCode,
      expectedDate: '2026-04-10',
    });
    const list = async (query: string, as: SignedIn = viewer.session) => {
      const response = await receiving('GET', query, undefined, as);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { items: Receipt[]; total: number };
    };
    const byUser = await list(`?user=${otherUser.toLowerCase()}`);
    expect(byUser.items.map((item) => item.id)).toEqual([mine.id]);
    expect(byUser.items[0]?.lines).toHaveLength(2);
    expect((await list('?from=2026-04-10&to=2026-04-10')).items.map((item) => item.id)).toEqual([
      mine.id,
    ]);
    expect((await list('?from=2026-04-11')).total).toBe(0);
    // By the warehouse the goods arrive at and the vendor that sends them.
    const elsewhere = await createWarehouse(app, admin);
    const there = await create({ warehouseCode: elsewhere.code, expectedDate: '2026-04-12' });
    expect(
      (await list(`?warehouse=${elsewhere.code.toLowerCase()}`)).items.map((i) => i.id),
    ).toEqual([there.id]);
    const fromVendor = await list(`?vendor=${places.vendorCode}&pageSize=100`);
    expect(fromVendor.items.map((item) => item.id)).toContain(there.id);
    expect(fromVendor.items.map((item) => item.id)).not.toContain(mine.id);
    expect((await list('?warehouse=NO-SUCH-WH')).total).toBe(0);
    const pending = await list('?status=pending&pageSize=100');
    expect(pending.items.every((item) => item.status === 'pending')).toBe(true);
    expect((await receiving('GET', '?status=done', undefined, viewer.session)).statusCode).toBe(
      400,
    );
    expect((await receiving('GET', '/export', undefined, viewer.session)).statusCode).toBe(403);
  });

  test('exports CSV and an Excel workbook, one row per receipt with its totals', async () => {
    const receipt = await create({ reference: '=HYPERLINK("x")' });
    const supplierTaxId = (await stored(receipt.id))?.supplierTaxId;
    const response = await receiving('GET', `/export?q=${receipt.id}`, undefined, clerk.session);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="goods-receipts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, row, ...rest] = parseCsv(response.body);
    expect(header).toEqual([
      'Id',
      'Supplier reference',
      'User',
      'Business',
      'Vendor',
      'Vendor name',
      'Supplier',
      'Supplier GSTIN / tax id',
      'Warehouse',
      'Warehouse name',
      'Expected date',
      'Status',
      'Lines',
      'Expected units',
      'Received units',
      'Rejected units',
      'Units put away',
      'Comment',
      'Created by',
      'Decided by',
      'Decided at',
      'Created at',
    ]);
    expect(rest).toEqual([]);
    expect(row).toEqual([
      receipt.id,
      '\'=HYPERLINK("x")',
      userCode,
      'Kesar Naturals Pvt Ltd',
      places.vendorCode,
      'Herbochem Formulations Pvt Ltd',
      'Herbochem Formulations Pvt Ltd',
      supplierTaxId,
      TEST_DOCK,
      'Bhiwandi test dock',
      '2026-03-02',
      'Pending',
      '2',
      '240',
      '236',
      '4',
      '0',
      '',
      'Member receiving-clerk',
      '',
      '',
      indiaTime(receipt.createdAt),
    ]);

    const workbook = await receiving(
      'GET',
      `/export?format=xlsx&q=${receipt.id}`,
      undefined,
      clerk.session,
    );
    expect(workbook.statusCode).toBe(200);
    expect(workbook.headers['content-disposition']).toMatch(/goods-receipts-.*\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(workbook.rawPayload as never);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    const values = (at: number) => (sheet.getRow(at).values as unknown[]).slice(1);
    expect(values(1)[0]).toBe('Id');
    expect(values(2).slice(0, 3)).toEqual([receipt.id, '=HYPERLINK("x")', userCode]);
    expect(values(2).slice(12, 16)).toEqual([2, 240, 236, 4]);
    expect(sheet.rowCount).toBe(2);
  });
});

describe('a thousand goods receipts', () => {
  let big: TestApp;
  let owner: SignedIn;
  const all = Array.from({ length: 1_000 }, (_, index) => index + 1);
  const code = (i: number) => `GRN-${String(i).padStart(6, '0')}`;
  const numberOf = (id: string) => Number(id.slice(4));
  // What the insert below writes for receipt i.
  const statusOf = (i: number) => (i % 4 === 0 ? 'approved' : i % 4 === 1 ? 'rejected' : 'pending');
  const dayOf = (i: number) => i % 30;
  const referenceOf = (i: number) => `REF-${i % 50}`;
  const list = async (query: string) => {
    const response = await call('GET', `shipment/receiving${query}`, undefined, owner, big);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { items: Array<Receipt & { reference: string }>; total: number };
  };

  beforeAll(async () => {
    big = await createTestApp();
    owner = await signIn(big, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    await big.database.db.execute(sql`
      insert into users (code, business_name, contact_name, email, phone, phone_country,
        address_line1, city, state_code, country_code, postal_code, timezone, currency)
      select 'USR-00000' || i, 'Business ' || i, 'Contact', 'u' || i || '@bulk.test',
        '+91980000000' || i, 'IN', 'Line 1', 'Pune', 'MH', 'IN', '411001', 'Asia/Kolkata', 'INR'
      from generate_series(1, 2) as i`);
    await big.database.db.execute(sql`
      insert into goods_receipts (code, user_id, reference, supplier_name, expected_date, status,
        comment, decided_at, created_at)
      select 'GRN-' || lpad(i::text, 6, '0'),
        (select id from users where code = 'USR-00000' || (i % 2 + 1)),
        'REF-' || (i % 50), 'Supplier ' || (i % 7), date '2026-01-01' + (i % 30),
        case i % 4 when 0 then 'approved' when 1 then 'rejected' else 'pending' end,
        case when i % 4 = 1 then 'Damaged in transit' end,
        case when i % 4 in (0, 1) then now() end,
        timestamptz '2026-01-01 00:00:00+00' + (i % 5) * interval '1 microsecond'
      from generate_series(1, 1000) as i`);
    // The SKUs the lines name, of each business.
    await big.database.db.execute(sql`
      insert into products (code, user_id, name)
      select 'PRD-00000' || u.id, u.id, 'Item' from users u where u.code like 'USR-00000%'`);
    await big.database.db.execute(sql`
      insert into skus (public_id, user_id, product_id, code, name)
      select 'SKU-' || lpad((row_number() over (order by p.user_id, c.code))::text, 6, '0'),
        p.user_id, p.id, c.code, 'Item'
      from products p cross join (
        select 'SKU-' || n as code from generate_series(0, 99) as n
        union all select 'BULK-' || n from generate_series(1, 1000) as n
      ) as c`);
    await big.database.db.execute(sql`
      insert into goods_receipt_lines (receipt_id, line_no, sku_id, sku, description,
        expected_qty, received_qty, rejected_qty, reject_reason)
      select r.id, l.line_no, s.id, l.sku, l.description, l.expected_qty, l.received_qty,
        l.rejected_qty, l.reject_reason
      from (
        select i, 1 as line_no, 'SKU-' || (i % 100) as sku, 'Item' as description,
          i % 10 + 1 as expected_qty, i % 10 + 1 as received_qty, 0 as rejected_qty,
          null as reject_reason
        from generate_series(1, 1000) as i
        union all
        select i, 2, 'BULK-' || i, 'Bulk item', 5, case when i % 3 = 0 then null else 5 end,
          case when i % 3 = 1 then 1 else 0 end, case when i % 3 = 1 then 'damaged' end
        from generate_series(1, 1000) as i
      ) as l
      join goods_receipts r on r.code = 'GRN-' || lpad(l.i::text, 6, '0')
      join skus s on s.user_id = r.user_id and s.code = l.sku`);
    await big.database.db.execute(sql`select setval('goods_receipt_number_seq', 1000)`);
  });
  afterAll(() => big.dispose());

  test('counts each filter exactly, and reads each page’s totals', async () => {
    expect((await list('?pageSize=1')).total).toBe(1_000);
    expect((await list('?status=pending')).total).toBe(500);
    expect((await list('?user=USR-000001')).total).toBe(500);
    expect((await list('?from=2026-01-05&to=2026-01-09')).total).toBe(
      all.filter((i) => dayOf(i) >= 4 && dayOf(i) <= 8).length,
    );
    expect((await list('?status=rejected&user=USR-000002&from=2026-01-20')).total).toBe(
      all.filter((i) => statusOf(i) === 'rejected' && i % 2 === 1 && dayOf(i) >= 19).length,
    );
    const page = await list('?sort=id&pageSize=100&page=3');
    expect(page.items.map((item) => numberOf(item.id))).toEqual(all.slice(200, 300));
    for (const item of page.items) {
      const i = numberOf(item.id);
      expect(item.lines, item.id).toHaveLength(2);
      expect(item.totals, item.id).toEqual({
        expected: (i % 10) + 1 + 5,
        received: i % 3 === 0 ? null : (i % 10) + 1 + 5,
        rejected: i % 3 === 1 ? 1 : 0,
        putAway: 0,
      });
    }
  });

  test('searches the id, reference, supplier and any line’s SKU', async () => {
    expect((await list('?q=sku-42')).items.map((item) => numberOf(item.id))).toEqual(
      all.filter((i) => i % 100 === 42).reverse(),
    );
    expect((await list('?q=BULK-1000')).items.map((item) => item.id)).toEqual([code(1000)]);
    expect((await list('?q=supplier%203')).total).toBe(all.filter((i) => i % 7 === 3).length);
    expect((await list('?q=REF-49')).total).toBe(20);
    expect((await list('?q=grn-00099')).total).toBe(10);
    expect((await list('?q=%25')).total).toBe(0);
  });

  test('unsorted shows the newest first; pages over a sort with ties never repeat or skip', async () => {
    expect((await list('?pageSize=3')).items.map((item) => item.id)).toEqual([
      code(1000),
      code(999),
      code(998),
    ]);
    const seen: number[] = [];
    for (let page = 1; page <= 10; page++) {
      const data = await list(`?sort=-reference&pageSize=100&page=${page}`);
      seen.push(...data.items.map((item) => numberOf(item.id)));
    }
    const byReference = (a: number, b: number) =>
      referenceOf(b) < referenceOf(a) ? -1 : referenceOf(b) > referenceOf(a) ? 1 : b - a;
    expect(seen).toEqual([...all].sort(byReference));
    const byDate: number[] = [];
    for (let page = 1; page <= 5; page++) {
      const data = await list(`?status=pending&sort=expectedDate&pageSize=100&page=${page}`);
      byDate.push(...data.items.map((item) => numberOf(item.id)));
    }
    expect(byDate).toEqual(
      all.filter((i) => statusOf(i) === 'pending').sort((a, b) => dayOf(a) - dayOf(b) || a - b),
    );
  });

  test('the export writes every receipt of a filter once, in the list’s order', async () => {
    const exported = async (query: string) => {
      const response = await call(
        'GET',
        `shipment/receiving/export${query}`,
        undefined,
        owner,
        big,
      );
      expect(response.statusCode).toBe(200);
      return parseCsv(response.body).slice(1);
    };
    const rows = await exported('?sort=-createdAt');
    expect(rows.length).toBeGreaterThan(EXPORT_BATCH_SIZE);
    expect(rows.map((row) => numberOf(row[0] ?? ''))).toEqual(
      [...all].sort((a, b) => (b % 5) - (a % 5) || b - a),
    );
    const rejected = await exported('?status=rejected&sort=expectedDate');
    expect(rejected.map((row) => numberOf(row[0] ?? ''))).toEqual(
      all.filter((i) => statusOf(i) === 'rejected').sort((a, b) => dayOf(a) - dayOf(b) || a - b),
    );
    const first = rejected[0] ?? [];
    const i = numberOf(first[0] ?? '');
    expect(first.slice(11, 18)).toEqual([
      'Rejected',
      '2',
      String((i % 10) + 1 + 5),
      i % 3 === 0 ? '' : String((i % 10) + 1 + 5),
      String(i % 3 === 1 ? 1 : 0),
      '0',
      'Damaged in transit',
    ]);
  });
});

describe('the SKUs a receipt’s lines name', () => {
  test('each is a SKU of the receipt’s client that holds stock; others are a 400 at that line', async () => {
    const other = await userOf();
    await catalogueSkus(app, other, ['KN-ONLY-THEIRS']);
    const bundle = await call('POST', 'skus', {
      userCode,
      code: 'KN-GIFT-DUO',
      name: 'Ubtan and aloe gift duo',
      product: { name: 'Gift duo' },
      kind: 'bundle',
      components: [
        { sku: 'KN-UBT-125', quantity: 1 },
        { sku: 'KN-ALO-GEL-150', quantity: 1 },
      ],
    });
    expect(bundle.statusCode, bundle.body).toBe(201);
    const line = { description: 'Item', expectedQty: 10 };
    const refused = await receiving(
      'POST',
      '/create',
      body({
        lines: [
          { ...line, sku: 'KN-UBT-125' },
          { ...line, sku: 'KN-NOT-MADE' },
          { ...line, sku: 'KN-ONLY-THEIRS' },
          { ...line, sku: 'kn-gift-duo' },
        ],
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      { path: 'lines.1.sku', message: 'This client has no SKU KN-NOT-MADE: add it first' },
      { path: 'lines.2.sku', message: 'This client has no SKU KN-ONLY-THEIRS: add it first' },
      {
        path: 'lines.3.sku',
        message: 'KN-GIFT-DUO is a bundle, which holds no stock: list its components',
      },
    ]);
    const receipt = await create({ lines: uncounted });
    const edit = await receiving('PATCH', `/${receipt.id}`, {
      lines: [{ ...line, sku: 'KN-NOT-MADE' }],
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.details[0].path).toBe('lines.0.sku');
    // A SKU a receipt names stays, deactivated rather than deleted.
    const [sku] = (await call('GET', `skus/lookup?code=KN-ROSE-TN-200&user=${userCode}`)).json()
      .data.items;
    const removed = await call('DELETE', `skus/${sku.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.message).toBe(
      'Records refer to KN-ROSE-TN-200; deactivate it instead.',
    );
  });
});

describe('the lots a receipt’s lines came in', () => {
  test('a SKU tracked by lot names the lot of its counted units, never already expired', async () => {
    const client = await userOf();
    await catalogueSkus(app, client, ['KN-SAF-CR-50', 'KN-ASHW-60']);
    await app.database.db.execute(sql`
      update skus set tracking = case code when 'KN-SAF-CR-50' then 'lot-expiry' else 'lot' end
      where code in ('KN-SAF-CR-50', 'KN-ASHW-60')`);
    const clientPlaces = await receivingPlaces(app, client);
    const cream = {
      sku: 'KN-SAF-CR-50',
      description: 'Saffron night cream, 50 g jar',
      expectedQty: 24,
      receivedQty: 24,
    };
    const capsules = {
      sku: 'KN-ASHW-60',
      description: 'Ashwagandha capsules, bottle of 60',
      expectedQty: 48,
      receivedQty: 48,
    };
    const soap = { ...counted[0], lot: 'UB-1' };
    const raise = (lines: object[]) =>
      receiving('POST', '/create', {
        ...body({ lines }),
        userCode: client,
        vendorCode: clientPlaces.vendorCode,
      });
    const refused = await raise([
      cream,
      { ...capsules, lot: 'ASH-2611' },
      { ...cream, lot: 'sc-2611-04' },
      { ...cream, lot: 'SC-2601-01', expiresOn: '2020-01-31' },
      soap,
    ]);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.details).toEqual([
      { path: 'lines.0.lot', message: 'KN-SAF-CR-50 is tracked by lot: enter the lot' },
      { path: 'lines.2.expiresOn', message: 'Lot SC-2611-04 is new: enter the day it expires' },
      {
        path: 'lines.3.expiresOn',
        message: 'Lot SC-2601-01 expired on 2020-01-31: reject its units as expired',
      },
      { path: 'lines.4.lot', message: 'KN-UBT-125 is not tracked by lot: leave the lot empty' },
    ]);
    // Expected but not counted yet: the lot comes with the count.
    const expected = await raise([{ ...cream, receivedQty: null }]);
    expect(expected.statusCode, expected.body).toBe(201);
    expect(expected.json().data.lines[0]).toMatchObject({ tracking: 'lot-expiry', lot: null });

    // Two lots of one SKU are two lines; both come into stock in their lots.
    const created = await raise([
      { ...cream, expectedQty: 12, receivedQty: 12, lot: 'sc-2611-04', expiresOn: '2099-10-31' },
      { ...cream, expectedQty: 12, receivedQty: 12, lot: 'SC-2611-09', expiresOn: '2099-11-30' },
      { ...capsules, lot: 'ASH-2611', rejectedQty: 3, rejectReason: 'damaged' },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const receipt = created.json().data;
    expect(receipt.lines.map((line: { lot: string; expiresOn: string }) => line)).toMatchObject([
      { lot: 'SC-2611-04', expiresOn: '2099-10-31', putAwayQty: 0 },
      { lot: 'SC-2611-09', expiresOn: '2099-11-30' },
      { lot: 'ASH-2611', expiresOn: null },
    ]);
    const approved = await receiving('POST', '/approve', { ids: [receipt.id] }, approver.session);
    expect(approved.json().data.results).toEqual([{ id: receipt.id, outcome: 'approved' }]);
    const balances = await executeRows(
      app.database.db,
      sql`
      select s.code as sku, l.code as location, lot.number as lot, lot.expires_on::text as expires,
        b.on_hand
      from stock_balances b join skus s on s.id = b.sku_id
      join locations l on l.id = b.location_id left join stock_lots lot on lot.id = b.lot_id
      where s.code in ('KN-SAF-CR-50', 'KN-ASHW-60') and b.user_id = (
        select id from users where code = ${client})
      order by s.code, lot.number, l.code`,
    );
    expect(balances).toEqual([
      { sku: 'KN-ASHW-60', location: 'DAMAGED', lot: 'ASH-2611', expires: null, on_hand: 3 },
      { sku: 'KN-ASHW-60', location: 'RECEIVING', lot: 'ASH-2611', expires: null, on_hand: 45 },
      {
        sku: 'KN-SAF-CR-50',
        location: 'RECEIVING',
        lot: 'SC-2611-04',
        expires: '2099-10-31',
        on_hand: 12,
      },
      {
        sku: 'KN-SAF-CR-50',
        location: 'RECEIVING',
        lot: 'SC-2611-09',
        expires: '2099-11-30',
        on_hand: 12,
      },
    ]);

    // A lot seen before keeps its expiry: another date for it is refused.
    const again = await raise([{ ...cream, lot: 'SC-2611-04', expiresOn: '2099-12-31' }]);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details).toEqual([
      {
        path: 'lines.0.expiresOn',
        message: 'Lot SC-2611-04 of KN-SAF-CR-50 expires on 2099-10-31, as it arrived before',
      },
    ]);
    // Without a date it is the same lot, with its expiry.
    expect((await raise([{ ...cream, lot: 'SC-2611-04' }])).statusCode).toBe(201);

    // A count recorded before lots were kept waits for its lot at approval.
    const legacy = (await raise([{ ...cream, receivedQty: null }])).json().data;
    await app.database.db.execute(sql`
      update goods_receipt_lines set received_qty = 24
      where receipt_id = (select id from goods_receipts where code = ${legacy.id})`);
    const waits = await receiving('POST', '/approve', { ids: [legacy.id] }, approver.session);
    expect(waits.json().data.results).toEqual([
      {
        id: legacy.id,
        outcome: 'incomplete',
        message: `KN-SAF-CR-50 is tracked by lot: enter the lot of its units before approving ${legacy.id}.`,
      },
    ]);
    expect((await stored(legacy.id))?.status).toBe('pending');
  });
});
