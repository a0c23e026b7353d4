import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fakeApi, ok } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { location, page, warehouseOptions } from '../testing/fixtures.ts';

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /admin/locations': () => ok(page([location()])),
    'GET /admin/warehouses/options': () => ok(warehouseOptions),
    ...extra,
  });
}

describe('/locations', () => {
  test('lists locations by their path; the filters are read from the URL, sent and written back', async () => {
    signInWith({ locations: { view: true } });
    const server = serve();
    const { router } = renderApp('/locations?warehouse=BOM-BHW1&kind=bin&pickable=true');
    const row = (await screen.findByText('STORAGE / A / A-01 / A-01-03')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('A-01-03')).toBeDefined();
    expect(within(row).getByText('Bin')).toBeDefined();
    const sent = () =>
      server.adapter.mock.calls
        .map(([config]) => config)
        .filter((config) => config.url === '/admin/locations')
        .map((config) => config.params);
    expect(sent()[0]).toMatchObject({
      page: 1,
      pageSize: 20,
      warehouse: 'BOM-BHW1',
      kind: 'bin',
      pickable: 'true',
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by pickable' }), {
      target: { value: 'false' },
    });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?warehouse=BOM-BHW1&kind=bin&pickable=false'),
    );
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ pickable: 'false' }));
  });

  test('a virtual location refused by the bulk deactivation is named with the reason', async () => {
    signInWith({ locations: { view: true, edit: true } });
    serve({
      'GET /admin/locations': () =>
        ok(page([location({ id: 'LOC-000001', code: 'V-SUPPLIER', kind: 'virtual' })])),
      'POST /admin/locations/change-status': () =>
        ok({
          results: [
            {
              id: 'LOC-000001',
              outcome: 'refused',
              message: 'A virtual location is always active',
            },
          ],
        }),
    });
    renderApp('/locations');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select BOM-BHW1 V-SUPPLIER' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    // Said in the sentence, then beside the location's id.
    expect(await screen.findByText('1 refused: A virtual location is always active')).toBeDefined();
    expect(screen.getByText('LOC-000001: A virtual location is always active')).toBeDefined();
  });
});
