import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { binSuggestion, page, putAwayTask } from '../testing/fixtures.ts';

const saffron = putAwayTask({
  id: 312,
  lineNo: 2,
  sku: {
    id: 'SKU-000109',
    code: 'KN-SAF-CR-50',
    name: 'Saffron night cream, 50 g jar',
    tracking: 'lot-expiry',
  },
  lot: { number: 'SC-2611-04', expiresOn: '2028-10-31' },
  accepted: 24,
  remaining: 24,
});

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /admin/stock/put-away': () => ok(page([putAwayTask(), saffron])),
    'GET /admin/warehouses/options': () =>
      ok([{ code: 'BOM-BHW1', name: 'Bhiwandi FC 1', isActive: true }]),
    'GET /admin/users/options': () => ok([]),
    ...extra,
  });
}

describe('/stock/put-away', () => {
  test('lists what waits in receiving; each opens on the floor screen, many go as suggested', async () => {
    signInWith({ inventory: { view: true, edit: true } });
    const server = serve({
      'POST /admin/stock/put-away/as-suggested': () =>
        ok({
          results: [
            { id: 311, outcome: 'put-away', bins: ['A-01-03', 'A-01-04'], units: 136 },
            {
              id: 312,
              outcome: 'no_bin',
              bins: [],
              units: 0,
              message: 'BOM-BHW1 has no empty bin with room for KN-SAF-CR-50: put it away by hand.',
            },
          ],
        }),
    });
    renderApp('/stock/put-away?warehouse=BOM-BHW1');
    const row = (await screen.findByText('KN-SAF-CR-50')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('SC-2611-04')).toBeDefined();
    expect(within(row).getByText('GRN-000042')).toBeDefined();
    expect(
      within(row)
        .getByRole('link', { name: /Put away/ })
        .getAttribute('href'),
    ).toBe('/stock/put-away/scan?task=312');
    expect(screen.getByRole('link', { name: /Scan to put away/ }).getAttribute('href')).toBe(
      '/stock/put-away/scan?warehouse=BOM-BHW1',
    );

    fireEvent.click(screen.getByRole('checkbox', { name: /Select task 311/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Select task 312/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Put away as suggested' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Put away' }));
    expect(await screen.findByText('136 units put away: 1 of 2 tasks done.')).toBeDefined();
    expect(
      screen.getByText(
        'Task 312: BOM-BHW1 has no empty bin with room for KN-SAF-CR-50: put it away by hand.',
      ),
    ).toBeDefined();
    expect(server.requestsTo('POST /admin/stock/put-away/as-suggested')[0]?.body).toEqual({
      ids: [311, 312],
    });
  });

  test('without the right to move stock, the list is read only', async () => {
    signInWith({ inventory: { view: true } });
    serve();
    renderApp('/stock/put-away');
    expect(await screen.findByText('KN-UBT-125')).toBeDefined();
    expect(screen.queryByRole('link', { name: /Scan to put away/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Select task 311/ })).toBeNull();
  });
});

describe('/stock/put-away/scan', () => {
  test('a scanned SKU finds its task; a suggested bin and its room fill the form; the rest stays', async () => {
    signInWith({ inventory: { view: true, edit: true } });
    let current = putAwayTask();
    const server = serve({
      'GET /admin/stock/put-away': () => ok(page([current])),
      'GET /admin/stock/put-away/311': () => ok(current),
      'GET /admin/stock/put-away/311/suggestions': () =>
        ok([
          binSuggestion(),
          binSuggestion({
            location: { id: 'LOC-000312', code: 'A-01-04', name: '', purpose: 'storage' },
            room: null,
          }),
        ]),
      'POST /admin/stock/put-away/311': () => {
        current = putAwayTask({ putAway: 100, remaining: 36 });
        return ok({ movement: 'MOV-000901', task: current });
      },
    });
    renderApp('/stock/put-away/scan?warehouse=BOM-BHW1');
    // A scanner types the code and presses Enter.
    const goods = await screen.findByRole('searchbox', { name: 'Scan the goods' });
    fireEvent.change(goods, { target: { value: 'kn-ubt-125' } });
    fireEvent.keyDown(goods, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText(/To put away:/)).toBeDefined();
    await waitFor(() =>
      expect(
        server.requests().find((request) => request.url === '/admin/stock/put-away')?.params,
      ).toMatchObject({ warehouse: 'BOM-BHW1', q: 'kn-ubt-125' }),
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Use A-01-03: empty · room for 100' }),
    );
    expect((screen.getByLabelText('Units') as HTMLInputElement).value).toBe('100');
    fireEvent.click(screen.getByRole('button', { name: 'Put away' }));
    await waitFor(() =>
      expect(server.requestsTo('POST /admin/stock/put-away/311')[0]?.body).toEqual({
        location: 'A-01-03',
        quantity: 100,
      }),
    );
    // 36 left: the task stays for the next bin.
    expect(await screen.findByText('36')).toBeDefined();
  });

  test('a bin the server refuses is said under the bin; a scanner’s Enter goes on to the units', async () => {
    signInWith({ inventory: { view: true, edit: true } });
    serve({
      'GET /admin/stock/put-away/312': () => ok(saffron),
      'GET /admin/stock/put-away/312/suggestions': () => ok([]),
      'POST /admin/stock/put-away/312': () =>
        fail(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', [
          { path: 'location', message: 'BOM-BHW1 has no location Z-99' },
        ]),
    });
    renderApp('/stock/put-away/scan?task=312');
    expect(await screen.findByText('SC-2611-04')).toBeDefined();
    expect(await screen.findByText(/No bin to suggest/)).toBeDefined();
    const bin = screen.getByLabelText('Bin');
    fireEvent.change(bin, { target: { value: 'z-99' } });
    fireEvent.keyDown(bin, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Units')));
    fireEvent.click(screen.getByRole('button', { name: 'Put away' }));
    expect(await screen.findByText('BOM-BHW1 has no location Z-99')).toBeDefined();
  });
});
