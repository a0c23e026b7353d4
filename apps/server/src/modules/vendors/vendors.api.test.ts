import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Method, SignedIn } from '../../test/auth-helpers.ts';
import { parseCsv } from '../../test/csv.ts';
import { createUser, createVendor, gstin, vendorBody } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';

const { app, admin, call } = fileApp();

const vendors = (method: Method, path = '', payload?: object, session?: SignedIn) =>
  call(method, `vendors${path}`, payload, session);
const history = async (code: string) => (await vendors('GET', `/${code}/history`)).json().data;

/** Two clients of their own, and one deactivated, made once for the file. */
let kesar: string;
let neel: string;
let closed: string;
beforeAll(async () => {
  kesar = (await createUser(app, admin, { businessName: 'Kesar Naturals' })).code;
  neel = (await createUser(app, admin, { businessName: 'Neel Apparel', taxId: null })).code;
  closed = (await createUser(app, admin, { businessName: 'Closed Co', taxId: null })).code;
  const off = await call('POST', 'settings/change-active-status', {
    type: 'user',
    ids: [closed],
    isActive: false,
  });
  expect(off.statusCode, off.body).toBe(200);
});

describe('adding, reading and editing vendors', () => {
  test('a vendor gets the next code, its client by name, its phone in international form', async () => {
    const body = vendorBody(kesar, { name: 'Herbochem Formulations', taxId: null });
    const vendor = await createVendor(app, admin, kesar, {
      name: '  Herbochem Formulations ',
      email: 'Sales@Herbochem.TEST',
      taxId: ` ${gstin('27', 'AABCK1234A').toLowerCase()}`,
    });
    expect(vendor).toMatchObject({
      code: expect.stringMatching(/^VEN-\d{6}$/),
      user: { code: kesar, businessName: 'Kesar Naturals' },
      name: 'Herbochem Formulations',
      contactName: body.contactName,
      email: 'sales@herbochem.test',
      phone: '+919822345671',
      phoneCountry: 'IN',
      taxId: gstin('27', 'AABCK1234A'),
      address: { line1: body.address.line1, line2: null, state: 'MH', postalCode: '421302' },
      status: 'active',
    });
    const read = await vendors('GET', `/ ${vendor.code.toLowerCase()} `);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(vendor);
    const [created] = await history(vendor.code);
    expect(created).toMatchObject({
      action: 'create',
      entity: 'vendor',
      entityId: vendor.code,
      actor: { employeeId: 'EMP-0001' },
      after: { name: 'Herbochem Formulations', user: { code: kesar } },
    });
    expect((await vendors('GET', '/VEN-999999')).statusCode).toBe(404);
  });

  test('an edit changes only what is sent, keeps the client, and is audited with what changed', async () => {
    const vendor = await createVendor(app, admin, kesar);
    const edited = await vendors('PATCH', `/${vendor.code}`, {
      contactName: 'Sunita Patil',
      phoneCountry: 'IN',
      phone: '+91 90040 12345',
      // The client is fixed: a body naming another is read without it.
      userCode: neel,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: vendor.name,
      contactName: 'Sunita Patil',
      phone: '+919004012345',
      taxId: vendor.taxId,
      user: { code: kesar },
    });
    const moved = await vendors('PATCH', `/${vendor.code}`, {
      address: { ...vendor.address, city: 'Bengaluru', state: 'KA', postalCode: '560001' },
      taxId: gstin('29'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [last, first] = await history(vendor.code);
    expect(first).toMatchObject({
      action: 'update',
      before: { contactName: 'Ramesh Patil', phone: '+919822345671' },
      after: { contactName: 'Sunita Patil', phone: '+919004012345' },
    });
    expect(first.before).not.toHaveProperty('name');
    expect(last.after).toMatchObject({ address: { city: 'Bengaluru', state: 'KA' } });
  });
});

describe('what a vendor is refused', () => {
  const address = vendorBody('USR-000001').address;
  // Its PAN is random, so its right check character may be any: the wrong one is another.
  const good = gstin('27');
  test.each([
    {
      case: 'a GSTIN of another state than the address’s',
      body: { taxId: gstin('29') },
      status: 400,
      path: 'taxId',
      message: 'A GSTIN registered in Maharashtra starts with 27',
    },
    {
      case: 'a GSTIN whose last character does not match',
      body: { taxId: `${good.slice(0, 14)}${good[14] === '0' ? '1' : '0'}` },
      status: 400,
      path: 'taxId',
    },
    {
      case: 'a PIN code of another state',
      body: { address: { ...address, postalCode: '560001' } },
      status: 400,
      path: 'address.postalCode',
      message: '560001 is a PIN code in Karnataka, not Maharashtra',
    },
    {
      case: 'a PIN code of the wrong shape',
      body: { address: { ...address, postalCode: '04213' } },
      status: 400,
      path: 'address.postalCode',
    },
    {
      case: 'a state the country does not have',
      body: { address: { ...address, state: 'ZZ' } },
      status: 400,
      path: 'address.state',
    },
    {
      case: 'a phone number that is not real for its country',
      body: { phone: '55555 55555' },
      status: 400,
      path: 'phone',
    },
    { case: 'no name', body: { name: ' ' }, status: 400, path: 'name' },
    { case: 'an email that is none', body: { email: 'sales-at-x' }, status: 400, path: 'email' },
    { case: 'no client', body: { userCode: 'kesar' }, status: 400, path: 'userCode' },
    {
      case: 'a client that does not exist',
      body: { userCode: 'USR-999999' },
      status: 404,
      path: 'userCode',
    },
  ])('$case is a $status at $path, and nothing is written', async (refused) => {
    const before = (await vendors('GET', '?pageSize=1')).json().data.total;
    const response = await vendors('POST', '', { ...vendorBody(kesar), ...refused.body });
    expect(response.statusCode, response.body).toBe(refused.status);
    const { details } = response.json().error;
    expect(details.map((detail: { path: string }) => detail.path)).toContain(refused.path);
    if (refused.message) {
      expect(details.find((detail: { path: string }) => detail.path === refused.path).message).toBe(
        refused.message,
      );
    }
    expect((await vendors('GET', '?pageSize=1')).json().data.total).toBe(before);
  });

  test('a deactivated client takes no new vendor', async () => {
    const response = await vendors('POST', '', vendorBody(closed));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'USER_INACTIVE',
      details: [{ path: 'userCode' }],
    });
  });

  test('an edit is checked whole: a GSTIN kept with a new state, a phone without its country', async () => {
    const vendor = await createVendor(app, admin, kesar);
    const newState = await vendors('PATCH', `/${vendor.code}`, {
      address: { ...vendor.address, city: 'Chennai', state: 'TN', postalCode: '600001' },
    });
    expect(newState.statusCode).toBe(400);
    expect(newState.json().error.details).toEqual([
      { path: 'taxId', message: 'A GSTIN registered in Tamil Nadu starts with 33' },
    ]);
    const newGstin = await vendors('PATCH', `/${vendor.code}`, { taxId: gstin('07') });
    expect(newGstin.statusCode).toBe(400);
    expect(newGstin.json().error.details[0].path).toBe('taxId');
    const phoneAlone = await vendors('PATCH', `/${vendor.code}`, { phone: '98200 41127' });
    expect(phoneAlone.statusCode).toBe(400);
    expect(phoneAlone.json().error.details[0].path).toBe('phone');
    expect(await history(vendor.code)).toHaveLength(1);
  });

  test('a name is the client’s once, whatever its case: a 409 at the name, others may share it', async () => {
    await createVendor(app, admin, kesar, { name: 'Malabar Spice Traders' });
    const again = await vendors('POST', '', vendorBody(kesar, { name: 'MALABAR spice traders' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CONFLICT',
      details: [{ path: 'name' }],
    });
    // Another client's vendor of the same name is another vendor.
    const other = await createVendor(app, admin, neel, {
      name: 'Malabar Spice Traders',
      taxId: null,
    });
    const second = await createVendor(app, admin, kesar, { name: 'Malabar Spices' });
    const renamed = await vendors('PATCH', `/${second.code}`, { name: 'malabar Spice Traders' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.details[0].path).toBe('name');
    // Its own name, in another case, is no conflict.
    const recased = await vendors('PATCH', `/${other.code}`, { name: 'MALABAR SPICE TRADERS' });
    expect(recased.statusCode, recased.body).toBe(200);
  });
});

describe('the vendors list and export', () => {
  let listed: { bhiwandi: string; pune: string; switchedOff: string };
  beforeAll(async () => {
    const bhiwandi = await createVendor(app, admin, neel, {
      name: 'Listed Bhiwandi Boxes',
      contactName: 'Zoya Listed',
    });
    const pune = await createVendor(app, admin, neel, {
      name: 'Listed Pune Pet Supplies',
      phone: '97654 32109',
      taxId: null,
      address: {
        line1: '7, FC Road',
        city: 'Pune',
        state: 'MH',
        country: 'IN',
        postalCode: '411004',
      },
    });
    const switchedOff = await createVendor(app, admin, neel, { name: 'Listed Agra Footwear' });
    await vendors('POST', '/change-status', { codes: [switchedOff.code], isActive: false });
    listed = { bhiwandi: bhiwandi.code, pune: pune.code, switchedOff: switchedOff.code };
  });
  const codes = async (query: string) =>
    (await vendors('GET', `?${query}`))
      .json()
      .data.items.map((vendor: { code: string }) => vendor.code);

  test.each([
    ['a name', 'q=listed&sort=name', () => [listed.switchedOff, listed.bhiwandi, listed.pune]],
    ['a contact', 'q=zoya listed', () => [listed.bhiwandi]],
    ['phone digits', 'q=097654 32109', () => [listed.pune]],
    ['the status', 'q=listed&status=inactive', () => [listed.switchedOff]],
    [
      'a descending sort',
      'q=listed&sort=-name',
      () => [listed.pune, listed.bhiwandi, listed.switchedOff],
    ],
  ])('finds by %s', async (_case, query, expected) => {
    expect(await codes(query)).toEqual(expected());
  });

  test('the client filter holds that client’s vendors alone', async () => {
    expect(await codes(`q=listed&user=${kesar.toLowerCase()}`)).toEqual([]);
    expect(await codes(`q=listed&user=${neel}&sort=code`)).toEqual(
      [listed.bhiwandi, listed.pune, listed.switchedOff].sort(),
    );
  });

  test('a code or GSTIN finds its vendor', async () => {
    const vendor = (await vendors('GET', `/${listed.bhiwandi}`)).json().data;
    expect(await codes(`q=${vendor.code.toLowerCase()}`)).toEqual([vendor.code]);
    expect(await codes(`q=${vendor.taxId}`)).toEqual([vendor.code]);
  });

  test.each([
    ['sort', 'sort=email'],
    ['status', 'status=closed'],
    ['user', 'user=kesar'],
    ['pageSize', 'pageSize=101'],
  ])('a bad %s is a 400 naming it', async (parameter, query) => {
    const response = await vendors('GET', `?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].path).toBe(parameter);
  });

  test('the export is every vendor of the filters as CSV, headed by the fields’ words', async () => {
    const response = await vendors('GET', `/export?user=${neel}&q=listed&sort=-name`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="vendors-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header?.slice(0, 6)).toEqual([
      'Code',
      'Client',
      'Client name',
      'Name',
      'Contact name',
      'Email',
    ]);
    expect(rows.map((row) => row[0])).toEqual([listed.pune, listed.bhiwandi, listed.switchedOff]);
    const pune = rows[0] ?? [];
    // A phone keeps its plus as text: the invisible mark before it stops a spreadsheet's sum.
    expect(pune.some((cell) => cell.endsWith('+91 97654 32109'))).toBe(true);
    expect(pune).toContain('Maharashtra');
    expect(pune).toContain('India');
    expect(rows[2]).toContain('Inactive');
  });

  test('the export is a workbook with format=xlsx', async () => {
    const response = await vendors('GET', `/export?format=xlsx&user=${neel}&q=listed`);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as never);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(4);
  });
});

describe('a vendor’s status and deletion', () => {
  test('change-status is answered per code, upper-cased, and audited per change', async () => {
    const vendor = await createVendor(app, admin, kesar);
    const off = await vendors('POST', '/change-status', {
      codes: [vendor.code.toLowerCase(), 'VEN-999999'],
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.results).toEqual([
      { id: vendor.code, outcome: 'updated' },
      { id: 'VEN-999999', outcome: 'not_found', message: 'No vendor has this code.' },
    ]);
    const again = await vendors('POST', '/change-status', {
      codes: [vendor.code],
      isActive: false,
    });
    expect(again.json().data.results).toEqual([{ id: vendor.code, outcome: 'unchanged' }]);
    expect((await vendors('GET', `/${vendor.code}`)).json().data.status).toBe('inactive');
    const [entry] = await history(vendor.code);
    expect(entry).toMatchObject({
      action: 'status',
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
  });

  test('a deleted vendor is gone, its History kept; an unknown one is a 404', async () => {
    const vendor = await createVendor(app, admin, kesar);
    const deleted = await vendors('DELETE', `/${vendor.code}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.message).toBe(`Vendor ${vendor.code} deleted.`);
    expect((await vendors('GET', `/${vendor.code}`)).statusCode).toBe(404);
    expect((await history(vendor.code)).map((entry: { action: string }) => entry.action)).toEqual([
      'delete',
      'create',
    ]);
    expect((await vendors('DELETE', `/${vendor.code}`)).statusCode).toBe(404);
    // Its name is free again.
    await createVendor(app, admin, kesar, { name: vendor.name });
  });
});

describe('who may do what with vendors', () => {
  test('vendors.view reads them; every change and the export need their own grant', async () => {
    const vendor = await createVendor(app, admin, kesar);
    const { session } = await memberWithRole(app, 'vendor-viewer', { vendors: { view: true } });
    for (const path of ['', `/${vendor.code}`, `/${vendor.code}/history`]) {
      expect((await vendors('GET', path, undefined, session)).statusCode, path).toBe(200);
    }
    const refused: [Method, string, object?][] = [
      ['GET', '/export'],
      ['POST', '', vendorBody(kesar)],
      ['PATCH', `/${vendor.code}`, { name: 'Renamed' }],
      ['POST', '/change-status', { codes: [vendor.code], isActive: false }],
      ['DELETE', `/${vendor.code}`],
    ];
    for (const [method, path, body] of refused) {
      const response = await vendors(method, path, body, session);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
    }
    // The users themselves stay out of reach.
    expect((await call('GET', 'users', undefined, session)).statusCode).toBe(403);
  });

  test('whoever adds vendors picks their client without reading the users', async () => {
    const { session } = await memberWithRole(app, 'vendor-adder', { vendors: { add: true } });
    const options = await call('GET', 'users/options?q=kesar', undefined, session);
    expect(options.statusCode).toBe(200);
    expect(options.json().data).toEqual([
      { code: kesar, businessName: 'Kesar Naturals', isActive: true },
    ]);
    const added = await vendors('POST', '', vendorBody(kesar), session);
    expect(added.statusCode, added.body).toBe(201);
    expect((await call('GET', `users/${kesar}`, undefined, session)).statusCode).toBe(403);
  });
});

describe('the vendor picker', () => {
  test('offers a client’s vendors by name, code or GSTIN, an exact match first, to whoever raises receipts', async () => {
    const client = (await createUser(app, admin, { businessName: 'Picker Foods' })).code;
    const other = (await createUser(app, admin, { businessName: 'Picker Threads' })).code;
    const malabar = await createVendor(app, admin, client, { name: 'Malabar Spice Traders' });
    const spice = await createVendor(app, admin, client, { name: 'Spice Route Exports' });
    const theirs = await createVendor(app, admin, other, { name: 'Malabar Weaves' });
    const off = await vendors('POST', '/change-status', { codes: [spice.code], isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    const clerk = await memberWithRole(app, 'vendor-picker-clerk', {
      receiving: { view: true, add: true },
    });
    const options = async (query: string) => {
      const response = await vendors('GET', `/options${query}`, undefined, clerk.session);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as Array<{ code: string; name: string; isActive: boolean }>;
    };
    // Of the client only, by name; a deactivated one shown as such.
    expect(await options(`?user=${client.toLowerCase()}`)).toEqual([
      {
        code: malabar.code,
        name: 'Malabar Spice Traders',
        taxId: malabar.taxId,
        user: { code: client, businessName: 'Picker Foods' },
        isActive: true,
      },
      expect.objectContaining({ code: spice.code, isActive: false }),
    ]);
    expect((await options(`?user=${client}&q=spice`)).map((each) => each.code)).toEqual([
      malabar.code,
      spice.code,
    ]);
    // An exact code or GSTIN comes first, whatever its name.
    expect((await options(`?user=${client}&q=${spice.code}`))[0]?.code).toBe(spice.code);
    expect((await options(`?q=${malabar.taxId}`))[0]?.code).toBe(malabar.code);
    // Without a client, every client's (a filter), each saying whose.
    const everyone = await options('?q=malabar');
    expect(everyone.map((each) => each.code)).toEqual(
      expect.arrayContaining([malabar.code, theirs.code]),
    );
    expect(
      (await vendors('GET', '/options?user=nobody', undefined, clerk.session)).statusCode,
    ).toBe(400);
    // The picker opens no vendor record to the clerk.
    expect((await vendors('GET', `/${malabar.code}`, undefined, clerk.session)).statusCode).toBe(
      403,
    );
  });
});
