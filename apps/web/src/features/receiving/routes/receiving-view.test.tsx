import type { ReceivingLine } from '@depot/contracts/receiving';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fakeApi, ok } from '@/test/fake-api.ts';
import { referenceRoutes } from '@/test/reference-fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';
import { business, page, receipt } from '../testing/fixtures.ts';

const uncounted = () =>
  receipt({
    lines: [{ ...receipt().lines[0], receivedQty: null } as never],
    totals: { expected: 120, received: null, rejected: 0 },
  });

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...referenceRoutes(),
    'GET /admin/shipment/receiving/pending-count': () => ok({ count: 1 }),
    ...extra,
  });
}

describe('/receiving/view/{receivingId}', () => {
  test('an id that cannot be a receipt’s shows not-found without asking the server', async () => {
    signInWith({ receiving: { view: true } });
    const server = serve();
    renderApp('/receiving/view/USR-000042');
    expect(await screen.findByText('Goods receipt not found')).toBeDefined();
    expect(
      server.requests().some((request) => request.url.startsWith('/admin/shipment/receiving/GRN')),
    ).toBe(false);
    expect(server.requestsTo('GET /admin/shipment/receiving/USR-000042')).toHaveLength(0);
  });

  test('an unknown receipt is not found either', async () => {
    signInWith({ receiving: { view: true } });
    serve();
    renderApp('/receiving/view/GRN-000999');
    expect(await screen.findByText('Goods receipt not found')).toBeDefined();
  });

  test('counts entered per line are checked with the contract, then saved with the lines whole', async () => {
    signInWith({ receiving: { view: true, edit: true, approve: true } });
    let current = uncounted();
    const server = serve({
      'GET /admin/shipment/receiving/GRN-000011': () => ok(current),
      'PATCH /admin/shipment/receiving/GRN-000011': () => {
        current = receipt({
          lines: [
            {
              ...receipt().lines[0],
              receivedQty: 118,
              rejectedQty: 2,
              rejectReason: 'damaged',
            } as never,
          ],
          totals: { expected: 120, received: 118, rejected: 2 },
          updatedAt: '2026-11-21T05:30:00.000Z',
        });
        return ok(current);
      },
    });
    renderApp('/receiving/view/GRN-000011');
    expect(await screen.findByRole('heading', { name: 'Goods receipt GRN-000011' })).toBeDefined();
    // Not counted yet: approval waits.
    expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(await screen.findByLabelText('Received quantity of SAF-1G'), {
      target: { value: '118' },
    });
    // Two fewer than expected: said as it is typed.
    expect(await screen.findByText('Short 2')).toBeDefined();
    fireEvent.change(screen.getByLabelText('Rejected quantity of SAF-1G'), {
      target: { value: '2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save counts' }));
    expect(await screen.findByText('Say why units were rejected')).toBeDefined();
    expect(server.requestsTo('PATCH /admin/shipment/receiving/GRN-000011')).toHaveLength(0);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Reject reason of SAF-1G' }));
    fireEvent.click(await screen.findByTitle('Damaged'));
    fireEvent.click(screen.getByRole('button', { name: 'Save counts' }));
    await waitFor(() =>
      expect(server.requestsTo('PATCH /admin/shipment/receiving/GRN-000011')).toHaveLength(1),
    );
    expect(server.requestsTo('PATCH /admin/shipment/receiving/GRN-000011')[0]?.body).toEqual({
      lines: [
        {
          sku: 'SAF-1G',
          description: 'Saffron 1 g tin',
          expectedQty: 120,
          receivedQty: 118,
          rejectedQty: 2,
          rejectReason: 'damaged',
        },
      ],
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(false),
    );
  });

  test('a decided receipt shows who rejected it, when and why, with nothing left to do', async () => {
    signInWith({ receiving: { view: true, edit: true, approve: true, delete: true } });
    serve({
      'GET /admin/shipment/receiving/GRN-000011': () =>
        ok(
          receipt({
            status: 'rejected',
            comment: 'Seals broken on arrival',
            decidedBy: { employeeId: 'EMP-0003', fullName: 'Asha Rao' },
            decidedAt: '2026-11-21T06:00:00.000Z',
            lines: [
              {
                ...(receipt().lines[0] as ReceivingLine),
                receivedQty: 118,
                acceptedQty: 112,
                rejectedQty: 6,
                rejectReason: 'damaged',
              },
            ],
          }),
        ),
    });
    renderApp('/receiving/view/GRN-000011');
    expect(await screen.findByText(/^Rejected by Asha Rao \(EMP-0003\) on /)).toBeDefined();
    const lines = within(screen.getByRole('table', { name: 'Lines' }));
    const cells = within(lines.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    // Expected, received (two short, said so), accepted, rejected and why.
    expect(cells.map((cell) => cell.textContent).slice(2)).toEqual([
      '120',
      '118Short 2',
      '112',
      '6',
      'Damaged',
    ]);
    expect(screen.getByText('Comment: Seals broken on arrival')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByLabelText('Received quantity of SAF-1G')).toBeNull();
  });

  test('whoever raised a pending receipt is told another person decides, and offered neither', async () => {
    signInWith(
      { receiving: { view: true, edit: true, approve: true } },
      { employeeId: 'EMP-0007' },
    );
    serve({ 'GET /admin/shipment/receiving/GRN-000011': () => ok(receipt()) });
    renderApp('/receiving/view/GRN-000011');
    expect(
      await screen.findByText('You raised this receipt: another person approves or rejects it.'),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});

describe('/receiving/new', () => {
  test('the receipt is checked, sent with its lines, and opens once recorded', async () => {
    signInWith({ receiving: { view: true, add: true } });
    const day = dayjs().format('YYYY-MM-DD');
    const server = serve({
      'GET /admin/users/options': () => ok([business()]),
      'POST /admin/shipment/receiving/create': () => ({ status: 201, body: { data: receipt() } }),
      'GET /admin/shipment/receiving/GRN-000011': () => ok(receipt()),
    });
    const { router } = renderApp('/receiving/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Record goods receipt' }));
    expect(await screen.findByText('Choose the user')).toBeDefined();
    expect(screen.getByText('A SKU is letters, digits, . _ or -, up to 40')).toBeDefined();
    expect(server.requestsTo('POST /admin/shipment/receiving/create')).toHaveLength(0);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'User' }));
    fireEvent.click(await screen.findByTitle('Kesar Naturals (USR-000042)'));
    // The calendar's code comes when the person reaches for the field; until then it is a still
    // one, which takes nothing typed.
    const stillField = screen.getByRole('textbox', { name: 'Expected date' });
    expect(stillField.hasAttribute('readonly')).toBe(true);
    fireEvent.focus(stillField);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Expected date' }).hasAttribute('readonly')).toBe(
        false,
      ),
    );
    const dateField = screen.getByRole('textbox', { name: 'Expected date' });
    // It takes the focus over from the still field it replaces, closed when reached by keyboard.
    expect(document.activeElement).toBe(dateField);
    expect(document.querySelector('.ant-picker-dropdown')).toBeNull();
    // The picker opens on a click once the field has focus, as in the browser.
    fireEvent.focus(dateField);
    fireEvent.mouseDown(dateField);
    fireEvent.click(dateField);
    fireEvent.click(await screen.findByTitle(day));
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Supplier', 'Nashik Agro Packers');
    type('Supplier reference', 'INV-7781');
    type('SKU of line 1', 'saf-1g');
    type('Description of line 1', 'Saffron 1 g tin');
    type('Expected quantity of line 1', '120');
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    type('SKU of line 2', 'CRD-50G');
    type('Description of line 2', 'Cardamom 50 g');
    type('Expected quantity of line 2', '40');
    fireEvent.click(screen.getByRole('button', { name: 'Record goods receipt' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/receiving/view/GRN-000011'));
    expect(server.requestsTo('POST /admin/shipment/receiving/create')[0]?.body).toEqual({
      userCode: 'USR-000042',
      reference: 'INV-7781',
      supplier: { name: 'Nashik Agro Packers' },
      expectedDate: day,
      lines: [
        { sku: 'saf-1g', description: 'Saffron 1 g tin', expectedQty: 120 },
        { sku: 'CRD-50G', description: 'Cardamom 50 g', expectedQty: 40 },
      ],
    });
  });
});

describe('the sidebar', () => {
  test('the Receiving entry shows the pending count to those who may view receiving', async () => {
    signInWith({ receiving: { view: true } });
    serve({
      'GET /admin/shipment/receiving/pending-count': () => ok({ count: 12 }),
      'GET /admin/shipment/receiving': () => ok(page([])),
    });
    renderApp('/receiving');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const link = within(nav).getByRole('link', { name: 'Receiving' });
    expect(await within(link).findByText('12')).toBeDefined();
    const description = document.getElementById(link.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('12 awaiting approval');
  });

  test('without receiving.view the count is not asked for', async () => {
    signInWith({ users: { view: true } });
    const server = serve({ 'GET /admin/users': () => ok(page([])) });
    renderApp('/users');
    await screen.findByRole('navigation', { name: 'Main' });
    await screen.findByRole('table', { name: 'Users' });
    expect(server.requestsTo('GET /admin/shipment/receiving/pending-count')).toHaveLength(0);
  });
});
