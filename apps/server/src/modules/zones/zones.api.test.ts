import { beforeAll, describe, expect, test } from 'vitest';
import type { Method, SignedIn } from '../../test/auth-helpers.ts';
import { parseCsv } from '../../test/csv.ts';
import { createPackage } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';

const { app, admin, call } = fileApp();

const zones = (method: Method, path = '', payload?: object, session?: SignedIn) =>
  call(method, `zones${path}`, payload, session);
const createZone = async (body: object) => {
  const response = await zones('POST', '', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
};
const history = async (code: string) => (await zones('GET', `/${code}/history`)).json().data;
/** Nothing was written under `code`: no record, and so no history (a 404, as its view). */
async function expectNeverWritten(code: string) {
  const response = await zones('GET', `/${code}/history`);
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json().error.code).toBe('ZONE_NOT_FOUND');
}

describe('adding, reading and editing zones', () => {
  test('a zone is created with its code upper-cased and its coverage by country and state', async () => {
    const zone = await createZone({
      code: ' north-1 ',
      name: 'North India',
      coverage: [{ countryCode: 'IN', stateCodes: ['hr', 'DL'] }, { countryCode: 'NP' }],
    });
    expect(zone).toMatchObject({
      code: 'NORTH-1',
      name: 'North India',
      description: '',
      // Countries and states come back in code order.
      coverage: [
        { countryCode: 'IN', stateCodes: ['DL', 'HR'] },
        { countryCode: 'NP', stateCodes: [] },
      ],
      status: 'active',
      packageCount: 0,
      overlaps: [],
    });
    const read = await zones('GET', '/north-1');
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(zone);
    expect((await zones('GET', '/NOWHERE')).statusCode).toBe(404);
  });

  test('an edit changes only what is sent, and is audited with what changed', async () => {
    await createZone({
      code: 'EDIT-ME',
      name: 'Edit me',
      description: 'Kept when not sent',
      coverage: [{ countryCode: 'LK' }],
    });
    const renamed = await zones('PATCH', '/EDIT-ME', { name: 'Edited' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Edited',
      description: 'Kept when not sent',
      coverage: [{ countryCode: 'LK', stateCodes: [] }],
    });
    const recovered = await zones('PATCH', '/edit-me', {
      coverage: [{ countryCode: 'BD' }, { countryCode: 'LK' }],
    });
    expect(recovered.json().data.coverage).toEqual([
      { countryCode: 'BD', stateCodes: [] },
      { countryCode: 'LK', stateCodes: [] },
    ]);
    const entries = await history('EDIT-ME');
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
      'update',
      'update',
      'create',
    ]);
    expect(entries[0]).toMatchObject({
      entity: 'zone',
      entityId: 'EDIT-ME',
      actor: { employeeId: 'EMP-0001' },
      before: { coverage: [{ countryCode: 'LK', stateCodes: [] }] },
      after: {
        coverage: [
          { countryCode: 'BD', stateCodes: [] },
          { countryCode: 'LK', stateCodes: [] },
        ],
      },
    });
    expect(entries[1].before).toMatchObject({ name: 'Edit me' });
    expect(entries[1].after).toMatchObject({ name: 'Edited' });
    // The record kept is the zone itself, without what packages make of it.
    expect(entries[2].after).toMatchObject({ code: 'EDIT-ME', status: 'active' });
    expect(entries[2].after).not.toHaveProperty('packageCount');
  });

  test('a code already taken is a 409 naming the field, and nothing is written', async () => {
    await createZone({ code: 'TAKEN', name: 'Taken', coverage: [{ countryCode: 'MV' }] });
    const again = await zones('POST', '', {
      code: 'taken',
      name: 'Again',
      coverage: [{ countryCode: 'BT' }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'ZONE_CODE_TAKEN',
      details: [{ path: 'code', message: 'is already used by another zone' }],
    });
    expect(await history('TAKEN')).toHaveLength(1);
    expect((await zones('GET', '?country=BT')).json().data.total).toBe(0);
  });

  test('unknown countries and states are 400s at their fields', async () => {
    const unknown = await zones('POST', '', {
      code: 'NOWHERE',
      name: 'Nowhere',
      coverage: [{ countryCode: 'IN', stateCodes: ['MH', 'XX'] }, { countryCode: 'QQ' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { path: 'coverage.0.stateCodes.1', message: 'IN has no state XX' },
        { path: 'coverage.1.countryCode', message: 'There is no country QQ' },
      ],
    });
    await expectNeverWritten('NOWHERE');

    await createZone({ code: 'CHECKED', name: 'Checked', coverage: [{ countryCode: 'MU' }] });
    const badEdit = await zones('PATCH', '/CHECKED', {
      coverage: [{ countryCode: 'MU' }, { countryCode: 'US', stateCodes: ['CA', 'ZZ'] }],
    });
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json().error.details).toEqual([
      { path: 'coverage.1.stateCodes.1', message: 'US has no state ZZ' },
    ]);
    // A country or state twice is refused on an edit as on a creation.
    const twice = await zones('PATCH', '/CHECKED', {
      coverage: [{ countryCode: 'MU' }, { countryCode: 'MU' }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.details[0].path).toBe('coverage.1.countryCode');
    expect((await zones('GET', '/CHECKED')).json().data.coverage).toEqual([
      { countryCode: 'MU', stateCodes: [] },
    ]);
    expect(await history('CHECKED')).toHaveLength(1);
  });
});

describe('where zones overlap', () => {
  test('each other zone sharing a country, whole or by the states both cover', async () => {
    await createZone({ code: 'AU-ALL', name: 'All Australia', coverage: [{ countryCode: 'AU' }] });
    await createZone({
      code: 'AU-EAST',
      name: 'East coast',
      coverage: [{ countryCode: 'AU', stateCodes: ['QLD', 'NSW', 'VIC'] }],
    });
    await createZone({
      code: 'AU-SOUTH',
      name: 'South',
      coverage: [
        { countryCode: 'AU', stateCodes: ['VIC', 'SA', 'TAS'] },
        { countryCode: 'NZ', stateCodes: ['OTA'] },
      ],
    });
    await createZone({
      code: 'NZ-ALL',
      name: 'All New Zealand',
      coverage: [{ countryCode: 'NZ' }],
    });
    await createZone({
      code: 'AU-WEST',
      name: 'West',
      coverage: [{ countryCode: 'AU', stateCodes: ['WA'] }],
    });
    const overlapsOf = async (code: string) =>
      (await zones('GET', `/${code}`)).json().data.overlaps;

    expect(await overlapsOf('AU-EAST')).toEqual([
      // The other side covers all of Australia: these are the states this zone lists.
      {
        zone: { code: 'AU-ALL', name: 'All Australia' },
        countryCode: 'AU',
        stateCodes: ['NSW', 'QLD', 'VIC'],
      },
      { zone: { code: 'AU-SOUTH', name: 'South' }, countryCode: 'AU', stateCodes: ['VIC'] },
    ]);
    expect(await overlapsOf('AU-ALL')).toEqual([
      {
        zone: { code: 'AU-EAST', name: 'East coast' },
        countryCode: 'AU',
        stateCodes: ['NSW', 'QLD', 'VIC'],
      },
      {
        zone: { code: 'AU-SOUTH', name: 'South' },
        countryCode: 'AU',
        stateCodes: ['SA', 'TAS', 'VIC'],
      },
      { zone: { code: 'AU-WEST', name: 'West' }, countryCode: 'AU', stateCodes: ['WA'] },
    ]);
    expect(await overlapsOf('AU-SOUTH')).toEqual([
      {
        zone: { code: 'AU-ALL', name: 'All Australia' },
        countryCode: 'AU',
        stateCodes: ['SA', 'TAS', 'VIC'],
      },
      { zone: { code: 'AU-EAST', name: 'East coast' }, countryCode: 'AU', stateCodes: ['VIC'] },
      { zone: { code: 'NZ-ALL', name: 'All New Zealand' }, countryCode: 'NZ', stateCodes: ['OTA'] },
    ]);

    // Two zones covering the same whole country meet over all of it: no states to name.
    await createZone({
      code: 'NZ-TOO',
      name: 'New Zealand too',
      coverage: [{ countryCode: 'NZ' }],
    });
    expect(await overlapsOf('NZ-TOO')).toEqual([
      { zone: { code: 'AU-SOUTH', name: 'South' }, countryCode: 'NZ', stateCodes: ['OTA'] },
      { zone: { code: 'NZ-ALL', name: 'All New Zealand' }, countryCode: 'NZ', stateCodes: [] },
    ]);
    // States that differ do not meet.
    const west = (await zones('GET', '/AU-WEST')).json().data.overlaps;
    expect(west).toEqual([
      { zone: { code: 'AU-ALL', name: 'All Australia' }, countryCode: 'AU', stateCodes: ['WA'] },
    ]);
  });
});

describe('the zones list', () => {
  beforeAll(async () => {
    for (const [index, name] of ['Kuwait city', 'Kuwait outskirts', 'Kuwait 100%'].entries()) {
      await createZone({
        code: `KW-${index + 1}`,
        name,
        coverage: [{ countryCode: 'KW', stateCodes: index === 0 ? ['KU'] : [] }],
      });
    }
    await zones('POST', '/change-status', { codes: ['KW-2'], isActive: false });
  });

  test('searches code or name, filters by status and country, sorts with a stable order', async () => {
    const byName = (await zones('GET', '?q=outskirts')).json().data;
    expect(byName.items.map((zone: { code: string }) => zone.code)).toEqual(['KW-2']);
    const byCode = (await zones('GET', '?q=kw-')).json().data;
    expect(byCode.total).toBe(3);
    // Wildcards are searched for as text.
    expect(
      (await zones('GET', '?q=%25')).json().data.items.map((z: { code: string }) => z.code),
    ).toEqual(['KW-3']);
    expect((await zones('GET', '?q=_')).json().data.total).toBe(0);

    const kuwait = (await zones('GET', '?country=KW&sort=-name')).json().data;
    expect(kuwait.items.map((zone: { name: string }) => zone.name)).toEqual([
      'Kuwait outskirts',
      'Kuwait city',
      'Kuwait 100%',
    ]);
    const inactive = (await zones('GET', '?country=KW&status=inactive')).json().data;
    expect(inactive.items.map((zone: { code: string }) => zone.code)).toEqual(['KW-2']);
    // The country filter finds zones covering any of it, whole or by state.
    expect((await zones('GET', '?country=AU')).json().data.total).toBe(4);
  });

  test('pages without repeating or skipping a zone, whatever the sort', async () => {
    const all = (await zones('GET', '?pageSize=100')).json().data;
    expect(all.total).toBe(all.items.length);
    for (const sort of ['status', '-status', 'packageCount', '-updatedAt', 'name']) {
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(all.total / 3); page++) {
        const data = (await zones('GET', `?pageSize=3&page=${page}&sort=${sort}`)).json().data;
        expect(data.total).toBe(all.total);
        seen.push(...data.items.map((zone: { code: string }) => zone.code));
      }
      expect(new Set(seen).size, sort).toBe(all.total);
    }
  });

  test('bad list queries are a 400 naming the parameter', async () => {
    for (const [query, path] of [
      ['?sort=description', 'sort'],
      ['?status=asleep', 'status'],
      ['?country=India', 'country'],
    ]) {
      const response = await zones('GET', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.details[0].path, query).toBe(path);
    }
  });
});

describe('switching zones on and off', () => {
  test('is answered per code, upper-cased, and audited per change', async () => {
    await createZone({ code: 'SWITCH', name: 'Switch', coverage: [{ countryCode: 'FJ' }] });
    const off = await zones('POST', '/change-status', {
      codes: ['switch', 'NO-SUCH', 'SWITCH'],
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.results).toEqual([
      { id: 'SWITCH', outcome: 'updated' },
      { id: 'NO-SUCH', outcome: 'not_found', message: 'No zone has this code.' },
    ]);
    expect((await zones('GET', '/SWITCH')).json().data.status).toBe('inactive');
    const again = await zones('POST', '/change-status', { codes: ['SWITCH'], isActive: false });
    expect(again.json().data.results).toEqual([{ id: 'SWITCH', outcome: 'unchanged' }]);
    const entries = await history('SWITCH');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: 'status',
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
    const on = await zones('POST', '/change-status', { codes: ['SWITCH'], isActive: true });
    expect(on.json().data.results).toEqual([{ id: 'SWITCH', outcome: 'updated' }]);
  });
});

describe('deleting zones', () => {
  test('a zone packages price is refused, saying how many; a free one is deleted', async () => {
    await createZone({ code: 'PRICED', name: 'Priced', coverage: [{ countryCode: 'SG' }] });
    for (const code of ['PLAN-A', 'PLAN-B']) {
      await createPackage(app, admin, {
        code,
        currency: 'SGD',
        price: '10',
        rates: [{ zoneCode: 'PRICED', perShipment: '2.50', perKg: '1' }],
      });
    }
    expect((await zones('GET', '/PRICED')).json().data.packageCount).toBe(2);
    const refused = await zones('DELETE', '/PRICED');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'ZONE_IN_USE',
      message: '2 packages price this zone; deactivate it instead, or remove it from them first.',
    });
    expect(await history('PRICED')).toHaveLength(1);

    await call('PATCH', 'packages/PLAN-A', { rates: [] });
    const stillOne = await zones('DELETE', '/PRICED');
    expect(stillOne.json().error.message).toBe(
      '1 package prices this zone; deactivate it instead, or remove it from them first.',
    );
    await call('DELETE', 'packages/PLAN-B');
    const deleted = await zones('DELETE', '/priced');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ message: 'Zone PRICED deleted.' });
    expect((await zones('GET', '/PRICED')).statusCode).toBe(404);
    const entries = await history('PRICED');
    expect(entries[0]).toMatchObject({
      action: 'delete',
      before: { code: 'PRICED', coverage: [{ countryCode: 'SG', stateCodes: [] }] },
      after: null,
    });
    expect((await zones('DELETE', '/PRICED')).statusCode).toBe(404);
  });
});

describe('who may do what', () => {
  test('zones.view reads zones but not packages; changes need their own permission', async () => {
    const viewer = await memberWithRole(app, 'zone-viewer', { zones: { view: true } });
    expect((await zones('GET', '', undefined, viewer.session)).statusCode).toBe(200);
    expect((await zones('GET', '/NORTH-1', undefined, viewer.session)).statusCode).toBe(200);
    const packages = await call('GET', 'packages', undefined, viewer.session);
    expect(packages.statusCode).toBe(403);
    const created = await zones(
      'POST',
      '',
      { code: 'SNEAKY', name: 'Sneaky', coverage: [{ countryCode: 'IN' }] },
      viewer.session,
    );
    expect(created.statusCode).toBe(403);
    expect((await zones('DELETE', '/NORTH-1', undefined, viewer.session)).statusCode).toBe(403);
    expect((await zones('GET', '/export', undefined, viewer.session)).statusCode).toBe(403);
  });
});

describe('the zones export', () => {
  test('is every zone of the filters as CSV, each formula-like cell defused', async () => {
    await createZone({
      code: 'CSV-1',
      name: '=HYPERLINK("http://evil.example","open")',
      description: '@SUM(A1) and more',
      coverage: [{ countryCode: 'AE' }, { countryCode: 'IN', stateCodes: ['MH', 'GJ'] }],
    });
    const response = await zones('GET', '/export?q=csv-');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="zones-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'Code',
      'Name',
      'Description',
      'Countries and states',
      'Packages',
      'Status',
      'Updated at',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slice(0, 6)).toEqual([
      'CSV-1',
      '\'=HYPERLINK("http://evil.example","open")',
      "'@SUM(A1) and more",
      'AE; IN: GJ, MH',
      '0',
      'Active',
    ]);

    const kuwait = parseCsv((await zones('GET', '/export?country=KW&sort=-name')).body);
    expect(kuwait.slice(1).map((row) => [row[0], row[3], row[5]])).toEqual([
      ['KW-2', 'KW', 'Inactive'],
      ['KW-1', 'KW: KU', 'Active'],
      ['KW-3', 'KW', 'Active'],
    ]);
    const bad = await zones('GET', '/export?sort=description');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].path).toBe('sort');
  });
});
