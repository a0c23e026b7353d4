import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { typeDay } from '@/test/date-fields.ts';
import { fakeApi, ok } from '@/test/fake-api.ts';
import { referenceRoutes } from '@/test/reference-fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';
import { business, page, receipt, vendorOption, warehouseOption } from '../testing/fixtures.ts';

const LIST = 'GET /admin/shipment/receiving';

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...referenceRoutes(),
    [LIST]: () =>
      ok(
        page([
          receipt(),
          receipt({ id: 'GRN-000012', reference: 'INV-7790' }),
          receipt({ id: 'GRN-000014', reference: 'INV-7795' }),
        ]),
      ),
    'GET /admin/shipment/receiving/pending-count': () => ok({ count: 3 }),
    'GET /admin/users/options': () => ok([business()]),
    'GET /admin/warehouses/options': () => ok([warehouseOption()]),
    'GET /admin/vendors/options': () => ok([vendorOption()]),
    ...extra,
  });
}

const paramsSentTo = (server: ReturnType<typeof serve>, url: string) =>
  server.adapter.mock.calls.map(([config]) => config).find((config) => config.url === url)?.params;

describe('/receiving', () => {
  test('the URL’s search, filters and sort are sent; viewing only offers no selection', async () => {
    signInWith({ receiving: { view: true } });
    const server = serve();
    renderApp(
      '/receiving?q=saffron&status=pending&user=USR-000042&from=2026-11-01&to=2026-11-30&sort=-expectedDate',
    );
    const row = (await screen.findByRole('link', { name: 'GRN-000011' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Kesar Naturals')).toBeDefined();
    expect(within(row).getByText('Pending')).toBeDefined();
    expect(paramsSentTo(server, '/admin/shipment/receiving')).toEqual({
      page: 1,
      pageSize: 20,
      q: 'saffron',
      status: 'pending',
      user: 'USR-000042',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: '-expectedDate',
    });
    // In the person's date format (the default, MM/DD/YYYY).
    expect(screen.getByLabelText<HTMLInputElement>('Expected from').value).toBe('11/01/2026');
    expect(screen.queryByRole('checkbox', { name: 'Select GRN-000011' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New goods receipt' })).toBeNull();
  });

  test('a date filter goes to the URL and starts at page 1', async () => {
    signInWith({ receiving: { view: true } });
    serve();
    const { router } = renderApp('/receiving?page=2');
    await screen.findByRole('link', { name: 'GRN-000011' });
    await typeDay('Expected to', '12/31/2026');
    await waitFor(() => expect(router.state.location.search).toBe('?to=2026-12-31'));
  });

  test('the user filter searches the businesses and goes to the URL', async () => {
    // The picker needs no users.view: the receipts list already names each client.
    signInWith({ receiving: { view: true } });
    const server = serve({ 'GET /admin/users/options': () => ok([business()]) });
    const { router } = renderApp('/receiving?page=3');
    await screen.findByRole('link', { name: 'GRN-000011' });
    // The picker, not the plain stand-in shown while it loads.
    const picker = await waitFor(() => {
      const found = screen.getByRole('combobox', { name: 'Filter by user' });
      expect(found.tagName).toBe('INPUT');
      return found;
    });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByTitle('Kesar Naturals (USR-000042)'));
    await waitFor(() => expect(router.state.location.search).toBe('?user=USR-000042'));
    expect(server.requestsTo('GET /admin/users')).toHaveLength(0);
  });

  test('the vendor and warehouse filters go to the URL, and the rows name both', async () => {
    // The pickers need neither vendors.view nor warehouses.view: the receipts name them.
    signInWith({ receiving: { view: true } });
    const server = serve();
    const { router } = renderApp('/receiving?page=2&user=USR-000042');
    const row = (await screen.findByRole('link', { name: 'GRN-000011' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Nashik Agro Packers')).toBeDefined();
    expect(within(row).getByText('Bhiwandi DC')).toBeDefined();

    const warehouse = screen.getByRole('combobox', { name: 'Filter by warehouse' });
    await within(warehouse).findByRole('option', { name: 'Bhiwandi DC (BOM-BHW1)' });
    fireEvent.change(warehouse, { target: { value: 'BOM-BHW1' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?user=USR-000042&warehouse=BOM-BHW1'),
    );

    const vendor = await waitFor(() => {
      const found = screen.getByRole('combobox', { name: 'Filter by vendor' });
      expect(found.tagName).toBe('INPUT');
      return found;
    });
    fireEvent.mouseDown(vendor);
    fireEvent.click(await screen.findByTitle('Nashik Agro Packers (VEN-000003)'));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?user=USR-000042&warehouse=BOM-BHW1&vendor=VEN-000003',
      ),
    );
    // The client chosen narrows the vendors offered.
    expect(server.requestsTo('GET /admin/vendors/options')[0]?.params).toMatchObject({
      user: 'USR-000042',
    });
    await waitFor(() =>
      expect(server.requestsTo('GET /admin/shipment/receiving').at(-1)?.params).toMatchObject({
        page: 1,
        user: 'USR-000042',
        warehouse: 'BOM-BHW1',
        vendor: 'VEN-000003',
      }),
    );
  });

  test('bulk approval sends the ids and says what happened to each', async () => {
    signInWith({ receiving: { view: true, approve: true } });
    const server = serve({
      'POST /admin/shipment/receiving/approve': () =>
        ok({
          results: [
            { id: 'GRN-000011', outcome: 'approved' },
            { id: 'GRN-000014', outcome: 'forbidden', message: 'Raised by you' },
          ],
        }),
    });
    renderApp('/receiving?status=pending');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select GRN-000011' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select GRN-000014' }));
    expect(screen.getByText('2 goods receipts selected')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const confirmation = await screen.findByRole('dialog');
    expect(within(confirmation).getByText(/^Approve 2 goods receipts\?/)).toBeDefined();
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('1 approved, 1 not approved')).toBeDefined();
    expect(
      screen.getByText('GRN-000014: you raised it: another person must approve it.'),
    ).toBeDefined();
    expect(server.requestsTo('POST /admin/shipment/receiving/approve')[0]?.body).toEqual({
      ids: ['GRN-000011', 'GRN-000014'],
    });
    // The selection is cleared once the server has answered.
    expect(screen.queryByText(/goods receipts? selected/)).toBeNull();
  });

  test('a receipt the person raised cannot be chosen for a decision, and its box says why', async () => {
    // Every receipt of the list was raised by EMP-0007 but GRN-000012.
    signInWith({ receiving: { view: true, approve: true } }, { employeeId: 'EMP-0007' });
    serve({
      [LIST]: () =>
        ok(
          page([
            receipt(),
            receipt({
              id: 'GRN-000012',
              createdBy: { employeeId: 'EMP-0009', fullName: 'Meera Iyer' },
            }),
          ]),
        ),
    });
    renderApp('/receiving?status=pending');
    const mine = await screen.findByRole('checkbox', {
      name: 'GRN-000011: you raised it, another person decides',
    });
    expect(mine.hasAttribute('disabled')).toBe(true);
    expect(mine.getAttribute('title')).toBe('GRN-000011: you raised it, another person decides');
    const theirs = screen.getByRole('checkbox', { name: 'Select GRN-000012' });
    expect(theirs.hasAttribute('disabled')).toBe(false);
    // Selecting the page takes only the receipt someone else raised.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(await screen.findByText('1 goods receipt selected')).toBeDefined();
  });

  test('a rejection needs a comment, then sends it with the ids', async () => {
    signInWith({ receiving: { view: true, approve: true } });
    const server = serve({
      'POST /admin/shipment/receiving/reject': () =>
        ok({ results: [{ id: 'GRN-000012', outcome: 'rejected' }] }),
    });
    renderApp('/receiving');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select GRN-000012' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 1 goods receipt' });
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why the receipts are rejected')).toBeDefined();
    expect(server.requestsTo('POST /admin/shipment/receiving/reject')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Comment'), {
      target: { value: 'Seals broken on arrival' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('1 rejected')).toBeDefined();
    expect(server.requestsTo('POST /admin/shipment/receiving/reject')[0]?.body).toEqual({
      ids: ['GRN-000012'],
      comment: 'Seals broken on arrival',
    });
  });
});
