import { gstinProblem } from '@depot/contracts/gstin';
import { internationalPhone } from '@depot/contracts/phone';
import type { Warehouse } from '@depot/contracts/warehouses';
import { describe, expect, test } from 'vitest';
import type { Method } from '../../test/auth-helpers.ts';
import { parseCsv } from '../../test/csv.ts';
import { gstin, locationBody, warehouseBody } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createReferenceService } from '../reference/reference.service.ts';

const { app, call } = fileApp({ env: { SEED_DEMO: 'true' } });

const api = (method: Method, path: string, payload?: object) => call(method, path, payload);
async function created(path: string, body: object) {
  const response = await api('POST', path, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}
const newWarehouse = (overrides: object = {}) => created('warehouses', warehouseBody(overrides));
const newLocation = (warehouse: string, overrides: object = {}) =>
  created('locations', locationBody(warehouse, overrides));
/** The fields a 400 or 409 named, by path. */
const problemsOf = (response: { json: () => { error: { details?: { path: string }[] } } }) =>
  (response.json().error.details ?? []).map((detail) => detail.path);
const tree = async (warehouse: string, query = '') => {
  const response = await api('GET', `locations/tree?warehouse=${warehouse}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    nodes: { id: string; code: string; kind: string; childCount: number; binCount: number }[];
    truncated: boolean;
  };
};

describe('warehouses', () => {
  test('a new warehouse has an area per purpose and the virtual locations, and reads back', async () => {
    const warehouse = await newWarehouse({ code: ' bom-new1 ', email: '' });
    expect(warehouse).toMatchObject({
      code: 'BOM-NEW1',
      timezone: 'Asia/Kolkata',
      phone: '+919820041127',
      email: null,
      status: 'active',
      locationCount: 8,
      binCount: 0,
    });
    const top = await tree('BOM-NEW1');
    expect(top.nodes.map((node) => node.code)).toEqual([
      'DAMAGED',
      'DISPATCH',
      'PACKING',
      'PICK-FACE',
      'QC-HOLD',
      'RECEIVING',
      'RETURNS',
      'STORAGE',
      'V-ADJUSTMENT',
      'V-CUSTOMER',
      'V-IN-TRANSIT',
      'V-SCRAP',
      'V-SUPPLIER',
    ]);
    const read = await api('GET', 'warehouses/bom-new1');
    expect(read.json().data).toEqual(warehouse);

    const bare = await newWarehouse({ standardAreas: false });
    expect(bare.locationCount).toBe(0);
    expect((await tree(bare.code)).nodes.every((node) => node.kind === 'virtual')).toBe(true);
  });

  test('bad input is a 4xx naming the field, and writes nothing', async () => {
    await newWarehouse({ code: 'TAKEN-1' });
    const taken = await api('POST', 'warehouses', warehouseBody({ code: 'taken-1' }));
    expect(taken.statusCode).toBe(409);
    expect(problemsOf(taken)).toEqual(['code']);

    const cases: [object, string][] = [
      // A Karnataka GSTIN for a warehouse in Maharashtra.
      [{ gstin: gstin('29') }, 'gstin'],
      [{ gstin: '27AAHCS4821K1Z0' }, 'gstin'],
      // A Bengaluru PIN code in Maharashtra.
      [
        {
          address: {
            line1: 'x',
            city: 'Bhiwandi',
            state: 'MH',
            country: 'IN',
            postalCode: '560001',
          },
        },
        'address.postalCode',
      ],
      [{ phone: '12345' }, 'phone'],
      [{ timezone: 'Mars/Olympus' }, 'timezone'],
      [{ code: 'has space' }, 'code'],
    ];
    for (const [overrides, field] of cases) {
      const response = await api(
        'POST',
        'warehouses',
        warehouseBody({ code: 'NEVER-1', ...overrides }),
      );
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(problemsOf(response), JSON.stringify(overrides)).toContain(field);
    }
    expect((await api('GET', 'warehouses/NEVER-1')).statusCode).toBe(404);
  });

  test('an edit changes what is sent and is audited; status and deletion', async () => {
    const warehouse = await newWarehouse();
    const edited = await api('PATCH', `warehouses/${warehouse.code}`, {
      name: 'Bhiwandi Annexe 2',
      phone: '+91 22 4890 1200',
      phoneCountry: 'IN',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Bhiwandi Annexe 2', phone: '+912248901200' });
    const history = (await api('GET', `warehouses/${warehouse.code}/history`)).json().data;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);

    const off = await api('POST', 'warehouses/change-status', {
      codes: [warehouse.code, 'NOWHERE'],
      isActive: false,
    });
    expect(off.json().data.results.map((result: { outcome: string }) => result.outcome)).toEqual([
      'updated',
      'not_found',
    ]);
    // An inactive warehouse takes no new locations.
    const refused = await api('POST', 'locations', locationBody(warehouse.code));
    expect(refused.statusCode).toBe(400);
    expect(problemsOf(refused)).toEqual(['warehouse']);

    const deleted = await api('DELETE', `warehouses/${warehouse.code}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await api('GET', `warehouses/${warehouse.code}`)).statusCode).toBe(404);
  });

  test('the list filters by state and status, and the export holds every filtered row', async () => {
    await newWarehouse({
      code: 'BLR-TEST',
      gstin: gstin('29'),
      address: {
        line1: 'Plot 9',
        city: 'Bengaluru',
        state: 'KA',
        country: 'IN',
        postalCode: '560099',
      },
    });
    const inKarnataka = (await api('GET', 'warehouses?state=KA&pageSize=100')).json().data;
    expect(inKarnataka.items.map((item: { code: string }) => item.code)).toContain('BLR-TEST');
    expect(
      inKarnataka.items.every(
        (item: { address: { state: string } }) => item.address.state === 'KA',
      ),
    ).toBe(true);
    const file = await api('GET', 'warehouses/export?state=KA');
    expect(file.statusCode).toBe(200);
    const rows = parseCsv(file.body);
    expect(rows[0]).toContain('GSTIN');
    expect(rows.length - 1).toBe(inKarnataka.total);
    expect(rows.flat()).toContain('Karnataka');
  });
});

describe('locations', () => {
  test('areas hold racks, shelves and bins; codes are unique within a warehouse only', async () => {
    const { code } = await newWarehouse();
    const area = await newLocation(code, { code: 'MEZZ', purpose: 'pick-face' });
    expect(area).toMatchObject({
      kind: 'area',
      purpose: 'pick-face',
      pickable: true,
      path: ['MEZZ'],
    });
    const rack = await newLocation(code, { code: 'M1', kind: 'rack', parent: area.id });
    const shelf = await newLocation(code, { code: 'M1-01', kind: 'shelf', parent: rack.id });
    const bin = await newLocation(code, {
      code: 'm1-01-01',
      kind: 'bin',
      parent: shelf.id,
      pickable: false,
      maxUnits: 50,
      maxWeightKg: '12.5',
    });
    expect(bin).toMatchObject({
      code: 'M1-01-01',
      purpose: 'pick-face',
      pickable: false,
      countsAsAvailable: true,
      maxUnits: 50,
      maxWeightKg: '12.500',
      path: ['MEZZ', 'M1', 'M1-01', 'M1-01-01'],
      parent: { id: shelf.id, code: 'M1-01' },
      warehouse: { code },
    });
    const again = await api(
      'POST',
      'locations',
      locationBody(code, { code: 'M1-01-01', kind: 'bin', parent: shelf.id }),
    );
    expect(again.statusCode).toBe(409);
    expect(problemsOf(again)).toEqual(['code']);
    // The same code in another warehouse is another location.
    const other = await newWarehouse();
    await newLocation(other.code, { code: 'MEZZ' });

    const refusals: [object, string][] = [
      [{ code: 'X1', kind: 'bin', parent: bin.id }, 'parent'],
      [{ code: 'X2', kind: 'area', parent: rack.id }, 'parent'],
      [{ code: 'X3', kind: 'rack' }, 'parent'],
      [{ code: 'X4', kind: 'area', purpose: undefined }, 'purpose'],
      [{ code: 'X5', kind: 'rack', parent: (await tree(other.code)).nodes[0]?.id }, 'parent'],
      [{ code: 'X6', kind: 'bin', parent: shelf.id, maxUnits: 0 }, 'maxUnits'],
      [{ code: 'X7', kind: 'bin', parent: shelf.id, maxVolumeL: '-1' }, 'maxVolumeL'],
      [{ code: 'X8', kind: 'bin', parent: shelf.id, maxWeightKg: '0' }, 'maxWeightKg'],
      [{ code: 'X/9', kind: 'bin', parent: shelf.id }, 'code'],
    ];
    for (const [overrides, field] of refusals) {
      const response = await api('POST', 'locations', locationBody(code, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(problemsOf(response), JSON.stringify(overrides)).toContain(field);
    }

    const mezzanine = (await tree(code)).nodes.find((node) => node.code === 'MEZZ');
    expect(mezzanine).toMatchObject({ childCount: 1, binCount: 1 });
    const found = await tree(code, '&q=m1-01-0');
    expect(found.nodes.map((node) => node.code)).toEqual(['MEZZ', 'M1', 'M1-01', 'M1-01-01']);
  });

  test('a pattern is previewed, then created all at once; a second time is refused whole', async () => {
    const { code } = await newWarehouse();
    const storage = (await tree(code)).nodes.find((node) => node.code === 'STORAGE');
    const aisle = await newLocation(code, { code: 'A', kind: 'rack', parent: storage?.id });
    const body = {
      warehouse: code,
      parent: aisle.id,
      from: 'A-01-01',
      to: 'A-10-05',
      maxUnits: 40,
    };
    const preview = await api('POST', 'locations/bulk/preview', body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({
      count: 50,
      first: 'A-01-01',
      last: 'A-10-05',
      existing: [],
      existingCount: 0,
    });
    const made = await api('POST', 'locations/bulk', body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ count: 50, first: 'A-01-01', last: 'A-10-05' });
    expect(made.json().data.ids).toHaveLength(50);

    const bins = (
      await api('GET', `locations?warehouse=${code}&kind=bin&pageSize=100&sort=code`)
    ).json().data;
    expect(bins.total).toBe(50);
    expect(bins.items.map((item: { code: string }) => item.code).slice(0, 6)).toEqual([
      'A-01-01',
      'A-01-02',
      'A-01-03',
      'A-01-04',
      'A-01-05',
      'A-02-01',
    ]);
    expect(bins.items[0]).toMatchObject({ purpose: 'storage', pickable: true, maxUnits: 40 });
    expect((await tree(code, `&parent=${aisle.id}`)).nodes).toHaveLength(50);

    // Overlapping a pattern already made: named in the preview, refused whole.
    const overlap = { ...body, from: 'A-10-01', to: 'A-11-05' };
    expect((await api('POST', 'locations/bulk/preview', overlap)).json().data).toMatchObject({
      count: 10,
      existingCount: 5,
      existing: ['A-10-01', 'A-10-02', 'A-10-03', 'A-10-04', 'A-10-05'],
    });
    const refused = await api('POST', 'locations/bulk', overlap);
    expect(refused.statusCode).toBe(409);
    expect((await api('GET', `locations?warehouse=${code}&q=A-11`)).json().data.total).toBe(0);

    const tooMany = await api('POST', 'locations/bulk', {
      ...body,
      from: 'A-001-001',
      to: 'A-101-100',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(problemsOf(tooMany)).toEqual(['to']);
    const misshapen = await api('POST', 'locations/bulk/preview', { ...body, to: 'B-10-05' });
    expect(misshapen.statusCode).toBe(400);
    expect(problemsOf(misshapen)).toEqual(['to']);
  });

  test('virtual locations stay as they are; a location with others inside is not deleted', async () => {
    const { code } = await newWarehouse();
    const nodes = (await tree(code)).nodes;
    const supplier = nodes.find((node) => node.code === 'V-SUPPLIER');
    expect(supplier).toMatchObject({ kind: 'virtual', pickable: false });
    expect((await api('PATCH', `locations/${supplier?.id}`, { pickable: true })).statusCode).toBe(
      400,
    );
    expect((await api('DELETE', `locations/${supplier?.id}`)).statusCode).toBe(409);
    const status = await api('POST', 'locations/change-status', {
      ids: [supplier?.id],
      isActive: false,
    });
    expect(status.json().data.results[0].outcome).toBe('refused');
    // Nothing goes inside a virtual location.
    const inside = await api(
      'POST',
      'locations',
      locationBody(code, { code: 'V1', kind: 'bin', parent: supplier?.id }),
    );
    expect(inside.statusCode).toBe(400);

    const storage = nodes.find((node) => node.code === 'STORAGE');
    const rack = await newLocation(code, { code: 'R1', kind: 'rack', parent: storage?.id });
    const full = await api('DELETE', `locations/${storage?.id}`);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toMatch(/deactivate/);
    expect((await api('DELETE', `locations/${rack.id}`)).statusCode).toBe(200);
    const history = await api('GET', `locations/${rack.id}/history`);
    expect(history.json().data.map((entry: { action: string }) => entry.action)).toEqual([
      'delete',
      'create',
    ]);
  });

  test('the list filters by warehouse, kind and flags, and exports the filtered set', async () => {
    const pickable = (
      await api('GET', 'locations?warehouse=BOM-BHW1&pickable=true&kind=bin')
    ).json().data;
    expect(pickable.total).toBeGreaterThan(0);
    expect(
      pickable.items.every(
        (item: { pickable: boolean; kind: string; warehouse: { code: string } }) =>
          item.pickable && item.kind === 'bin' && item.warehouse.code === 'BOM-BHW1',
      ),
    ).toBe(true);
    const file = await api('GET', 'locations/export?warehouse=BOM-BHW1&purpose=qc-hold');
    const rows = parseCsv(file.body);
    const inQc = (await api('GET', 'locations?warehouse=BOM-BHW1&purpose=qc-hold')).json().data
      .total;
    expect(rows.length - 1).toBe(inQc);
    expect(rows[1]).toContain('QC hold');
  });
});

describe('the sample warehouses and their trees', () => {
  test.each([
    ['warehouses', true],
    ['locations', true],
    ['zones', false],
  ] as const)('a role viewing %s alone may read it: %s', async (resource, allowed) => {
    const { session } = await memberWithRole(app, `tree-${resource}`, {
      [resource]: { view: true },
    });
    const response = await call('GET', 'locations/tree?warehouse=BOM-BHW1', undefined, session);
    expect(response.statusCode).toBe(allowed ? 200 : 403);
  });

  test('the sample warehouses hold about 3 000 bins, counted down the tree', async () => {
    const top = await tree('BOM-BHW1');
    const storage = top.nodes.find((node) => node.code === 'STORAGE');
    expect(storage).toMatchObject({ childCount: 8, binCount: 8 * 20 * 8 });
    const warehouses = (await api('GET', 'warehouses?sort=code')).json().data.items as {
      code: string;
      binCount: number;
    }[];
    const sampleBins = warehouses
      .filter((warehouse) => ['BOM-BHW1', 'BLR-HSK1', 'DEL-GGN1'].includes(warehouse.code))
      .reduce((sum, warehouse) => sum + warehouse.binCount, 0);
    expect(sampleBins).toBeGreaterThan(2_800);
    expect(sampleBins).toBeLessThan(3_300);
  });

  test('the sample warehouses are real places: PIN codes, GSTINs and phones that hold', async () => {
    const reference = createReferenceService();
    const { items } = (await api('GET', 'warehouses')).json().data as { items: Warehouse[] };
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const warehouse of items) {
      const { address } = warehouse;
      const state = (await reference.states('IN')).find((entry) => entry.isoCode === address.state);
      expect(state, warehouse.code).toBeDefined();
      expect(await reference.postalCodeProblem(address), warehouse.code).toBeNull();
      expect(gstinProblem(warehouse.gstin ?? '', state?.name), warehouse.code).toBeNull();
      expect(internationalPhone(warehouse.phone, 'IN'), warehouse.code).toBe(warehouse.phone);
    }
  });
});

describe('location labels', () => {
  test.each([
    ['a4-24', 24, 1],
    ['a4-8', 8, 3],
    ['roll-100x50', 1, 20],
  ] as const)(
    'a %s sheet has one label per location chosen, each with its code',
    async (layout, _perPage, pages) => {
      const { code } = await newWarehouse();
      const storage = (await tree(code)).nodes.find((node) => node.code === 'STORAGE');
      const aisle = await newLocation(code, { code: 'L', kind: 'rack', parent: storage?.id });
      const made = await api('POST', 'locations/bulk', {
        warehouse: code,
        parent: aisle.id,
        from: 'L-01-01',
        to: 'L-04-05',
      });
      const ids: string[] = made.json().data.ids;
      // Asked for in any order, printed in the walking order.
      const sheet = await api('POST', 'locations/labels', { ids: [...ids].reverse(), layout });
      expect(sheet.statusCode, sheet.body.slice(0, 200)).toBe(200);
      expect(sheet.headers['content-type']).toBe('application/pdf');
      const bytes = sheet.rawPayload;
      const text = await pdfText(bytes);
      const codes = text.match(/L-\d\d-\d\d(?= |$|\n)/gm) ?? [];
      const big = [...new Set(codes)];
      expect(big).toHaveLength(20);
      expect(big[0]).toBe('L-01-01');
      expect(big.at(-1)).toBe('L-04-05');
      expect(text.split('\n\n')).toHaveLength(pages);
      expect(text).toContain(`${code} · Bhiwandi Annexe`);
    },
  );

  test('an unknown id is a 400 naming it; none, or too many, is refused', async () => {
    const unknown = await api('POST', 'locations/labels', { ids: ['LOC-999999999'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0]).toMatchObject({ path: 'ids' });
    expect(unknown.json().error.message).toContain('LOC-999999999');
    expect((await api('POST', 'locations/labels', { ids: [] })).statusCode).toBe(400);
    const many = Array.from({ length: 5_001 }, (_, index) => `LOC-${index}`);
    expect((await api('POST', 'locations/labels', { ids: many })).statusCode).toBe(400);
  });
});
