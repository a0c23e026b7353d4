import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { page } from '@/test/list-page.ts';
import { referenceRoutes } from '@/test/reference-fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';
import { captureSavedFiles } from '@/test/saved-files.ts';
import { sku, skuRow } from '../testing/fixtures.ts';

const kesar = { code: 'USR-000042', businessName: 'Kesar Naturals', isActive: true };

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...referenceRoutes(),
    'GET /admin/skus': () => ok(page([skuRow()])),
    'GET /admin/users/options': () => ok([kesar]),
    'GET /admin/products': () => ok({ items: [] }),
    ...extra,
  });
}

type Server = ReturnType<typeof serve>;

/** The query string a request to `url` was sent with, the last one. */
function paramsTo(server: Server, url: string) {
  return server.adapter.mock.calls
    .map(([config]) => config)
    .filter((config) => config.url === url)
    .at(-1)?.params;
}

describe('/skus', () => {
  test('lists SKUs with their client and barcodes; the state is read from the URL and sent', async () => {
    signInWith({ products: { view: true } });
    const server = serve();
    renderApp(
      '/skus?q=mojari&status=active&user=USR-000042&tracking=none&kind=standard&sort=-code',
    );
    const row = (await screen.findByText('Jute mojari, tan, UK 7')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('HF-JUT-MOJ-7')).toBeDefined();
    expect(within(row).getByText('Kesar Naturals')).toBeDefined();
    expect(within(row).getByText('Tan, UK 7')).toBeDefined();
    expect(within(row).getByText('8906001234562 +1')).toBeDefined();
    expect(paramsTo(server, '/admin/skus')).toEqual({
      page: 1,
      pageSize: 20,
      q: 'mojari',
      status: 'active',
      user: 'USR-000042',
      tracking: 'none',
      kind: 'standard',
      sort: '-code',
    });
    // Without products.add or products.edit: no New SKU, no selection.
    expect(screen.queryByRole('button', { name: 'New SKU' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /^Select HF-JUT-MOJ-7/ })).toBeNull();
  });

  test('the tracking and type filters go to the URL, back on the first page', async () => {
    signInWith({ products: { view: true } });
    serve();
    const { router } = renderApp('/skus?page=2');
    await screen.findByText('Jute mojari, tan, UK 7');
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by tracking' }), {
      target: { value: 'lot-expiry' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?tracking=lot-expiry'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by type' }), {
      target: { value: 'kit' },
    });
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('kind')).toBe('kit'),
    );
  });

  test('a barcode scanned into the search opens the one SKU it names', async () => {
    signInWith({ products: { view: true } });
    const server = serve({
      'GET /admin/skus/lookup': () => ok({ items: [skuRow()] }),
      'GET /admin/skus/SKU-000007': () => ok(sku()),
    });
    const { router } = renderApp('/skus?user=USR-000042');
    await screen.findByText('Jute mojari, tan, UK 7');
    const search = screen.getByRole('searchbox', { name: 'Search SKUs' });
    // A keyboard-wedge scanner types the digits, then Enter.
    fireEvent.change(search, { target: { value: '8906001234562' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/skus/SKU-000007'));
    expect(paramsTo(server, '/admin/skus/lookup')).toEqual({
      code: '8906001234562',
      user: 'USR-000042',
    });
    expect(
      await screen.findByRole('heading', { name: 'HF-JUT-MOJ-7 · Jute mojari, tan, UK 7' }),
    ).toBeDefined();
  });

  test('a code several SKUs share leaves the list searched by it', async () => {
    signInWith({ products: { view: true } });
    const server = serve({
      'GET /admin/skus/lookup': () =>
        ok({
          items: [
            skuRow(),
            skuRow({ id: 'SKU-000008', user: { code: 'USR-000043', businessName: 'Haath' } }),
          ],
        }),
    });
    const { router } = renderApp('/skus');
    await screen.findByText('Jute mojari, tan, UK 7');
    const search = screen.getByRole('searchbox', { name: 'Search SKUs' });
    fireEvent.change(search, { target: { value: 'HF-JUT-MOJ-7' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(server.requestsTo('GET /admin/skus/lookup')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toBe('?q=HF-JUT-MOJ-7'));
    expect(router.state.location.pathname).toBe('/skus');
    expect(paramsTo(server, '/admin/skus/lookup')).toEqual({ code: 'HF-JUT-MOJ-7' });
  });

  test('bulk deactivation sends the ids to the SKUs’ change-status', async () => {
    signInWith({ products: { view: true, edit: true } });
    const server = serve({
      'POST /admin/skus/change-status': () =>
        ok({ results: [{ id: 'SKU-000007', outcome: 'updated' }] }),
    });
    renderApp('/skus');
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Select HF-JUT-MOJ-7 Jute mojari, tan, UK 7' }),
    );
    expect(screen.getByText('1 SKU selected')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('1 deactivated')).toBeDefined();
    expect(server.requestsTo('POST /admin/skus/change-status')[0]?.body).toEqual({
      codes: ['SKU-000007'],
      isActive: false,
    });
  });

  test('the export is the filtered list, never a page', async () => {
    signInWith({ products: { view: true, export: true } });
    const saved = captureSavedFiles();
    const server = serve({
      'GET /admin/skus/export': () => ({
        status: 200,
        body: new Blob(['PK'], { type: 'application/octet-stream' }),
        headers: { 'content-disposition': 'attachment; filename="skus-2026-12-06.xlsx"' },
      }),
    });
    renderApp('/skus?kind=kit&page=3');
    await screen.findByText('Jute mojari, tan, UK 7');
    expect(screen.getByRole('button', { name: 'Export CSV of SKUs' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX of SKUs' }));
    await waitFor(() => expect(saved).toEqual(['skus-2026-12-06.xlsx']));
    expect(paramsTo(server, '/admin/skus/export')).toEqual({ kind: 'kit', format: 'xlsx' });
  });
});

describe('/skus/{skuId}', () => {
  const gift = sku({
    id: 'SKU-000011',
    code: 'HF-GIFT-1',
    name: 'Festive gift box',
    kind: 'kit',
    variant: null,
    barcodes: ['036000291452', 'HF-GIFT-1-BOX'],
    tracking: 'lot-expiry',
    shelfLifeDays: 365,
    minShelfLifeDays: 90,
    components: [
      {
        sku: { id: 'SKU-000007', code: 'HF-JUT-MOJ-7', name: 'Jute mojari, tan, UK 7' },
        quantity: 1,
      },
      { sku: { id: 'SKU-000009', code: 'KN-SOAP-75', name: 'Kesar soap 75 g' }, quantity: 3 },
    ],
  });

  test('shows the facts, each barcode with its kind, and a kit’s components linked', async () => {
    signInWith({ products: { view: true } });
    serve({ 'GET /admin/skus/SKU-000011': () => ok(gift) });
    renderApp('/skus/SKU-000011');
    expect(
      await screen.findByRole('heading', { name: 'HF-GIFT-1 · Festive gift box' }),
    ).toBeDefined();
    expect(screen.getByText('Kesar Naturals (USR-000042)')).toBeDefined();
    expect(screen.getByText('Haath Factory')).toBeDefined();
    expect(screen.getByText('Lot and expiry')).toBeDefined();
    expect(screen.getByText('365 days')).toBeDefined();
    expect(screen.getByText('0.45 kg')).toBeDefined();
    expect(screen.getByText('30 × 12 × 10 cm')).toBeDefined();
    const barcodes = screen.getByRole('list', { name: 'Barcodes' });
    expect(within(barcodes).getByText('036000291452').parentElement?.textContent).toContain(
      'UPC-A',
    );
    expect(within(barcodes).getByText('HF-GIFT-1-BOX').parentElement?.textContent).toContain(
      'Other',
    );
    const components = screen.getByRole('table', { name: 'Components' });
    expect(within(components).getByRole('link', { name: 'KN-SOAP-75' }).getAttribute('href')).toBe(
      '/skus/SKU-000009',
    );
    expect(within(components).getByText('3')).toBeDefined();
    // Neither edit nor delete without their grants, nor its stock without inventory's.
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Stock on hand of HF-GIFT-1' })).toBeNull();
  });

  test('a kit’s stock across locations is a link away for those who may see inventory', async () => {
    signInWith({ products: { view: true }, inventory: { view: true } });
    serve({ 'GET /admin/skus/SKU-000011': () => ok(gift) });
    renderApp('/skus/SKU-000011');
    const link = await screen.findByRole('link', { name: 'Stock on hand of HF-GIFT-1' });
    expect(link.getAttribute('href')).toBe('/stock?sku=SKU-000011');
  });

  test('a SKU held by a bundle is not deleted: the API’s words say why', async () => {
    signInWith({ products: { view: true, delete: true } });
    const message = 'HF-JUT-MOJ-7 is a component of HF-GIFT-1: deactivate it instead.';
    serve({
      'GET /admin/skus/SKU-000007': () => ok(sku()),
      'DELETE /admin/skus/SKU-000007': () => fail(409, 'CONFLICT', message),
    });
    const { router } = renderApp('/skus/SKU-000007');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message)).toBeDefined();
    expect(router.state.location.pathname).toBe('/skus/SKU-000007');
  });

  test('an id that cannot be a SKU’s shows not-found without asking the server', async () => {
    signInWith({ products: { view: true } });
    const server = serve();
    renderApp('/skus/HF-JUT-MOJ-7');
    expect(await screen.findByText('SKU not found')).toBeDefined();
    expect(server.requests().some((request) => request.url.startsWith('/admin/skus/'))).toBe(false);
  });
});

describe('/skus/new', () => {
  async function fill() {
    const name = await screen.findByLabelText('Name');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Client' }));
    fireEvent.click(await screen.findByTitle('Kesar Naturals (USR-000042)'));
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('SKU code', 'hf-jut-moj-7');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Product' })).toHaveProperty('disabled', false),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Product' }), {
      target: { value: 'Jute mojari' },
    });
    fireEvent.change(name, { target: { value: 'Jute mojari, tan, UK 7' } });
    return type;
  }

  test('Enter from a scanner adds the next barcode; the SKU is sent with weights canonical', async () => {
    signInWith({ products: { view: true, add: true } });
    const server = serve({
      'POST /admin/skus': () => ({ status: 201, body: { data: sku() } }),
      'GET /admin/skus/SKU-000007': () => ok(sku()),
    });
    const { router } = renderApp('/skus/new');
    const type = await fill();
    const first = screen.getByLabelText('Barcode 1');
    fireEvent.change(first, { target: { value: '8906001234562' } });
    fireEvent.keyDown(first, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const second = await screen.findByLabelText('Barcode 2');
    await waitFor(() => expect(document.activeElement).toBe(second));
    fireEvent.change(second, { target: { value: 'HF-0007' } });
    type('Weight (kg)', '0.45');
    fireEvent.click(screen.getByRole('button', { name: 'Add SKU' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/skus/SKU-000007'));
    expect(server.requestsTo('POST /admin/skus')[0]?.body).toMatchObject({
      userCode: 'USR-000042',
      code: 'hf-jut-moj-7',
      product: { name: 'Jute mojari', brand: null, category: null },
      kind: 'standard',
      name: 'Jute mojari, tan, UK 7',
      barcodes: ['8906001234562', 'HF-0007'],
      weightKg: '0.45',
      tracking: 'none',
      components: [],
    });
  });

  test('a wrong check digit is refused at the barcode before sending', async () => {
    signInWith({ products: { view: true, add: true } });
    const server = serve();
    renderApp('/skus/new');
    await fill();
    fireEvent.change(screen.getByLabelText('Barcode 1'), { target: { value: '8906001234563' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add SKU' }));
    const field = screen.getByLabelText('Barcode 1').closest('.ant-form-item');
    if (!(field instanceof HTMLElement)) throw new Error('the barcode has no form item');
    expect(
      await within(field).findByText(
        'The check digit is wrong for an EAN-13 barcode: check the last digit',
      ),
    ).toBeDefined();
    expect(server.requestsTo('POST /admin/skus')).toHaveLength(0);
  });

  test('a barcode another SKU has, as the server says, shows under that barcode', async () => {
    signInWith({ products: { view: true, add: true } });
    const message = 'is already a barcode of KN-SOAP-75';
    serve({
      'POST /admin/skus': () =>
        fail(409, 'CONFLICT', `Barcodes are already in use: ${message}.`, [
          { path: 'barcodes.1', message },
        ]),
    });
    renderApp('/skus/new');
    await fill();
    fireEvent.change(screen.getByLabelText('Barcode 1'), { target: { value: '8906001234562' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add barcode' }));
    fireEvent.change(await screen.findByLabelText('Barcode 2'), {
      target: { value: '8901000000019' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add SKU' }));
    const field = screen.getByLabelText('Barcode 2').closest('.ant-form-item');
    if (!(field instanceof HTMLElement)) throw new Error('the barcode has no form item');
    expect(await within(field).findByText(message)).toBeDefined();
    const other = screen.getByLabelText('Barcode 1').closest('.ant-form-item');
    expect(other?.textContent).not.toContain(message);
  });

  test('a kit needs its components, scanned or picked; one the server refuses shows at its code', async () => {
    signInWith({ products: { view: true, add: true } });
    const message = 'KN-SOAP-99 contains KN-KIT-1: a kit cannot contain itself';
    const soap = { id: 'SKU-000099', code: 'KN-SOAP-99', name: 'Kesar soap, 99 g' };
    const server = serve({
      // Of the client chosen, found by code, barcode or name.
      'GET /admin/skus/options': (request) =>
        ok(
          request.params?.user === kesar.code
            ? [{ ...soap, kind: 'standard', isActive: true }]
            : [],
        ),
      'POST /admin/skus': () =>
        fail(400, 'VALIDATION_ERROR', 'Check the components.', [
          { path: 'components.0.sku', message },
        ]),
    });
    renderApp('/skus/new');
    await fill();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByTitle('Kit'));
    fireEvent.click(await screen.findByRole('button', { name: 'Add SKU' }));
    expect(await screen.findByText('A kit needs at least one component')).toBeDefined();
    expect(server.requestsTo('POST /admin/skus')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Add component' }));
    // A scanner types the code and presses Enter: the SKU it names is chosen.
    const component = await screen.findByRole('combobox', { name: 'Component 1' });
    fireEvent.mouseDown(component);
    fireEvent.change(component, { target: { value: 'kn-soap-99' } });
    fireEvent.keyDown(component, { key: 'Enter' });
    await waitFor(() =>
      expect(component.closest('.ant-select')?.textContent).toContain('KN-SOAP-99'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add SKU' }));
    expect(await screen.findByText(message)).toBeDefined();
    expect(server.requestsTo('POST /admin/skus')[0]?.body).toMatchObject({
      kind: 'kit',
      components: [{ sku: 'KN-SOAP-99', quantity: 1 }],
    });
  });
});

describe('/skus/{skuId}/edit', () => {
  test('the fixed fields are shown, not sent; measures left alone are not sent either', async () => {
    signInWith({ products: { view: true, edit: true } });
    const server = serve({
      'GET /admin/skus/SKU-000007': () => ok(sku()),
      'PATCH /admin/skus/SKU-000007': () => ok(sku({ variant: 'Tan, UK 8' })),
    });
    const { router } = renderApp('/skus/SKU-000007/edit');
    const variant = await screen.findByLabelText('Variant');
    expect(screen.getByDisplayValue('Kesar Naturals (USR-000042)')).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.change(variant, { target: { value: 'Tan, UK 8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/skus/SKU-000007'));
    const body = server.requestsTo('PATCH /admin/skus/SKU-000007')[0]?.body;
    expect(body).toMatchObject({ variant: 'Tan, UK 8', barcodes: ['8906001234562', 'HF-0007'] });
    for (const fixed of ['userCode', 'code', 'product', 'kind', 'weightKg', 'lengthCm']) {
      expect(body).not.toHaveProperty(fixed);
    }
  });
});
