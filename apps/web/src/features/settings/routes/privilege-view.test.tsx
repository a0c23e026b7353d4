import { actions, resources } from '@depot/contracts/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { role, signInWith, summaryOf, superAdmin } from '../testing/fixtures.ts';

const everything = { roles: { view: true, add: true, edit: true, delete: true } };

describe('Role view', () => {
  test('the built-in super-admin is read-only, with a note and no Edit or Delete', async () => {
    signInWith(everything);
    fakeApi({ 'GET /admin/roles/super-admin': () => ok(superAdmin()) });
    renderApp('/setting/privileges/super-admin/view');
    expect(await screen.findByText('Super admin is built in')).toBeDefined();
    // Read-only grants are marks named granted or not, not disabled boxes.
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getAllByRole('img', { name: /: granted$/ })).toHaveLength(
      resources.length * actions.length,
    );
    expect(screen.getByRole('img', { name: 'Receiving: Approve: granted' }).textContent).toBe('✓');
    expect(screen.queryAllByRole('img', { name: /not granted$/ })).toHaveLength(0);
    expect(screen.queryByLabelText('Users: every action')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'History' })).toBeDefined();
  });

  test('its edit path shows the same read-only role, without a form', async () => {
    signInWith(everything);
    fakeApi({ 'GET /admin/roles/super-admin': () => ok(superAdmin()) });
    renderApp('/setting/privileges/super-admin/edit');
    expect(await screen.findByText('Super admin is built in')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  test('a role granting more than the person’s own is read-only, on its view and edit paths', async () => {
    signInWith(everything);
    const finance = role({ key: 'finance', name: 'Finance', canChange: false });
    fakeApi({ 'GET /admin/roles/finance': () => ok(finance) });
    renderApp('/setting/privileges/finance/view');
    expect(await screen.findByText('Finance grants more than your role')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  test('the edit path of a role out of reach shows it without a form', async () => {
    signInWith(everything);
    fakeApi({
      'GET /admin/roles/finance': () =>
        ok(role({ key: 'finance', name: 'Finance', canChange: false })),
    });
    renderApp('/setting/privileges/finance/edit');
    expect(await screen.findByText('Finance grants more than your role')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  test('an unknown role shows not found inside the shell', async () => {
    signInWith(everything);
    fakeApi({
      'GET /admin/roles/no-such-role': () =>
        fail(404, 'ROLE_NOT_FOUND', 'There is no role "no-such-role".'),
    });
    renderApp('/setting/privileges/no-such-role/view');
    expect(await screen.findByRole('heading', { name: 'Role not found' })).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeDefined();
  });

  test("deleting a role with members shows the server's refusal", async () => {
    signInWith(everything);
    const packer = role({ memberCount: 3 });
    const server = fakeApi({
      'GET /admin/roles': () => ok([summaryOf(superAdmin()), summaryOf(packer)]),
      'DELETE /admin/roles/packer': () =>
        fail(409, 'ROLE_IN_USE', 'This role still has 3 members. Move them to another role first.'),
    });
    renderApp('/setting/privileges');
    await screen.findByText('Packer');
    expect(screen.queryByRole('button', { name: 'Delete Super admin' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Packer' }));
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getByText('Delete the role "Packer"? This cannot be undone.'),
    ).toBeDefined();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));

    const message = await screen.findByText(
      'This role still has 3 members. Move them to another role first.',
    );
    // In tests antd gives every dialog the same id, so the dialog is found from its content.
    const refusal = message.closest<HTMLElement>('[role="dialog"]');
    if (!refusal) throw new Error('the refusal is not in a dialog');
    expect(within(refusal).getAllByText('Role not deleted').length).toBeGreaterThan(0);
    expect(within(refusal).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await waitFor(() => expect(server.requestsTo('DELETE /admin/roles/packer')).toHaveLength(1));
  });
});
