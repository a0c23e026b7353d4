import { roleInputSchema } from '@depot/contracts/roles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { role, signInWith } from '../testing/fixtures.ts';

function box(name: string): HTMLInputElement {
  const element = screen.getByLabelText(name);
  if (!(element instanceof HTMLInputElement)) throw new Error(`${name} is not a checkbox`);
  return element;
}

describe('New role', () => {
  test('the key follows the name until it is typed, and a taken key is shown on its field', async () => {
    signInWith({ roles: { view: true, add: true } });
    const server = fakeApi({
      'POST /admin/roles': () =>
        fail(409, 'ROLE_KEY_TAKEN', 'A role with the key "warehouse-lead" already exists.', [
          { path: 'key', message: 'is already used by another role' },
        ]),
    });
    renderApp('/setting/privileges/new');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Warehouse Lead' } });
    expect((screen.getByLabelText('Key') as HTMLInputElement).value).toBe('warehouse-lead');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Key is already used by another role')).toBeDefined();
    expect(screen.getByLabelText('Key').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(server.requestsTo('POST /admin/roles')[0]?.body).toMatchObject({
      name: 'Warehouse Lead',
      key: 'warehouse-lead',
    });

    fireEvent.change(screen.getByLabelText('Key'), { target: { value: 'shift-lead' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Shift Lead' } });
    expect((screen.getByLabelText('Key') as HTMLInputElement).value).toBe('shift-lead');
  });

  test('ticking Export or Approve ticks View, Import ticks Add, clearing those clears them, and the grid says so', async () => {
    signInWith({ roles: { view: true, add: true } });
    const server = fakeApi({
      'POST /admin/roles': () => ({ status: 201, body: { data: role() } }),
      'GET /admin/roles/packer': () => ok(role()),
    });
    renderApp('/setting/privileges/new');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Packer' } });

    fireEvent.click(box('Users: Export'));
    expect(box('Users: View').checked).toBe(true);
    expect(box('Users: Export').checked).toBe(true);
    fireEvent.click(box('Receiving: Approve'));
    expect(box('Receiving: View').checked).toBe(true);
    fireEvent.click(box('Transactions: Export'));
    fireEvent.click(box('Transactions: Approve'));
    fireEvent.click(box('Transactions: Edit'));

    fireEvent.click(box('Transactions: View'));
    expect(box('Transactions: Export').checked).toBe(false);
    expect(box('Transactions: Approve').checked).toBe(false);
    expect(box('Transactions: Edit').checked).toBe(true);
    // Clearing Export alone leaves View as it was.
    fireEvent.click(box('Users: Export'));
    expect(box('Users: View').checked).toBe(true);
    // The Export column ticks View on every resource.
    fireEvent.click(box('Export: every resource'));
    expect(box('View: every resource').checked).toBe(true);

    // Importing adds records, so it needs Add; clearing Add withdraws the import.
    fireEvent.click(box('Products and SKUs: Import'));
    expect(box('Products and SKUs: Add').checked).toBe(true);
    fireEvent.click(box('Locations: Import'));
    fireEvent.click(box('Locations: Add'));
    expect(box('Locations: Import').checked).toBe(false);

    const note = screen.getByText(
      'Export and Approve need View on the same resource: ticking one ticks View too, and clearing View clears them. Import needs Add on the same resource: ticking it ticks Add too, and clearing Add clears it.',
    );
    expect(box('Orders: Export').getAttribute('aria-describedby')).toBe(note.id);
    expect(box('Orders: View').getAttribute('aria-describedby')).toBe(note.id);
    expect(box('Orders: Import').getAttribute('aria-describedby')).toBe(note.id);
    expect(box('Orders: Edit').getAttribute('aria-describedby')).toBeNull();

    // Clearing the column clears Export only: View stays as the column left it.
    fireEvent.click(box('Export: every resource'));
    expect(box('Orders: Export').checked).toBe(false);
    expect(box('Orders: View').checked).toBe(true);
    fireEvent.click(box('Transactions: View'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo('POST /admin/roles')).toHaveLength(1));
    const sent = server.requestsTo('POST /admin/roles')[0]?.body as {
      permissions: Record<string, Record<string, boolean>>;
    };
    expect(sent.permissions.users).toMatchObject({ view: true, export: false });
    expect(sent.permissions.receiving).toMatchObject({ view: true, approve: true });
    expect(sent.permissions.transactions).toMatchObject({ view: false, edit: true, export: false });
    expect(sent.permissions.products).toMatchObject({ add: true, import: true });
    expect(sent.permissions.locations).toMatchObject({ add: false, import: false });
    expect(roleInputSchema.safeParse(sent).success).toBe(true);
  });

  test('a grant of no use without another is warned of beside its box, until that is granted', async () => {
    signInWith({ roles: { view: true, add: true } });
    fakeApi({});
    renderApp('/setting/privileges/new');
    await screen.findByLabelText('Name');
    expect(screen.queryByRole('list', { name: 'Grants of no use alone' })).toBeNull();

    fireEvent.click(box('Receiving: Edit'));
    const warning = screen.getByText('⚠ Receiving: Edit is of no use without Receiving: View.');
    expect(box('Receiving: Edit').getAttribute('aria-describedby')).toBe(warning.id);
    // Another resource's grant can be what is needed: the order report is asked for from orders.
    fireEvent.click(box('Reports: Export'));
    expect(screen.getByText('⚠ Reports: Export is of no use without Orders: View.')).toBeDefined();

    fireEvent.click(box('Receiving: View'));
    fireEvent.click(box('Orders: View'));
    expect(screen.queryByRole('list', { name: 'Grants of no use alone' })).toBeNull();
    expect(box('Receiving: Edit').getAttribute('aria-describedby')).toBeNull();
  });

  test('select-all per resource and per action, with tri-state headers', async () => {
    signInWith({ roles: { view: true, add: true } });
    const server = fakeApi({
      'POST /admin/roles': () => ({ status: 201, body: { data: role() } }),
      'GET /admin/roles/packer': () => ok(role()),
    });
    renderApp('/setting/privileges/new');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Packer' } });

    fireEvent.click(box('Users: every action'));
    for (const action of ['View', 'Add', 'Edit', 'Delete', 'Export', 'Approve']) {
      expect(box(`Users: ${action}`).checked).toBe(true);
    }
    expect(box('Packages: View').checked).toBe(false);
    // One resource of twelve has View: the column's box is half ticked.
    const viewColumn = box('View: every resource');
    expect(viewColumn.checked).toBe(false);
    expect(viewColumn.indeterminate).toBe(true);

    fireEvent.click(viewColumn);
    expect(box('View: every resource').checked).toBe(true);
    expect(box('Dashboard: View').checked).toBe(true);
    expect(box('Dashboard: Add').checked).toBe(false);

    fireEvent.click(box('Users: Approve'));
    expect(box('Users: every action').checked).toBe(false);
    expect(box('Users: every action').indeterminate).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo('POST /admin/roles')).toHaveLength(1));
    const sent = server.requestsTo('POST /admin/roles')[0]?.body;
    expect(sent).toMatchObject({
      name: 'Packer',
      key: 'packer',
      permissions: {
        users: { view: true, add: true, edit: true, delete: true, export: true, approve: false },
        dashboard: {
          view: true,
          add: false,
          edit: false,
          delete: false,
          export: false,
          approve: false,
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Role Packer' })).toBeDefined();
    expect(within(document.body).getByText('The role "Packer" is created.')).toBeDefined();
  });
});
