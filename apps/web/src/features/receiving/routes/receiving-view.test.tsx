import type { ReceivingLine } from '@depot/contracts/receiving';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { referenceRoutes } from '@/test/reference-fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';
import {
  business,
  page,
  receipt,
  skuOption,
  vendorOption,
  warehouseOption,
} from '../testing/fixtures.ts';

const uncounted = () =>
  receipt({
    lines: [{ ...receipt().lines[0], receivedQty: null } as never],
    totals: { expected: 120, received: null, rejected: 0, putAway: 0 },
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
          totals: { expected: 120, received: 118, rejected: 2, putAway: 0 },
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
          lot: null,
          expiresOn: null,
        },
      ],
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(false),
    );
  });

  test('a line tracked by lot takes its lot and expiry; the server’s word on them lands at the cell', async () => {
    signInWith({ receiving: { view: true, edit: true, approve: true } });
    const tracked = receipt({
      lines: [{ ...(receipt().lines[0] as ReceivingLine), tracking: 'lot-expiry' }],
    });
    const server = serve({
      'GET /admin/shipment/receiving/GRN-000011': () => ok(tracked),
      'PATCH /admin/shipment/receiving/GRN-000011': () =>
        fail(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', [
          { path: 'lines.0.expiresOn', message: 'Lot SAF-2611 is new: enter the day it expires' },
        ]),
    });
    renderApp('/receiving/view/GRN-000011');
    fireEvent.change(await screen.findByLabelText('Lot of SAF-1G'), {
      target: { value: 'saf-2611' },
    });
    expect(screen.getByLabelText('Expiry of SAF-1G’s lot')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Save counts' }));
    expect(await screen.findByText('Lot SAF-2611 is new: enter the day it expires')).toBeDefined();
    expect(server.requestsTo('PATCH /admin/shipment/receiving/GRN-000011')[0]?.body).toMatchObject({
      lines: [{ sku: 'SAF-1G', receivedQty: 120, lot: 'saf-2611', expiresOn: null }],
    });
  });

  test('an approved receipt shows how much of each line is put away', async () => {
    signInWith({ receiving: { view: true } });
    serve({
      'GET /admin/shipment/receiving/GRN-000011': () =>
        ok(
          receipt({
            status: 'approved',
            decidedBy: { employeeId: 'EMP-0003', fullName: 'Asha Rao' },
            decidedAt: '2026-11-21T06:00:00.000Z',
            lines: [
              {
                ...(receipt().lines[0] as ReceivingLine),
                tracking: 'lot',
                lot: 'SAF-2611',
                putAwayQty: 40,
              },
            ],
            totals: { expected: 120, received: 120, rejected: 0, putAway: 40 },
          }),
        ),
    });
    renderApp('/receiving/view/GRN-000011');
    const lines = within(await screen.findByRole('table', { name: 'Lines' }));
    const cells = within(lines.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent).slice(-3)).toEqual(['SAF-2611', '—', '40 of 120']);
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
    // Expected, received (two short, said so), accepted, rejected and why; no lot.
    expect(cells.map((cell) => cell.textContent).slice(2)).toEqual([
      '120',
      '118Short 2',
      '112',
      '6',
      'Damaged',
      '—',
      '—',
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

describe('a receipt’s vendor and warehouse', () => {
  test('link to their screens for whoever may view them, with the supplier’s GSTIN', async () => {
    signInWith({ receiving: { view: true }, vendors: { view: true } });
    serve({ 'GET /admin/shipment/receiving/GRN-000011': () => ok(receipt()) });
    renderApp('/receiving/view/GRN-000011');
    const vendor = await screen.findByRole('link', { name: 'Nashik Agro Packers (VEN-000003)' });
    expect(vendor.getAttribute('href')).toBe('/vendors/view/VEN-000003');
    expect(screen.getByText('27AAPFU0939F1ZV')).toBeDefined();
    // Warehouses are not this person's to open: the warehouse is named, not linked.
    expect(screen.getByText('Bhiwandi DC (BOM-BHW1)').closest('a')).toBeNull();
  });

  test('a receipt recorded before warehouses is given one by whoever may edit it', async () => {
    signInWith({ receiving: { view: true, edit: true, approve: true } });
    let current = receipt({ vendor: null, warehouse: null });
    const server = serve({
      'GET /admin/shipment/receiving/GRN-000011': () => ok(current),
      'GET /admin/warehouses/options': () =>
        ok([
          warehouseOption(),
          warehouseOption({ code: 'DEL-OKH1', name: 'Okhla', isActive: false }),
        ]),
      'GET /admin/vendors/options': () => ok([vendorOption()]),
      'PATCH /admin/shipment/receiving/GRN-000011': () => {
        current = receipt({ vendor: null, updatedAt: '2026-11-21T05:30:00.000Z' });
        return ok(current);
      },
    });
    renderApp('/receiving/view/GRN-000011');
    expect(
      await screen.findByText('Not chosen: approval needs the warehouse the goods arrived at.'),
    ).toBeDefined();
    expect(
      screen.getByText('Not chosen: the receipt names its supplier as Nashik Agro Packers.'),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Approval needs the warehouse the goods arrived at.')).toBeDefined();

    const picker = await screen.findByRole('combobox', { name: 'Warehouse of GRN-000011' });
    expect(screen.getByRole('button', { name: 'Save warehouse' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.mouseDown(picker);
    expect(
      (await screen.findByTitle('Okhla (DEL-OKH1) · inactive')).getAttribute('aria-disabled'),
    ).toBe('true');
    fireEvent.click(screen.getByTitle('Bhiwandi DC (BOM-BHW1)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save warehouse' }));
    await waitFor(() =>
      expect(server.requestsTo('PATCH /admin/shipment/receiving/GRN-000011')[0]?.body).toEqual({
        warehouseCode: 'BOM-BHW1',
      }),
    );
    expect(await screen.findByText('Bhiwandi DC (BOM-BHW1)')).toBeDefined();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(false),
    );
    // The vendor is still to be chosen, with its own picker.
    expect(screen.getByRole('combobox', { name: 'Vendor of GRN-000011' })).toBeDefined();
  });

  test('without receiving.edit a missing warehouse is said, not offered', async () => {
    signInWith({ receiving: { view: true } });
    const server = serve({
      'GET /admin/shipment/receiving/GRN-000011': () => ok(receipt({ warehouse: null })),
    });
    renderApp('/receiving/view/GRN-000011');
    expect(
      await screen.findByText('Not chosen: approval needs the warehouse the goods arrived at.'),
    ).toBeDefined();
    expect(screen.queryByRole('combobox', { name: 'Warehouse of GRN-000011' })).toBeNull();
    expect(server.requestsTo('GET /admin/warehouses/options')).toHaveLength(0);
  });
});

describe('/receiving/new', () => {
  const picked = (label: string) =>
    screen.getByRole('combobox', { name: label }).closest('.ant-select')?.textContent;

  /** The picker, once the client it waits for is chosen. */
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

  test('the receipt names a vendor of the client, a warehouse and picked SKUs, and opens once recorded', async () => {
    signInWith({ receiving: { view: true, add: true } });
    const day = dayjs().format('YYYY-MM-DD');
    const scanned = skuOption({ id: 'SKU-000102', code: 'CRD-50G', name: 'Cardamom 50 g' });
    let creates = 0;
    const server = serve({
      'GET /admin/users/options': () => ok([business()]),
      'GET /admin/vendors/options': () =>
        ok([
          vendorOption(),
          vendorOption({ code: 'VEN-000009', name: 'Old Mill', isActive: false }),
        ]),
      'GET /admin/warehouses/options': () => ok([warehouseOption()]),
      // The server finds a scanned barcode alone; a typed name finds the SKUs holding it.
      'GET /admin/skus/options': (request) =>
        ok(
          request.params?.q === '8901234567890'
            ? [scanned]
            : [
                skuOption(),
                skuOption({
                  id: 'SKU-000103',
                  code: 'SAF-GIFT',
                  name: 'Saffron gift box',
                  kind: 'bundle',
                }),
              ],
        ),
      'POST /admin/shipment/receiving/create': () => {
        creates += 1;
        return creates === 1
          ? fail(422, 'VALIDATION_FAILED', 'Check the fields', [
              { path: 'warehouseCode', message: 'The warehouse BOM-BHW1 is inactive' },
            ])
          : { status: 201, body: { data: receipt() } };
      },
      'GET /admin/shipment/receiving/GRN-000011': () => ok(receipt()),
    });
    const { router } = renderApp('/receiving/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Record goods receipt' }));
    expect(await screen.findByText('Choose the user')).toBeDefined();
    expect(screen.getByText('Choose the vendor')).toBeDefined();
    expect(screen.getByText('Choose the warehouse')).toBeDefined();
    expect(screen.getByText('A SKU is letters, digits, . _ or -, up to 40')).toBeDefined();
    expect(server.requestsTo('POST /admin/shipment/receiving/create')).toHaveLength(0);
    // The vendors and SKUs are the client's: they wait for it.
    expect(screen.getByRole('combobox', { name: 'Vendor' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'SKU of line 1' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(server.requestsTo('GET /admin/vendors/options')).toHaveLength(0);

    await choose('User', 'Kesar Naturals (USR-000042)');
    await choose('Vendor', 'Nashik Agro Packers (VEN-000003)');
    expect(server.requestsTo('GET /admin/vendors/options')[0]?.params).toEqual({
      user: 'USR-000042',
    });
    // A deactivated vendor shows, but cannot be chosen.
    expect(
      screen.getByTitle('Old Mill (VEN-000009) · inactive').getAttribute('aria-disabled'),
    ).toBe('true');
    await choose('Warehouse', 'Bhiwandi DC (BOM-BHW1)');
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
    type('Supplier reference', 'INV-7781');

    // A SKU found by its name: the empty description takes the SKU's. A bundle arrives as its
    // components, so it is offered with the reason it cannot be chosen.
    const firstSku = await enabled('SKU of line 1');
    fireEvent.mouseDown(firstSku);
    fireEvent.change(firstSku, { target: { value: 'saff' } });
    const bundle = await screen.findByTitle(
      'SAF-GIFT · Saffron gift box (a bundle: receive its component SKUs)',
    );
    expect(bundle.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByTitle('SAF-1G · Saffron 1 g tin'));
    expect(screen.getByLabelText<HTMLInputElement>('Description of line 1').value).toBe(
      'Saffron 1 g tin',
    );
    type('Expected quantity of line 1', '120');

    // A scanner types the barcode and presses Enter at once: the SKU it names is chosen, and a
    // description already written stays.
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    type('Description of line 2', 'Green cardamom');
    const secondSku = await enabled('SKU of line 2');
    fireEvent.mouseDown(secondSku);
    fireEvent.change(secondSku, { target: { value: '8901234567890' } });
    fireEvent.keyDown(secondSku, { key: 'Enter' });
    await waitFor(() => expect(picked('SKU of line 2')).toContain('CRD-50G'));
    expect(screen.getByLabelText<HTMLInputElement>('Description of line 2').value).toBe(
      'Green cardamom',
    );
    type('Expected quantity of line 2', '40');

    // The server's word on a field shows under that field.
    fireEvent.click(screen.getByRole('button', { name: 'Record goods receipt' }));
    expect(await screen.findByText('The warehouse BOM-BHW1 is inactive')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Record goods receipt' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/receiving/view/GRN-000011'));
    expect(server.requestsTo('POST /admin/shipment/receiving/create')[1]?.body).toEqual({
      userCode: 'USR-000042',
      vendorCode: 'VEN-000003',
      warehouseCode: 'BOM-BHW1',
      reference: 'INV-7781',
      expectedDate: day,
      lines: [
        { sku: 'SAF-1G', description: 'Saffron 1 g tin', expectedQty: 120 },
        { sku: 'CRD-50G', description: 'Green cardamom', expectedQty: 40 },
      ],
    });
  });

  test('another client clears the vendor chosen, and offers that client’s vendors', async () => {
    signInWith({ receiving: { view: true, add: true } });
    const server = serve({
      'GET /admin/users/options': () =>
        ok([business(), business({ code: 'USR-000043', businessName: 'Tulsi Foods' })]),
      'GET /admin/vendors/options': () => ok([vendorOption()]),
      'GET /admin/warehouses/options': () => ok([warehouseOption()]),
    });
    renderApp('/receiving/new');
    await screen.findByRole('button', { name: 'Record goods receipt' });
    await choose('User', 'Kesar Naturals (USR-000042)');
    await choose('Vendor', 'Nashik Agro Packers (VEN-000003)');
    expect(picked('Vendor')).toContain('Nashik Agro Packers');

    await choose('User', 'Tulsi Foods (USR-000043)');
    await waitFor(() => expect(picked('Vendor')).not.toContain('Nashik Agro Packers'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Vendor' }));
    await waitFor(() =>
      expect(
        server.requestsTo('GET /admin/vendors/options').map((request) => request.params?.user),
      ).toContain('USR-000043'),
    );
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
