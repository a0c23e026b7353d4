import { vendorFieldLabels } from '@depot/contracts/vendor-fields';
import { createVendorBodySchema } from '@depot/contracts/vendors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { expectEveryBodyField, formOf } from '@/test/form-fields.ts';
import { referenceRoutes } from '@/test/reference-fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';
import { captureSavedFiles } from '@/test/saved-files.ts';
import { page, vendor } from '../testing/fixtures.ts';

const kesar = { code: 'USR-000042', businessName: 'Kesar Naturals', isActive: true };

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...referenceRoutes(),
    'GET /admin/vendors': () => ok(page([vendor()])),
    'GET /admin/users/options': () => ok([kesar]),
    ...extra,
  });
}

describe('/vendors', () => {
  test('lists vendors with their client; the state is read from the URL and sent', async () => {
    signInWith({ vendors: { view: true } });
    const server = serve();
    renderApp('/vendors?q=balaji&status=active&user=USR-000042&sort=-name');
    const row = (await screen.findByText('Shree Balaji Corrugated Boxes')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Kesar Naturals')).toBeDefined();
    expect(within(row).getByText('+91 9822345671')).toBeDefined();
    expect(within(row).getByText('Bhiwandi')).toBeDefined();
    const sent = server.adapter.mock.calls
      .map(([config]) => config)
      .find((config) => config.url === '/admin/vendors')?.params;
    expect(sent).toEqual({
      page: 1,
      pageSize: 20,
      q: 'balaji',
      status: 'active',
      user: 'USR-000042',
      sort: '-name',
    });
    // Without vendors.add or vendors.edit: no New vendor, no selection; the users stay unread.
    expect(screen.queryByRole('button', { name: 'New vendor' })).toBeNull();
    expect(
      screen.queryByRole('checkbox', { name: 'Select Shree Balaji Corrugated Boxes' }),
    ).toBeNull();
    expect(server.requestsTo('GET /admin/users')).toHaveLength(0);
  });

  test('the client filter searches the businesses and goes to the URL', async () => {
    signInWith({ vendors: { view: true } });
    serve();
    const { router } = renderApp('/vendors?page=2');
    await screen.findByText('Shree Balaji Corrugated Boxes');
    const picker = await waitFor(() => {
      const found = screen.getByRole('combobox', { name: 'Filter by user' });
      expect(found.tagName).toBe('INPUT');
      return found;
    });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByTitle('Kesar Naturals (USR-000042)'));
    await waitFor(() => expect(router.state.location.search).toBe('?user=USR-000042'));
  });

  test('bulk deactivation sends the codes to the vendors’ change-status', async () => {
    signInWith({ vendors: { view: true, edit: true } });
    const server = serve({
      'POST /admin/vendors/change-status': () =>
        ok({ results: [{ id: 'VEN-000007', outcome: 'updated' }] }),
    });
    renderApp('/vendors');
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Select Shree Balaji Corrugated Boxes' }),
    );
    expect(screen.getByText('1 vendor selected')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('1 deactivated')).toBeDefined();
    expect(server.requestsTo('POST /admin/vendors/change-status')[0]?.body).toEqual({
      codes: ['VEN-000007'],
      isActive: false,
    });
  });

  test('the export is the filtered list, never a page, as CSV or a workbook', async () => {
    signInWith({ vendors: { view: true, export: true } });
    const saved = captureSavedFiles();
    const server = serve({
      'GET /admin/vendors/export': () => ({
        status: 200,
        body: new Blob(['PK'], { type: 'application/octet-stream' }),
        headers: { 'content-disposition': 'attachment; filename="vendors-2026-11-22.xlsx"' },
      }),
    });
    renderApp('/vendors?status=inactive&page=3');
    await screen.findByText('Shree Balaji Corrugated Boxes');
    expect(screen.getByRole('button', { name: 'Export CSV of vendors' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX of vendors' }));
    await waitFor(() => expect(saved).toEqual(['vendors-2026-11-22.xlsx']));
    const sent = server.adapter.mock.calls
      .map(([config]) => config)
      .find((config) => config.url === '/admin/vendors/export')?.params;
    expect(sent).toEqual({ status: 'inactive', format: 'xlsx' });
  });
});

describe('/vendors/view/{vendorId}', () => {
  test('shows the vendor, its address by name, and its History', async () => {
    signInWith({ vendors: { view: true } });
    serve({
      'GET /admin/vendors/VEN-000007': () => ok(vendor()),
      'GET /admin/vendors/VEN-000007/history': () =>
        ok([
          {
            id: 1,
            at: '2026-04-12T04:00:00.000Z',
            entity: 'vendor',
            entityId: 'VEN-000007',
            action: 'update',
            actor: { employeeId: 'EMP-0001', fullName: 'Asha Rao' },
            ip: '10.0.0.7',
            before: { contactName: 'Ramesh' },
            after: { contactName: 'Ramesh Patil' },
          },
        ]),
    });
    renderApp('/vendors/view/VEN-000007');
    expect(
      await screen.findByRole('heading', { name: 'Shree Balaji Corrugated Boxes' }),
    ).toBeDefined();
    expect(screen.getByText('27AAPFU0939F1ZV')).toBeDefined();
    expect(screen.getByText('Kesar Naturals (USR-000042)')).toBeDefined();
    expect(await screen.findByText('Maharashtra')).toBeDefined();
    // Neither edit nor delete without their grants.
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    const drawer = await screen.findByRole('dialog');
    const changed = await within(drawer).findByText('Contact name');
    expect(changed.nextElementSibling?.textContent).toBe('Ramesh → Ramesh Patil');
  });

  test('a vendor made from a supplier typed on a receipt says what it lacks', async () => {
    signInWith({ vendors: { view: true } });
    serve({
      'GET /admin/vendors/VEN-000007': () =>
        ok(
          vendor({
            contactName: null,
            email: null,
            phone: null,
            phoneCountry: null,
            address: null,
          }),
        ),
    });
    renderApp('/vendors/view/VEN-000007');
    expect(
      await screen.findByText('This vendor was made from a supplier typed on a goods receipt'),
    ).toBeDefined();
    expect(screen.queryByText('Address')).toBeNull();
    expect(screen.getAllByText('—').length).toBeGreaterThanOrEqual(3);
  });

  test('a code that cannot be a vendor’s shows not-found without asking the server', async () => {
    signInWith({ vendors: { view: true } });
    const server = serve();
    renderApp('/vendors/view/USR-000042');
    expect(await screen.findByText('Vendor not found')).toBeDefined();
    expect(server.requests().some((request) => request.url.startsWith('/admin/vendors/'))).toBe(
      false,
    );
  });

  test('deleting asks first, then goes back to the list', async () => {
    signInWith({ vendors: { view: true, delete: true } });
    const server = serve({
      'GET /admin/vendors/VEN-000007': () => ok(vendor()),
      'DELETE /admin/vendors/VEN-000007': () => ok({ message: 'Vendor VEN-000007 deleted.' }),
    });
    const { router } = renderApp('/vendors/view/VEN-000007');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendors'));
    expect(server.requestsTo('DELETE /admin/vendors/VEN-000007')).toHaveLength(1);
  });
});

describe('/vendors/new', () => {
  async function fill() {
    await screen.findByLabelText('Name');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveProperty('disabled', false),
    );
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Client' }));
    fireEvent.click(await screen.findByTitle('Kesar Naturals (USR-000042)'));
    type('Name', 'Shree Balaji Corrugated Boxes');
    type('Contact name', 'Ramesh Patil');
    type('Email', 'sales@balajiboxes.in');
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), {
      target: { value: '98223 45671' },
    });
    type('Address line 1', 'Gala 12, Rahnal Industrial Area');
    type('City', 'Bhiwandi');
    type('PIN code', '421302');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'State' }));
    fireEvent.click(await screen.findByTitle('Maharashtra'));
    return type;
  }

  test('every field of the body is asked for; a valid vendor is sent and opens once added', async () => {
    // The client picker needs no users.view (docs/decisions/0043).
    signInWith({ vendors: { view: true, add: true } });
    const server = serve({
      'POST /admin/vendors': () => ({ status: 201, body: { data: vendor() } }),
      'GET /admin/vendors/VEN-000007': () => ok(vendor()),
    });
    const { router } = renderApp('/vendors/new');
    const type = await fill();
    // The tax id of an Indian vendor is asked for as its GSTIN; the phone's country is picked in
    // the phone's field, by its calling code.
    expectEveryBodyField(
      formOf(screen.getByLabelText('Name')),
      createVendorBodySchema,
      { ...vendorFieldLabels, taxId: 'GSTIN', userCode: vendorFieldLabels.user },
      ['phoneCountry'],
    );
    type('GSTIN', '27AAPFU0939F1ZV');
    fireEvent.click(screen.getByRole('button', { name: 'Add vendor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendors/view/VEN-000007'));
    expect(server.requestsTo('POST /admin/vendors')[0]?.body).toMatchObject({
      userCode: 'USR-000042',
      name: 'Shree Balaji Corrugated Boxes',
      phone: expect.stringMatching(/^(\+91 )?98223 45671$/),
      phoneCountry: 'IN',
      taxId: '27AAPFU0939F1ZV',
      address: { country: 'IN', state: 'MH', city: 'Bhiwandi', postalCode: '421302' },
    });
    expect(server.requestsTo('GET /admin/users')).toHaveLength(0);
  });

  test('a GSTIN of another state is refused before sending', async () => {
    signInWith({ vendors: { view: true, add: true } });
    const server = serve();
    renderApp('/vendors/new');
    const type = await fill();
    type('GSTIN', '29AAGCB7383J1Z4');
    fireEvent.click(screen.getByRole('button', { name: 'Add vendor' }));
    expect(
      await screen.findByText('A GSTIN registered in Maharashtra starts with 27'),
    ).toBeDefined();
    expect(server.requestsTo('POST /admin/vendors')).toHaveLength(0);
  });

  test('a name the client has already, as the server says, shows under the name', async () => {
    signInWith({ vendors: { view: true, add: true } });
    const message = 'is already the name of another vendor of Kesar Naturals';
    serve({
      'POST /admin/vendors': () =>
        fail(409, 'CONFLICT', 'Kesar Naturals already has a vendor named this.', [
          { path: 'name', message },
        ]),
    });
    renderApp('/vendors/new');
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Add vendor' }));
    const field = screen.getByLabelText('Name').closest('.ant-form-item');
    if (!(field instanceof HTMLElement)) throw new Error('the name has no form item');
    expect(await within(field).findByText(message)).toBeDefined();
  });
});

describe('/vendors/edit/{vendorId}', () => {
  test('the client is shown, not sent; the changes are', async () => {
    signInWith({ vendors: { view: true, edit: true } });
    const server = serve({
      'GET /admin/vendors/VEN-000007': () => ok(vendor()),
      'PATCH /admin/vendors/VEN-000007': () => ok(vendor({ contactName: 'Sunita Patil' })),
    });
    const { router } = renderApp('/vendors/edit/VEN-000007');
    const contact = await screen.findByLabelText('Contact name');
    expect(screen.getByDisplayValue('Kesar Naturals (USR-000042)')).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.change(contact, { target: { value: 'Sunita Patil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendors/view/VEN-000007'));
    const body = server.requestsTo('PATCH /admin/vendors/VEN-000007')[0]?.body;
    expect(body).toMatchObject({ contactName: 'Sunita Patil', phoneCountry: 'IN' });
    expect(body).not.toHaveProperty('userCode');
  });
});
