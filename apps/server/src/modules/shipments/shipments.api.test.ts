import { PHONE_MARK } from '@depot/contracts/common';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { notifications } from '../../db/schema/settings.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import { users } from '../../db/schema/users.ts';
import { EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import { type SignedIn, signIn } from '../../test/auth-helpers.ts';
import { parseCsv } from '../../test/csv.ts';
import { createUser } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';
import { createTestApp, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const { app, admin, call } = fileApp({ prefix: '/admin/shipment' });
let userCode: string;
let inactiveCode: string;

const shipmentBody = (changes: object = {}) => ({
  userCode,
  reference: 'ORD-1001',
  consignee: {
    name: 'Priya Sharma',
    phoneCountry: 'IN',
    phone: '98200 41127',
    email: 'Priya@Example.com',
    address: {
      line1: '14, MG Road',
      city: 'Pune',
      state: 'mh',
      country: 'IN',
      postalCode: '411001',
    },
  },
  boxes: 2,
  weightKg: '12.50',
  lengthCm: '40',
  widthCm: '30.5',
  heightCm: '20.0',
  declaredValue: '1499.5',
  ...changes,
});

const papers = {
  invoiceNumber: 'KN/2025-26/00042',
  invoiceDate: '2026-01-15',
  hsnCodes: ['0902', '09101120'],
  contentsDescription: 'Assam tea, 24 packs',
};

async function create(body: object = shipmentBody(), as = admin) {
  const response = await call('POST', '/create', body, as);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}
async function update(id: string, body: object, status = 200, as = admin) {
  const response = await call('PATCH', `/update/${id}`, body, as);
  expect(response.statusCode, response.body).toBe(status);
  return status < 300 ? response.json().data : response.json().error;
}
const paths = (error: { details?: Array<{ path: string }> }) =>
  (error.details ?? []).map((detail) => detail.path);
async function refusedAt(body: object, path: string, code = 'VALIDATION_FAILED') {
  const response = await call('POST', '/create', body);
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  const error = response.json().error;
  expect(error.code).toBe(code);
  expect(paths(error)).toContain(path);
}
/** A shipment made ready, with its papers. */
async function readyShipment(changes: object = {}) {
  const created = await create(shipmentBody({ additionalDetails: papers, ...changes }));
  return update(created.id, { status: 'ready' });
}

beforeAll(async () => {
  userCode = (await createUser(app, admin, { businessName: 'Kesar Naturals Pvt Ltd' })).code;
  inactiveCode = (await createUser(app, admin)).code;
  await app.database.db
    .update(users)
    .set({ status: 'inactive' })
    .where(eq(users.code, inactiveCode));
});

describe('drafting shipments', () => {
  test('a shipment is a draft with the next id, an international phone and tidy measures', async () => {
    const created = await create();
    expect(created).toMatchObject({
      reference: 'ORD-1001',
      user: { code: userCode, businessName: 'Kesar Naturals Pvt Ltd' },
      consignee: {
        name: 'Priya Sharma',
        phone: '+919820041127',
        phoneCountry: 'IN',
        email: 'priya@example.com',
        address: { state: 'MH', line2: null, postalCode: '411001' },
      },
      boxes: 2,
      weightKg: '12.5',
      lengthCm: '40',
      widthCm: '30.5',
      heightCm: '20',
      declaredValue: '1499.50',
      currency: 'INR',
      carrier: null,
      trackingNumber: null,
      status: 'draft',
      additionalDetails: {
        invoiceNumber: null,
        invoiceDate: null,
        ewayBillNumber: null,
        hsnCodes: [],
        contentsDescription: null,
      },
      missingDetails: ['invoiceNumber', 'invoiceDate', 'hsnCodes', 'contentsDescription'],
      dispatchedAt: null,
      deliveredAt: null,
    });
    expect(created.id).toMatch(/^SHP-\d{6}$/);
    expect((await call('GET', `/${created.id.toLowerCase()}`)).json().data).toEqual(created);
    const history = (await call('GET', `/history/${created.id}`)).json().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: 'create',
      entity: 'shipment',
      entityId: created.id,
      after: { id: created.id, status: 'draft', weightKg: '12.5' },
    });
  });

  test('the body may be wrapped in data, as some clients send it', async () => {
    const first = await create();
    const wrapped = await create({
      data: shipmentBody({ reference: 'SO-778812', status: 'ready' }),
    });
    expect(wrapped.reference).toBe('SO-778812');
    // A new shipment is a draft whatever it asks for.
    expect(wrapped.status).toBe('draft');
    expect(Number(wrapped.id.slice(4))).toBe(Number(first.id.slice(4)) + 1);
  });

  test('a wrong phone, state, HSN code or e-way bill is named by its field, in either form', async () => {
    const consignee = shipmentBody().consignee;
    await refusedAt(
      shipmentBody({ consignee: { ...consignee, phone: '12345' } }),
      'consignee.phone',
    );
    await refusedAt(
      shipmentBody({ consignee: { ...consignee, address: { ...consignee.address, state: 'ZZ' } } }),
      'consignee.address.state',
    );
    await refusedAt(
      shipmentBody({ additionalDetails: { hsnCodes: ['0902', '12'] } }),
      'additionalDetails.hsnCodes.1',
    );
    await refusedAt(
      { data: shipmentBody({ additionalDetails: { hsnCodes: ['12345'] } }) },
      'additionalDetails.hsnCodes.0',
    );
    await refusedAt(
      shipmentBody({ additionalDetails: { ewayBillNumber: '1234-5678' } }),
      'additionalDetails.ewayBillNumber',
    );
    await refusedAt(
      { data: shipmentBody({ additionalDetails: { ewayBillNumber: '12345' } }) },
      'additionalDetails.ewayBillNumber',
    );
    await refusedAt(shipmentBody({ declaredValue: '10.125' }), 'declaredValue');
    await refusedAt(shipmentBody({ weightKg: '0' }), 'weightKg');
  });

  test('a PIN code of another state, or none India Post knows, is refused at its field', async () => {
    const consignee = shipmentBody().consignee;
    const at = (address: object) => ({
      consignee: { ...consignee, address: { ...consignee.address, ...address } },
    });
    const bengaluru = { city: 'Bengaluru', state: 'KA' };
    const response = await call(
      'POST',
      '/create',
      shipmentBody(at({ ...bengaluru, postalCode: '400001' })),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        {
          path: 'consignee.address.postalCode',
          message: '400001 is a PIN code in Maharashtra, not Karnataka',
        },
      ],
    });
    const created = await create(shipmentBody(at({ ...bengaluru, postalCode: '560038' })));
    expect(created.consignee.address).toMatchObject({ state: 'KA', postalCode: '560038' });
    // An edit is checked alike, in either form; the shipment stays as it was.
    const edit = await update(created.id, { data: at({ postalCode: '999999' }) }, 400);
    expect(edit.details).toEqual([
      {
        path: 'consignee.address.postalCode',
        message: 'No PIN code 999999 is known: check it for a typo',
      },
    ]);
    const short = await update(created.id, at({ ...bengaluru, postalCode: '5600' }), 400);
    expect(paths(short)).toEqual(['consignee.address.postalCode']);
    expect((await call('GET', `/${created.id}`)).json().data.consignee.address.postalCode).toBe(
      '560038',
    );
    // Abroad the postal code is not India Post's business.
    const singapore = at({ city: 'Singapore', state: '01', country: 'SG', postalCode: '400001' });
    await create(shipmentBody({ ...singapore, currency: 'USD' }));
  });

  test('the user must exist and be active', async () => {
    await refusedAt(shipmentBody({ userCode: 'USR-999999' }), 'userCode', 'USER_NOT_FOUND');
    const missing = await call('POST', '/create', shipmentBody({ userCode: 'USR-999999' }));
    expect(missing.statusCode).toBe(404);
    const inactive = await call('POST', '/create', shipmentBody({ userCode: inactiveCode }));
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().error.code).toBe('USER_INACTIVE');
    expect(paths(inactive.json().error)).toEqual(['userCode']);
  });

  test('an unknown id is a 404 on every call that names one', async () => {
    for (const [method, path] of [
      ['GET', '/SHP-999999'],
      ['GET', '/nothing-like-an-id'],
      ['GET', '/history/SHP-999999'],
      ['GET', '/getIsFilledAdditionalDetails/SHP-999999'],
      ['PATCH', '/update/SHP-999999'],
      ['DELETE', '/delete/SHP-999999'],
    ] as const) {
      const response = await call(method, path, method === 'PATCH' ? { boxes: 1 } : undefined);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().error.code).toBe('SHIPMENT_NOT_FOUND');
    }
  });
});

describe('changing shipments', () => {
  test('an edit takes the fields or { data }, and is audited with what changed', async () => {
    const created = await create();
    const edited = await update(created.id, {
      reference: 'ORD-2002',
      weightKg: '3.250',
      consignee: { ...shipmentBody().consignee, phone: '+91 99870 12345' },
    });
    expect(edited).toMatchObject({
      reference: 'ORD-2002',
      weightKg: '3.25',
      consignee: { phone: '+919987012345' },
    });
    const wrapped = await update(created.id, { data: { boxes: 5, declaredValue: '2000' } });
    expect(wrapped).toMatchObject({ boxes: 5, declaredValue: '2000.00', reference: 'ORD-2002' });
    const error = await update(created.id, { data: { weightKg: 'heavy' } }, 400);
    expect(paths(error)).toEqual(['weightKg']);
    const [latest, earlier] = (await call('GET', `/history/${created.id}`)).json().data;
    expect(latest).toMatchObject({
      action: 'update',
      before: { boxes: 2, declaredValue: '1499.50' },
      after: { boxes: 5, declaredValue: '2000.00' },
    });
    expect(Object.keys(latest.after).sort()).toEqual(['boxes', 'declaredValue']);
    expect(earlier.after).toMatchObject({ reference: 'ORD-2002', weightKg: '3.25' });
    // A shipment sent whole, its id beside its data, is the same change.
    const withId = await update(created.id, { id: created.id, data: { boxes: 6 } });
    expect(withId).toMatchObject({ boxes: 6 });
    await update(created.id, { data: { boxes: 5 } });
    // Both forms at once would drop one half unseen: refused at data, nothing changed.
    const mixed = await update(created.id, { data: { boxes: 9 }, declaredValue: '1' }, 400);
    expect(paths(mixed)).toEqual(['data']);
    // A change that changes nothing writes nothing.
    await update(created.id, { boxes: 5 });
    expect((await call('GET', `/history/${created.id}`)).json().data).toHaveLength(5);
  });

  test('an id in the body naming another shipment is refused at id, in either form', async () => {
    const created = await create();
    const other = await create(shipmentBody({ reference: 'ORD-3003' }));
    for (const body of [
      { id: other.id, boxes: 7 },
      { id: other.id, data: { boxes: 7 } },
      { data: { id: other.id, boxes: 7 } },
      { id: created.id, data: { id: other.id, boxes: 7 } },
      { id: other.id, data: { id: other.id, boxes: 7 } },
    ]) {
      const error = await update(created.id, body, 400);
      expect(error.code, JSON.stringify(body)).toBe('VALIDATION_FAILED');
      expect(paths(error), JSON.stringify(body)).toEqual(['id']);
    }
    // Neither shipment changed, and nothing was written to either's history.
    for (const shipment of [created, other]) {
      expect((await call('GET', `/${shipment.id}`)).json().data.boxes).toBe(2);
      expect((await call('GET', `/history/${shipment.id}`)).json().data).toHaveLength(1);
    }
    // Its own id, however spelt, is fine in either form.
    expect(await update(created.id, { id: created.id.toLowerCase(), boxes: 3 })).toMatchObject({
      id: created.id,
      boxes: 3,
    });
    expect(await update(created.id, { data: { id: created.id, boxes: 4 } })).toMatchObject({
      boxes: 4,
    });
    expect(
      await update(created.id, { id: created.id, data: { id: created.id, boxes: 5 } }),
    ).toMatchObject({ boxes: 5 });
  });

  test('ready needs every additional detail; details merge field by field', async () => {
    const created = await create(shipmentBody({ declaredValue: '64999' }));
    const state = (await call('GET', `/getIsFilledAdditionalDetails/${created.id}`)).json().data;
    expect(state).toEqual({
      isFilled: false,
      missing: [
        'invoiceNumber',
        'invoiceDate',
        'ewayBillNumber',
        'hsnCodes',
        'contentsDescription',
      ],
      needsEwayBill: true,
    });
    const refused = await update(created.id, { status: 'ready' }, 409);
    expect(refused.code).toBe('SHIPMENT_DETAILS_MISSING');
    expect(paths(refused)).toEqual([
      'additionalDetails.invoiceNumber',
      'additionalDetails.invoiceDate',
      'additionalDetails.ewayBillNumber',
      'additionalDetails.hsnCodes',
      'additionalDetails.contentsDescription',
    ]);
    await update(created.id, {
      additionalDetails: { invoiceNumber: 'INV-77', invoiceDate: '2026-02-01' },
    });
    const merged = await update(created.id, {
      data: {
        additionalDetails: {
          ewayBillNumber: '391002345678',
          hsnCodes: ['3304'],
          contentsDescription: 'Face creams',
        },
      },
    });
    expect(merged.additionalDetails).toEqual({
      invoiceNumber: 'INV-77',
      invoiceDate: '2026-02-01',
      ewayBillNumber: '391002345678',
      hsnCodes: ['3304'],
      contentsDescription: 'Face creams',
    });
    expect(merged.missingDetails).toEqual([]);
    expect((await call('GET', `/getIsFilledAdditionalDetails/${created.id}`)).json().data).toEqual({
      isFilled: true,
      missing: [],
      needsEwayBill: true,
    });
    const ready = await update(created.id, { status: 'ready' });
    expect(ready.status).toBe('ready');
    // A ready shipment keeps its papers.
    const cleared = await update(created.id, { additionalDetails: { invoiceNumber: '' } }, 409);
    expect(paths(cleared)).toEqual(['additionalDetails.invoiceNumber']);
    const [move] = (await call('GET', `/history/${created.id}`)).json().data;
    expect(move).toMatchObject({
      action: 'status',
      before: { status: 'draft' },
      after: { status: 'ready' },
    });
  });

  test('the status moves only along its transitions; ready may go back to draft', async () => {
    const created = await create(shipmentBody({ additionalDetails: papers }));
    const skipped = await update(created.id, { status: 'dispatched' }, 409);
    expect(skipped.code).toBe('SHIPMENT_STATUS_INVALID');
    expect(skipped.message).toContain('draft to dispatched');
    await update(created.id, { status: 'ready' });
    expect((await update(created.id, { status: 'draft' })).status).toBe('draft');
    expect((await update(created.id, { status: 'cancelled' })).status).toBe('cancelled');
    const locked = await update(created.id, { status: 'draft' }, 409);
    expect(locked.code).toBe('SHIPMENT_LOCKED');
    expect((await update(created.id, { reference: 'again' }, 409)).code).toBe('SHIPMENT_LOCKED');
  });

  test('dispatch needs the carrier and tracking number; then only the tracking number changes', async () => {
    const ready = await readyShipment();
    const refused = await update(ready.id, { status: 'dispatched' }, 409);
    expect(refused.code).toBe('SHIPMENT_DETAILS_MISSING');
    expect(paths(refused)).toEqual(['carrier', 'trackingNumber']);
    const carrierOnly = await update(ready.id, { status: 'dispatched', carrier: 'Delhivery' }, 409);
    expect(paths(carrierOnly)).toEqual(['trackingNumber']);
    const dispatched = await update(ready.id, {
      status: 'dispatched',
      carrier: 'Delhivery',
      trackingNumber: '1490811234567',
    });
    expect(dispatched).toMatchObject({ status: 'dispatched', carrier: 'Delhivery' });
    expect(Date.parse(dispatched.dispatchedAt)).toBeGreaterThan(Date.now() - 60_000);
    const corrected = await update(ready.id, { trackingNumber: '1490811234568' });
    expect(corrected.trackingNumber).toBe('1490811234568');
    const heavier = await update(ready.id, { weightKg: '30', trackingNumber: '149' }, 409);
    expect(heavier.code).toBe('SHIPMENT_LOCKED');
    expect(paths(heavier)).toEqual(['weightKg']);
    // The whole form sent back unchanged is no change.
    await update(ready.id, { weightKg: '12.500', carrier: 'Delhivery' });
    expect((await update(ready.id, { status: 'draft' }, 409)).code).toBe('SHIPMENT_STATUS_INVALID');
    expect((await update(ready.id, { trackingNumber: null }, 409)).code).toBe(
      'SHIPMENT_DETAILS_MISSING',
    );
    const delivered = await update(ready.id, { status: 'delivered' });
    expect(delivered.status).toBe('delivered');
    expect(Date.parse(delivered.deliveredAt)).toBeGreaterThanOrEqual(
      Date.parse(delivered.dispatchedAt),
    );
    const locked = await update(ready.id, { trackingNumber: '999' }, 409);
    expect(locked.code).toBe('SHIPMENT_LOCKED');
    const moves = (await call('GET', `/history/${ready.id}`))
      .json()
      .data.filter((entry: { action: string }) => entry.action === 'status')
      .map((entry: { after: { status: string } }) => entry.after.status);
    expect(moves).toEqual(['delivered', 'dispatched', 'ready']);
  });

  test('a shipment still in the warehouse can be deleted; a dispatched one cannot', async () => {
    const ready = await readyShipment();
    await update(ready.id, { status: 'dispatched', carrier: 'DTDC', trackingNumber: 'D12345678' });
    const refused = await call('DELETE', `/delete/${ready.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('SHIPMENT_NOT_DELETABLE');

    const draft = await create();
    const deleted = await call('DELETE', `/delete/${draft.id.toLowerCase()}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ id: draft.id });
    expect((await call('GET', `/${draft.id}`)).statusCode).toBe(404);
    const entries = await app.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'shipment' and ${auditLog.entityId} = ${draft.id}`);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
    const anotherReady = await readyShipment();
    expect((await call('DELETE', `/delete/${anotherReady.id}`)).statusCode).toBe(200);
  });
});

describe('who may do what', () => {
  test('a member without shipments permissions is refused; a viewer only reads', async () => {
    const shipment = await create();
    const nobody = await memberWithRole(app, 'no-shipments', { users: { view: true } });
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/export'],
      ['GET', `/${shipment.id}`],
      ['GET', `/history/${shipment.id}`],
      ['GET', `/getIsFilledAdditionalDetails/${shipment.id}`],
      ['POST', '/create'],
      ['PATCH', `/update/${shipment.id}`],
      ['DELETE', `/delete/${shipment.id}`],
    ] as const) {
      const payload =
        method === 'POST' ? shipmentBody() : method === 'PATCH' ? { boxes: 1 } : undefined;
      expect(
        (await call(method, path, payload, nobody.session)).statusCode,
        `${method} ${path}`,
      ).toBe(403);
    }
    const viewer = await memberWithRole(app, 'shipments-viewer', { shipments: { view: true } });
    expect((await call('GET', `/${shipment.id}`, undefined, viewer.session)).statusCode).toBe(200);
    expect((await call('GET', '/export', undefined, viewer.session)).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/update/${shipment.id}`, { boxes: 1 }, viewer.session)).statusCode,
    ).toBe(403);
  });
});

describe('the dispatch notification', () => {
  test('reaches the member who created the shipment, unless they dispatch it themselves', async () => {
    const clerk = await memberWithRole(app, 'shipping-clerk', {
      shipments: { view: true, add: true, edit: true },
    });
    const [member] = await app.database.db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(eq(teamMembers.email, clerk.email));
    const received = () =>
      app.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.memberId, member?.id ?? 0));

    const theirs = await create(shipmentBody({ additionalDetails: papers }), clerk.session);
    await update(theirs.id, { status: 'ready' });
    await update(theirs.id, {
      status: 'dispatched',
      carrier: 'Blue Dart',
      trackingNumber: '77412345678',
    });
    const [notice, ...more] = await received();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      event: 'shipment.dispatched',
      title: `${theirs.id} is dispatched`,
      link: `/shipments/view/${theirs.id}`,
    });
    expect(notice?.body).toContain('Blue Dart');
    expect(notice?.body).toContain('77412345678');

    const own = await create(shipmentBody({ additionalDetails: papers }), clerk.session);
    await update(own.id, { status: 'ready' }, 200, clerk.session);
    await update(
      own.id,
      { status: 'dispatched', carrier: 'DTDC', trackingNumber: 'D87654321' },
      200,
      clerk.session,
    );
    expect(await received()).toHaveLength(1);
  });
});

describe('two thousand shipments', () => {
  let big: TestApp;
  let owner: SignedIn;
  const all = Array.from({ length: 2_000 }, (_, index) => index + 1);
  const statusOf = (i: number) =>
    (['draft', 'ready', 'dispatched', 'delivered', 'cancelled'] as const)[i % 5];
  const carrierOf = (i: number) => (i % 3 === 0 ? 'Blue Dart' : i % 3 === 1 ? 'DTDC' : null);
  // Minutes from 2026-01-10 00:00 IST: every thirtieth shipment is on the 11th in India
  // (18:30 UTC on the 10th and later), the others within the 10th.
  const minutesOf = (i: number) => (i % 30 === 0 ? 1_440 + (i % 7) : (i % 7) * 60);
  const declaredOf = (i: number) => (i % 50) * 1_000 + 0.5;
  const numberOf = (id: string) => Number(id.slice(4));
  let codes: string[];

  const list = async (query: string) => {
    const response = await call('GET', query, undefined, owner, big);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      items: Array<{ id: string; reference: string; status: string }>;
      total: number;
    };
  };

  beforeAll(async () => {
    big = await createTestApp();
    owner = await signIn(big, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    codes = [(await createUser(big, owner)).code, (await createUser(big, owner)).code];
    await big.database.db.execute(sql`
      insert into shipments (code, user_id, reference, consignee_name, consignee_phone,
        consignee_phone_country, address_line1, city, state_code, country_code, postal_code,
        boxes, weight_kg, length_cm, width_cm, height_cm, declared_value, currency, carrier,
        tracking_number, status, created_at)
      select 'SHP-' || lpad(i::text, 6, '0'),
        (select id from users where code = case when i % 4 = 0 then ${codes[1]} else ${codes[0]} end),
        'REF-' || (i % 40), 'Consignee ' || i, '+9198' || lpad(i::text, 8, '0'), 'IN',
        'Line 1', case when i % 10 = 0 then 'Nagpur' else 'Pune' end, 'MH', 'IN', '411001',
        1, (i % 9) + 0.5, 10, 10, 10, (i % 50) * 1000 + 0.5, 'INR',
        case i % 3 when 0 then 'Blue Dart' when 1 then 'DTDC' end,
        case when i % 3 < 2 then 'TRK' || i end,
        (array['draft', 'ready', 'dispatched', 'delivered', 'cancelled'])[i % 5 + 1],
        timestamptz '2026-01-10 00:00:00+05:30'
          + case when i % 30 = 0 then (1440 + i % 7) else (i % 7) * 60 end * interval '1 minute'
      from generate_series(1, 2000) as i`);
    await big.database.db.execute(sql`select setval('shipment_number_seq', 2000)`);
  });
  afterAll(() => big.dispose());

  test('filters count what they match', async () => {
    expect((await list('?pageSize=1')).total).toBe(2_000);
    expect((await list('?status=delivered')).total).toBe(400);
    expect((await list(`?user=${codes[1]?.toLowerCase()}`)).total).toBe(500);
    expect((await list('?carrier=blue%20dart')).total).toBe(all.filter((i) => i % 3 === 0).length);
    expect((await list('?carrier=DTDC&status=draft')).total).toBe(
      all.filter((i) => carrierOf(i) === 'DTDC' && statusOf(i) === 'draft').length,
    );
    expect((await list('?q=nagpur')).total).toBe(200);
    expect((await list('?q=consignee%201999')).total).toBe(1);
    expect((await list('?q=trk100')).total).toBe(
      all.filter((i) => i % 3 < 2 && `TRK${i}`.startsWith('TRK100')).length,
    );
    expect((await list('?q=shp-0019')).total).toBe(100);
    const onThe11th = all.filter((i) => minutesOf(i) >= 1_440).length;
    expect((await list('?from=2026-01-11')).total).toBe(onThe11th);
    expect((await list('?to=2026-01-10')).total).toBe(2_000 - onThe11th);
    expect((await list('?from=2026-01-10&to=2026-01-11')).total).toBe(2_000);
    expect((await list('?from=2026-01-12')).total).toBe(0);
  });

  // Every page is where its cursor says and no shipment shows twice (the list contract's
  // tests); here, that each sort puts the shipments in its order, read whole from the export.
  test('each sort puts the shipments in its order, ties by id in its direction', async () => {
    for (const [sort, key] of [
      ['-declaredValue', (i: number) => -declaredOf(i)],
      ['reference', null],
      ['createdAt', (i: number) => minutesOf(i)],
    ] as const) {
      const response = await call('GET', `/export?sort=${sort}`, undefined, owner, big);
      expect(response.statusCode).toBe(200);
      const seen = parseCsv(response.body)
        .slice(1)
        .map((row) => numberOf(row[0] ?? ''));
      expect(new Set(seen).size, sort).toBe(2_000);
      // Ties follow the id in the sort's direction.
      const tie = (a: number, b: number) => (sort.startsWith('-') ? b - a : a - b);
      if (key) expect(seen, sort).toEqual([...all].sort((a, b) => key(a) - key(b) || tie(a, b)));
    }
    const newest = await list('?pageSize=3');
    expect(newest.items.map((item) => numberOf(item.id))).toEqual(
      [...all].sort((a, b) => minutesOf(b) - minutesOf(a) || b - a).slice(0, 3),
    );
  });

  test('the export writes every shipment of the filters once, in the list’s order', async () => {
    const response = await call('GET', '/export?sort=weightKg', undefined, owner, big);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="shipments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header?.slice(0, 3)).toEqual(['Shipment', 'Reference', 'User']);
    expect(rows.length).toBeGreaterThan(3 * EXPORT_BATCH_SIZE);
    expect(rows.map((row) => numberOf(row[0] ?? ''))).toEqual(
      [...all].sort((a, b) => (a % 9) - (b % 9) || a - b),
    );
    const column = (name: string) => header?.indexOf(name) ?? -1;
    const first = rows[0] ?? [];
    expect(first[column('State')]).toBe('Maharashtra');
    expect(first[column('Country')]).toBe('India');
    expect(first[column('Weight (kg)')]).toBe('0.5');
    expect(first[column('Size L × W × H (cm)')]).toBe('10 × 10 × 10');
    // A phone is text behind an invisible mark, never an apostrophe a spreadsheet shows.
    expect(first[column('Consignee phone')]).toBe(`${PHONE_MARK}+91 98000 00009`);

    const filtered = await call(
      'GET',
      '/export?status=cancelled&carrier=dtdc',
      undefined,
      owner,
      big,
    );
    const cancelled = parseCsv(filtered.body).slice(1);
    expect(cancelled).toHaveLength(
      all.filter((i) => statusOf(i) === 'cancelled' && carrierOf(i) === 'DTDC').length,
    );
    expect(cancelled.every((row) => row[column('Status')] === 'Cancelled')).toBe(true);
  });

  test('the export is an Excel workbook with format=xlsx', async () => {
    const response = await call(
      'GET',
      '/export?format=xlsx&q=consignee%2042&sort=id',
      undefined,
      owner,
      big,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/shipments-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    // exceljs's types predate Node's generic Buffer.
    await workbook.xlsx.load(response.rawPayload as never);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)[0]).toBe('Shipment');
    // Consignee 42 and 420 to 429.
    expect(sheet.rowCount).toBe(12);
    expect(values(2).slice(0, 2)).toEqual(['SHP-000042', 'REF-2']);
  });
});
