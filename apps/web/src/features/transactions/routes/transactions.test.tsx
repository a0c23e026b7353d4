import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fakeApi, ok } from '@/test/fake-api.ts';
import { referenceRoutes } from '@/test/reference-fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';
import { captureSavedFiles } from '@/test/saved-files.ts';
import { page, totals, transaction } from '../testing/fixtures.ts';

const packageOptions = [
  {
    code: 'GROWTH-M',
    name: 'Growth',
    status: 'active',
    currency: 'INR',
    price: '14999.00',
    billingCycle: 'monthly',
  },
];

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...referenceRoutes(),
    'GET /admin/transactions': () => ok(page([transaction()], 1234)),
    'GET /admin/transactions/totals': () => ok(totals()),
    'GET /admin/packages/subscription-options': () => ok(packageOptions),
    'GET /admin/users/options': () => ok([]),
    ...extra,
  });
}

type Server = ReturnType<typeof serve>;

/** The query of every request to `url`, oldest first. */
function paramsSent(server: Server, url: string) {
  return server.adapter.mock.calls
    .map(([config]) => config)
    .filter((config) => config.url === url)
    .map((config) => config.params as Record<string, unknown>);
}

const totalsLines = async () =>
  within(await screen.findByRole('list', { name: 'Totals of the matching transactions' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/transaction', () => {
  test('the URL’s filters go to the list and to the totals, shown per currency', async () => {
    signInWith({ transactions: { view: true }, users: { view: true } });
    const server = serve();
    renderApp(
      '/transaction?q=kesar&status=paid&method=upi&user=USR-000042&package=GROWTH-M&from=2026-11-01&to=2026-11-30&sort=-amount&page=2',
    );
    const link = await screen.findByRole('link', { name: 'Kesar Naturals' });
    expect(link.getAttribute('href')).toBe('/users/view-plan/USR-000042');
    const row = link.closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('INV-2026-000311')).toBeDefined();
    expect(within(row).getByText('UPI')).toBeDefined();
    expect(within(row).getByText('Paid')).toBeDefined();

    const filters = {
      q: 'kesar',
      status: 'paid',
      method: 'upi',
      user: 'USR-000042',
      package: 'GROWTH-M',
      from: '2026-11-01',
      to: '2026-11-30',
    };
    expect(paramsSent(server, '/admin/transactions')[0]).toMatchObject({
      ...filters,
      sort: '-amount',
      page: 2,
    });
    // The totals add up every matching invoice: neither the page nor the sort is theirs.
    await waitFor(() => expect(paramsSent(server, '/admin/transactions/totals')).toHaveLength(1));
    const [sentTotals] = paramsSent(server, '/admin/transactions/totals');
    expect(sentTotals).toMatchObject(filters);
    expect(sentTotals).not.toHaveProperty('page');
    expect(sentTotals).not.toHaveProperty('sort');

    await waitFor(async () => expect(await totalsLines()).toHaveLength(2));
    const [rupees, dollars] = await totalsLines();
    expect(rupees).toMatch(/^INR · 1,234 invoices · /);
    expect(rupees).toContain('₹12,34,567.00 total');
    expect(rupees).toContain('₹11,00,000.00 paid');
    expect(rupees).toContain('₹2,000.00 pending');
    expect(rupees).toContain('refunded');
    expect(dollars).toMatch(/^USD · 3 invoices · /);
    expect(dollars).toContain('897.00 total');
    // The package filter offers the packages by name and code.
    expect(
      (screen.getByRole('combobox', { name: 'Filter by package' }) as HTMLSelectElement).value,
    ).toBe('GROWTH-M');
  });

  test('a new filter asks for the totals again; a new page does not', async () => {
    signInWith({ transactions: { view: true } });
    const server = serve();
    renderApp('/transaction');
    await screen.findByText('INV-2026-000311');
    await waitFor(() => expect(paramsSent(server, '/admin/transactions/totals')).toHaveLength(1));

    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by method' }), {
      target: { value: 'card' },
    });
    await waitFor(() => expect(paramsSent(server, '/admin/transactions/totals')).toHaveLength(2));
    expect(paramsSent(server, '/admin/transactions/totals')[1]).toMatchObject({ method: 'card' });
    // The first page of the new filter (the list then asks for the page after it, ahead).
    expect(paramsSent(server, '/admin/transactions')).toContainEqual(
      expect.objectContaining({ method: 'card', page: 1 }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(paramsSent(server, '/admin/transactions').at(-1)).toMatchObject({ page: 2 }),
    );
    expect(paramsSent(server, '/admin/transactions/totals')).toHaveLength(2);
  });

  test('without users.view both pickers still name the package and the user of a link', async () => {
    signInWith({ transactions: { view: true } });
    serve({
      'GET /admin/users/options': () =>
        ok([{ code: 'USR-000042', businessName: 'Kesar Naturals', isActive: true }]),
    });
    renderApp('/transaction?package=GROWTH-M&user=USR-000042');
    await screen.findByText('INV-2026-000311');
    expect(await screen.findByTitle('Kesar Naturals (USR-000042)')).toBeDefined();
    const packageFilter = screen.getByRole('combobox', { name: 'Filter by package' });
    await waitFor(() =>
      expect((packageFilter as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
        'Growth (GROWTH-M)',
      ),
    );
  });

  test('no invoice matching says so above the table', async () => {
    signInWith({ transactions: { view: true } });
    serve({
      'GET /admin/transactions': () => ok(page([])),
      'GET /admin/transactions/totals': () => ok({ currencies: [] }),
    });
    renderApp('/transaction?status=refunded');
    expect(await screen.findByText('No invoice matches: nothing to add up.')).toBeDefined();
  });
});

describe('the transactions export', () => {
  test('is offered only with transactions.export', async () => {
    signInWith({ transactions: { view: true } });
    serve();
    const viewing = renderApp('/transaction');
    await screen.findByText('INV-2026-000311');
    expect(screen.queryByRole('button', { name: 'Export CSV of transactions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export XLSX of transactions' })).toBeNull();
    viewing.unmount();
  });

  test('CSV and XLSX of the filtered list, saved under the server’s name', async () => {
    signInWith({ transactions: { view: true, export: true } });
    const saved = captureSavedFiles();
    const server = serve({
      'GET /admin/transactions/export': () => ({
        status: 200,
        body: new Blob(['PK'], { type: 'application/octet-stream' }),
        headers: { 'content-disposition': 'attachment; filename="transactions-2026-11-22.xlsx"' },
      }),
    });
    renderApp('/transaction?status=paid&method=card&page=3');
    await screen.findByText('INV-2026-000311');
    expect(screen.getByRole('button', { name: 'Export CSV of transactions' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX of transactions' }));
    await waitFor(() => expect(saved).toEqual(['transactions-2026-11-22.xlsx']));
    expect(paramsSent(server, '/admin/transactions/export')[0]).toEqual({
      status: 'paid',
      method: 'card',
      format: 'xlsx',
    });
  });
});
