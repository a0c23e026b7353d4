import { actions, resources } from '@depot/contracts/permissions';
import { emptyPermissionMatrix } from '@depot/contracts/roles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { auditEntry, signInWith, teamMember } from '../testing/fixtures.ts';

describe('Team member view', () => {
  test('History lists who changed what, with each field before → after', async () => {
    signInWith({ teams: { view: true } });
    const before = teamMember({ designation: 'Packer' });
    const after = teamMember({ designation: 'Shift lead' });
    fakeApi({
      'GET /admin/team/EMP-0002': () => ok(after),
      'GET /admin/team/EMP-0002/history': () =>
        ok([
          auditEntry({ id: 2, action: 'update', before, after }),
          auditEntry({ id: 1, action: 'create', before: null, after: before, actor: null }),
        ]),
    });
    renderApp('/team/view/EMP-0002');
    fireEvent.click(await screen.findByRole('button', { name: 'History' }));

    const drawer = await screen.findByRole('dialog', { name: 'History of Ravi Kumar' });
    // Newest first: the update, then the creation, which lists what was set.
    const [updated, created] = await within(drawer).findAllByText('Designation');
    expect(updated?.nextElementSibling?.textContent).toBe('Packer → Shift lead');
    expect(created?.nextElementSibling?.textContent).toBe('Packer');
    expect(within(drawer).getByText('by Asha Rao (EMP-0001)')).toBeDefined();
    expect(within(drawer).getByText('Updated')).toBeDefined();
    expect(within(drawer).getByText('Created')).toBeDefined();
    expect(within(drawer).getByText('by The system')).toBeDefined();
  });

  test('Role & permissions shows the member’s matrix to someone who may only view the team', async () => {
    signInWith({ teams: { view: true } });
    const permissions = emptyPermissionMatrix();
    permissions.shipments.view = true;
    const server = fakeApi({
      'GET /admin/team/EMP-0002': () => ok(teamMember()),
      'GET /admin/team/EMP-0002/permissions': () =>
        ok({
          role: { key: 'warehouse-lead', name: 'Warehouse lead', description: 'Runs one shift' },
          permissions,
        }),
    });
    renderApp('/team/view/EMP-0002/role');
    const matrix = await screen.findByRole('region', { name: 'Permissions of Warehouse lead' });
    expect(screen.getByText('— Runs one shift', { exact: false })).toBeDefined();
    const granted = within(matrix)
      .getAllByRole('img', { name: /: granted$/ })
      .map((mark) => mark.getAttribute('aria-label'));
    expect(granted).toEqual(['Shipments: View: granted']);
    // Told apart by sight too: a tick against a dash.
    expect(within(matrix).getByRole('img', { name: 'Shipments: View: granted' }).textContent).toBe(
      '✓',
    );
    expect(
      within(matrix).getByRole('img', { name: 'Shipments: Edit: not granted' }).textContent,
    ).toBe('–');
    // Every other box of the matrix, however many resources it has.
    expect(within(matrix).getAllByRole('img', { name: /not granted$/ })).toHaveLength(
      resources.length * actions.length - 1,
    );
    expect(server.requests().some((request) => request.url.startsWith('/admin/roles'))).toBe(false);
  });

  test('an unknown section shows the profile', async () => {
    signInWith({ teams: { view: true } });
    fakeApi({ 'GET /admin/team/EMP-0002': () => ok(teamMember()) });
    renderApp('/team/view/EMP-0002/payroll');
    const tab = await screen.findByRole('tab', { name: 'Profile' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('ravi.kumar@depot.test')).toBeDefined();
  });

  test('the section in the URL is the open tab, and switching tabs changes the URL', async () => {
    signInWith({ teams: { view: true } });
    fakeApi({
      'GET /admin/team/EMP-0002': () => ok(teamMember()),
      'GET /admin/team/EMP-0002/activity': () =>
        ok({
          items: [
            auditEntry({
              entity: 'role',
              entityId: 'packer',
              before: null,
              after: null,
              changesHidden: true,
            }),
          ],
          total: 1,
          page: 1,
          pageSize: 50,
        }),
    });
    const { router } = renderApp('/team/view/EMP-0002/activity');
    expect(await screen.findByText('Role packer')).toBeDefined();
    // The server left out what changed: say why rather than "No field changed".
    expect(screen.getByText(/^Not shown: your role cannot view this record/)).toBeDefined();
    fireEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/team/view/EMP-0002/profile'));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
  });

  test.each([
    ['an unknown employee id', '/team/view/EMP-9999'],
    ['a malformed employee id', '/team/view/not-an-id/profile'],
  ])('%s shows not found inside the shell', async (_case, path) => {
    signInWith({ teams: { view: true } });
    const server = fakeApi({
      'GET /admin/team/EMP-9999': () =>
        fail(404, 'TEAM_MEMBER_NOT_FOUND', 'There is no team member EMP-9999.'),
    });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Team member not found' })).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeDefined();
    if (path.includes('not-an-id')) {
      const teamCalls = server
        .requests()
        .filter((request) => request.url.startsWith('/admin/team'));
      expect(teamCalls).toHaveLength(0);
    }
  });

  test('a member above the person shows why there is no Edit, Deactivate or Resend', async () => {
    signInWith({ teams: { view: true, edit: true } });
    fakeApi({
      'GET /admin/team/EMP-0001': () =>
        ok(
          teamMember({
            employeeId: 'EMP-0001',
            fullName: 'Asha Rao',
            invitationPending: true,
            canChange: false,
          }),
        ),
    });
    renderApp('/team/view/EMP-0001');
    expect(
      await screen.findByText(/Their role grants permissions that yours does not/),
    ).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Resend invitation/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'History' })).toBeDefined();
  });
});
