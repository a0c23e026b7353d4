import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fakeApi, ok } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { captureSavedFiles } from '@/test/saved-files.ts';
import { ledgerLine, page, stockLevel, stockTotals } from '../testing/fixtures.ts';

/** A day `days` from the person's today, as the server writes an expiry. */
function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return day.toLocaleDateString('en-CA');
}

const aloe = stockLevel({
  id: 42,
  sku: {
    id: 'SKU-000109',
    code: 'KN-ALO-GEL-150',
    name: 'Aloe gel, 150 ml',
    tracking: 'lot-expiry',
  },
  location: {
    id: 'LOC-000020',
    code: 'QC-HOLD',
    kind: 'area',
    purpose: 'qc-hold',
    pickable: false,
    countsAsAvailable: false,
  },
  lot: { number: 'AG-2611', expiresOn: dayFromToday(10) },
  onHand: 24,
  reserved: 0,
  available: 0,
});

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /admin/stock': () => ok(page([stockLevel(), aloe])),
    'GET /admin/stock/totals': () => ok(stockTotals()),
    'GET /admin/warehouses/options': () =>
      ok([{ code: 'BOM-BHW1', name: 'Bhiwandi FC 1', isActive: true }]),
    'GET /admin/users/options': () => ok([]),
    ...extra,
  });
}

const paramsOf = (server: ReturnType<typeof serve>, url: string) =>
  server.adapter.mock.calls.map(([config]) => config).find((config) => config.url === url)?.params;

describe('/stock', () => {
  test('lists each balance with its lot and expiry; filters come from the URL, totals follow them', async () => {
    signInWith({ inventory: { view: true } });
    const server = serve();
    renderApp('/stock?warehouse=BOM-BHW1&expiringWithinDays=30&sort=-onHand&page=2');
    const row = (await screen.findByText('KN-ALO-GEL-150')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('AG-2611')).toBeDefined();
    expect(within(row).getByText('QC-HOLD')).toBeDefined();
    expect(within(row).getByText('Aloe gel, 150 ml')).toBeDefined();
    expect(within(row).getByText('10 d')).toBeDefined();
    const ubtan = (await screen.findByText('KN-UBT-125')).closest('tr');
    if (!ubtan) throw new Error('no row');
    expect(within(ubtan).getByText('1,240')).toBeDefined();
    expect(within(ubtan).getByText('1,200')).toBeDefined();
    expect(paramsOf(server, '/admin/stock')).toEqual({
      page: 2,
      pageSize: 20,
      warehouse: 'BOM-BHW1',
      expiringWithinDays: 30,
      sort: '-onHand',
    });
    // The totals take the filters, never the page or the sort.
    expect(paramsOf(server, '/admin/stock/totals')).toEqual({
      warehouse: 'BOM-BHW1',
      expiringWithinDays: 30,
    });
    const totals = await screen.findByRole('list', { name: 'Totals of the matching stock' });
    await waitFor(() => expect(totals.textContent).toContain('1,264 on hand'));
    expect(totals.textContent).toContain('1,200 available');
    expect(totals.textContent).toContain('2 SKUs in 2 places');
  });

  test('a location link scopes the list to what it holds, and the scope clears', async () => {
    signInWith({ inventory: { view: true } });
    const server = serve();
    const { router } = renderApp('/stock');
    fireEvent.click(await screen.findByRole('link', { name: 'What BOM-BHW1 A-01-03 holds' }));
    await waitFor(() => expect(router.state.location.search).toBe('?location=LOC-000311'));
    await waitFor(() =>
      expect(server.requestsTo('GET /admin/stock').at(-1)?.params).toMatchObject({
        location: 'LOC-000311',
      }),
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Clear the filter Location LOC-000311' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  test('the expiry filter goes to the URL as days', async () => {
    signInWith({ inventory: { view: true } });
    serve();
    const { router } = renderApp('/stock');
    await screen.findByText('KN-UBT-125');
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by expiry' }), {
      target: { value: '90' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?expiringWithinDays=90'));
  });

  test('exports the whole filtered set with the export right, and offers no export without it', async () => {
    signInWith({ inventory: { view: true, export: true } });
    const saved = captureSavedFiles();
    const server = serve({
      'GET /admin/stock/export': () => ({
        status: 200,
        body: new Blob(['PK'], { type: 'application/octet-stream' }),
        headers: { 'content-disposition': 'attachment; filename="stock-on-hand-2026-12-07.xlsx"' },
      }),
    });
    renderApp('/stock?purpose=storage&page=3');
    await screen.findByText('KN-UBT-125');
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX of stock on hand' }));
    await waitFor(() => expect(saved).toEqual(['stock-on-hand-2026-12-07.xlsx']));
    expect(paramsOf(server, '/admin/stock/export')).toEqual({ purpose: 'storage', format: 'xlsx' });
  });

  test('without the export right there is no export', async () => {
    signInWith({ inventory: { view: true } });
    serve();
    renderApp('/stock');
    await screen.findByText('KN-UBT-125');
    expect(screen.queryByRole('button', { name: 'Export CSV of stock on hand' })).toBeNull();
  });
});

describe('/stock/movements', () => {
  test('lists the ledger line by line; a SKU’s stock links to its history with its scope', async () => {
    signInWith({ inventory: { view: true } });
    const server = serve({ 'GET /admin/stock/movements': () => ok(page([ledgerLine()])) });
    const { router } = renderApp('/stock?sku=SKU-000108');
    await screen.findByText('KN-UBT-125');
    expect(
      await screen.findByRole('button', {
        name: 'Clear the filter SKU KN-UBT-125 (Kesar Naturals)',
      }),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('link', { name: 'How this stock moved' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stock/movements'));
    expect(router.state.location.search).toBe('?sku=SKU-000108');
    const row = (await screen.findByText('GRN-000042')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Goods receipt')).toBeDefined();
    // The supplier is outside the building: named, not opened; the bin opens its contents.
    expect(within(row).getByText('V-SUPPLIER').closest('a')).toBeNull();
    expect(
      within(row).getByRole('link', { name: 'What BOM-BHW1 A-01-03 holds' }).getAttribute('href'),
    ).toBe('/stock?location=LOC-000311');
    expect(within(row).getByText('240')).toBeDefined();
    expect(within(row).getByText('Meera Iyer')).toBeDefined();
    expect(paramsOf(server, '/admin/stock/movements')).toEqual({
      page: 1,
      pageSize: 20,
      sku: 'SKU-000108',
    });
  });

  test('the kind filter goes to the URL, back on the first page', async () => {
    signInWith({ inventory: { view: true } });
    serve({ 'GET /admin/stock/movements': () => ok(page([ledgerLine()])) });
    const { router } = renderApp('/stock/movements?page=3');
    await screen.findByText('GRN-000042');
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by kind' }), {
      target: { value: 'adjustment' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?kind=adjustment'));
  });
});
