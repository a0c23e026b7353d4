import { PHONE_MARK } from '@depot/contracts/common';
import { importRowsOf, userImportColumns } from '@depot/contracts/user-import';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { executeRows } from '../../db/client.ts';
import { EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import { bearer, type Method, type SignedIn, signIn } from '../../test/auth-helpers.ts';
import { parseCsv } from '../../test/csv.ts';
import { createPackage, createUser, gstin, type UserBody, userBody } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';
import { addSubscriptionPackages } from '../../test/packages.ts';
import { createTestApp, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const { app, admin, call } = fileApp();
const usersCall = (method: Method, path = '', payload?: object, as?: SignedIn) =>
  call(method, `users${path}`, payload, as);

/** A business as a person types it: the email in mixed case, the state in lower case. */
const kesar = userBody({
  businessName: 'Kesar Naturals Pvt Ltd',
  email: 'Ananya@KesarNaturals.in',
  phoneCountry: 'IN',
  phone: '98200 41127',
  taxId: gstin('27'),
  address: {
    line1: '14, Laxmi Industrial Estate',
    line2: 'Andheri West',
    city: 'Mumbai',
    state: 'mh',
    country: 'IN',
    postalCode: '400053',
  },
  packageCode: 'starter-m',
});
/** A business in Mumbai on the Starter package, with `changes`. */
const business = (changes: Partial<UserBody> = {}) =>
  userBody({ packageCode: 'starter-m', ...changes });
const refusedAt = async (body: UserBody, path: string, status = 400) => {
  const response = await usersCall('POST', '', body);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
  return response.json().error;
};
const history = async (code: string) => (await usersCall('GET', `/${code}/history`)).json().data;

/** A date in the operator's calendar, `days` from today, as PostgreSQL computes it. */
async function operatorDate(target: TestApp, expression: string): Promise<string> {
  const [row] = await executeRows(
    target.database.db,
    sql`select (${sql.raw(`(now() at time zone 'Asia/Kolkata')::date ${expression}`)})::date::text as day`,
  );
  return (row as { day: string }).day;
}

beforeAll(async () => {
  await addSubscriptionPackages(app, admin);
});

describe('adding, reading and editing users', () => {
  test('a user gets the next code, an international phone, and a first plan from today', async () => {
    const created = await createUser(app, admin, kesar);
    const start = await operatorDate(app, '');
    const end = await operatorDate(app, "+ interval '1 month' - interval '1 day'");
    expect(created).toMatchObject({
      businessName: 'Kesar Naturals Pvt Ltd',
      email: 'ananya@kesarnaturals.in',
      phone: '+919820041127',
      phoneCountry: 'IN',
      taxId: kesar.taxId,
      address: { ...kesar.address, state: 'MH' },
      timezone: 'Asia/Kolkata',
      currency: 'INR',
      status: 'active',
      plan: {
        package: { code: 'STARTER-M', name: 'Starter' },
        status: 'active',
        periodStart: start,
        periodEnd: end,
      },
    });
    expect(created.code).toMatch(/^USR-\d{6}$/);
    const next = await createUser(app, admin, business({ packageCode: 'scale-y', taxId: null }));
    expect(Number(next.code.slice(4))).toBe(Number(created.code.slice(4)) + 1);
    expect(next.plan?.periodEnd).toBe(
      await operatorDate(app, "+ interval '12 months' - interval '1 day'"),
    );
    const none = await createUser(app, admin, business({ packageCode: undefined, taxId: '' }));
    expect(none.plan).toBeNull();
    expect(none.taxId).toBeNull();

    expect((await usersCall('GET', `/${created.code.toLowerCase()}`)).json().data).toEqual(created);
    expect((await usersCall('GET', '/USR-999999')).statusCode).toBe(404);
    expect((await usersCall('GET', '/USR-999999')).json().error.code).toBe('USER_NOT_FOUND');
    const entries = await history(created.code);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'create',
      entity: 'user',
      entityId: created.code,
      after: { code: created.code, email: 'ananya@kesarnaturals.in' },
    });
    // Its GSTIN finds it in the list, pasted in lower case.
    const byGstin = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/users?q=${kesar.taxId?.toLowerCase()}`,
      headers: bearer(admin),
    });
    expect(byGstin.json().data.items.map((item: { code: string }) => item.code)).toEqual([
      created.code,
    ]);
  });

  test('an edit changes only what is sent, and is audited with what changed', async () => {
    const user = await createUser(app, admin, business());
    const response = await usersCall('PATCH', `/${user.code}`, {
      contactName: 'Rohan Mehta',
      phoneCountry: 'IN',
      phone: '+91 99870 12345',
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json().data;
    expect(edited).toMatchObject({
      ...user,
      contactName: 'Rohan Mehta',
      phone: '+919987012345',
      updatedAt: expect.any(String),
    });
    const [update] = await history(user.code);
    expect(update).toMatchObject({
      action: 'update',
      before: { contactName: user.contactName, phone: user.phone },
      after: { contactName: 'Rohan Mehta', phone: '+919987012345' },
    });
    expect(Object.keys(update.after).sort()).toEqual(['contactName', 'phone', 'updatedAt']);

    // The phone comes with its country; a new address is checked with the GSTIN it keeps.
    expect((await usersCall('PATCH', `/${user.code}`, { phone: '99870 12345' })).statusCode).toBe(
      400,
    );
    const moved = await usersCall('PATCH', `/${user.code}`, {
      address: { ...kesar.address, city: 'Bengaluru', state: 'KA', postalCode: '560001' },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.details).toEqual([
      { path: 'taxId', message: 'A GSTIN registered in Karnataka starts with 29' },
    ]);
    const movedWithGstin = await usersCall('PATCH', `/${user.code}`, {
      address: { ...kesar.address, city: 'Bengaluru', state: 'KA', postalCode: '560001' },
      taxId: gstin('29'),
    });
    expect(movedWithGstin.statusCode, movedWithGstin.body).toBe(200);
    expect(movedWithGstin.json().data.address.state).toBe('KA');
    expect((await usersCall('PATCH', '/USR-999999', { contactName: 'Nobody' })).statusCode).toBe(
      404,
    );
  });

  test('an email already used, whatever its case, is a 409 naming the field', async () => {
    const first = await createUser(app, admin, business({ email: 'orders@tulsihome.in' }));
    const error = await refusedAt(business({ email: 'Orders@TulsiHome.in' }), 'email', 409);
    expect(error.code).toBe('USER_EMAIL_TAKEN');
    const other = await createUser(app, admin, business());
    const edit = await usersCall('PATCH', `/${other.code}`, { email: 'ORDERS@tulsihome.in' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.details).toEqual([
      { path: 'email', message: 'is already used by another user' },
    ]);
    // Its own email again is no conflict.
    const same = await usersCall('PATCH', `/${first.code}`, { email: 'orders@tulsihome.in' });
    expect(same.statusCode).toBe(200);
  });

  test('GSTINs: a wrong check character, or another state’s, is refused at taxId', async () => {
    const good = gstin('27');
    const wrongCheck = `${good.slice(0, 14)}${good[14] === 'A' ? 'B' : 'A'}`;
    const error = await refusedAt(business({ taxId: wrongCheck }), 'taxId');
    expect(error.details[0].message).toMatch(/last character/);
    const otherState = await refusedAt(business({ taxId: gstin('29') }), 'taxId');
    expect(otherState.details).toEqual([
      { path: 'taxId', message: 'A GSTIN registered in Maharashtra starts with 27' },
    ]);
    // Outside India any tax id goes.
    const dubai = await createUser(
      app,
      admin,
      business({
        taxId: 'TRN 100234567800003',
        phoneCountry: 'AE',
        phone: '050 123 4567',
        address: {
          line1: 'Office 1204, Bay Square',
          city: 'Dubai',
          state: 'DU',
          country: 'AE',
          postalCode: '00000',
        },
        packageCode: undefined,
      }),
    );
    expect(dubai.taxId).toBe('TRN 100234567800003');
  });

  test('a PIN code of another state, or none India Post knows, is refused at address.postalCode', async () => {
    const bengaluru = { ...kesar.address, city: 'Bengaluru', state: 'KA' };
    const error = await refusedAt(
      business({ taxId: gstin('29'), address: { ...bengaluru, postalCode: '400001' } }),
      'address.postalCode',
    );
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        {
          path: 'address.postalCode',
          message: '400001 is a PIN code in Maharashtra, not Karnataka',
        },
      ],
    });
    const unknown = await refusedAt(
      business({ address: { ...kesar.address, postalCode: '999999' } }),
      'address.postalCode',
    );
    expect(unknown.details).toEqual([
      { path: 'address.postalCode', message: 'No PIN code 999999 is known: check it for a typo' },
    ]);
    // An edit of the address is checked alike, and changes nothing.
    const user = await createUser(app, admin, business());
    const moved = await usersCall('PATCH', `/${user.code}`, {
      address: { ...kesar.address, postalCode: '560001' },
    });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().error.details).toEqual([
      { path: 'address.postalCode', message: '560001 is a PIN code in Karnataka, not Maharashtra' },
    ]);
    const kept = await usersCall('GET', `/${user.code}`);
    expect(kept.json().data.address.postalCode).toBe(user.address.postalCode);
  });

  test('a phone that is not real for its country, or another country’s, is refused at phone', async () => {
    await refusedAt(business({ phone: '5555 55555' }), 'phone');
    await refusedAt(business({ phone: '98200 4112' }), 'phone');
    await refusedAt(business({ phone: '+44 20 7946 0958' }), 'phone');
  });

  test('an unknown state or country is refused at its field', async () => {
    await refusedAt(business({ address: { ...kesar.address, state: 'ZZ' } }), 'address.state');
    await refusedAt(
      business({ taxId: null, address: { ...kesar.address, country: 'XX' } }),
      'address.country',
    );
  });

  test('the time zone and currency default from the country; given ones are checked', async () => {
    const singapore = {
      phoneCountry: 'SG',
      phone: '8123 4567',
      taxId: null,
      address: {
        line1: '10 Anson Road',
        city: 'Singapore',
        state: '01',
        country: 'SG',
        postalCode: '079903',
      },
      packageCode: undefined,
    };
    const defaulted = await createUser(app, admin, business(singapore));
    expect(defaulted).toMatchObject({ timezone: 'Asia/Singapore', currency: 'SGD' });
    const chosen = await createUser(
      app,
      admin,
      business({ ...singapore, timezone: 'Asia/Kolkata', currency: 'USD' }),
    );
    expect(chosen).toMatchObject({ timezone: 'Asia/Kolkata', currency: 'USD' });
    await refusedAt(business({ ...singapore, timezone: 'Mars/Olympus_Mons' }), 'timezone');
    await refusedAt(business({ ...singapore, currency: 'XYZ' }), 'currency');
    const edit = await usersCall('PATCH', `/${chosen.code}`, { timezone: 'Nowhere/City' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.details[0].path).toBe('timezone');
  });

  test('a deactivated or unknown package is refused at packageCode, and nothing is written', async () => {
    const before = (await usersCall('GET', '?pageSize=1')).json().data.total;
    const inactive = await refusedAt(business({ packageCode: 'lite-m' }), 'packageCode', 409);
    expect(inactive.code).toBe('PACKAGE_INACTIVE');
    const unknown = await refusedAt(business({ packageCode: 'NO-SUCH' }), 'packageCode', 404);
    expect(unknown.code).toBe('PACKAGE_NOT_FOUND');
    expect((await usersCall('GET', '?pageSize=1')).json().data.total).toBe(before);
  });
});

describe('packages with subscribers', () => {
  test('count who is on them, and cannot be deleted', async () => {
    await createPackage(app, admin, { code: 'TAKEN-M', name: 'Taken' });
    await createUser(app, admin, business({ packageCode: 'TAKEN-M' }));
    expect((await call('GET', 'packages/TAKEN-M')).json().data.subscriberCount).toBe(1);
    const refused = await call('DELETE', 'packages/TAKEN-M');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'PACKAGE_IN_USE',
      message: '1 user is subscribed to this package; deactivate it instead.',
    });
    // An expired plan is no subscription, but the history keeps the package.
    await app.database.db.execute(
      sql`update user_plans set period_start = period_start - 60, period_end = period_end - 60
          where package_id = (select id from packages where code = 'TAKEN-M')`,
    );
    expect((await call('GET', 'packages/TAKEN-M')).json().data.subscriberCount).toBe(0);
    const kept = await call('DELETE', 'packages/TAKEN-M');
    expect(kept.statusCode).toBe(409);
    expect(kept.json().error.code).toBe('PACKAGE_IN_USE');
  });
});

describe('switching users on and off', () => {
  test('is answered per code, upper-cased, and audited per change', async () => {
    const one = await createUser(app, admin, business());
    const two = await createUser(app, admin, business());
    await usersCall('POST', '', {});
    const response = await call('POST', 'settings/change-active-status', {
      type: 'user',
      ids: [one.code.toLowerCase(), two.code, 'USR-999999', one.code],
      isActive: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.results).toEqual([
      { id: one.code, outcome: 'updated' },
      { id: two.code, outcome: 'updated' },
      { id: 'USR-999999', outcome: 'not_found', message: 'No user has this code.' },
    ]);
    const again = await call('POST', 'settings/change-active-status', {
      type: 'user',
      ids: [one.code],
      isActive: false,
    });
    expect(again.json().data.results).toEqual([{ id: one.code, outcome: 'unchanged' }]);
    expect((await usersCall('GET', `/${one.code}`)).json().data.status).toBe('inactive');
    const [entry] = await history(one.code);
    expect(entry).toMatchObject({
      action: 'status',
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
    const inactive = (await usersCall('GET', `?status=inactive&pageSize=100`)).json().data;
    expect(inactive.items.map((item: { code: string }) => item.code).sort()).toEqual(
      [one.code, two.code].sort(),
    );
  });
});

describe('who may do what', () => {
  test('users.view reads but does not export, add or edit; the status needs users.edit', async () => {
    const user = await createUser(app, admin, business());
    const viewer = await memberWithRole(app, 'users-viewer', { users: { view: true } });
    for (const path of ['', `/${user.code}`, `/${user.code}/history`]) {
      expect((await usersCall('GET', path, undefined, viewer.session)).statusCode, path).toBe(200);
    }
    expect((await usersCall('GET', '/export', undefined, viewer.session)).statusCode).toBe(403);
    expect((await usersCall('POST', '', business(), viewer.session)).statusCode).toBe(403);
    expect(
      (await usersCall('PATCH', `/${user.code}`, { contactName: 'X Y' }, viewer.session))
        .statusCode,
    ).toBe(403);
    const status = await call(
      'POST',
      'settings/change-active-status',
      { type: 'user', ids: [user.code], isActive: false },
      viewer.session,
    );
    expect(status.statusCode).toBe(403);
    const exporter = await memberWithRole(app, 'users-exporter', {
      users: { view: true, export: true },
    });
    expect((await usersCall('GET', '/export', undefined, exporter.session)).statusCode).toBe(200);
    const packagesOnly = await memberWithRole(app, 'packages-only', { packages: { view: true } });
    expect((await usersCall('GET', '', undefined, packagesOnly.session)).statusCode).toBe(403);
  });
});

describe('the users export', () => {
  test('is CSV with readable columns, formula-like cells defused', async () => {
    const user = await createUser(
      app,
      admin,
      business({ businessName: '=HYPERLINK("http://x")', contactName: '@Chirag Shah' }),
    );
    const response = await usersCall('GET', `/export?q=${encodeURIComponent(user.code)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, row, ...rest] = parseCsv(response.body);
    // The import template's columns, in its order and under its headers, between the code and
    // what only an export has.
    expect(header).toEqual([
      'Code',
      ...userImportColumns.map((column) => column.header),
      'Plan status',
      'Period end',
      'Status',
      'Created at',
    ]);
    expect(rest).toEqual([]);
    expect(row).toEqual([
      user.code,
      '\'=HYPERLINK("http://x")',
      "'@Chirag Shah",
      user.email,
      // A leading + would start a formula: an invisible mark makes the phone text.
      `${PHONE_MARK}+91 98200 41127`,
      'IN',
      user.taxId,
      user.address.line1,
      '',
      'Mumbai',
      'Maharashtra',
      'India',
      user.address.postalCode,
      'Asia/Kolkata',
      'INR',
      'STARTER-M',
      'Active',
      user.plan?.periodEnd,
      'Active',
      // The organisation's wall-clock time (India's), with its offset.
      `${new Date(Date.parse(user.createdAt) + 330 * 60_000).toISOString().slice(0, 19)}+05:30`,
    ]);
  });

  test('imports again: every template column is read back as it was written', async () => {
    const originals = [
      await createUser(app, admin, { ...kesar, email: 'ananya.exported@kesarnaturals.in' }),
      await createUser(
        app,
        admin,
        business({
          businessName: 'Nilgiri Spice Traders, Coonoor',
          contactName: 'Meera "Mimi" Iyer',
          email: 'meera@nilgiri-spice.in',
          phone: '80 4110 2233',
          taxId: null,
          address: {
            line1: '3/41 Wellington Road',
            line2: null,
            city: 'Bengaluru',
            state: 'KA',
            country: 'IN',
            postalCode: '560001',
          },
          packageCode: undefined,
        }),
      ),
    ];
    let headers: string[] = [];
    const records: Record<string, string>[] = [];
    for (const original of originals) {
      const exported = await usersCall('GET', `/export?q=${original.code}`);
      expect(exported.statusCode).toBe(200);
      const [header = [], ...cells] = parseCsv(exported.body);
      headers = header;
      for (const values of cells) {
        records.push(Object.fromEntries(header.map((name, at) => [name, values[at] ?? ''])));
      }
    }
    const file = importRowsOf(headers, records);
    expect(file.missingHeaders).toEqual([]);
    expect(file.ignoredHeaders).toEqual([
      'Code',
      'Plan status',
      'Period end',
      'Status',
      'Created at',
    ]);
    // Corrected as a person would before importing: new emails, the rest as exported.
    const rows = file.rows.map((row) => ({ ...row, email: `copy.${row.email}` }));
    const imported = await call('POST', 'users/import', { rows, dryRun: false });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toMatchObject({ created: originals.length, problemCount: 0 });
    for (const original of originals) {
      const found = await usersCall('GET', `?q=${encodeURIComponent(`copy.${original.email}`)}`);
      const [copy] = found.json().data.items;
      const fields = ({ code, email, createdAt, updatedAt, plan, ...rest }: typeof original) => ({
        ...rest,
        package: plan?.package.code ?? null,
      });
      expect(fields(copy)).toEqual(fields(original));
    }
  });

  test('is an Excel workbook with format=xlsx: the same rows, text kept as text', async () => {
    const user = await createUser(
      app,
      admin,
      business({
        businessName: '=SUM(A1:A9)',
        contactName: 'Ritu Malhotra',
        email: 'ritu@xlsx.in',
      }),
    );
    const response = await usersCall(
      'GET',
      `/export?format=xlsx&q=${encodeURIComponent(user.code)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    // exceljs's types predate Node's generic Buffer.
    await workbook.xlsx.load(response.rawPayload as never);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    expect(sheet.name).toBe('users');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)[0]).toBe('Code');
    expect(values(2).slice(0, 5)).toEqual([
      user.code,
      // A string cell, not a formula: the workbook cannot run it.
      '=SUM(A1:A9)',
      'Ritu Malhotra',
      'ritu@xlsx.in',
      '+91 98200 41127',
    ]);
    expect(sheet.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.rowCount).toBe(2);
    // Delivered whole, the export is announced to whoever asked for it, with its rows.
    await expect
      .poll(async () => {
        const drawer = await app.inject({
          method: 'GET',
          url: '/api/v1/admin/notifications',
          headers: bearer(admin),
        });
        return (drawer.json().data.items as Array<{ event: string; title: string; body: string }>)
          .filter((item) => item.event === 'report.ready')
          .map((item) => `${item.title}: ${item.body}`);
      })
      .toContainEqual(
        expect.stringMatching(
          /^Users export is ready: users-\d{4}-\d{2}-\d{2}\.xlsx holds 1 row\.$/,
        ),
      );
  });

  test('refuses a format it cannot write', async () => {
    const response = await usersCall('GET', '/export?format=pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('ten thousand users', () => {
  let big: TestApp;
  let owner: SignedIn;
  type Item = {
    code: string;
    businessName: string;
    plan: { status: string; periodEnd: string } | null;
  };
  const list = async (query: string) => {
    const response = await call('GET', `users${query}`, undefined, owner, big);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { items: Item[]; total: number; totalIsEstimate?: boolean };
  };
  const numberOf = (code: string) => Number(code.slice(4));
  const all = Array.from({ length: 10_000 }, (_, index) => index + 1);
  // The plans the insert below gives: none for every tenth user, else a period ending
  // (i % 40) - 20 days from today, cancelled for every thirteenth.
  const offset = (i: number) => (i % 40) - 20;
  const planStatusOf = (i: number) => {
    if (i % 10 === 0) return null;
    if (i % 13 === 0) return 'cancelled';
    if (offset(i) < 0) return 'expired';
    if (offset(i) < 14) return 'expiring';
    return 'active';
  };
  const packageOf = (i: number) => ['LITE-M', 'STARTER-M', 'SCALE-Y'][i % 3];

  beforeAll(async () => {
    big = await createTestApp();
    owner = await signIn(big, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    for (const plan of [
      { code: 'STARTER-M' },
      { code: 'SCALE-Y', billingCycle: 'yearly' as const },
      { code: 'LITE-M' },
      { code: 'OLD-M' },
    ]) {
      await createPackage(big, owner, plan);
    }
    await big.database.db.execute(sql`
      insert into users (code, business_name, contact_name, email, phone, phone_country,
        address_line1, city, state_code, country_code, postal_code, timezone, currency, status,
        created_at)
      select 'USR-' || lpad(i::text, 6, '0'), 'Business ' || (i % 100), 'Contact ' || i,
        'u' || i || '@bulk.test', '+9198' || lpad(i::text, 8, '0'), 'IN', 'Line 1', 'Pune', 'MH',
        case when i % 5 = 0 then 'AE' else 'IN' end, '411001', 'Asia/Kolkata', 'INR',
        case when i % 4 = 0 then 'inactive' else 'active' end,
        timestamptz '2026-01-01 00:00:00+00' + (i % 7) * interval '1 microsecond'
      from generate_series(1, 10000) as i`);
    await big.database.db.execute(sql`
      with today as (select (now() at time zone 'Asia/Kolkata')::date as day)
      insert into user_plans (user_id, package_id, period_start, period_end, cancelled_at)
      select u.id, p.id, today.day + (i % 40) - 50, today.day + (i % 40) - 20,
        case when i % 13 = 0 then now() end
      from generate_series(1, 10000) as i
      join users u on u.code = 'USR-' || lpad(i::text, 6, '0')
      join packages p on p.code = (array['LITE-M', 'STARTER-M', 'SCALE-Y'])[i % 3 + 1]
      cross join today
      where i % 10 <> 0
      union all
      -- An earlier plan for every seventh user on a plan: history, never the current plan.
      select u.id, p.id, today.day - 400, today.day - 370, null
      from generate_series(1, 10000) as i
      join users u on u.code = 'USR-' || lpad(i::text, 6, '0')
      join packages p on p.code = 'OLD-M'
      cross join today
      where i % 7 = 0 and i % 10 <> 0`);
    await big.database.db.execute(sql`select setval('user_number_seq', 10000)`);
  });
  afterAll(() => big.dispose());

  test('totals are exact, and each filter counts what it matches', async () => {
    expect(await list('?pageSize=1')).toMatchObject({ total: 10_000 });
    expect((await list('?pageSize=1')).totalIsEstimate).toBeUndefined();
    expect((await list('?status=inactive')).total).toBe(2_500);
    expect((await list('?country=AE')).total).toBe(2_000);
    expect((await list('?country=AE&status=inactive')).total).toBe(500);
    for (const status of ['active', 'expiring', 'expired', 'cancelled']) {
      expect((await list(`?planStatus=${status}`)).total, status).toBe(
        all.filter((i) => planStatusOf(i) === status).length,
      );
    }
    expect((await list('?package=starter-m')).total).toBe(
      all.filter((i) => i % 10 !== 0 && packageOf(i) === 'STARTER-M').length,
    );
    expect((await list('?package=OLD-M')).total).toBe(0);
    expect((await list('?package=SCALE-Y&planStatus=expiring&status=active')).total).toBe(
      all.filter((i) => packageOf(i) === 'SCALE-Y' && planStatusOf(i) === 'expiring' && i % 4 !== 0)
        .length,
    );
  });

  test('searches name, contact, email, code and the digits of a phone', async () => {
    expect((await list('?q=business%2042')).total).toBe(100);
    expect((await list('?q=contact%209999')).total).toBe(1);
    expect((await list('?q=u123@')).total).toBe(1);
    expect((await list('?q=usr-00999')).total).toBe(10);
    const byPhone = await list(`?q=${encodeURIComponent('98 0000 4242')}`);
    expect(byPhone.items.map((item) => item.code)).toEqual(['USR-004242']);
    expect((await list(`?q=${encodeURIComponent('+91 98000 04242')}`)).total).toBe(1);
    expect((await list(`?q=${encodeURIComponent('098000-04242')}`)).total).toBe(1);
  });

  test('each user’s plan status is the current plan’s', async () => {
    for (const i of [1, 7, 13, 14, 20, 26, 35, 39, 49, 91]) {
      const code = `USR-${String(i).padStart(6, '0')}`;
      const [item] = (await list(`?q=${code}`)).items;
      expect(item?.plan?.status ?? null, code).toBe(planStatusOf(i));
    }
  });

  // Every page is where its cursor says and no record shows twice (the list contract's tests);
  // here, that each sort puts the users in its order, read whole from the export, which holds
  // the list's rows in the list's order.
  const exportedRows = async (query: string) => {
    const response = await call('GET', `users/export${query}`, undefined, owner, big);
    expect(response.statusCode).toBe(200);
    return parseCsv(response.body).slice(1);
  };
  /** The users' numbers, in the file's order. */
  const exported = async (query: string) =>
    (await exportedRows(query)).map((row) => numberOf(row[0] ?? ''));

  test('sorted by a field with ties, users come in its order, ties by code', async () => {
    const name = (i: number) => `Business ${i % 100}`;
    // Ties follow the id in the sort's direction: descending here.
    expect(await exported('?sort=-businessName')).toEqual(
      [...all].sort((a, b) => name(b).localeCompare(name(a), 'en') || b - a),
    );
  });

  test('sorted by period end, a filter’s users come in its order, with no plan last', async () => {
    const active = all.filter((i) => i % 4 !== 0);
    const end = (i: number) => (i % 10 === 0 ? Number.POSITIVE_INFINITY : offset(i));
    expect(await exported('?status=active&sort=periodEnd')).toEqual(
      [...active].sort((a, b) => end(a) - end(b) || a - b),
    );
    // The list's own last page ends with them too.
    const last = await list('?status=active&sort=periodEnd&pageSize=100&page=75');
    expect(last.items.map((item) => item.plan)).toEqual(last.items.map(() => null));
  });

  test('the export writes every user of a filter once, in the list’s order, batch after batch', async () => {
    const expiredOrActive = all.filter((i) =>
      ['expired', 'active'].includes(planStatusOf(i) ?? ''),
    );
    expect(expiredOrActive.length).toBeGreaterThan(0);
    const rows = await exportedRows('?planStatus=expired&sort=-periodEnd');
    const expired = all.filter((i) => planStatusOf(i) === 'expired');
    expect(expired.length).toBeGreaterThan(2 * EXPORT_BATCH_SIZE);
    expect(rows.map((row) => numberOf(row[0] ?? ''))).toEqual(
      [...expired].sort((a, b) => offset(b) - offset(a) || b - a),
    );
    // The plan's status follows the code and the import template's columns.
    expect(rows.every((row) => row[userImportColumns.length + 1] === 'Expired')).toBe(true);
    const byTime = await exportedRows('?sort=createdAt');
    expect(byTime).toHaveLength(10_000);
    expect(byTime.map((row) => numberOf(row[0] ?? ''))).toEqual(
      [...all].sort((a, b) => (a % 7) - (b % 7) || a - b),
    );
  });
});
