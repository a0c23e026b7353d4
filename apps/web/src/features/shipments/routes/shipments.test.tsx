import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { resetThemeSettings, updateThemeSettings } from '@/lib/theme/theme-store.ts';
import { signInWith } from '@/test/auth-fixtures.ts';
import { typeDay } from '@/test/date-fields.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { referenceRoutes } from '@/test/reference-fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';
import { captureSavedFiles } from '@/test/saved-files.ts';
import { detailsState, page, shipment } from '../testing/fixtures.ts';

afterEach(() => {
  resetThemeSettings();
});

const DETAILS_STATE = 'GET /admin/shipment/getIsFilledAdditionalDetails/SHP-000321';

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...referenceRoutes(),
    'GET /admin/shipment': () => ok(page([shipment()])),
    'GET /admin/shipment/SHP-000321': () => ok(shipment()),
    'GET /admin/users/options': () =>
      ok([{ code: 'USR-000042', businessName: 'Kesar Naturals', isActive: true }]),
    [DETAILS_STATE]: () => ok(detailsState(shipment().missingDetails)),
    ...extra,
  });
}

describe('/shipments', () => {
  test('lists shipments with the URL’s filters sent, weights in the person’s unit', async () => {
    updateThemeSettings({ weightUnit: 'lb' });
    signInWith({ shipments: { view: true } });
    // The weight is a column the person chose to show.
    const server = serve({
      'GET /admin/settings/get-tables-sequence-data/shipments': () =>
        ok({ table: 'shipments', columns: [{ key: 'weightKg', visible: true }] }),
    });
    renderApp(
      '/shipments?status=draft&carrier=Delhivery&from=2026-11-01&to=2026-11-30&user=USR-000042&sort=-createdAt',
    );
    const row = (await screen.findByText('Ritu Sharma')).closest('tr');
    if (!row) throw new Error('no row');
    // 12.5 kg is 27.56 lb.
    expect(await within(row).findByText('27.56 lb')).toBeDefined();
    const sent = server.adapter.mock.calls
      .map(([config]) => config)
      .find((config) => config.url === '/admin/shipment')?.params;
    expect(sent).toMatchObject({
      status: 'draft',
      carrier: 'Delhivery',
      from: '2026-11-01',
      to: '2026-11-30',
      user: 'USR-000042',
      sort: '-createdAt',
    });
    // The filter names the client through the picker, open to the list's viewers.
    expect(await screen.findByTitle('Kesar Naturals (USR-000042)')).toBeDefined();
    expect(server.requestsTo('GET /admin/users')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'New shipment' })).toBeNull();
  });

  test('the count reads in words with its figure grouped', async () => {
    signInWith({ shipments: { view: true } });
    serve({ 'GET /admin/shipment': () => ok(page([shipment()], 12_345)) });
    renderApp('/shipments?page=2');
    expect(await screen.findByText('12,345 shipments')).toBeDefined();
  });

  test('the export holds every shipment the filters match, in the list’s sort', async () => {
    signInWith({ shipments: { view: true, export: true } });
    const saved = captureSavedFiles();
    const server = serve({
      'GET /admin/shipment/export': () => ({
        status: 200,
        body: new Blob(['id'], { type: 'text/csv' }),
        headers: { 'content-disposition': 'attachment; filename="shipments-2026-11-22.csv"' },
      }),
    });
    renderApp('/shipments?status=draft&carrier=Delhivery&sort=-createdAt&page=4&pageSize=50');
    await screen.findByText('Ritu Sharma');
    expect(screen.getByRole('button', { name: 'Export XLSX of shipments' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV of shipments' }));
    await waitFor(() => expect(saved).toEqual(['shipments-2026-11-22.csv']));
    const sent = server.adapter.mock.calls
      .map(([config]) => config)
      .find((config) => config.url === '/admin/shipment/export')?.params;
    expect(sent).toEqual({ status: 'draft', carrier: 'Delhivery', sort: '-createdAt' });
  });
});

describe('/shipments/view/{shipmentId}', () => {
  test('a draft with its papers missing offers to complete them, not to make it ready', async () => {
    signInWith({ shipments: { view: true, edit: true } });
    serve();
    renderApp('/shipments/view/SHP-000321');
    expect(await screen.findByRole('heading', { name: 'Shipment SHP-000321' })).toBeDefined();
    expect(
      screen.getByRole('link', { name: 'Complete the additional details to make it ready' }),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Mark ready' })).toBeNull();
  });

  test('asks the server what the move to ready still needs, and names it', async () => {
    signInWith({ shipments: { view: true, edit: true } });
    const missing = [
      'invoiceNumber',
      'invoiceDate',
      'ewayBillNumber',
      'hsnCodes',
      'contentsDescription',
    ] as const;
    const server = serve({
      'GET /admin/shipment/SHP-000321': () =>
        ok(shipment({ declaredValue: '64000.00', missingDetails: [...missing] })),
      [DETAILS_STATE]: () => ok(detailsState([...missing], true)),
    });
    renderApp('/shipments/view/SHP-000321');
    expect(
      await screen.findByText(
        'Before this shipment can be marked ready, fill in: invoice number, invoice date, e-way bill number, HSN codes, description of the contents.',
      ),
    ).toBeDefined();
    expect(server.requestsTo(DETAILS_STATE)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Mark ready' })).toBeNull();
  });

  test('Mark ready follows the server’s answer, and a complete shipment says so', async () => {
    signInWith({ shipments: { view: true, edit: true } });
    // The answer decides, even over the list the shipment was read with just before.
    const server = serve({
      [DETAILS_STATE]: () => ok(detailsState([])),
      'PATCH /admin/shipment/update/SHP-000321': () =>
        ok(shipment({ status: 'ready', missingDetails: [] })),
    });
    renderApp('/shipments/view/SHP-000321');
    expect(
      await screen.findByText(
        'The additional details are complete. The shipment can be marked ready.',
      ),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Mark ready' }));
    await waitFor(() =>
      expect(server.requestsTo('PATCH /admin/shipment/update/SHP-000321')[0]?.body).toEqual({
        status: 'ready',
      }),
    );
  });

  test('a ready shipment is dispatched with its carrier and tracking number', async () => {
    signInWith({ shipments: { view: true, edit: true } });
    const ready = shipment({ status: 'ready', missingDetails: [] });
    const server = serve({
      'GET /admin/shipment/SHP-000321': () => ok(ready),
      'PATCH /admin/shipment/update/SHP-000321': () =>
        ok({ ...ready, status: 'dispatched', carrier: 'Blue Dart', trackingNumber: '90817263541' }),
    });
    renderApp('/shipments/view/SHP-000321');
    fireEvent.click(await screen.findByRole('button', { name: 'Dispatch' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Carrier'), { target: { value: 'Blue Dart' } });
    fireEvent.change(within(dialog).getByLabelText('Tracking number'), {
      target: { value: '90817263541' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dispatch' }));
    await waitFor(() =>
      expect(server.requestsTo('PATCH /admin/shipment/update/SHP-000321')[0]?.body).toEqual({
        carrier: 'Blue Dart',
        trackingNumber: '90817263541',
        status: 'dispatched',
      }),
    );
  });

  test('an id that cannot be a shipment’s is not found without asking the server', async () => {
    signInWith({ shipments: { view: true } });
    const server = serve();
    renderApp('/shipments/view/nothing');
    expect(await screen.findByText('Shipment not found')).toBeDefined();
    expect(server.requestsTo('GET /admin/shipment/nothing')).toHaveLength(0);
  });
});

describe('/shipments/edit/{shipmentId}/additional-details', () => {
  test('the papers are sent as details, and the server’s word on a field shows under it', async () => {
    signInWith({ shipments: { view: true, edit: true } });
    const server = serve({
      'PATCH /admin/shipment/update/SHP-000321': () =>
        fail(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', [
          { path: 'additionalDetails.invoiceNumber', message: 'is already on SHP-000300' },
        ]),
    });
    renderApp('/shipments/edit/SHP-000321/additional-details');
    // The form says what is still missing, as the server answers it.
    expect(
      await screen.findByText(
        'Before this shipment can be marked ready, fill in: invoice number, invoice date, HSN codes, description of the contents.',
      ),
    ).toBeDefined();
    expect(server.requestsTo(DETAILS_STATE)).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Invoice number'), {
      target: { value: 'KN/2026/0419' },
    });
    await typeDay('Invoice date', '11/20/2026');
    fireEvent.change(screen.getByLabelText('Description of the contents'), {
      target: { value: 'Herbal soaps and oils' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('is already on SHP-000300')).toBeDefined();
    expect(server.requestsTo('PATCH /admin/shipment/update/SHP-000321')[0]?.body).toEqual({
      additionalDetails: {
        invoiceNumber: 'KN/2026/0419',
        invoiceDate: '2026-11-20',
        ewayBillNumber: '',
        hsnCodes: [],
        contentsDescription: 'Herbal soaps and oils',
      },
    });
  });
});
