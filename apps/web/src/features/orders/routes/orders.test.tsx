import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { referenceRoutes } from '@/test/reference-fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';
import { captureSavedFiles } from '@/test/saved-files.ts';
import { order, orderDetail, page } from '../testing/fixtures.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...referenceRoutes(),
    'GET /admin/orders': () => ok(page([order()])),
    'GET /admin/orders/ORD-004512': () => ok(orderDetail()),
    'GET /admin/warehouses/options': () =>
      ok([{ code: 'BOM-BHW1', name: 'Bhiwandi DC', isActive: true }]),
    ...extra,
  });
}

describe('/orders', () => {
  test('lists orders with the URL’s filters sent, amounts as the server wrote them', async () => {
    signInWith({ orders: { view: true } });
    const server = serve();
    renderApp(
      '/orders?status=packed&from=2026-11-01&to=2026-11-30&minAmount=1000&maxAmount=50000&sort=-amount',
    );
    const row = (await screen.findByText('Sharma Retail LLP')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('₹28,320.00')).toBeDefined();
    const sent = server.adapter.mock.calls
      .map(([config]) => config)
      .find((config) => config.url === '/admin/orders')?.params;
    expect(sent).toMatchObject({
      status: 'packed',
      from: '2026-11-01',
      to: '2026-11-30',
      minAmount: '1000',
      maxAmount: '50000',
      sort: '-amount',
    });
    // Without reports.export there is no report.
    expect(screen.queryByRole('button', { name: 'B2B order report' })).toBeNull();
  });

  test('the report is asked for with the list’s filters and saved under the server’s name', async () => {
    signInWith({ orders: { view: true }, reports: { export: true } });
    const saved = captureSavedFiles();
    const server = serve({
      'POST /admin/reports/download-b2b-order-report': () => ({
        status: 200,
        body: new Blob(['Order number\r\nORD-004512\r\n'], { type: 'text/csv' }),
        headers: { 'content-disposition': 'attachment; filename="november-packed-2026-11-22.csv"' },
      }),
    });
    renderApp('/orders?status=packed&page=3');
    fireEvent.click(await screen.findByRole('button', { name: 'B2B order report' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Orders of the list’s filters: Status: Packed')).toBeDefined();
    fireEvent.change(within(dialog).getByLabelText('Report name'), {
      target: { value: 'November packed' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['november-packed-2026-11-22.csv']));
    expect(server.requestsTo('POST /admin/reports/download-b2b-order-report')[0]?.body).toEqual({
      reportName: 'November packed',
      filters: { status: 'packed' },
      format: 'csv',
    });
  });

  test('the warehouse filter goes to the URL, the list and the report', async () => {
    signInWith({ orders: { view: true }, reports: { export: true } });
    captureSavedFiles();
    const server = serve({
      'POST /admin/reports/download-b2b-order-report': () => ({
        status: 200,
        body: new Blob(['Order number\r\n'], { type: 'text/csv' }),
      }),
    });
    const { router } = renderApp('/orders?page=2');
    const row = (await screen.findByText('Sharma Retail LLP')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Bhiwandi DC')).toBeDefined();
    const filter = screen.getByRole('combobox', { name: 'Filter by warehouse' });
    await within(filter).findByRole('option', { name: 'Bhiwandi DC (BOM-BHW1)' });
    fireEvent.change(filter, { target: { value: 'BOM-BHW1' } });
    await waitFor(() => expect(router.state.location.search).toBe('?warehouse=BOM-BHW1'));
    await waitFor(() =>
      expect(server.requestsTo('GET /admin/orders').at(-1)?.params).toMatchObject({
        warehouse: 'BOM-BHW1',
        page: 1,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'B2B order report' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Orders of the list’s filters: Warehouse: BOM-BHW1'),
    ).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(server.requestsTo('POST /admin/reports/download-b2b-order-report')[0]?.body).toEqual({
        reportName: 'B2B orders',
        filters: { warehouse: 'BOM-BHW1' },
        format: 'csv',
      }),
    );
  });

  test('without a file name from the server, the report name and extension are used', async () => {
    signInWith({ orders: { view: true }, reports: { export: true } });
    const saved = captureSavedFiles();
    serve({
      'POST /admin/reports/download-b2b-order-report': () => ({
        status: 200,
        body: new Blob(['PK'], { type: 'application/octet-stream' }),
      }),
    });
    renderApp('/orders');
    fireEvent.click(await screen.findByRole('button', { name: 'B2B order report' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Report name'), { target: { value: 'All' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Excel (XLSX)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['All.xlsx']));
  });

  test('a failed report is logged, and the person is told why', async () => {
    signInWith({ orders: { view: true }, reports: { export: true } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({
      'POST /admin/reports/download-b2b-order-report': () =>
        fail(400, 'VALIDATION_FAILED', 'Check the filters.', [
          { path: 'filters.to', message: 'The end is before the start' },
        ]),
    });
    renderApp('/orders');
    fireEvent.click(await screen.findByRole('button', { name: 'B2B order report' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(
      await within(dialog).findByText(/^The report could not be downloaded: Check the filters\./),
    ).toBeDefined();
    expect(logged).toHaveBeenCalledWith(
      'The B2B order report could not be downloaded',
      expect.objectContaining({ body: expect.objectContaining({ format: 'csv' }) }),
    );
  });
});

describe('pages of a long list', () => {
  test('the page beside this one is asked for with the server’s cursor; a new filter drops it', async () => {
    signInWith({ orders: { view: true } });
    const server = serve({
      'GET /admin/orders': () =>
        ok({
          ...page([order()]),
          page: 2,
          total: 120_000,
          totalIsEstimate: true,
          cursors: { previous: 'before.two', next: 'after.two', last: 'the.last' },
        }),
    });
    const { router } = renderApp('/orders?page=2');
    const sentParams = () =>
      server.adapter.mock.calls
        .map(([config]) => config)
        .filter((config) => config.url === '/admin/orders')
        .at(-1)?.params;
    await screen.findByText('Sharma Retail LLP');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(sentParams()).toMatchObject({ page: 3, cursor: 'after.two' }));
    expect(router.state.location.search).toBe('?page=3&cursor=after.two');
    // A page number away from this one has no cursor: the server counts its way there.
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    fireEvent.click(await screen.findByRole('button', { name: 'Page 6000' }));
    await waitFor(() => expect(sentParams()).toMatchObject({ page: 6000, cursor: 'the.last' }));
    fireEvent.change(screen.getByLabelText('Filter by status'), { target: { value: 'packed' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=packed'));
  });
});

describe('/orders/view/{orderNumber}', () => {
  test('shows the order with its lines', async () => {
    signInWith({ orders: { view: true } });
    serve();
    renderApp('/orders/view/ORD-004512');
    expect(await screen.findByRole('heading', { name: 'Order ORD-004512' })).toBeDefined();
    const lines = screen.getByRole('table', { name: 'Lines of ORD-004512' });
    expect(within(lines).getByText('Kumkumadi oil, 200 ml')).toBeDefined();
    expect(within(lines).getByText('₹7,080.00')).toBeDefined();
    // Warehouses are not this person's to open: the one it ships from is named, not linked.
    expect(screen.getByText('Bhiwandi DC (BOM-BHW1)').closest('a')).toBeNull();
  });

  test('links the warehouse it ships from for whoever may view warehouses', async () => {
    signInWith({ orders: { view: true }, warehouses: { view: true } });
    serve();
    renderApp('/orders/view/ORD-004512');
    const link = await screen.findByRole('link', { name: 'Bhiwandi DC (BOM-BHW1)' });
    expect(link.getAttribute('href')).toBe('/warehouses/view/BOM-BHW1');
  });

  test('a number that cannot be an order’s is not found without asking', async () => {
    signInWith({ orders: { view: true } });
    const server = serve();
    renderApp('/orders/view/42');
    expect(await screen.findByText('Order not found')).toBeDefined();
    expect(server.requestsTo('GET /admin/orders/42')).toHaveLength(0);
  });
});
