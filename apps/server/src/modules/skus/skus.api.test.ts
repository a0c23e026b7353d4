import { beforeAll, describe, expect, test } from 'vitest';
import type { Method, SignedIn } from '../../test/auth-helpers.ts';
import { parseCsv } from '../../test/csv.ts';
import { createSku, createUser, skuBody } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';

const { app, admin, call } = fileApp();

const skus = (method: Method, path = '', payload?: object, session?: SignedIn) =>
  call(method, `skus${path}`, payload, session);
const history = async (id: string) => (await skus('GET', `/${id}/history`)).json().data;
/** The problems of a refused body, by field path. */
const problemsOf = (response: { json: () => { error: { details?: { path: string }[] } } }) =>
  (response.json().error.details ?? []).map((detail) => detail.path);

// Real barcodes: an EAN-13 in India's prefix and a UPC-A, each with its right check digit.
const EAN = '8901030865237';
const UPC = '036000291452';

/** Two clients of their own, made once for the file. */
let haath: string;
let kesar: string;
beforeAll(async () => {
  haath = (await createUser(app, admin, { businessName: 'Haathkaam Footwear' })).code;
  kesar = (await createUser(app, admin, { businessName: 'Kesar Foods', taxId: null })).code;
});

describe('adding and reading SKUs', () => {
  test('a SKU gets the next id, its product made by name, barcodes kept in order, audited', async () => {
    const sku = await createSku(app, admin, haath, {
      code: ' hf-jut-moj-7 ',
      barcodes: [EAN, UPC, 'HF/INT-0007'],
      weightKg: '0.650',
      mrp: '1499',
    });
    expect(sku).toMatchObject({
      id: expect.stringMatching(/^SKU-\d{6}$/),
      code: 'HF-JUT-MOJ-7',
      user: { code: haath, businessName: 'Haathkaam Footwear' },
      product: { id: expect.stringMatching(/^PRD-\d{6}$/), name: 'Jute mojari' },
      kind: 'standard',
      barcodes: [EAN, UPC, 'HF/INT-0007'],
      weightKg: '0.65',
      lengthCm: '32',
      mrp: '1499.00',
      currency: 'INR',
      unit: 'each',
      tracking: 'none',
      components: [],
      status: 'active',
    });
    expect((await skus('GET', `/ ${sku.id.toLowerCase()} `)).json().data).toEqual(sku);
    // A variant of the same product, named in another case, joins it.
    const black = await createSku(app, admin, haath, { product: { name: 'JUTE MOJARI' } });
    expect(black.product.id).toBe(sku.product.id);
    const product = await call('GET', `products/${sku.product.id}`);
    expect(product.json().data).toMatchObject({ name: 'Jute mojari', skuCount: 2 });
    const [created] = await history(sku.id);
    expect(created).toMatchObject({
      action: 'create',
      entity: 'sku',
      entityId: sku.id,
      after: { code: 'HF-JUT-MOJ-7', barcodes: [EAN, UPC, 'HF/INT-0007'], user: { code: haath } },
    });
    expect((await skus('GET', '/SKU-999999')).statusCode).toBe(404);
  });

  test('an edit replaces the barcodes sent, keeps the rest, and is audited with what changed', async () => {
    const sku = await createSku(app, admin, kesar, {
      barcodes: [EAN],
      tracking: 'lot-expiry',
      shelfLifeDays: 365,
      minShelfLifeDays: 120,
    });
    const edited = await skus('PATCH', `/${sku.id}`, {
      barcodes: [UPC],
      name: 'Masala chai, 250 g pouch',
      minShelfLifeDays: 90,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      barcodes: [UPC],
      name: 'Masala chai, 250 g pouch',
      shelfLifeDays: 365,
      minShelfLifeDays: 90,
      code: sku.code,
    });
    const [entry] = await history(sku.id);
    expect(entry).toMatchObject({
      action: 'update',
      before: { barcodes: [EAN], minShelfLifeDays: 120 },
      after: { barcodes: [UPC], minShelfLifeDays: 90 },
    });
    // The freed barcode may go to another SKU of the client.
    await createSku(app, admin, kesar, { barcodes: [EAN] });
  });
});

describe('what a SKU is refused', () => {
  test.each([
    ['a wrong EAN-13 check digit', { barcodes: [UPC, '8901030865238'] }, 'barcodes.1'],
    ['a wrong UPC-A check digit', { barcodes: ['036000291453'] }, 'barcodes.0'],
    ['a barcode listed twice', { barcodes: [EAN, EAN] }, 'barcodes.1'],
    ['a weight of zero', { weightKg: '0' }, 'weightKg'],
    ['a negative length', { lengthCm: '-4' }, 'lengthCm'],
    ['sides not given together', { lengthCm: '10', widthCm: null, heightCm: null }, 'widthCm'],
    ['zero units per case', { unitsPerCase: 0 }, 'unitsPerCase'],
    ['a shelf life on an untracked SKU', { shelfLifeDays: 180 }, 'shelfLifeDays'],
    [
      'a minimum longer than the shelf life',
      { tracking: 'lot-expiry', shelfLifeDays: 30, minShelfLifeDays: 45 },
      'minShelfLifeDays',
    ],
    ['a GST rate no schedule has', { gstRate: '13' }, 'gstRate'],
    ['an HSN code of 5 digits', { hsnCode: '64039' }, 'hsnCode'],
    ['paise beyond the rupee’s two digits', { mrp: '10.505' }, 'mrp'],
    ['a currency that does not exist', { currency: 'XXQ' }, 'currency'],
    ['a bundle without components', { kind: 'bundle' }, 'components'],
    ['components on a standard SKU', { components: [{ sku: 'X-1', quantity: 1 }] }, 'components'],
  ] as const)('%s is a 400 at the field', async (_case, overrides, path) => {
    const response = await skus('POST', '', { ...skuBody(haath), ...overrides });
    expect(response.statusCode, response.body).toBe(400);
    expect(problemsOf(response)).toContain(path);
  });

  test('a code is the client’s once, whatever its case: a 409 at the code; another client may use it', async () => {
    const sku = await createSku(app, admin, haath);
    const again = await skus('POST', '', skuBody(haath, { code: sku.code.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(problemsOf(again)).toEqual(['code']);
    expect(again.json().error.message).toContain(sku.id);
    await createSku(app, admin, kesar, { code: sku.code });
  });

  test('a barcode another SKU of the client has is a 409 naming that SKU', async () => {
    const first = await createSku(app, admin, haath, { barcodes: ['HF-CASE-0001'] });
    const taken = await skus('POST', '', skuBody(haath, { barcodes: ['X-1', 'HF-CASE-0001'] }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details).toEqual([
      { path: 'barcodes.1', message: `is already a barcode of ${first.code}` },
    ]);
    const edit = await skus('PATCH', `/${first.id}`, { barcodes: ['HF-CASE-0001', 'X-2'] });
    expect(edit.statusCode, 'its own barcodes stay its own').toBe(200);
  });
});

describe('bundles and kits', () => {
  test('components are SKUs of the same client; a kit takes no bundle', async () => {
    const mojari = await createSku(app, admin, haath);
    const polish = await createSku(app, admin, haath, { product: { name: 'Shoe polish' } });
    const theirs = await createSku(app, admin, kesar);
    const bundle = await createSku(app, admin, haath, {
      kind: 'bundle',
      product: { name: 'Mojari care combo' },
      components: [
        { sku: mojari.code.toLowerCase(), quantity: 1 },
        { sku: polish.code, quantity: 2 },
      ],
    });
    expect(bundle.components).toEqual([
      { sku: { id: mojari.id, code: mojari.code, name: mojari.name }, quantity: 1 },
      { sku: { id: polish.id, code: polish.code, name: polish.name }, quantity: 2 },
    ]);
    const foreign = await skus(
      'POST',
      '',
      skuBody(haath, { kind: 'kit', components: [{ sku: theirs.code, quantity: 1 }] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details).toEqual([
      { path: 'components.0.sku', message: `This client has no SKU ${theirs.code}` },
    ]);
    const kitOfBundle = await skus(
      'POST',
      '',
      skuBody(haath, { kind: 'kit', components: [{ sku: bundle.code, quantity: 1 }] }),
    );
    expect(kitOfBundle.statusCode).toBe(400);
    expect(problemsOf(kitOfBundle)).toEqual(['components.0.sku']);
    const tracked = await skus(
      'POST',
      '',
      skuBody(haath, {
        kind: 'bundle',
        tracking: 'lot',
        components: [{ sku: mojari.code, quantity: 1 }],
      }),
    );
    expect(problemsOf(tracked)).toEqual(['tracking']);
    // A component is not deleted from under its bundle.
    const removed = await skus('DELETE', `/${polish.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.message).toBe(
      `${polish.code} is a component of ${bundle.code}: deactivate it instead.`,
    );
  });

  test('a bundle or kit containing itself, directly or through others, is a 400 at that component', async () => {
    const sock = await createSku(app, admin, haath, { product: { name: 'Cotton socks' } });
    const pair = await createSku(app, admin, haath, {
      kind: 'bundle',
      components: [{ sku: sock.code, quantity: 2 }],
    });
    const gift = await createSku(app, admin, haath, {
      kind: 'bundle',
      components: [{ sku: pair.code, quantity: 1 }],
    });
    const loop = await skus('PATCH', `/${pair.id}`, {
      components: [
        { sku: sock.code, quantity: 2 },
        { sku: gift.code, quantity: 1 },
      ],
    });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().error.details).toEqual([
      {
        path: 'components.1.sku',
        message: `${gift.code} contains ${pair.code}, directly or through others: a SKU cannot contain itself`,
      },
    ]);
    const itself = await skus('PATCH', `/${pair.id}`, {
      components: [{ sku: pair.code, quantity: 1 }],
    });
    expect(itself.statusCode).toBe(400);
    expect(problemsOf(itself)).toEqual(['components.0.sku']);
    expect((await skus('GET', `/${pair.id}`)).json().data.components).toHaveLength(1);
  });
});

describe('finding SKUs', () => {
  test('a scanned barcode or a typed code finds its SKU, across clients or within one', async () => {
    const sku = await createSku(app, admin, haath, { barcodes: ['8906001234562', 'HF-SCAN-1'] });
    const sameCode = await createSku(app, admin, kesar, { code: sku.code });
    const byBarcode = await skus('GET', '/lookup?code=8906001234562');
    expect(byBarcode.statusCode, byBarcode.body).toBe(200);
    expect(byBarcode.json().data.items.map((item: { id: string }) => item.id)).toEqual([sku.id]);
    const byCode = await skus('GET', `/lookup?code=${sku.code.toLowerCase()}`);
    expect(
      byCode
        .json()
        .data.items.map((item: { id: string }) => item.id)
        .sort(),
    ).toEqual([sku.id, sameCode.id].sort());
    const within = await skus('GET', `/lookup?code=${sku.code}&user=${kesar}`);
    expect(within.json().data.items.map((item: { id: string }) => item.id)).toEqual([sameCode.id]);
    expect((await skus('GET', '/lookup?code=NOTHING-HERE')).json().data.items).toEqual([]);
    // The list's search takes a barcode whole.
    const listed = await skus('GET', '?q=HF-SCAN-1');
    expect(listed.json().data.items.map((item: { id: string }) => item.id)).toEqual([sku.id]);
  });

  test('the list filters by client, tracking and kind; the export is every SKU of the filters', async () => {
    const lot = await createSku(app, admin, kesar, {
      tracking: 'lot-expiry',
      shelfLifeDays: 270,
      barcodes: ['8901000000019', 'KF-0001'],
    });
    const page = await skus('GET', `?user=${kesar}&tracking=lot-expiry&kind=standard&pageSize=100`);
    expect(page.statusCode, page.body).toBe(200);
    const items = page.json().data.items as { id: string; user: { code: string } }[];
    expect(items.map((item) => item.id)).toContain(lot.id);
    expect(items.every((item) => item.user.code === kesar)).toBe(true);
    const file = await skus('GET', `/export?user=${kesar}&tracking=lot-expiry`);
    expect(file.statusCode).toBe(200);
    const rows = parseCsv(file.body);
    expect(rows[0]).toEqual(expect.arrayContaining(['SKU code', 'Barcodes', 'Tracking', 'MRP']));
    const header = rows[0] ?? [];
    const row = rows.find((cells) => cells[header.indexOf('Id')] === lot.id);
    expect(row?.[header.indexOf('Barcodes')]).toBe('8901000000019, KF-0001');
    expect(row?.[header.indexOf('Tracking')]).toBe('Lot and expiry');
    expect(rows.length - 1).toBe(items.length);
  });
});

describe('a SKU’s status, deletion and product', () => {
  test('a deleted SKU is gone, its History kept, and a product left empty goes with it', async () => {
    const sku = await createSku(app, admin, haath, { product: { name: 'Kolhapuri chappal' } });
    const deleted = await skus('DELETE', `/${sku.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.message).toBe(`SKU ${sku.code} deleted.`);
    expect((await skus('GET', `/${sku.id}`)).statusCode).toBe(404);
    expect((await call('GET', `products/${sku.product.id}`)).statusCode).toBe(404);
    expect((await history(sku.id)).map((entry: { action: string }) => entry.action)).toEqual([
      'delete',
      'create',
    ]);
    const off = await skus('POST', '/change-status', { codes: ['SKU-999999'], isActive: false });
    expect(off.json().data.results).toEqual([
      { id: 'SKU-999999', outcome: 'not_found', message: 'No SKU has this id.' },
    ]);
  });

  test('a product is renamed once per client name; its picker finds it by brand', async () => {
    const a = await createSku(app, admin, haath, {
      product: { name: 'Block-print kurta', brand: 'Neel' },
    });
    const b = await createSku(app, admin, haath, { product: { name: 'Linen shirt' } });
    const clash = await call('PATCH', `products/${b.product.id}`, { name: 'block-print KURTA' });
    expect(clash.statusCode).toBe(409);
    expect(problemsOf(clash)).toEqual(['name']);
    const renamed = await call('PATCH', `products/${a.product.id}`, { category: 'Apparel' });
    expect(renamed.json().data).toMatchObject({ name: 'Block-print kurta', category: 'Apparel' });
    const options = await call('GET', `products?user=${haath}&q=neel`);
    expect(options.json().data.items.map((item: { id: string }) => item.id)).toEqual([
      a.product.id,
    ]);
  });
});

describe('who may do what with SKUs', () => {
  test('products.view reads SKUs and products; every change and the export need their own grant', async () => {
    const sku = await createSku(app, admin, haath);
    const { session } = await memberWithRole(app, 'sku-viewer', { products: { view: true } });
    for (const path of ['', `/${sku.id}`, `/${sku.id}/history`, `/lookup?code=${sku.code}`]) {
      expect((await skus('GET', path, undefined, session)).statusCode, path).toBe(200);
    }
    expect((await call('GET', `products/${sku.product.id}`, undefined, session)).statusCode).toBe(
      200,
    );
    const refused: [Method, string, object?][] = [
      ['GET', '/export'],
      ['POST', '', skuBody(haath)],
      ['PATCH', `/${sku.id}`, { name: 'Renamed' }],
      ['POST', '/change-status', { codes: [sku.id], isActive: false }],
      ['DELETE', `/${sku.id}`],
    ];
    for (const [method, path, body] of refused) {
      const response = await skus(method, path, body, session);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
    }
    const rename = await call('PATCH', `products/${sku.product.id}`, { name: 'X y' }, session);
    expect(rename.statusCode).toBe(403);
  });
});
