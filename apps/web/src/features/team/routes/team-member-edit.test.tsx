import { emptyPermissionMatrix } from '@depot/contracts/roles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { signInWith, teamMember } from '../testing/fixtures.ts';

// No roles.view: the team form reads a picked role's matrix through the team API.
const editor = { teams: { view: true, edit: true } };
const roles = [
  { key: 'super-admin', name: 'Super admin', description: '', memberCount: 1, isBuiltIn: true },
  { key: 'packer', name: 'Packer', description: '', memberCount: 3, isBuiltIn: false },
].map((role) => ({ ...role, updatedAt: '2026-03-01T06:30:00.000Z', assignable: true }));

function roleDetail(key: string) {
  const summary = roles.find((role) => role.key === key);
  return ok({
    role: { key, name: summary?.name ?? key, description: summary?.description ?? '' },
    permissions: emptyPermissionMatrix(),
  });
}

describe('Edit team member', () => {
  test('saves the changed details and returns to the view', async () => {
    signInWith(editor);
    const server = fakeApi({
      'GET /admin/team/EMP-0002': () => ok(teamMember()),
      'GET /admin/team-roles': () => ok(roles),
      'PATCH /admin/team/EMP-0002': () => ok(teamMember({ designation: 'Supervisor' })),
    });
    const { router } = renderApp('/team/edit/EMP-0002');
    const designation = await screen.findByLabelText('Designation');
    fireEvent.change(designation, { target: { value: 'Supervisor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/team/view/EMP-0002/profile'));
    expect(server.requestsTo('PATCH /admin/team/EMP-0002')[0]?.body).toMatchObject({
      fullName: 'Ravi Kumar',
      designation: 'Supervisor',
      roleKey: 'warehouse-lead',
    });
  });

  test('refusing to move the last super-admin opens the role tab with the reason on the field', async () => {
    signInWith(editor);
    const reason = 'The console needs one active super-admin';
    fakeApi({
      'GET /admin/team/EMP-0001': () =>
        ok(
          teamMember({ employeeId: 'EMP-0001', role: { key: 'super-admin', name: 'Super admin' } }),
        ),
      'GET /admin/team-roles': () => ok(roles),
      'GET /admin/team-roles/super-admin': () => roleDetail('super-admin'),
      'GET /admin/team-roles/packer': () => roleDetail('packer'),
      'PATCH /admin/team/EMP-0001': () =>
        fail(409, 'LAST_SUPER_ADMIN', 'This is the last active super-admin.', [
          { path: 'roleKey', message: reason },
        ]),
    });
    const { router } = renderApp('/team/edit/EMP-0001/profile');
    await screen.findByLabelText('Designation');
    fireEvent.click(screen.getByRole('tab', { name: 'Role & permissions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/team/edit/EMP-0001/role'));
    fireEvent.mouseDown(screen.getByLabelText('Role'));
    fireEvent.click(await screen.findByTitle('Packer'));
    expect(await screen.findByRole('region', { name: 'Permissions of Packer' })).toBeDefined();
    fireEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/team/edit/EMP-0001/profile'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/team/edit/EMP-0001/role'));
    expect(await screen.findByText(reason)).toBeDefined();
    expect(screen.getByLabelText('Role').getAttribute('aria-invalid')).toBe('true');
  });

  test('deactivating one member asks first and says when the server refuses', async () => {
    signInWith(editor);
    const server = fakeApi({
      'GET /admin/team/EMP-0002': () => ok(teamMember()),
      'POST /admin/settings/change-active-status': () =>
        ok({
          results: [
            { id: 'EMP-0002', outcome: 'refused', message: 'You cannot deactivate yourself.' },
          ],
        }),
    });
    renderApp('/team/view/EMP-0002');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const question = await screen.findByText(/^Deactivate Ravi Kumar\?/);
    const dialog = question.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('the question is not in a dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('You cannot deactivate yourself.')).toBeDefined();
    expect(server.requestsTo('POST /admin/settings/change-active-status')[0]?.body).toEqual({
      type: 'team',
      ids: ['EMP-0002'],
      isActive: false,
    });
  });

  test('opening the edit screen of a member above the person explains instead of offering a form', async () => {
    signInWith(editor);
    fakeApi({
      'GET /admin/team/EMP-0001': () =>
        ok(teamMember({ employeeId: 'EMP-0001', fullName: 'Asha Rao', canChange: false })),
    });
    renderApp('/team/edit/EMP-0001');
    expect(await screen.findByText('You cannot change this member')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.queryByLabelText('Full name')).toBeNull();
    expect(screen.getByRole('link', { name: 'View' })).toBeDefined();
  });
});
