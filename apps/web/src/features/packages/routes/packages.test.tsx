import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { referenceRoutes } from '@/test/reference-fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';
import { captureSavedFiles } from '@/test/saved-files.ts';
import { packageSummary, page, zone } from '../testing/fixtures.ts';

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...referenceRoutes(),
    'GET /admin/packages': () => ok(page([packageSummary()])),
    'GET /admin/zones': () => ok(page([zone()])),
    ...extra,
  });
}

const listParams = (server: ReturnType<typeof fakeApi>, url: string) =>
  server.adapter.mock.calls
    .map(([config]) => config)
    .filter((config) => config.url === url)
    .map((config) => config.params);

describe('/packages tabs', () => {
  test('a member with zones.view only sees the Zones tab, never the packages list', async () => {
    signInWith({ zones: { view: true } });
    const server = serve();
    renderApp('/packages');
    expect(await screen.findByText('West India')).toBeDefined();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Zones']);
    expect(server.requestsTo('GET /admin/packages')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'New zone' })).toBeNull();
  });

  test('both tabs under both permissions, the open one kept in the URL', async () => {
    signInWith({ packages: { view: true }, zones: { view: true } });
    serve();
    const { router } = renderApp('/packages');
    expect(await screen.findByText('Growth monthly')).toBeDefined();
    // The price is the package's decimal in its currency, grouped the Indian way.
    expect(screen.getByText('₹14,999.00')).toBeDefined();
    fireEvent.click(screen.getByRole('tab', { name: 'Zones' }));
    expect(await screen.findByText('West India')).toBeDefined();
    expect(router.state.location.search).toBe('?tab=zones');
    expect(screen.getByText('India (MH, GJ, GA)')).toBeDefined();
  });

  test('the list state is read from the URL and sent; bad values fall back', async () => {
    signInWith({ packages: { view: true } });
    const server = serve();
    renderApp(
      '/packages?page=2&sort=-price&status=inactive&billingCycle=yearly&currency=INR&q=gold',
    );
    await screen.findByText('Growth monthly');
    expect(listParams(server, '/admin/packages')[0]).toEqual({
      page: 2,
      pageSize: 20,
      sort: '-price',
      status: 'inactive',
      billingCycle: 'yearly',
      currency: 'INR',
      q: 'gold',
    });
  });

  test('a filter is written to the URL and starts at page 1', async () => {
    signInWith({ zones: { view: true } });
    serve();
    const { router } = renderApp('/packages?tab=zones&page=3');
    await screen.findByText('West India');
    fireEvent.change(screen.getByLabelText('Filter by country'), { target: { value: 'IN' } });
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        tab: 'zones',
        country: 'IN',
      }),
    );
  });
});

describe('bulk status and export', () => {
  test('deactivating selected packages sends their codes and says what happened', async () => {
    signInWith({ packages: { view: true, edit: true } });
    const server = serve({
      'POST /admin/packages/change-status': () =>
        ok({ results: [{ id: 'GROWTH-M', outcome: 'updated' }] }),
    });
    renderApp('/packages');
    await screen.findByText('Growth monthly');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Growth monthly' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('1 deactivated')).toBeDefined();
    expect(server.requestsTo('POST /admin/packages/change-status')[0]?.body).toEqual({
      codes: ['GROWTH-M'],
      isActive: false,
    });
  });

  test('export sends the filters without paging and saves the file under the server’s name', async () => {
    signInWith({ packages: { view: true, export: true } });
    const saved = captureSavedFiles();
    const server = serve({
      'GET /admin/packages/export': () => ({
        status: 200,
        body: new Blob(['Code,Name\nGROWTH-M,Growth monthly\n'], { type: 'text/csv' }),
        headers: { 'content-disposition': 'attachment; filename="packages-2026-11-22.csv"' },
      }),
    });
    renderApp('/packages?status=active&page=4');
    await screen.findByText('Growth monthly');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV of packages' }));
    await waitFor(() => expect(saved).toEqual(['packages-2026-11-22.csv']));
    expect(listParams(server, '/admin/packages/export')[0]).toEqual({ status: 'active' });
  });

  test('a refused zone deletion says why, in the server’s words', async () => {
    signInWith({ zones: { view: true, delete: true } });
    serve({
      'DELETE /admin/zones/WEST': () =>
        fail(409, 'ZONE_IN_USE', '3 packages price this zone; deactivate it instead.'),
    });
    renderApp('/packages?tab=zones');
    const row = (await screen.findByText('West India')).closest('tr');
    if (!row) throw new Error('no row');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete West India' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('3 packages price this zone; deactivate it instead.'),
    ).toBeDefined();
  });
});
