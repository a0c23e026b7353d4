import { type LocationImportRow, locationImportColumns } from '@depot/contracts/location-import';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { executeRows } from '../../db/client.ts';
import { parseCsv } from '../../test/csv.ts';
import { warehouseBody } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';

const { app, call } = fileApp();

const importRows = (
  rows: LocationImportRow[],
  options: { dryRun?: boolean; skipRejectedRows?: boolean } = {},
) => call('POST', 'locations/import', { rows, dryRun: false, ...options });

const count = async (table: 'locations' | 'audit_log') => {
  const [row] = await executeRows(
    app.database.db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return Number((row as { n: number }).n);
};
const counts = async () => ({
  locations: await count('locations'),
  audit: await count('audit_log'),
});

let warehouse = '';
let other = '';
beforeAll(async () => {
  const made = await call('POST', 'warehouses', warehouseBody());
  expect(made.statusCode, made.body).toBe(201);
  warehouse = made.json().data.code;
  const second = await call('POST', 'warehouses', warehouseBody());
  other = second.json().data.code;
});

let files = 0;
/** Codes of the file's own, so that each test's rows are new to the warehouse. */
const fresh = (code: string) => `${code}-${++files}`;

describe('the locations import template', () => {
  test('is a CSV of the columns, headed by the location’s field labels, with an example row', async () => {
    const response = await call('GET', 'locations/import-template');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="locations-import-template.csv"',
    );
    const [header, example, ...rest] = parseCsv(response.body);
    expect(header).toEqual(locationImportColumns.map((column) => column.header));
    expect(header).toEqual([
      'Warehouse',
      'Code',
      'Inside',
      'Name',
      'Type',
      'Purpose',
      'Pickable',
      'Counts toward available',
      'Capacity (units)',
      'Capacity (litres)',
      'Capacity (weight)',
      'Status',
    ]);
    expect(example).toHaveLength(header?.length ?? 0);
    expect(rest).toEqual([]);
  });
});

describe('importing locations', () => {
  test('a good file, parents made earlier in it, checks clean, then writes each location audited', async () => {
    const area = fresh('ZA');
    const rack = fresh('R');
    const rows: LocationImportRow[] = [
      { warehouse, code: area, name: 'Zone A', kind: 'Area', purpose: 'Pick face' },
      { warehouse: warehouse.toLowerCase(), code: rack, parent: area, kind: 'rack' },
      {
        warehouse,
        code: `${rack}-01`,
        parent: rack,
        kind: 'Bin',
        pickable: 'No',
        maxUnits: '2,000',
        maxVolumeL: '120.5',
        status: 'Inactive',
      },
      { warehouse, code: fresh('B'), parent: 'STORAGE', kind: 'Shelf', maxWeightKg: '250' },
    ];
    const before = await counts();
    const checked = await importRows(rows, { dryRun: true });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data).toMatchObject({
      dryRun: true,
      rows: 4,
      created: 0,
      problems: [],
      problemCount: 0,
      rejectedRows: [],
    });
    // A dry run writes nothing.
    expect(await counts()).toEqual(before);

    const response = await importRows(rows);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ dryRun: false, rows: 4, created: 4, problemCount: 0 });
    expect(result.firstCode).toMatch(/^LOC-\d{6}$/);
    expect(Number(result.lastCode.slice(4)) - Number(result.firstCode.slice(4))).toBe(3);
    expect(await counts()).toEqual({
      locations: before.locations + 4,
      audit: before.audit + 4,
    });

    const listed = (await call('GET', `locations?warehouse=${warehouse}&q=${rack}`)).json().data
      .items;
    const bin = listed.find((location: { code: string }) => location.code === `${rack}-01`);
    expect(bin).toMatchObject({
      path: [area, rack, `${rack}-01`],
      kind: 'bin',
      // The area's purpose, and its defaults where the row is silent.
      purpose: 'pick-face',
      pickable: false,
      countsAsAvailable: true,
      maxUnits: 2000,
      maxVolumeL: '120.500',
      status: 'inactive',
      parent: { code: rack },
    });
    // Audited as a location made through the form: the record as it is answered.
    const history = (await call('GET', `locations/${bin.id}/history`)).json().data;
    expect(history).toHaveLength(1);
    const { childCount: _children, ...record } = (await call('GET', `locations/${bin.id}`)).json()
      .data;
    expect(history[0]).toMatchObject({ action: 'create', entity: 'location', entityId: bin.id });
    expect(history[0].after).toEqual(record);
  });

  test('every row’s problems are named by row and column, and the file imports nothing', async () => {
    const area = fresh('ZB');
    const rows: LocationImportRow[] = [
      { line: 2, warehouse: 'NO-SUCH-WH', code: fresh('X'), kind: 'Area', purpose: 'Storage' },
      { line: 3, warehouse, code: area, kind: 'Area', purpose: 'Storage' },
      // The same code again, and one the warehouse already has.
      { line: 4, warehouse, code: area.toLowerCase(), kind: 'Area', purpose: 'Storage' },
      { line: 5, warehouse, code: 'STORAGE', kind: 'Area', purpose: 'Storage' },
      { line: 6, warehouse, code: fresh('R'), parent: 'NOWHERE', kind: 'Rack' },
      { line: 7, warehouse, code: fresh('R'), parent: area, kind: 'Crate' },
      { line: 8, warehouse, code: fresh('V'), kind: 'Virtual' },
      // Its parent is made further down.
      { line: 9, warehouse, code: fresh('S'), parent: 'LATER-1', kind: 'Shelf' },
      { line: 10, warehouse, code: 'LATER-1', parent: area, kind: 'Rack' },
      // A parent of another warehouse's is not one of this one's.
      { line: 12, warehouse: other, code: fresh('R'), parent: area, kind: 'Rack' },
      { line: 13, warehouse, code: fresh('R'), parent: area, kind: 'Rack', pickable: 'maybe' },
    ];
    const before = await counts();
    const checked = await importRows(rows, { dryRun: true });
    expect(checked.statusCode, checked.body).toBe(200);
    const result = checked.json().data;
    const problems = result.problems.map(
      (problem: { row: number; column: string | null; message: string }) => [
        problem.row,
        problem.column,
        problem.message,
      ],
    );
    expect(problems).toEqual([
      [2, 'Warehouse', 'There is no warehouse NO-SUCH-WH'],
      [4, 'Code', 'is the same as row 3’s'],
      [5, 'Code', `is already used in ${warehouse}`],
      [6, 'Inside', `There is no location NOWHERE in ${warehouse}, nor above this row in the file`],
      [7, 'Type', 'Choose area, rack, shelf or bin'],
      [
        8,
        'Type',
        'Virtual locations come with their warehouse and cannot be imported: choose area, rack, shelf or bin',
      ],
      [
        9,
        'Inside',
        'LATER-1 is made further down, at row 10: put it above the locations inside it',
      ],
      [12, 'Inside', `There is no location ${area} in ${other}, nor above this row in the file`],
      [13, 'Pickable', 'Write Yes or No, or leave it empty'],
    ]);
    expect(result.rejectedRows.map((row: { row: number }) => row.row)).toEqual([
      2, 4, 5, 6, 7, 8, 9, 12, 13,
    ]);
    expect(result.rejectedRows[0].reason).toBe('Warehouse: There is no warehouse NO-SUCH-WH');

    const refused = await importRows(rows);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'IMPORT_INVALID',
      message: 'Nothing was imported: 9 rows have problems',
    });
    expect(refused.json().error.details[0]).toEqual({
      path: 'rows.0.warehouse',
      message: 'There is no warehouse NO-SUCH-WH',
    });
    expect(await counts()).toEqual(before);
  });

  test('the create endpoint’s rules hold: an area takes no parent, a bin holds nothing, purposes follow the area', async () => {
    const area = fresh('ZC');
    const bin = fresh('BIN');
    const rows: LocationImportRow[] = [
      { warehouse, code: area, kind: 'Area', purpose: 'Storage' },
      { warehouse, code: bin, parent: area, kind: 'Bin' },
      { warehouse, code: fresh('S'), parent: bin, kind: 'Shelf' },
      { warehouse, code: fresh('R'), parent: area, kind: 'Rack', purpose: 'Returns' },
      { warehouse, code: fresh('ZD'), parent: area, kind: 'Area', purpose: 'Storage' },
      { warehouse, code: fresh('ZE'), kind: 'Area' },
      { warehouse, code: fresh('R'), kind: 'Rack' },
      { warehouse, code: fresh('R'), parent: 'V-SUPPLIER', kind: 'Rack' },
      { warehouse, code: 'bad code!', parent: area, kind: 'Rack', maxUnits: '0' },
    ];
    const result = (await importRows(rows, { dryRun: true })).json().data;
    expect(
      result.problems.map((problem: { row: number; column: string | null }) => [
        problem.row,
        problem.column,
      ]),
    ).toEqual([
      [4, 'Inside'],
      [5, 'Purpose'],
      [6, 'Inside'],
      [7, 'Purpose'],
      [8, 'Inside'],
      [9, 'Inside'],
      [10, 'Code'],
      [10, 'Capacity (units)'],
    ]);
    expect(result.problems[0].message).toBe(`${bin} is a bin: a bin holds no locations`);
    expect(result.problems[1].message).toBe(
      'A rack takes the purpose of the area it is in (Storage)',
    );
    expect(result.problems[2].message).toBe(
      'An area is at the top of its warehouse: leave the parent empty',
    );
    expect(result.problems[5].message).toMatch(/^V-SUPPLIER is a virtual location/);
  });

  test('asked to skip the rows with problems, writes the others, and leaves out those inside a skipped one', async () => {
    const area = fresh('ZF');
    const rows: LocationImportRow[] = [
      { warehouse, code: area, kind: 'Area', purpose: 'Storage' },
      { warehouse, code: fresh('R'), parent: area, kind: 'Rack' },
      // A bad rack, and a shelf inside it.
      { warehouse, code: 'RACK-BAD', parent: area, kind: 'Rack', maxUnits: 'lots' },
      { warehouse, code: fresh('S'), parent: 'RACK-BAD', kind: 'Shelf' },
      { warehouse, code: fresh('S'), parent: 'STORAGE', kind: 'Shelf' },
    ];
    const before = await counts();
    const response = await importRows(rows, { skipRejectedRows: true });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ created: 3, rows: 5, problemCount: 2 });
    expect(result.rejectedRows).toEqual([
      { row: 4, reason: 'Capacity (units): Enter a whole number of units' },
      { row: 5, reason: 'Inside: RACK-BAD is made at row 4, which has problems' },
    ]);
    expect(await counts()).toEqual({
      locations: before.locations + 3,
      audit: before.audit + 3,
    });
  });

  test('needs the locations.import permission: adding one through the form is not enough', async () => {
    const viewer = await memberWithRole(app, 'location-import-viewer', {
      locations: { view: true, add: true, export: true, edit: true },
    });
    const rows = [{ warehouse, code: fresh('ZG'), kind: 'Area', purpose: 'Storage' }];
    const refused = await call('POST', 'locations/import', { rows, dryRun: true }, viewer.session);
    expect(refused.statusCode).toBe(403);
    expect(
      (await call('GET', 'locations/import-template', undefined, viewer.session)).statusCode,
    ).toBe(403);

    const adder = await memberWithRole(app, 'location-import-adder', {
      locations: { view: true, add: true, import: true },
    });
    const checked = await call('POST', 'locations/import', { rows, dryRun: true }, adder.session);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data.problemCount).toBe(0);
  });

  test('more rows than one batch, nested across batches, import in the file’s order', async () => {
    const area = fresh('ZH');
    const rows: LocationImportRow[] = [{ warehouse, code: area, kind: 'Area', purpose: 'Storage' }];
    for (let rack = 1; rack <= 4; rack++) {
      const rackCode = `${area}-R${rack}`;
      rows.push({ warehouse, code: rackCode, parent: area, kind: 'Rack' });
      for (let bin = 1; bin <= 15; bin++) {
        rows.push({ warehouse, code: `${rackCode}-${bin}`, parent: rackCode, kind: 'Bin' });
      }
    }
    const response = await importRows(rows);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result.created).toBe(rows.length);
    expect(Number(result.lastCode.slice(4)) - Number(result.firstCode.slice(4))).toBe(
      rows.length - 1,
    );
    const top = (await call('GET', `locations/tree?warehouse=${warehouse}&q=${area}-R4-15`)).json()
      .data.nodes;
    expect(top.map((node: { code: string }) => node.code)).toEqual([
      area,
      `${area}-R4`,
      `${area}-R4-15`,
    ]);
  });
});
