import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fakeApi, ok } from '@/test/fake-api.ts';
import { referenceRoutes } from '@/test/reference-fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';
import { page, warehouse } from '../testing/fixtures.ts';

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...referenceRoutes(),
    'GET /admin/warehouses': () => ok(page([warehouse()])),
    ...extra,
  });
}

function sentTo(server: ReturnType<typeof fakeApi>, url: string) {
  return server.adapter.mock.calls
    .map(([config]) => config)
    .filter((config) => config.url === url)
    .map((config) => config.params);
}

describe('/warehouses', () => {
  test('lists warehouses; the state is read from the URL and sent, a new filter written to it', async () => {
    signInWith({ warehouses: { view: true } });
    const server = serve();
    const { router } = renderApp('/warehouses?q=bhiwandi&status=active&sort=-binCount');
    const row = (await screen.findByText('Bhiwandi fulfilment centre')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('BOM-BHW1')).toBeDefined();
    expect(within(row).getByText('Bhiwandi')).toBeDefined();
    expect(within(row).getByText('1,500')).toBeDefined();
    expect(sentTo(server, '/admin/warehouses')[0]).toEqual({
      page: 1,
      pageSize: 20,
      q: 'bhiwandi',
      status: 'active',
      sort: '-binCount',
    });
    // India's states are the state filter's choices.
    const state = screen.getByRole('combobox', { name: 'Filter by state' });
    await within(state).findByText('Maharashtra');
    fireEvent.change(state, { target: { value: 'MH' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?q=bhiwandi&status=active&sort=-binCount&state=MH',
      ),
    );
    await waitFor(() =>
      expect(sentTo(server, '/admin/warehouses').at(-1)).toMatchObject({ state: 'MH', page: 1 }),
    );
    // Without warehouses.add or edit: no New warehouse, no selection.
    expect(screen.queryByRole('button', { name: 'New warehouse' })).toBeNull();
    expect(
      screen.queryByRole('checkbox', { name: 'Select Bhiwandi fulfilment centre' }),
    ).toBeNull();
  });

  test('bulk deactivation sends the warehouses’ codes', async () => {
    signInWith({ warehouses: { view: true, edit: true } });
    const server = serve({
      'POST /admin/warehouses/change-status': () =>
        ok({ results: [{ id: 'BOM-BHW1', outcome: 'updated' }] }),
    });
    renderApp('/warehouses');
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Select Bhiwandi fulfilment centre' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('1 deactivated')).toBeDefined();
    expect(server.requestsTo('POST /admin/warehouses/change-status')[0]?.body).toEqual({
      codes: ['BOM-BHW1'],
      isActive: false,
    });
  });
});
