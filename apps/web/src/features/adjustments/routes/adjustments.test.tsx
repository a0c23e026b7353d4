import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { adjustment, page } from '../testing/fixtures.ts';

const mine = adjustment({
  code: 'ADJ-000013',
  createdBy: { employeeId: 'EMP-0002', fullName: 'A B' },
});

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /admin/stock/adjustments': () => ok(page([adjustment(), mine])),
    'GET /admin/stock/adjustments/thresholds': () => ok({ units: 50, value: '10000.00' }),
    'GET /admin/stock/adjustments/ADJ-000012': () => ok(adjustment()),
    'GET /admin/warehouses/options': () =>
      ok([{ code: 'BOM-BHW1', name: 'Bhiwandi FC 1', isActive: true }]),
    'GET /admin/users/options': () => ok([]),
    ...extra,
  });
}

describe('/stock/adjustments', () => {
  test('lists adjustments with the thresholds; only another’s pending one can be approved', async () => {
    signInWith({ adjustments: { view: true, approve: true } }, { employeeId: 'EMP-0002' });
    const server = serve({
      'POST /admin/stock/adjustments/approve': () =>
        ok({ results: [{ id: 'ADJ-000012', outcome: 'approved' }] }),
    });
    renderApp('/stock/adjustments?status=pending&reason=lost');
    const row = (await screen.findByRole('link', { name: 'ADJ-000012' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('-60 KN-UBT-125 at A-01-03')).toBeDefined();
    expect(within(row).getByText('Awaiting approval')).toBeDefined();
    const note = await screen.findByText(/waits for someone else’s approval/);
    expect(note.textContent).toContain('more than 50 units, or more than ₹10,000.00 at MRP');
    expect(
      screen.getByRole('checkbox', { name: 'ADJ-000013: you raised it, another person decides' }),
    ).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select ADJ-000012' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('posted to the stock');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(server.requestsTo('POST /admin/stock/adjustments/approve')[0]?.body).toEqual({
        ids: ['ADJ-000012'],
      }),
    );
    expect(await screen.findByText('1 approved')).toBeDefined();
  });
});

describe('/stock/adjustments/view/{code}', () => {
  test('shows the lines and, for another person’s pending one, approve and reject', async () => {
    signInWith({ adjustments: { view: true, approve: true } });
    serve();
    renderApp('/stock/adjustments/view/ADJ-000012');
    expect(
      await screen.findByRole('heading', { name: 'Stock adjustment ADJ-000012' }),
    ).toBeDefined();
    const lines = screen.getByRole('table', { name: 'Lines' });
    expect(within(lines).getByText('-60')).toBeDefined();
    expect(screen.getByText(/Awaiting approval: the stock is unchanged/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDefined();
  });

  test('its creator is offered neither', async () => {
    signInWith({ adjustments: { view: true, approve: true } }, { employeeId: 'EMP-0002' });
    serve({ 'GET /admin/stock/adjustments/ADJ-000013': () => ok(mine) });
    renderApp('/stock/adjustments/view/ADJ-000013');
    await screen.findByRole('heading', { name: 'Stock adjustment ADJ-000013' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});

describe('/stock/adjustments/new', () => {
  test('a line the server refuses shows its words under that line’s field', async () => {
    signInWith({ adjustments: { view: true, add: true } });
    const server = serve({
      'GET /admin/users/options': () =>
        ok([{ code: 'USR-000042', businessName: 'Kesar Naturals', isActive: true }]),
      'GET /admin/skus/options': () =>
        ok([
          {
            id: 'SKU-000108',
            code: 'KN-UBT-125',
            name: 'Ubtan face pack, 125 g',
            kind: 'standard',
            isActive: true,
          },
        ]),
      'POST /admin/stock/adjustments': () =>
        fail(400, 'VALIDATION_ERROR', 'Some fields are not valid', [
          { path: 'lines.0.location', message: 'This warehouse has no location Z-99-99' },
        ]),
    });
    renderApp('/stock/adjustments/new');
    await screen.findByRole('button', { name: 'Raise adjustment' });
    const enabled = (label: string) =>
      waitFor(() => {
        const picker = screen.getByRole('combobox', { name: label });
        expect(picker.hasAttribute('disabled')).toBe(false);
        return picker;
      });
    async function choose(label: string, option: string) {
      fireEvent.mouseDown(await enabled(label));
      fireEvent.click(await screen.findByTitle(option));
    }
    await choose('Client', 'Kesar Naturals (USR-000042)');
    await choose('Warehouse', 'Bhiwandi FC 1 (BOM-BHW1)');
    await choose('Reason', 'Found');
    expect(await screen.findByText('units only arrive: enter each change above 0')).toBeDefined();
    const sku = await enabled('SKU of line 1');
    fireEvent.mouseDown(sku);
    fireEvent.change(sku, { target: { value: 'KN-UBT' } });
    fireEvent.click(await screen.findByTitle('KN-UBT-125 · Ubtan face pack, 125 g'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Location of line 1' }), {
      target: { value: 'z-99-99' },
    });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Change of line 1' }), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Raise adjustment' }));
    expect(await screen.findByText('This warehouse has no location Z-99-99')).toBeDefined();
    expect(server.requestsTo('POST /admin/stock/adjustments')[0]?.body).toMatchObject({
      userCode: 'USR-000042',
      warehouseCode: 'BOM-BHW1',
      reason: 'found',
      // As typed: the server reads a code in any case.
      lines: [{ sku: 'KN-UBT-125', location: 'z-99-99', change: 3 }],
    });
  });
});
