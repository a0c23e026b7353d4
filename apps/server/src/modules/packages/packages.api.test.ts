import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import { bearer, type Method, type SignedIn, signIn } from '../../test/auth-helpers.ts';
import { indiaTime, parseCsv } from '../../test/csv.ts';
import { createZone } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';
import {
  createTestApp,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  testEngine,
} from '../../test/test-app.ts';
import { createReferenceService } from '../reference/reference.service.ts';
import { countSubscribers } from '../users/users.service.ts';
import { createZonesService } from '../zones/zones.service.ts';
import { createPackagesService } from './packages.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const { app, admin, call } = fileApp();
const packages = (method: Method, path = '', payload?: object, as?: SignedIn) =>
  call(method, `packages${path}`, payload, as);

const limits = { warehouses: 2, ordersPerMonth: 5000, teamSeats: 5, skus: 1000 };
const gold = {
  code: 'gold-m',
  name: 'Gold monthly',
  description: 'For growing brands',
  currency: 'INR',
  price: '1499.5',
  billingCycle: 'monthly',
  limits,
  features: ['Two warehouses', 'Priority support'],
  rates: [
    { zoneCode: 'SOUTH', perShipment: '45', perKg: '12.5' },
    { zoneCode: 'north', perShipment: '40.25', perKg: '0010' },
  ],
};
const createPackage = async (body: object) => {
  const response = await packages('POST', '', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
};
const history = async (code: string) => (await packages('GET', `/${code}/history`)).json().data;
/** Nothing was written under `code`: no record, and so no history (a 404, as its view). */
async function expectNeverWritten(code: string) {
  const response = await packages('GET', `/${code}/history`);
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json().error.code).toBe('PACKAGE_NOT_FOUND');
}

beforeAll(async () => {
  for (const [code, name] of [
    ['NORTH', 'North India'],
    ['SOUTH', 'South India'],
    ['OLD', 'Old zone'],
  ]) {
    await createZone(app, admin, { code, name });
  }
  await call('POST', 'zones/change-status', { codes: ['OLD'], isActive: false });
});

describe('adding and reading packages', () => {
  test('a package answers its amounts with exactly the currency’s minor digits', async () => {
    const created = await createPackage(gold);
    expect(created).toMatchObject({
      code: 'GOLD-M',
      currency: 'INR',
      price: '1499.50',
      billingCycle: 'monthly',
      limits,
      features: ['Two warehouses', 'Priority support'],
      status: 'active',
      zoneCount: 2,
      subscriberCount: 0,
      // Rates come by zone code, with the zone as the grid shows it.
      rates: [
        {
          zone: { code: 'NORTH', name: 'North India', status: 'active' },
          perShipment: '40.25',
          perKg: '10.00',
        },
        {
          zone: { code: 'SOUTH', name: 'South India', status: 'active' },
          perShipment: '45.00',
          perKg: '12.50',
        },
      ],
    });
    expect((await packages('GET', '/gold-m')).json().data).toEqual(created);
    expect((await packages('GET', '/NO-SUCH')).statusCode).toBe(404);
    const entries = await history('GOLD-M');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'create',
      entity: 'package',
      entityId: 'GOLD-M',
      after: { code: 'GOLD-M', price: '1499.50' },
    });
    expect(entries[0].after).not.toHaveProperty('zoneCount');
    expect(entries[0].after).not.toHaveProperty('subscriberCount');
  });

  test('amounts: digits past the currency’s minor unit, and JSON numbers, are 400s at the field', async () => {
    const refused = async (body: object, path: string) => {
      const response = await packages('POST', '', { ...gold, code: 'AMOUNTS', ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    };
    await refused({ price: '10.123' }, 'price');
    await refused({ currency: 'JPY', price: '1500.5', rates: [] }, 'price');
    await refused({ price: 1499 }, 'price');
    await refused(
      {
        currency: 'JPY',
        price: '1500',
        rates: [{ zoneCode: 'NORTH', perShipment: '40', perKg: '0.5' }],
      },
      'rates.0.perKg',
    );
    await refused({ price: '-1' }, 'price');
    await expectNeverWritten('AMOUNTS');

    const yen = await createPackage({
      ...gold,
      code: 'YEN',
      currency: 'JPY',
      price: '1500',
      rates: [],
    });
    expect(yen.price).toBe('1500');
    const dinar = await createPackage({
      ...gold,
      code: 'DINAR',
      currency: 'KWD',
      price: '1.234',
      rates: [],
    });
    expect(dinar.price).toBe('1.234');
    // The largest amount there is: twelve digits, and the dinar's three decimals.
    const big = await createPackage({
      ...gold,
      code: 'BIG',
      currency: 'KWD',
      price: '999999999999.999',
      rates: [],
    });
    expect(big.price).toBe('999999999999.999');
  });

  test('an unknown currency, zone or an inactive zone is a 400 at its field', async () => {
    const response = await packages('POST', '', {
      ...gold,
      code: 'BAD-REFS',
      currency: 'XYZ',
      price: '10',
      rates: [
        { zoneCode: 'NORTH', perShipment: '1', perKg: '1' },
        { zoneCode: 'NOWHERE', perShipment: '1', perKg: '1' },
        { zoneCode: 'OLD', perShipment: '1', perKg: '1' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { path: 'currency', message: 'There is no currency XYZ' },
        { path: 'rates.1.zoneCode', message: 'There is no zone NOWHERE' },
        { path: 'rates.2.zoneCode', message: 'Zone OLD is inactive' },
      ],
    });
    const twice = await packages('POST', '', {
      ...gold,
      code: 'TWICE',
      rates: [
        { zoneCode: 'NORTH', perShipment: '1', perKg: '1' },
        { zoneCode: 'north', perShipment: '2', perKg: '2' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.details).toEqual([
      { path: 'rates.1.zoneCode', message: 'This zone is priced twice' },
    ]);
    expect((await packages('GET', '?q=BAD-REFS')).json().data.total).toBe(0);
  });

  test('a code already taken is a 409 naming the field, and nothing is written', async () => {
    const taken = await packages('POST', '', { ...gold, code: 'Gold-M', name: 'Another gold' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'PACKAGE_CODE_TAKEN',
      details: [{ path: 'code', message: 'is already used by another package' }],
    });
    expect((await packages('GET', '/GOLD-M')).json().data.name).toBe('Gold monthly');
    expect(await history('GOLD-M')).toHaveLength(1);
  });
});

describe('editing packages', () => {
  test('fields left out stay as they are; rates sent replace the grid', async () => {
    await createPackage({ ...gold, code: 'KEEP' });
    const renamed = await packages('PATCH', '/keep', { name: 'Kept gold' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Kept gold',
      description: 'For growing brands',
      features: ['Two warehouses', 'Priority support'],
      price: '1499.50',
      zoneCount: 2,
    });
    const regrid = await packages('PATCH', '/KEEP', {
      limits: { ...limits, teamSeats: 9 },
      rates: [{ zoneCode: 'SOUTH', perShipment: '50', perKg: '1.5' }],
    });
    expect(regrid.json().data).toMatchObject({
      limits: { ...limits, teamSeats: 9 },
      zoneCount: 1,
      rates: [{ zone: { code: 'SOUTH' }, perShipment: '50.00', perKg: '1.50' }],
    });
    const entries = await history('KEEP');
    expect(entries[0]).toMatchObject({
      action: 'update',
      before: { limits: { teamSeats: 5 } },
      after: {
        limits: { teamSeats: 9 },
        rates: [{ zone: { code: 'SOUTH' }, perShipment: '50.00' }],
      },
    });
    expect(entries[1]).toMatchObject({
      before: { name: 'Gold monthly' },
      after: { name: 'Kept gold' },
    });
  });

  test('amounts sent without a currency are checked against the package’s', async () => {
    await createPackage({ ...gold, code: 'SAME-CURRENCY' });
    const price = await packages('PATCH', '/SAME-CURRENCY', { price: '10.123' });
    expect(price.statusCode).toBe(400);
    expect(price.json().error.details).toEqual([
      { path: 'price', message: 'INR has 2 digits after the point at most' },
    ]);
    const rate = await packages('PATCH', '/SAME-CURRENCY', {
      rates: [{ zoneCode: 'NORTH', perShipment: '1.001', perKg: '1' }],
    });
    expect(rate.statusCode).toBe(400);
    expect(rate.json().error.details[0].path).toBe('rates.0.perShipment');
    const fine = await packages('PATCH', '/SAME-CURRENCY', { price: '1299.9' });
    expect(fine.json().data.price).toBe('1299.90');
  });

  test('a new currency re-checks the amounts kept from before', async () => {
    await createPackage({ ...gold, code: 'TO-YEN' });
    const kept = await packages('PATCH', '/TO-YEN', { currency: 'JPY' });
    expect(kept.statusCode).toBe(400);
    expect(kept.json().error.details).toEqual([
      {
        path: 'price',
        message: 'JPY has no minor unit: enter a whole amount (the price is 1499.50 now)',
      },
      {
        path: 'rates.0.perShipment',
        message: 'Zone NORTH: JPY has no minor unit: enter a whole amount',
      },
      { path: 'rates.1.perKg', message: 'Zone SOUTH: JPY has no minor unit: enter a whole amount' },
    ]);
    const keptRates = await packages('PATCH', '/TO-YEN', { currency: 'JPY', price: '1500' });
    expect(keptRates.statusCode).toBe(400);
    expect(keptRates.json().error.details.map((d: { path: string }) => d.path)).toEqual([
      'rates.0.perShipment',
      'rates.1.perKg',
    ]);
    expect(
      (await packages('PATCH', '/TO-YEN', { currency: 'XYZ' })).json().error.details[0],
    ).toEqual({
      path: 'currency',
      message: 'There is no currency XYZ',
    });
    expect((await packages('GET', '/TO-YEN')).json().data.currency).toBe('INR');
    expect(await history('TO-YEN')).toHaveLength(1);

    const converted = await packages('PATCH', '/TO-YEN', {
      currency: 'JPY',
      price: '1500',
      rates: [
        { zoneCode: 'NORTH', perShipment: '40', perKg: '10' },
        { zoneCode: 'SOUTH', perShipment: '45', perKg: '12' },
      ],
    });
    expect(converted.statusCode).toBe(200);
    expect(converted.json().data).toMatchObject({
      currency: 'JPY',
      price: '1500',
      rates: [
        { perShipment: '40', perKg: '10' },
        { perShipment: '45', perKg: '12' },
      ],
    });
    // Whole amounts fit any currency: back to INR keeps them and shows their paise.
    const back = await packages('PATCH', '/TO-YEN', { currency: 'INR' });
    expect(back.json().data).toMatchObject({
      price: '1500.00',
      rates: [{ perShipment: '40.00' }, {}],
    });
  });

  test('a zone switched off stays priced as it was, but gains no new or changed rate', async () => {
    await createZone(app, admin, { code: 'FADING', name: 'Fading' });
    await createPackage({
      ...gold,
      code: 'FADE',
      rates: [{ zoneCode: 'FADING', perShipment: '5', perKg: '1' }],
    });
    await call('POST', 'zones/change-status', { codes: ['FADING'], isActive: false });
    const read = (await packages('GET', '/FADE')).json().data;
    expect(read.rates).toEqual([
      {
        zone: { code: 'FADING', name: 'Fading', status: 'inactive' },
        perShipment: '5.00',
        perKg: '1.00',
      },
    ]);
    const unchanged = await packages('PATCH', '/FADE', {
      name: 'Fade plan',
      rates: [
        { zoneCode: 'FADING', perShipment: '5.00', perKg: '1' },
        { zoneCode: 'NORTH', perShipment: '1', perKg: '1' },
      ],
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    const changed = await packages('PATCH', '/FADE', {
      rates: [{ zoneCode: 'FADING', perShipment: '6', perKg: '1' }],
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.details).toEqual([
      {
        path: 'rates.0.zoneCode',
        message: 'Zone FADING is inactive: keep its rate as it was, or remove it',
      },
    ]);
    const added = await packages('PATCH', '/FADE', {
      rates: [
        { zoneCode: 'FADING', perShipment: '5', perKg: '1' },
        { zoneCode: 'OLD', perShipment: '1', perKg: '1' },
      ],
    });
    expect(added.json().error.details).toEqual([
      { path: 'rates.1.zoneCode', message: 'Zone OLD is inactive' },
    ]);
  });
});

describe('the packages list', () => {
  test('searches, filters by status, billing cycle and currency, sorts by price and zones', async () => {
    const all = (await packages('GET', '?pageSize=100')).json().data;
    expect(all.total).toBe(all.items.length);
    expect(all.items.every((item: { rates?: unknown }) => item.rates === undefined)).toBe(true);
    const yen = (await packages('GET', '?currency=jpy')).json().data;
    expect(yen.items.map((item: { code: string }) => item.code)).toEqual(['YEN']);
    const byName = (await packages('GET', '?q=kept')).json().data;
    expect(byName.items.map((item: { code: string }) => item.code)).toEqual(['KEEP']);
    expect((await packages('GET', '?q=%25')).json().data.total).toBe(0);
    const byPrice = (await packages('GET', '?currency=KWD&sort=-price')).json().data;
    expect(byPrice.items.map((item: { price: string }) => item.price)).toEqual([
      '999999999999.999',
      '1.234',
    ]);
    const byZones = (await packages('GET', '?sort=-zoneCount&pageSize=1')).json().data;
    expect(byZones.items[0].zoneCount).toBe(2);
    await packages('POST', '/change-status', { codes: ['YEN'], isActive: false });
    const inactive = (await packages('GET', '?status=inactive')).json().data;
    expect(inactive.items.map((item: { code: string }) => item.code)).toEqual(['YEN']);
    const yearly = (await packages('GET', '?billingCycle=yearly')).json().data;
    expect(yearly.total).toBe(0);
    for (const [query, path] of [
      ['?sort=subscriberCount', 'sort'],
      ['?billingCycle=weekly', 'billingCycle'],
      ['?currency=rupees', 'currency'],
    ]) {
      const response = await packages('GET', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.details[0].path, query).toBe(path);
    }
  });

  test('subscription options: every package with its price, to users.view without packages.view', async () => {
    const usersOnly = await memberWithRole(app, 'users-only', { users: { view: true } });
    const response = await packages('GET', '/subscription-options', undefined, usersOnly.session);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContainEqual({
      code: 'GOLD-M',
      name: 'Gold monthly',
      status: 'active',
      currency: 'INR',
      price: '1499.50',
      billingCycle: 'monthly',
    });
    expect((await packages('GET', '', undefined, usersOnly.session)).statusCode).toBe(403);
  });

  test('zone options list every zone with its status, for the rates grid', async () => {
    const options = (await packages('GET', '/zone-options')).json().data;
    expect(options).toContainEqual({ code: 'OLD', name: 'Old zone', status: 'inactive' });
    expect(options).toContainEqual({ code: 'NORTH', name: 'North India', status: 'active' });
  });
});

describe('switching packages on and off', () => {
  test('is answered per code, upper-cased, and audited per change', async () => {
    await createPackage({ ...gold, code: 'TOGGLE' });
    const off = await packages('POST', '/change-status', {
      codes: ['toggle', 'GONE', 'GOLD-M'],
      isActive: true,
    });
    expect(off.json().data.results).toEqual([
      { id: 'TOGGLE', outcome: 'unchanged' },
      { id: 'GONE', outcome: 'not_found', message: 'No package has this code.' },
      { id: 'GOLD-M', outcome: 'unchanged' },
    ]);
    const changed = await packages('POST', '/change-status', {
      codes: ['TOGGLE'],
      isActive: false,
    });
    expect(changed.json().data.results).toEqual([{ id: 'TOGGLE', outcome: 'updated' }]);
    expect((await history('TOGGLE'))[0]).toMatchObject({
      action: 'status',
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
    expect(await history('GOLD-M')).toHaveLength(1);
  });
});

describe('deleting packages', () => {
  test('deletes the package with its rates, audited', async () => {
    await createPackage({ ...gold, code: 'DROP' });
    const zoneBefore = (await call('GET', 'zones/NORTH')).json().data.packageCount;
    const deleted = await packages('DELETE', '/drop');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ message: 'Package DROP deleted.' });
    expect((await packages('GET', '/DROP')).statusCode).toBe(404);
    expect((await call('GET', 'zones/NORTH')).json().data.packageCount).toBe(zoneBefore - 1);
    expect((await history('DROP'))[0]).toMatchObject({
      action: 'delete',
      before: { code: 'DROP', rates: [{ zone: { code: 'NORTH' } }, { zone: { code: 'SOUTH' } }] },
      after: null,
    });
    expect((await packages('DELETE', '/DROP')).statusCode).toBe(404);
  });

  test('a package people are on is refused, saying how many, from the one subscriber count', async () => {
    // Nobody is on a package nobody was given.
    expect(await countSubscribers(app.database.db, [1, 2])).toEqual(new Map());
    await createPackage({ ...gold, code: 'POPULAR' });
    const reference = createReferenceService();
    const counted = (users: number) =>
      createPackagesService({
        db: app.database.db,
        reference,
        zones: createZonesService({ db: app.database.db, reference }),
        subscriberCounts: async (_db, ids) => new Map(ids.map((id) => [id, users])),
      });
    const actor = { memberId: 1 } as Parameters<ReturnType<typeof counted>['remove']>[0];
    const refused = await counted(3)
      .remove(actor, 'POPULAR', '127.0.0.1')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'PACKAGE_IN_USE',
      statusCode: 409,
      message: '3 users are subscribed to this package; deactivate it instead.',
    });
    await expect(counted(1).remove(actor, 'POPULAR', '127.0.0.1')).rejects.toThrow(
      '1 user is subscribed to this package; deactivate it instead.',
    );
    expect((await counted(3).get('POPULAR')).subscriberCount).toBe(3);
    expect((await packages('GET', '/POPULAR')).statusCode).toBe(200);
    expect(await history('POPULAR')).toHaveLength(1);
  });
});

describe('putting a client business on a package', () => {
  test('an active package is given; a deactivated or unknown one is refused', async () => {
    await createPackage({ ...gold, code: 'ON-OFF' });
    const service = createPackagesService({
      db: app.database.db,
      reference: createReferenceService(),
      zones: createZonesService({ db: app.database.db, reference: createReferenceService() }),
      subscriberCounts: countSubscribers,
    });
    const given = await app.database.db.transaction((tx) =>
      service.forNewSubscription(tx, 'on-off'),
    );
    expect(given).toMatchObject({ code: 'ON-OFF', status: 'active' });

    await packages('POST', '/change-status', { codes: ['ON-OFF'], isActive: false });
    const refused = await app.database.db
      .transaction((tx) => service.forNewSubscription(tx, 'ON-OFF'))
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({
      code: 'PACKAGE_INACTIVE',
      statusCode: 409,
      details: [{ path: 'packageCode', message: 'ON-OFF is deactivated' }],
    });
    await expect(
      app.database.db.transaction((tx) => service.forNewSubscription(tx, 'NO-SUCH')),
    ).rejects.toMatchObject({ code: 'PACKAGE_NOT_FOUND' });
  });
});

describe('who may do what', () => {
  test('zones.view without packages.view: zones 200, packages 403', async () => {
    const zonesOnly = await memberWithRole(app, 'zones-only', { zones: { view: true } });
    expect((await call('GET', 'zones', undefined, zonesOnly.session)).statusCode).toBe(200);
    for (const path of ['', '/GOLD-M', '/GOLD-M/history', '/zone-options', '/export']) {
      const response = await packages('GET', path, undefined, zonesOnly.session);
      expect(response.statusCode, path).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
  });

  test('viewing is not exporting, adding, editing or deleting', async () => {
    const viewer = await memberWithRole(app, 'packages-viewer', { packages: { view: true } });
    expect((await packages('GET', '', undefined, viewer.session)).statusCode).toBe(200);
    expect((await packages('GET', '/export', undefined, viewer.session)).statusCode).toBe(403);
    expect((await packages('POST', '', { ...gold, code: 'NOPE' }, viewer.session)).statusCode).toBe(
      403,
    );
    expect((await packages('PATCH', '/GOLD-M', { name: 'Mine' }, viewer.session)).statusCode).toBe(
      403,
    );
    expect(
      (
        await packages(
          'POST',
          '/change-status',
          { codes: ['GOLD-M'], isActive: false },
          viewer.session,
        )
      ).statusCode,
    ).toBe(403);
    expect((await packages('DELETE', '/GOLD-M', undefined, viewer.session)).statusCode).toBe(403);
    const exporter = await memberWithRole(app, 'packages-exporter', {
      packages: { view: true, export: true },
    });
    expect((await packages('GET', '/export', undefined, exporter.session)).statusCode).toBe(200);
  });
});

describe('the packages export', () => {
  test('is CSV with the list’s columns, formula-like cells defused', async () => {
    await createPackage({
      ...gold,
      code: 'FORMULA',
      name: '=cmd|" /C calc"!A0',
      rates: [],
    });
    const response = await packages('GET', '/export?q=formula');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="packages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, row, ...rest] = parseCsv(response.body);
    expect(header).toEqual([
      'Code',
      'Name',
      'Price',
      'Currency',
      'Billing cycle',
      'Warehouses',
      'Orders a month',
      'Team seats',
      'SKUs',
      'Zones',
      'Subscribers',
      'Status',
      'Updated at',
    ]);
    expect(rest).toEqual([]);
    expect(row?.slice(0, 12)).toEqual([
      'FORMULA',
      '\'=cmd|" /C calc"!A0',
      '1499.50',
      'INR',
      'Monthly',
      '2',
      '5000',
      '5',
      '1000',
      '0',
      '0',
      'Active',
    ]);
    const updatedAt = (await packages('GET', '/FORMULA')).json().data.updatedAt;
    expect(row?.[12]).toBe(indiaTime(updatedAt));
  });

  test('is in the API document as text/csv, with the list’s filters', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/v1/admin/packages/export'].get;
    expect(operation.operationId).toBe('packagesExport');
    expect(operation.responses['200'].content).toEqual({
      'text/csv': { schema: { type: 'string' } },
    });
    expect(
      operation.parameters.map((parameter: { name: string }) => parameter.name).sort(),
    ).toEqual(['billingCycle', 'currency', 'q', 'sort', 'status']);
  });
});

/** Packages P00001 … P10000, written in one statement; amounts and cycles repeat, so sorts tie. */
async function insertPackages(target: TestApp, count: number, first = 1) {
  await target.database.db.execute(sql`
    insert into packages (code, name, currency, price, billing_cycle, warehouses, orders_per_month,
      team_seats, skus, status, updated_at)
    select 'P' || lpad(i::text, 5, '0'), 'Plan ' || i, case when i % 2 = 0 then 'INR' else 'JPY' end,
      (i % 50)::numeric, (array['monthly', 'quarterly', 'yearly'])[i % 3 + 1], 1, 100, 1, 10,
      case when i % 4 = 0 then 'inactive' else 'active' end,
      timestamptz '2026-01-01 00:00:00+00' + (i % 7) * interval '1 microsecond'
    from generate_series(${first}::int, ${first + count - 1}::int) as i`);
}

type Summary = {
  code: string;
  price: string;
  billingCycle: string;
  status: string;
  currency: string;
};

describe('ten thousand packages', () => {
  let big: TestApp;
  let owner: SignedIn;
  const list = async (query: string) => {
    const response = await big.inject({
      method: 'GET',
      url: `/api/v1/admin/packages${query}`,
      headers: bearer(owner),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { items: Summary[]; total: number; totalIsEstimate?: boolean };
  };
  let baseUrl = '';
  // Over a real connection, compressed as asked (gzip unless told), with a deadline: an export
  // whose batches never moved on would otherwise stream forever rather than fail.
  const exported = async (query: string, encoding: 'gzip' | 'zstd' | 'identity' = 'gzip') => {
    const response = await fetch(`${baseUrl}/api/v1/admin/packages/export${query}`, {
      headers: { ...bearer(owner), 'accept-encoding': encoding },
      signal: AbortSignal.timeout(30_000),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(
      encoding === 'identity' ? null : encoding,
    );
    return parseCsv(Buffer.from(await response.arrayBuffer()).toString('utf8')).slice(1);
  };
  const numberOf = (code: string) => Number(code.slice(1));
  const expected = (keep: (i: number) => boolean) =>
    Array.from({ length: 10_000 }, (_, index) => index + 1).filter(keep);

  beforeAll(async () => {
    big = await createTestApp();
    owner = await signIn(big, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    await insertPackages(big, 10_000);
    await big.listen({ port: 0, host: '127.0.0.1' });
    const address = big.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => big.dispose());

  test('totals are exact, and each filter counts what it matches', async () => {
    expect(await list('?pageSize=1')).toMatchObject({ total: 10_000 });
    expect((await list('?pageSize=1')).totalIsEstimate).toBeUndefined();
    expect((await list('?billingCycle=yearly')).total).toBe(expected((i) => i % 3 === 2).length);
    expect((await list('?status=inactive')).total).toBe(2_500);
    expect((await list('?currency=JPY')).total).toBe(5_000);
    expect((await list('?currency=JPY&status=inactive')).total).toBe(0);
    expect((await list('?q=P0999')).total).toBe(10);
    expect((await list('?q=plan%201000')).total).toBe(2);
  });

  // Every page is where its cursor says and no record shows twice (the list contract's tests);
  // here, that a sort with ties puts the packages in its order, read whole from the export.
  test('sorted by billing cycle, packages come in its order, ties in the order they were added', async () => {
    const all = await exported('?sort=-billingCycle', 'identity');
    // Yearly first, then quarterly, monthly; within a cycle, in the order they were added.
    const cycle = (i: number) => ['monthly', 'quarterly', 'yearly'][i % 3] ?? '';
    const order = expected(() => true).sort((a, b) => cycle(b).localeCompare(cycle(a)) || a - b);
    expect(all.map((row) => numberOf(row[0] ?? ''))).toEqual(order);
    expect((await list('?pageSize=100&page=101')).items).toEqual([]);
  });

  test('pages of a filtered list sorted by price cover exactly its packages', async () => {
    const keep = (i: number) => i % 3 === 2 && i % 4 === 0;
    const total = expected(keep).length;
    const seen: Summary[] = [];
    for (let page = 1; page <= Math.ceil(total / 100); page++) {
      const data = await list(
        `?billingCycle=yearly&status=inactive&sort=-price&pageSize=100&page=${page}`,
      );
      expect(data.total).toBe(total);
      seen.push(...data.items);
    }
    expect(seen.map((item) => numberOf(item.code))).toEqual(
      expected(keep).sort((a, b) => (b % 50) - (a % 50) || a - b),
    );
    expect(seen.every((item) => item.billingCycle === 'yearly' && item.status === 'inactive')).toBe(
      true,
    );
  });

  test('the export writes every package of the filter once, in the list’s order, batch after batch', async () => {
    const keep = (i: number) => i % 6 === 0;
    expect(expected(keep).length).toBeGreaterThan(3 * EXPORT_BATCH_SIZE);
    const byPrice = await exported('?billingCycle=monthly&currency=INR&sort=-price');
    expect(byPrice.map((row) => numberOf(row[0] ?? ''))).toEqual(
      expected(keep).sort((a, b) => (b % 50) - (a % 50) || a - b),
    );
    expect(byPrice[0]?.slice(2, 5)).toEqual(['48.00', 'INR', 'Monthly']);
    // Times a microsecond apart: a cursor rounded to milliseconds would repeat rows.
    const byTime = await exported('?billingCycle=monthly&currency=INR&sort=updatedAt');
    expect(byTime.map((row) => numberOf(row[0] ?? ''))).toEqual(
      expected(keep).sort((a, b) => (a % 7) - (b % 7) || a - b),
    );
    const all = await exported('');
    expect(all).toHaveLength(10_000);
    expect(new Set(all.map((row) => row[0])).size).toBe(10_000);
  });

  test('the export compressed with zstd, as a browser asks first, is the file sent as it is', async () => {
    const plain = await exported('?sort=-price', 'identity');
    expect(plain).toHaveLength(10_000);
    expect(await exported('?sort=-price', 'zstd')).toEqual(plain);
    expect(await exported('?sort=-price', 'gzip')).toEqual(plain);
  });

  test('past ten thousand matches, the total is flagged as an estimate', async () => {
    await insertPackages(big, 1, 10_001);
    const data = await list('?pageSize=1');
    expect(data.totalIsEstimate).toBe(true);
    expect(data.total).toBeGreaterThan(10_000);
  });
});

// Separate connections race only on PostgreSQL; the embedded database runs one query at a time.
describe.runIf(testEngine === 'postgres')('packages and zones under concurrent changes', () => {
  test('two creations of one code at once: one is created, the other told the code is taken', async () => {
    for (let round = 0; round < 5; round++) {
      const code = `RACE-${round}`;
      const answers = await Promise.all([
        packages('POST', '', { ...gold, code, name: 'First' }),
        packages('POST', '', { ...gold, code, name: 'Second' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort(), `round ${round}`).toEqual([
        201, 409,
      ]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused?.json().error).toMatchObject({
        code: 'PACKAGE_CODE_TAKEN',
        details: [{ path: 'code' }],
      });
      expect(await history(code)).toHaveLength(1);
    }
  });

  test('deleting a zone while a package is given a rate for it: never both', async () => {
    for (let round = 0; round < 5; round++) {
      const zone = `GOING-${round}`;
      await createZone(app, admin, { code: zone });
      const [deleted, priced] = await Promise.all([
        call('DELETE', `zones/${zone}`),
        packages('POST', '', {
          ...gold,
          code: `PRICES-${round}`,
          rates: [{ zoneCode: zone, perShipment: '1', perKg: '1' }],
        }),
      ]);
      if (deleted.statusCode === 200) {
        expect(priced.statusCode, `round ${round}`).toBe(400);
        expect(priced.json().error.details).toEqual([
          { path: 'rates.0.zoneCode', message: `There is no zone ${zone}` },
        ]);
      } else {
        expect(deleted.statusCode, `round ${round}`).toBe(409);
        expect(deleted.json().error.code).toBe('ZONE_IN_USE');
        expect(priced.statusCode).toBe(201);
      }
    }
  });
});
