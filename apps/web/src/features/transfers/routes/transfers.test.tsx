import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { page, transfer } from '../testing/fixtures.ts';

const binMove = transfer({
  code: 'TRF-000006',
  kind: 'bin',
  status: 'done',
  to: { code: 'BOM-BHW1', name: 'Bhiwandi FC 1' },
  received: 40,
  lines: [
    {
      ...(transfer().lines[0] as Transfer['lines'][number]),
      to: { id: 'LOC-000312', code: 'A-01-04' },
      received: 40,
    },
  ],
});
type Transfer = ReturnType<typeof transfer>;

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /admin/stock/transfers': () => ok(page([transfer(), binMove])),
    'GET /admin/warehouses/options': () =>
      ok([
        { code: 'BOM-BHW1', name: 'Bhiwandi FC 1', isActive: true },
        { code: 'DEL-GGN1', name: 'Gurugram FC 1', isActive: true },
      ]),
    'GET /admin/users/options': () => ok([]),
    ...extra,
  });
}

describe('/stock/transfers', () => {
  test('lists transfers with their kind, route and status; filters come from the URL', async () => {
    signInWith({ transfers: { view: true, add: true } });
    const server = serve();
    renderApp('/stock/transfers?status=in-transit&kind=warehouse');
    const row = (await screen.findByRole('link', { name: 'TRF-000007' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('40 × KN-UBT-125 from A-01-03')).toBeDefined();
    expect(within(row).getByText('In transit')).toBeDefined();
    expect(within(row).getByText('DEL-GGN1')).toBeDefined();
    expect(screen.getByRole('link', { name: /New transfer/ }).getAttribute('href')).toBe(
      '/stock/transfers/new',
    );
    await waitFor(() =>
      expect(
        server.requests().find((request) => request.url === '/admin/stock/transfers')?.params,
      ).toMatchObject({ status: 'in-transit', kind: 'warehouse' }),
    );
  });
});

describe('receiving in full from the list', () => {
  test('only those on the road can be chosen; the answer says what happened to each', async () => {
    signInWith({ transfers: { view: true, edit: true } });
    const server = serve({
      'POST /admin/stock/transfers/receive-in-full': () =>
        ok({ results: [{ code: 'TRF-000007', outcome: 'received', units: 40 }] }),
    });
    renderApp('/stock/transfers');
    expect(await screen.findByRole('checkbox', { name: 'Select TRF-000006' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select TRF-000007' }));
    fireEvent.click(screen.getByRole('button', { name: 'Receive in full' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Receive' }));
    expect(await screen.findByText('1 of 1 received in full: 40 units.')).toBeDefined();
    expect(server.requestsTo('POST /admin/stock/transfers/receive-in-full')[0]?.body).toEqual({
      codes: ['TRF-000007'],
    });
  });
});

describe('/stock/transfers/view/{code}', () => {
  test('a transfer on the road is received line by line; the server’s word lands at the line', async () => {
    signInWith({ transfers: { view: true, edit: true } });
    let current = transfer();
    const server = serve({
      'GET /admin/stock/transfers/TRF-000007': () => ok(current),
      'POST /admin/stock/transfers/TRF-000007/receive': (request) => {
        const body = request.body as { lines: Array<{ location: string; quantity: number }> };
        if (body.lines[0]?.location === 'Z-99') {
          return fail(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', [
            { path: 'lines.0.location', message: 'This warehouse has no location Z-99' },
          ]);
        }
        current = transfer({ status: 'partly-received', received: 25 });
        return ok(current);
      },
    });
    renderApp('/stock/transfers/view/TRF-000007');
    expect(
      await screen.findByText('40 of 40 units are in transit to Gurugram FC 1.'),
    ).toBeDefined();
    const location = screen.getByRole('textbox', { name: 'Location for KN-UBT-125 (line 1)' });
    expect((location as HTMLInputElement).value).toBe('RECEIVING');
    fireEvent.change(location, { target: { value: 'Z-99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText('This warehouse has no location Z-99')).toBeDefined();

    fireEvent.change(location, { target: { value: 'RECEIVING' } });
    fireEvent.change(
      screen.getByRole('spinbutton', { name: 'Units of KN-UBT-125 arrived (line 1)' }),
      {
        target: { value: '25' },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    await waitFor(() =>
      expect(server.requestsTo('POST /admin/stock/transfers/TRF-000007/receive')[1]?.body).toEqual({
        lines: [{ lineNo: 1, location: 'RECEIVING', quantity: 25 }],
      }),
    );
    expect(
      await screen.findByText('15 of 40 units are in transit to Gurugram FC 1.'),
    ).toBeDefined();
  });

  test('closed short by another person, with what became of the missing units', async () => {
    signInWith({ transfers: { view: true, approve: true } });
    let current = transfer({ status: 'partly-received', received: 25 });
    const server = serve({
      'GET /admin/stock/transfers/TRF-000007': () => ok(current),
      'POST /admin/stock/transfers/TRF-000007/close': (request) => {
        const { reason } = request.body as { reason: string };
        current = transfer({
          status: 'closed-short',
          received: 25,
          closedBy: { employeeId: 'EMP-0003', fullName: 'Asha Rao' },
          closedAt: '2026-12-06T09:00:00.000Z',
          closeReason: reason,
        });
        return ok(current);
      },
    });
    renderApp('/stock/transfers/view/TRF-000007');
    expect(await screen.findByText(/the 15 units still in transit are written off/)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Close short' }));
    expect(
      await screen.findByText('Say what became of the units that never arrived'),
    ).toBeDefined();
    fireEvent.change(screen.getByRole('textbox', { name: 'Why closed short' }), {
      target: { value: 'One carton lost on the road.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close short' }));
    expect(
      await screen.findByText(/15 of 40 units never arrived and were written off/),
    ).toBeDefined();
    expect(server.requestsTo('POST /admin/stock/transfers/TRF-000007/close')[0]?.body).toEqual({
      reason: 'One carton lost on the road.',
    });
    expect(screen.queryByRole('button', { name: 'Close short' })).toBeNull();
  });

  test('a bin to bin move is done: its lines read, nothing to receive', async () => {
    signInWith({ transfers: { view: true, edit: true } });
    serve({ 'GET /admin/stock/transfers/TRF-000006': () => ok(binMove) });
    renderApp('/stock/transfers/view/TRF-000006');
    const lines = await screen.findByRole('table', { name: 'Lines' });
    expect(within(lines).getByText('A-01-04')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
    expect(screen.queryByText(/in transit/)).toBeNull();
  });

  test('an id that is not a transfer’s is not found', async () => {
    signInWith({ transfers: { view: true } });
    serve();
    renderApp('/stock/transfers/view/ADJ-000001');
    expect(await screen.findByText('Stock transfer not found')).toBeDefined();
  });
});

describe('/stock/transfers/new', () => {
  test('between warehouses asks for the other warehouse, and leaves the bin for its arrival', async () => {
    signInWith({ transfers: { view: true, add: true } });
    serve();
    renderApp('/stock/transfers/new');
    expect(await screen.findByRole('textbox', { name: 'To location of line 1' })).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: 'Warehouse to warehouse' }));
    expect(await screen.findByText('To warehouse')).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'To location of line 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText(/Choose/)).not.toHaveLength(0);
  });
});
