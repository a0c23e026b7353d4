import { userFieldLabels } from '@depot/contracts/user-fields';
import { createUserBodySchema } from '@depot/contracts/users';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { signInWith } from '@/test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { expectEveryBodyField, formOf } from '@/test/form-fields.ts';
import { referenceRoutes } from '@/test/reference-fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';
import { captureSavedFiles } from '@/test/saved-files.ts';
import { packageOptions, page, user } from '../testing/fixtures.ts';

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...referenceRoutes(),
    'GET /admin/users': () => ok(page([user()])),
    'GET /admin/packages/subscription-options': () => ok(packageOptions),
    ...extra,
  });
}

describe('/users', () => {
  test('lists businesses with their plan; the state is read from the URL and sent', async () => {
    signInWith({ users: { view: true } });
    const server = serve();
    renderApp('/users?q=kesar&package=GROWTH-M&planStatus=expiring&country=IN&sort=-periodEnd');
    const row = (await screen.findByText('Kesar Naturals')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('+91 9820041127')).toBeDefined();
    expect(within(row).getByText('Growth')).toBeDefined();
    const sent = server.adapter.mock.calls
      .map(([config]) => config)
      .find((config) => config.url === '/admin/users')?.params;
    expect(sent).toEqual({
      page: 1,
      pageSize: 20,
      q: 'kesar',
      package: 'GROWTH-M',
      planStatus: 'expiring',
      country: 'IN',
      sort: '-periodEnd',
    });
    // Without users.add or users.edit: no New user, no selection.
    expect(screen.queryByRole('button', { name: 'New user' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select Kesar Naturals' })).toBeNull();
  });

  test('loads the countries and calling codes it shows, once, and nothing else', async () => {
    signInWith({ users: { view: true } });
    const server = serve();
    renderApp('/users');
    expect(await screen.findByText('+91 9820041127')).toBeDefined();
    expect(server.requestsTo('GET /reference/countries')).toHaveLength(1);
    expect(server.requestsTo('GET /reference/country-codes')).toHaveLength(1);
    // It shows no amount: the currencies stay where they are.
    expect(server.requestsTo('GET /reference/currencies')).toHaveLength(0);
  });

  test('bulk deactivation goes through change-active-status with the users’ codes', async () => {
    signInWith({ users: { view: true, edit: true } });
    const server = serve({
      'POST /admin/settings/change-active-status': () =>
        ok({ results: [{ id: 'USR-000042', outcome: 'updated' }] }),
    });
    renderApp('/users');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Kesar Naturals' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('1 deactivated')).toBeDefined();
    expect(server.requestsTo('POST /admin/settings/change-active-status')[0]?.body).toEqual({
      type: 'user',
      ids: ['USR-000042'],
      isActive: false,
    });
  });
});

describe('the users selection', () => {
  test('a new filter clears it: the rows it held are no longer the list’s', async () => {
    signInWith({ users: { view: true, edit: true } });
    serve();
    const { router } = renderApp('/users');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Kesar Naturals' }));
    expect(screen.getByText('1 user selected')).toBeDefined();
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by status' }), {
      target: { value: 'inactive' },
    });
    await waitFor(() => expect(screen.queryByText('1 user selected')).toBeNull());
    expect(router.state.location.search).toBe('?status=inactive');
    expect(screen.getByRole('checkbox', { name: 'Select Kesar Naturals' })).toHaveProperty(
      'checked',
      false,
    );
  });
});

describe('the users export', () => {
  test('CSV and XLSX of the filtered list, the workbook saved under the server’s name', async () => {
    signInWith({ users: { view: true, export: true } });
    const saved = captureSavedFiles();
    const server = serve({
      'GET /admin/users/export': () => ({
        status: 200,
        body: new Blob(['PK'], { type: 'application/octet-stream' }),
        headers: { 'content-disposition': 'attachment; filename="users-2026-11-22.xlsx"' },
      }),
    });
    renderApp('/users?planStatus=expiring&page=3');
    await screen.findByText('Kesar Naturals');
    expect(screen.getByRole('button', { name: 'Export CSV of users' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX of users' }));
    await waitFor(() => expect(saved).toEqual(['users-2026-11-22.xlsx']));
    const sent = server.adapter.mock.calls
      .map(([config]) => config)
      .find((config) => config.url === '/admin/users/export')?.params;
    expect(sent).toEqual({ planStatus: 'expiring', format: 'xlsx' });
  });
});

describe('/users/view/{userId}/{section?}', () => {
  test('shows the profile by default, and an unknown section opens it too', async () => {
    signInWith({ users: { view: true } });
    serve({ 'GET /admin/users/USR-000042': () => ok(user()) });
    renderApp('/users/view/USR-000042/no-such-section');
    expect(await screen.findByRole('heading', { name: 'Kesar Naturals' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('27AAPFU0939F1ZV')).toBeDefined();
  });

  test('the address names the state from the reference data', async () => {
    signInWith({ users: { view: true } });
    serve({ 'GET /admin/users/USR-000042': () => ok(user()) });
    renderApp('/users/view/USR-000042/address');
    expect(await screen.findByText('Maharashtra')).toBeDefined();
    expect(screen.getByText('400034')).toBeDefined();
  });

  test('the activity section lists who changed what, newest first', async () => {
    signInWith({ users: { view: true } });
    const entry = {
      at: '2026-04-12T04:00:00.000Z',
      entity: 'user',
      entityId: 'USR-000042',
      actor: { employeeId: 'EMP-0001', fullName: 'Asha Rao' },
      ip: '10.0.0.7',
    };
    serve({
      'GET /admin/users/USR-000042': () => ok(user()),
      'GET /admin/users/USR-000042/history': () =>
        ok([
          {
            ...entry,
            id: 2,
            action: 'update',
            before: { city: 'Mumbai' },
            after: { city: 'Pune' },
          },
          {
            ...entry,
            id: 1,
            action: 'create',
            before: null,
            // Not in the form's order, as a record's keys may come.
            after: {
              status: 'active',
              address: { city: 'Mumbai', state: 'KA', country: 'IN', postalCode: '560001' },
              businessName: 'Kesar Naturals',
              code: 'USR-000042',
              contactName: 'Meera',
              email: 'meera@kesar.in',
              plan: { periodEnd: '2026-11-30' },
            },
          },
        ]),
    });
    renderApp('/users/view/USR-000042/activity');
    const [updated, created] = await screen.findAllByText('City');
    expect(updated?.nextElementSibling?.textContent).toBe('Mumbai → Pune');
    expect(created?.nextElementSibling?.textContent).toBe('Mumbai');
    // A creation lists its first fields in the form's order, the rest when asked.
    const createdFields = () =>
      [...(created?.closest('dl')?.querySelectorAll('dt') ?? [])].map((term) => term.textContent);
    expect(createdFields()).toEqual([
      'Code',
      'Business name',
      'Contact name',
      'Email',
      'City',
      'State',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Show the other 4 fields' }));
    expect(createdFields().slice(6)).toEqual(['Country', 'Postal code', 'Status', 'Period end']);
    // Values as the screens show them: a state and a country by name, a status in words.
    const list = created?.closest('dl') as HTMLElement;
    await waitFor(() => expect(within(list).getByText('Karnataka')).toBeDefined());
    expect(within(list).getByText('India')).toBeDefined();
    expect(within(list).getByText('Active')).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getAllByText('by Asha Rao (EMP-0001)')).toHaveLength(2);
  });

  test('a code that cannot be a user’s shows not-found without asking the server', async () => {
    signInWith({ users: { view: true } });
    const server = serve();
    renderApp('/users/view/PKG-1');
    expect(await screen.findByText('User not found')).toBeDefined();
    expect(server.requests().some((request) => request.url.startsWith('/admin/users/'))).toBe(
      false,
    );
  });
});

describe('/users/new', () => {
  async function fill() {
    await screen.findByLabelText('Business name');
    // The number waits for the calling codes, as a person would.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveProperty('disabled', false),
    );
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Business name', 'Kesar Naturals');
    type('Contact name', 'Meera Kulkarni');
    type('Email', 'meera@kesarnaturals.in');
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), {
      target: { value: '98200 41127' },
    });
    type('Address line 1', '14 Tardeo Road');
    type('City', 'Mumbai');
    type('PIN code', '400034');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'State' }));
    fireEvent.click(await screen.findByTitle('Maharashtra'));
    return type;
  }

  test('a GSTIN from another state, or with a wrong last character, is refused before sending', async () => {
    signInWith({ users: { view: true, add: true } });
    const server = serve();
    renderApp('/users/new');
    const type = await fill();
    type('GSTIN', '29AAGCB7383J1Z4');
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(
      await screen.findByText('A GSTIN registered in Maharashtra starts with 27'),
    ).toBeDefined();
    type('GSTIN', '27AAPFU0939F1ZX');
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(
      await screen.findByText(
        'This GSTIN’s last character does not match the rest: check it for a typo',
      ),
    ).toBeDefined();
    expect(server.requestsTo('POST /admin/users')).toHaveLength(0);
  });

  test('a valid business is sent with its phone’s country and opens once added', async () => {
    signInWith({ users: { view: true, add: true } });
    const server = serve({
      'POST /admin/users': () => ({ status: 201, body: { data: user() } }),
      'GET /admin/users/USR-000042': () => ok(user()),
    });
    const { router } = renderApp('/users/new');
    const type = await fill();
    // The tax id of an Indian business is asked for as its GSTIN; the phone's country is picked in
    // the phone's field, by its calling code.
    expectEveryBodyField(
      formOf(screen.getByLabelText('Business name')),
      createUserBodySchema,
      { ...userFieldLabels, taxId: 'GSTIN', packageCode: userFieldLabels['plan.package.code'] },
      ['phoneCountry'],
    );
    type('GSTIN', '27AAPFU0939F1ZV');
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/view/USR-000042'));
    expect(server.requestsTo('POST /admin/users')[0]?.body).toMatchObject({
      businessName: 'Kesar Naturals',
      // With or without the calling code (it depends on when the codes arrived): the country says.
      phone: expect.stringMatching(/^(\+91 )?98200 41127$/),
      phoneCountry: 'IN',
      taxId: '27AAPFU0939F1ZV',
      address: { country: 'IN', state: 'MH', city: 'Mumbai', postalCode: '400034' },
      timezone: 'Asia/Kolkata',
      currency: 'INR',
    });
  });

  test('an impossible phone number is named under the field', async () => {
    signInWith({ users: { view: true, add: true } });
    serve();
    renderApp('/users/new');
    await fill();
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), {
      target: { value: '12345' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('Enter a real phone number for India')).toBeDefined();
  });

  test('a PIN code of another state, as the server names it, shows under the PIN code', async () => {
    signInWith({ users: { view: true, add: true } });
    const message = '560001 is a PIN code in Karnataka, not Maharashtra';
    const server = serve({
      'POST /admin/users': () =>
        fail(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', [
          { path: 'address.postalCode', message },
        ]),
    });
    renderApp('/users/new');
    const type = await fill();
    type('PIN code', '560001');
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const pin = screen.getByLabelText('PIN code');
    const field = pin.closest('.ant-form-item');
    if (!(field instanceof HTMLElement)) throw new Error('the PIN code has no form item');
    expect(await within(field).findByText(message)).toBeDefined();
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(server.requestsTo('POST /admin/users')[0]?.body).toMatchObject({
      address: { state: 'MH', postalCode: '560001' },
    });
  });
});

describe('/users/edit/{userId}', () => {
  test('leaving with unsaved changes asks first; its tabs and a save go freely', async () => {
    signInWith({ users: { view: true, edit: true } });
    serve({
      'GET /admin/users/USR-000042': () => ok(user()),
      'PATCH /admin/users/USR-000042': () => ok(user({ contactName: 'Meera K' })),
    });
    const { router } = renderApp('/users/edit/USR-000042');
    // Untouched, Cancel leaves at once.
    fireEvent.click(await screen.findByRole('link', { name: 'Cancel' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/users/view/USR-000042/profile'),
    );

    await router.navigate('/users/edit/USR-000042');
    fireEvent.change(await screen.findByLabelText('Contact name'), {
      target: { value: 'Meera K' },
    });
    // Its own tabs are the same form.
    fireEvent.click(screen.getByRole('tab', { name: 'Address' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/users/edit/USR-000042/address'),
    );
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    const asked = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(asked).getByRole('button', { name: 'Stay' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull(),
    );
    expect(router.state.location.pathname).toBe('/users/edit/USR-000042/address');

    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave' },
      ),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/users/view/USR-000042/address'),
    );
  });
});

describe('the users import', () => {
  const header =
    'Business name,Contact name,Email,Phone,Address line 1,City,State,Country,Postal code,Package\n';
  const good =
    'Tulsi Organics,Ravi Nair,ravi@tulsi.in,98470 12345,2 MG Road,Kochi,Kerala,IN,682011,GROWTH-M\n';
  const bad =
    'Kesar Foods,Meera K,meera@kesar.in,98200 41127,14 Tardeo Road,Mumbai,Maharashtra,IN,4000,\n';

  function choose(csv: string, name: string) {
    const input = screen.getByLabelText('CSV file of users');
    fireEvent.change(input, {
      target: { files: [new File([csv], name, { type: 'text/csv' })] },
    });
  }

  test('a file with a bad row shows its problem; the fixed file is checked, then imported', async () => {
    signInWith({ users: { view: true, add: true, import: true } });
    const server = serve({
      'POST /admin/users/import': ({ body }) => {
        const { rows, dryRun } = body as {
          rows: { line: number; postalCode: string }[];
          dryRun: boolean;
        };
        const problems = rows
          .filter((row) => row.postalCode === '4000')
          .map((row) => ({
            row: row.line,
            column: 'Postal code',
            message: 'Enter the 6-digit PIN code, like 400013',
          }));
        return ok({
          dryRun,
          rows: rows.length,
          created: dryRun ? 0 : rows.length,
          firstCode: dryRun ? null : 'USR-000201',
          lastCode: dryRun ? null : 'USR-000202',
          problems,
          problemCount: problems.length,
          rejectedRows: problems.map((problem) => ({
            row: problem.row,
            reason: `${problem.column}: ${problem.message}`,
          })),
        });
      },
    });
    renderApp('/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Import CSV of users' }));
    await screen.findByRole('dialog', { name: 'Import users' });
    choose(header + good + bad, 'clients.csv');
    const problems = await screen.findByRole('table', { name: 'Problems in the file' });
    const row = within(problems).getByText('Enter the 6-digit PIN code, like 400013').closest('tr');
    if (!row) throw new Error('no problem row');
    expect(within(row).getByText('3')).toBeDefined();
    expect(within(row).getByText('Postal code')).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Import 2 users/ })).toBeNull();

    choose(header + good + bad.replace(',4000,', ',400034,'), 'clients.csv');
    fireEvent.click(await screen.findByRole('button', { name: 'Import 2 users' }));
    expect(await screen.findByText('2 users imported: USR-000201 to USR-000202.')).toBeDefined();
    const sent = server.requestsTo('POST /admin/users/import').map((request) => request.body);
    expect(sent.map((body) => (body as { dryRun: boolean }).dryRun)).toEqual([true, true, false]);
    expect((sent[2] as { rows: unknown[] }).rows[1]).toMatchObject({
      line: 3,
      businessName: 'Kesar Foods',
      state: 'Maharashtra',
      postalCode: '400034',
      packageCode: '',
    });
  });

  test('the rows without problems can be imported, the others saved with their reasons', async () => {
    signInWith({ users: { view: true, add: true, import: true } });
    const reason = 'Postal code: Enter the 6-digit PIN code, like 400013';
    const server = serve({
      'POST /admin/users/import': ({ body }) => {
        const { rows, dryRun, skipRejectedRows } = body as {
          rows: { line: number; postalCode: string }[];
          dryRun: boolean;
          skipRejectedRows?: boolean;
        };
        const rejected = rows.filter((row) => row.postalCode === '4000');
        const created = dryRun ? 0 : skipRejectedRows ? rows.length - rejected.length : 0;
        return ok({
          dryRun,
          rows: rows.length,
          created,
          firstCode: created ? 'USR-000201' : null,
          lastCode: created ? 'USR-000201' : null,
          problems: rejected.map((row) => ({
            row: row.line,
            column: 'Postal code',
            message: 'Enter the 6-digit PIN code, like 400013',
          })),
          problemCount: rejected.length,
          rejectedRows: rejected.map((row) => ({ row: row.line, reason })),
        });
      },
    });
    const contents: Blob[] = [];
    const saved = captureSavedFiles(contents);
    renderApp('/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Import CSV of users' }));
    await screen.findByRole('dialog', { name: 'Import users' });
    choose(
      header.replace('\n', ',Notes\n') +
        good.replace('\n', ',\n') +
        bad.replace('\n', ',"call, first"\n'),
      'clients.csv',
    );
    // Before anything is imported, the rows with problems can already be saved.
    fireEvent.click(
      await screen.findByRole('button', { name: 'Download the 1 row with problems' }),
    );
    await waitFor(() => expect(saved).toEqual(['clients-not-imported.csv']));

    fireEvent.click(screen.getByRole('button', { name: 'Import the other 1 rows' }));
    expect(await screen.findByText('1 users imported: USR-000201 to USR-000201.')).toBeDefined();
    expect(screen.getByText('1 row was not imported.')).toBeDefined();
    const sent = server.requestsTo('POST /admin/users/import').map((request) => request.body);
    expect(sent.at(-1)).toMatchObject({ dryRun: false, skipRejectedRows: true });

    fireEvent.click(screen.getByRole('button', { name: 'Download the 1 row with problems' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    // The file's own columns, every one as it was, and the reason beside the row.
    const file = contents[1];
    if (!file) throw new Error('nothing saved');
    // A byte-order mark first, so a spreadsheet reads it as UTF-8 (text() drops it).
    expect([...new Uint8Array(await file.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await file.text()).toBe(
      `${header.trim()},Notes,Problem\r\nKesar Foods,Meera K,meera@kesar.in,98200 41127,14 Tardeo Road,Mumbai,Maharashtra,IN,4000,,"call, first","${reason}"\r\n`,
    );
  });

  test('an import stopped part-way says which rows went in, lists the rest, and refreshes the list', async () => {
    signInWith({ users: { view: true, add: true, import: true } });
    const stopped =
      'Only part of the file was imported: its first 25 rows, up to row 26, as USR-000201 to USR-000225. Nothing from row 27 on was imported: another user took an email meanwhile. Take the imported rows out of the file, check it again and import the rest.';
    const server = serve({
      'POST /admin/users/import': ({ body }) => {
        const { rows, dryRun } = body as { rows: unknown[]; dryRun: boolean };
        if (dryRun) {
          return ok({
            dryRun,
            rows: rows.length,
            created: 0,
            firstCode: null,
            lastCode: null,
            problems: [],
            problemCount: 0,
            rejectedRows: [],
          });
        }
        return fail(409, 'USER_IMPORT_INCOMPLETE', stopped, [
          { path: 'rows.1.email', message: 'Another user has this email' },
        ]);
      },
    });
    renderApp('/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Import CSV of users' }));
    await screen.findByRole('dialog', { name: 'Import users' });
    choose(header + good + bad.replace(',4000,', ',400034,'), 'clients.csv');
    const listsBefore = server.requestsTo('GET /admin/users').length;
    fireEvent.click(await screen.findByRole('button', { name: 'Import 2 users' }));
    expect(await screen.findByText(stopped)).toBeDefined();
    expect(screen.queryByText(/^Nothing was imported/)).toBeNull();
    const rest = screen.getByRole('table', { name: 'Rows not imported' });
    const row = within(rest).getByText('Another user has this email').closest('tr');
    if (!row) throw new Error('no row not imported');
    expect(within(row).getByText('3')).toBeDefined();
    expect(within(row).getByText('Email')).toBeDefined();
    // The rows that went in show in the list behind the dialog.
    await waitFor(() =>
      expect(server.requestsTo('GET /admin/users').length).toBeGreaterThan(listsBefore),
    );
  });

  test('a file without the required columns is refused before anything is sent', async () => {
    signInWith({ users: { view: true, add: true, import: true } });
    const server = serve();
    renderApp('/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Import CSV of users' }));
    await screen.findByRole('dialog', { name: 'Import users' });
    choose('Business name,Email\nTulsi,ravi@tulsi.in\n', 'short.csv');
    expect(await screen.findByText(/^short\.csv has no Contact name, Phone/)).toBeDefined();
    expect(server.requestsTo('POST /admin/users/import')).toHaveLength(0);
  });
});
