import { type SkuImportRow, skuImport, skuImportColumns } from '@depot/contracts/sku-import';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { executeRows } from '../../db/client.ts';
import { parseCsv } from '../../test/csv.ts';
import { createSku, createUser } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';

const { app, admin, call } = fileApp();

type Options = {
  dryRun?: boolean;
  skipRejectedRows?: boolean;
  earlier?: { row: number; client: string; code: string; kind: string; barcodes?: string[] }[];
};
const importRows = (rows: SkuImportRow[], options: Options = {}) =>
  call('POST', 'skus/import', { rows, dryRun: false, ...options });

const count = async (table: 'skus' | 'audit_log' | 'sku_components') => {
  const [row] = await executeRows(
    app.database.db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return Number((row as { n: number }).n);
};

// Real barcodes with their right check digits, and an EAN-13 whose last digit is wrong.
const EAN = '8901030865237';
const UPC = '036000291452';
const BAD_EAN = '8901030865238';

let haath = '';
let kesar = '';
beforeAll(async () => {
  haath = (await createUser(app, admin, { businessName: 'Haathkaam Crafts' })).code;
  kesar = (await createUser(app, admin, { businessName: 'Kesar Spices', taxId: null })).code;
});

let files = 0;
/** Codes of the file's own, so that each test's rows are new. */
const fresh = (code: string) => `${code}-${++files}`;

/** A standard SKU's row with every column a person would fill. */
const row = (client: string, code: string, extra: Partial<SkuImportRow> = {}): SkuImportRow => ({
  client,
  code,
  product: 'Jute mojari',
  brand: 'Haathkaam',
  category: 'Footwear',
  name: `Jute mojari ${code}`,
  unit: 'Pair',
  mrp: '1,499.00',
  ...extra,
});

describe('the SKUs import template', () => {
  test('is a CSV of the columns, headed as the export heads them, with an example row', async () => {
    const response = await call('GET', 'skus/import-template');
    expect(response.statusCode, response.body).toBe(200);
    const [header, example, ...rest] = parseCsv(response.body);
    expect(header).toEqual(skuImportColumns.map((column) => column.header));
    expect(example).toHaveLength(header?.length ?? 0);
    expect(rest).toEqual([]);
    const file = await call('GET', 'skus/export');
    const exported = parseCsv(file.body)[0] ?? [];
    // Every column the import reads is one the export writes.
    expect(exported).toEqual(expect.arrayContaining(header ?? []));
  });
});

describe('importing SKUs', () => {
  test('a good file, with kits of SKUs made above them, checks clean, then writes each SKU audited', async () => {
    const bag = fresh('BAG');
    const strap = fresh('STRAP');
    const kit = fresh('KIT');
    const rows: SkuImportRow[] = [
      { ...row(haath, bag, { barcodes: `${EAN}, ${UPC}` }), line: 2 },
      { ...row(haath, strap.toLowerCase(), { tracking: 'Lot', kind: 'standard' }), line: 3 },
      {
        ...row(haath, kit, {
          kind: 'Kit',
          product: 'Travel kit',
          components: `${bag} × 2; ${strap}`,
          weightKg: '1.2',
          lengthCm: '30',
          widthCm: '20',
          heightCm: '10',
          status: 'Inactive',
        }),
        line: 5,
      },
    ];
    const before = await count('skus');
    const checked = await importRows(rows, { dryRun: true });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data).toMatchObject({
      dryRun: true,
      rows: 3,
      created: 0,
      problemCount: 0,
    });
    expect(await count('skus')).toBe(before);

    const audited = await count('audit_log');
    const imported = await importRows(rows);
    expect(imported.statusCode, imported.body).toBe(200);
    const result = imported.json().data;
    expect(result).toMatchObject({ dryRun: false, rows: 3, created: 3, problemCount: 0 });
    expect(result.firstCode).toMatch(/^SKU-\d{6}$/);
    // Three SKUs and the two products made for them.
    expect(await count('audit_log')).toBe(audited + 5);

    const listed = await call('GET', `skus?user=${haath}&q=${kit}`);
    const [made] = listed.json().data.items;
    const detail = (await call('GET', `skus/${made.id}`)).json().data;
    expect(detail).toMatchObject({
      code: kit,
      kind: 'kit',
      status: 'inactive',
      product: { name: 'Travel kit' },
      weightKg: '1.2',
      components: [
        { sku: { code: bag }, quantity: 2 },
        { sku: { code: strap }, quantity: 1 },
      ],
    });
    const [bagMade] = (await call('GET', `skus?user=${haath}&q=${EAN}`)).json().data.items;
    expect(bagMade).toMatchObject({
      code: bag,
      barcodes: [EAN, UPC],
      mrp: '1499.00',
      unit: 'pair',
    });
    const [created] = (await call('GET', `skus/${made.id}/history`)).json().data;
    expect(created).toMatchObject({
      action: 'create',
      after: {
        code: kit,
        components: [
          { sku: bag, quantity: 2 },
          { sku: strap, quantity: 1 },
        ],
      },
    });
  });

  test('every problem is named at its row and column, and an import with any writes nothing', async () => {
    const mine = await createSku(app, admin, haath, { code: fresh('MINE') });
    const theirs = await createSku(app, admin, kesar, { code: fresh('THEIRS') });
    const bundle = await createSku(app, admin, haath, {
      code: fresh('BUNDLE'),
      kind: 'bundle',
      components: [{ sku: mine.code, quantity: 1 }],
    });
    const dup = fresh('DUP');
    const loopA = fresh('LOOP-A');
    const loopB = fresh('LOOP-B');
    const rows: SkuImportRow[] = [
      { ...row(haath, fresh('OK')), line: 2 },
      { ...row(haath, fresh('EAN'), { barcodes: BAD_EAN }), line: 3 },
      { ...row(haath, fresh('KIT'), { kind: 'Kit', components: 'NOPE-404 × 1' }), line: 4 },
      { ...row(haath, fresh('KIT'), { kind: 'Kit', components: theirs.code }), line: 5 },
      { ...row(haath, dup), line: 6 },
      { ...row(haath, dup.toLowerCase()), line: 7 },
      // A loop: A holds B, which is made below it and holds A.
      { ...row(haath, loopA, { kind: 'Bundle', components: loopB }), line: 8 },
      { ...row(haath, loopB, { kind: 'Bundle', components: loopA }), line: 9 },
      { ...row(haath, fresh('KIT'), { kind: 'Kit', components: bundle.code }), line: 10 },
      {
        ...row(haath, fresh('BND'), { kind: 'Bundle', tracking: 'Lot', components: mine.code }),
        line: 11,
      },
      { ...row(haath, mine.code.toLowerCase()), line: 12 },
      { ...row('USR-999999', fresh('NOBODY'), { unit: 'Bushel', gstRate: '17' }), line: 13 },
    ];
    const before = await count('skus');
    const checked = await importRows(rows, { dryRun: true });
    expect(checked.statusCode, checked.body).toBe(200);
    const result = checked.json().data;
    const at = (line: number) =>
      result.problems
        .filter((problem: { row: number }) => problem.row === line)
        .map((problem: { column: string | null; message: string }) => [
          problem.column,
          problem.message,
        ]);
    expect(at(2)).toEqual([]);
    expect(at(3)).toEqual([
      [
        'Barcodes',
        `${BAD_EAN}: The check digit is wrong for an EAN-13 barcode: check the last digit`,
      ],
    ]);
    expect(at(4)).toEqual([
      ['Components', `${haath} has no SKU NOPE-404, nor is it made above this row in the file`],
    ]);
    expect(at(5)).toEqual([
      [
        'Components',
        `${theirs.code} is a SKU of ${kesar}, not of ${haath}: a component is of the same client`,
      ],
    ]);
    expect(at(6)).toEqual([]);
    expect(at(7)).toEqual([['SKU code', 'is the same as row 6’s']]);
    expect(at(8)).toEqual([
      [
        'Components',
        `${loopB} is made further down, at row 9: put it above the bundles and kits it is in`,
      ],
    ]);
    expect(at(9)).toEqual([['Components', `${loopA} is made at row 8, which has problems`]]);
    expect(at(10)).toEqual([
      [
        'Components',
        `${bundle.code} is a bundle, which holds no stock: list its components instead`,
      ],
    ]);
    expect(at(11)).toEqual([
      ['Tracking', 'A bundle holds no stock of its own: its components are tracked'],
    ]);
    expect(at(12)).toEqual([['SKU code', `${haath} already has a SKU ${mine.code}`]]);
    expect(at(13)).toEqual([
      ['Client', 'There is no user USR-999999'],
      ['GST rate (%)', 'Choose a GST rate'],
      ['Unit', 'Choose the unit it is counted in'],
    ]);
    expect(result.rejectedRows.map((rejected: { row: number }) => rejected.row)).toEqual([
      3, 4, 5, 7, 8, 9, 10, 11, 12, 13,
    ]);

    const refused = await importRows(rows);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'IMPORT_INVALID',
      message: 'Nothing was imported: 10 rows have problems',
    });
    expect(refused.json().error.details).toContainEqual({
      path: 'rows.1.barcodes',
      message: `${BAD_EAN}: The check digit is wrong for an EAN-13 barcode: check the last digit`,
    });
    expect(await count('skus')).toBe(before);

    // Skipping them writes the two sound rows and hands the rest back.
    const skipped = await importRows(rows, { skipRejectedRows: true });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json().data).toMatchObject({ created: 2, problemCount: result.problemCount });
    expect(await count('skus')).toBe(before + 2);
  });

  test('barcodes are unique per client, in the file and against SKUs already there', async () => {
    const taken = fresh('HF/THERE');
    const there = await createSku(app, admin, haath, { code: fresh('BC'), barcodes: [taken] });
    const rows: SkuImportRow[] = [
      { ...row(haath, fresh('BC'), { barcodes: '8901000000019; HF-0001' }), line: 2 },
      { ...row(haath, fresh('BC'), { barcodes: 'HF-0001' }), line: 3 },
      { ...row(haath, fresh('BC'), { barcodes: taken }), line: 4 },
      // Another client may have the same barcodes.
      { ...row(kesar, fresh('BC'), { barcodes: `HF-0001 ${taken}` }), line: 5 },
    ];
    const checked = (await importRows(rows, { dryRun: true })).json().data;
    expect(checked.problems).toEqual([
      { row: 3, column: 'Barcodes', message: 'HF-0001 is also a barcode of row 2' },
      { row: 4, column: 'Barcodes', message: `${taken} is already a barcode of ${there.code}` },
    ]);
  });

  test('the export of a client’s SKUs imports back as it is, for another client', async () => {
    const other = (await createUser(app, admin, { businessName: 'Roundtrip Traders' })).code;
    const source = (await createUser(app, admin, { businessName: 'Export Source' })).code;
    const part = await createSku(app, admin, source, { code: 'RT-PART', barcodes: [EAN, 'RT/01'] });
    await createSku(app, admin, source, {
      code: 'RT-BOX',
      kind: 'kit',
      components: [{ sku: part.code, quantity: 3 }],
      tracking: 'lot-expiry',
      shelfLifeDays: 180,
    });
    const file = await call('GET', `skus/export?user=${source}&sort=id`);
    const [headers = [], ...records] = parseCsv(file.body);
    const clientColumn = headers.indexOf('Client');
    const { rows, ignoredHeaders, missingHeaders } = skuImport.rowsOf(
      headers,
      records.map((cells) =>
        Object.fromEntries(
          headers.map((header, index) => [header, index === clientColumn ? other : cells[index]]),
        ),
      ),
    );
    expect(missingHeaders).toEqual([]);
    expect(ignoredHeaders).toEqual(['Id', 'Client name', 'Created at']);
    const imported = await importRows(rows);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data.created).toBe(2);
    const again = await call('GET', `skus/export?user=${other}&sort=id`);
    const strip = (body: string) =>
      parseCsv(body)
        .slice(1)
        .map((cells) =>
          cells.filter(
            (_, index) =>
              !['Id', 'Client', 'Client name', 'Created at'].includes(headers[index] ?? ''),
          ),
        );
    expect(strip(again.body)).toEqual(strip(file.body));
    expect(strip(again.body)[1]).toContain('RT-PART × 3');
  });
});

describe('a file sent in parts', () => {
  test('a later part names SKUs of an earlier one: told of them in its dry run, read once written', async () => {
    const base = fresh('PART');
    const first: SkuImportRow[] = [{ ...row(kesar, base, { barcodes: 'KS-PART-1' }), line: 2 }];
    const kit = fresh('PART-KIT');
    const second: SkuImportRow[] = [
      { ...row(kesar, kit, { kind: 'Kit', components: `${base} x 4` }), line: 10_002 },
      { ...row(kesar, base), line: 10_003 },
      { ...row(kesar, fresh('PART'), { barcodes: 'KS-PART-1' }), line: 10_004 },
    ];
    // Without word of the earlier part, its SKU is unknown to the second part's dry run.
    const alone = (await importRows(second, { dryRun: true })).json().data;
    expect(alone.problems[0]).toMatchObject({ row: 10_002, column: 'Components' });

    const earlier = [
      { row: 2, client: kesar, code: base, kind: 'standard', barcodes: ['KS-PART-1'] },
    ];
    const told = (await importRows(second, { dryRun: true, earlier })).json().data;
    expect(told.problems).toEqual([
      { row: 10_003, column: 'SKU code', message: 'is the same as row 2’s' },
      { row: 10_004, column: 'Barcodes', message: 'KS-PART-1 is also a barcode of row 2' },
    ]);

    expect((await importRows(first)).statusCode).toBe(200);
    // Written, the earlier part is read from the database: what it was told is not needed.
    const imported = await importRows(second.slice(0, 1), { earlier });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data.created).toBe(1);
  });

  test('parts of a file count by rows against the limit, not one a request', async () => {
    const { session } = await memberWithRole(app, 'sku-import-parts', {
      products: { view: true, add: true, import: true },
    });
    const rows = [{ ...row(kesar, fresh('LIMIT')), line: 2 }];
    // Eleven checks in a minute: the eleventh of a file sent whole would be refused.
    for (let part = 0; part < 11; part++) {
      const checked = await call('POST', 'skus/import', { rows, dryRun: true }, session);
      expect(checked.statusCode, checked.body).toBe(200);
    }
  });

  test('1 500 rows in two parts go through, bundles of the first part in the second', async () => {
    const prefix = fresh('BULK');
    const rows: SkuImportRow[] = Array.from({ length: 1_500 }, (_, index) => {
      const line = index + 2;
      const code = `${prefix}-${index}`;
      return index >= 1_000 && index % 2 === 0
        ? {
            ...row(haath, code, { kind: 'Bundle', components: `${prefix}-${index - 1_000} × 2` }),
            line,
          }
        : { ...row(haath, code, { barcodes: `${prefix}/${index}` }), line };
    });
    const before = await count('sku_components');
    for (const part of [rows.slice(0, 1_000), rows.slice(1_000)]) {
      const imported = await importRows(part);
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json().data.created).toBe(part.length);
    }
    expect(await count('sku_components')).toBe(before + 250);
  });
});

describe('who may import SKUs', () => {
  test('importing and its template need products.import: adding one by one is not enough', async () => {
    const viewer = await memberWithRole(app, 'sku-import-viewer', {
      products: { view: true, add: true, export: true, edit: true },
    });
    const rows = [{ ...row(haath, fresh('PERM')), line: 2 }];
    const refused = await call('POST', 'skus/import', { rows, dryRun: true }, viewer.session);
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', 'skus/import-template', undefined, viewer.session)).statusCode).toBe(
      403,
    );
    const adder = await memberWithRole(app, 'sku-import-adder', {
      products: { view: true, add: true, import: true },
    });
    const checked = await call('POST', 'skus/import', { rows, dryRun: true }, adder.session);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data.problemCount).toBe(0);
  });
});
