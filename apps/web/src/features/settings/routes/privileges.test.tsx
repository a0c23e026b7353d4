import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { role, signInWith, summaryOf, superAdmin } from '../testing/fixtures.ts';

const roleList = [
  summaryOf(superAdmin()),
  summaryOf(role({ memberCount: 4 })),
  summaryOf(role({ key: 'finance', name: 'Finance', canChange: false })),
];

const statusEntry = {
  id: 7,
  at: '2026-04-12T04:00:00.000Z',
  action: 'status',
  entity: 'team-member',
  entityId: 'EMP-0003',
  actor: { employeeId: 'EMP-0001', fullName: 'Asha Rao' },
  before: { status: 'active' },
  after: { status: 'inactive' },
  ip: '10.0.0.7',
};

function auditParams(server: ReturnType<typeof fakeApi>) {
  return server.adapter.mock.calls
    .map(([config]) => config)
    .filter((config) => config.url === '/admin/audit')
    .map((config) => config.params);
}

/** The names in the roles table, top to bottom (Name is its first column). */
function roleNamesShown() {
  const rows = within(screen.getByRole('table', { name: 'Roles' })).getAllByRole('row');
  return rows.slice(1).map((row) => row.querySelector('td')?.textContent);
}

function searchParam(router: ReturnType<typeof renderApp>['router'], name: string) {
  return new URLSearchParams(router.state.location.search).get(name);
}

/** Roles 01 to `count`, in the order the server answers them (by name). */
function numberedRoles(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return summaryOf(role({ key: `role-${number}`, name: `Role ${number}` }));
  });
}

describe('Privileges', () => {
  test('lists roles with member count and type; built-in roles and those above offer no Edit or Delete', async () => {
    signInWith({ roles: { view: true, add: true, edit: true, delete: true } });
    fakeApi({ 'GET /admin/roles': () => ok(roleList) });
    renderApp('/setting/privileges');
    expect(await screen.findByRole('link', { name: 'Packer' })).toBeDefined();
    expect(screen.getByText('Built-in')).toBeDefined();
    expect(screen.getByText('4')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Edit Packer' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Delete Packer' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Edit Super admin' })).toBeNull();
    // A role granting more than the person's own: its members are above them.
    expect(screen.getByRole('link', { name: 'Finance' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Edit Finance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Finance' })).toBeNull();
    expect(screen.getByRole('link', { name: 'New role' })).toBeDefined();
    // Without settings.view there is no audit log.
    expect(screen.queryByRole('tab', { name: 'Audit log' })).toBeNull();
  });

  test('the roles are counted in words, searched and sorted in the URL, from one request', async () => {
    signInWith({ roles: { view: true } });
    const server = fakeApi({ 'GET /admin/roles': () => ok(roleList) });
    const { router } = renderApp('/setting/privileges');
    expect(await screen.findByText('3 roles')).toBeDefined();
    expect(roleNamesShown()).toEqual(['Super admin', 'Packer', 'Finance']);

    const search = screen.getByRole('searchbox', { name: 'Search roles' });
    fireEvent.change(search, { target: { value: 'FIN' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(roleNamesShown()).toEqual(['Finance']));
    expect(screen.getByText('1 role')).toBeDefined();
    expect(searchParam(router, 'q')).toBe('FIN');

    // The description is searched too: both custom roles pack.
    fireEvent.change(search, { target: { value: 'dispatches' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(roleNamesShown()).toEqual(['Packer', 'Finance']));

    fireEvent.change(search, { target: { value: '' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Members' }));
    await waitFor(() => expect(roleNamesShown()).toEqual(['Finance', 'Super admin', 'Packer']));
    expect(searchParam(router, 'sort')).toBe('memberCount');
    fireEvent.click(screen.getByRole('button', { name: 'Members' }));
    await waitFor(() => expect(roleNamesShown()).toEqual(['Packer', 'Super admin', 'Finance']));
    expect(searchParam(router, 'sort')).toBe('-memberCount');
    expect(searchParam(router, 'q')).toBeNull();

    // Searched, sorted and paged in the browser: the server was asked once, nothing ahead.
    expect(server.requestsTo('GET /admin/roles')).toHaveLength(1);
  });

  test('a link with the roles’ search, sort and page opens that list', async () => {
    signInWith({ roles: { view: true } });
    const server = fakeApi({
      'GET /admin/roles': () => ok([summaryOf(superAdmin()), ...numberedRoles(25)]),
    });
    renderApp('/setting/privileges?q=role&sort=-name&page=2&pageSize=10');
    await waitFor(() =>
      expect(roleNamesShown()).toEqual([
        'Role 15',
        'Role 14',
        'Role 13',
        'Role 12',
        'Role 11',
        'Role 10',
        'Role 09',
        'Role 08',
        'Role 07',
        'Role 06',
      ]),
    );
    expect(screen.getByRole('searchbox', { name: 'Search roles' })).toHaveProperty('value', 'role');
    expect(screen.getByText('25 roles')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe(
      'descending',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(roleNamesShown()).toEqual(['Role 05', 'Role 04', 'Role 03', 'Role 02', 'Role 01']),
    );
    expect(server.requestsTo('GET /admin/roles')).toHaveLength(1);
  });

  test('a search no role matches says so', async () => {
    signInWith({ roles: { view: true } });
    fakeApi({ 'GET /admin/roles': () => ok(roleList) });
    renderApp('/setting/privileges?q=nobody');
    expect(await screen.findByText('No role matches.')).toBeDefined();
  });

  test('the audit log tab reads its filters from audit.* params and writes them back', async () => {
    signInWith({ roles: { view: true }, settings: { view: true } });
    const server = fakeApi({
      'GET /admin/roles': () => ok(roleList),
      'GET /admin/audit': () => ok({ items: [statusEntry], total: 1, page: 1, pageSize: 20 }),
    });
    const { router } = renderApp(
      '/setting/privileges?tab=audit&audit.actor=EMP-0001&audit.entity=team-member&audit.from=2026-04-01&audit.page=0',
    );
    // The status in words, as the team's screens show it.
    const status = await screen.findByText('Status', { selector: 'dt' });
    expect(status.nextElementSibling?.textContent).toBe('Active → Inactive');
    expect(screen.getByText('Team member EMP-0003')).toBeDefined();
    const [sent] = auditParams(server);
    expect(sent).toMatchObject({ page: 1, pageSize: 20, actor: 'EMP-0001', entity: 'team-member' });
    expect(new Date(sent.from).getDate()).toBe(1);
    expect(sent.to).toBeUndefined();

    fireEvent.change(screen.getByLabelText('Changed by (employee id)'), {
      target: { value: 'emp-0042' },
    });
    fireEvent.keyDown(screen.getByLabelText('Changed by (employee id)'), { key: 'Enter' });
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('audit.actor')).toBe('EMP-0042'),
    );
    await waitFor(() => expect(auditParams(server).at(-1)).toMatchObject({ actor: 'EMP-0042' }));

    fireEvent.click(screen.getByRole('tab', { name: 'Roles' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('tab')).toBeNull(),
    );
  });

  test('the audit log counts its changes in words, pages through the server, and a filter starts again at page 1', async () => {
    signInWith({ settings: { view: true } });
    const server = fakeApi({
      'GET /admin/audit': () => ok({ items: [statusEntry], total: 45, page: 2, pageSize: 20 }),
    });
    const { router } = renderApp('/setting/privileges?tab=audit&audit.page=2');
    expect(await screen.findByText('45 changes')).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Pages of the audit log' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(auditParams(server)[0]).toMatchObject({ page: 2, pageSize: 20 });
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Columns' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(searchParam(router, 'audit.page')).toBe('3'));
    await waitFor(() => expect(auditParams(server).at(-1)).toMatchObject({ page: 3 }));

    const actor = screen.getByLabelText('Changed by (employee id)');
    fireEvent.change(actor, { target: { value: 'EMP-0001' } });
    fireEvent.keyDown(actor, { key: 'Enter' });
    await waitFor(() => expect(searchParam(router, 'audit.actor')).toBe('EMP-0001'));
    expect(searchParam(router, 'audit.page')).toBeNull();
    await waitFor(() =>
      expect(auditParams(server).at(-1)).toMatchObject({ page: 1, actor: 'EMP-0001' }),
    );
  });

  test('settings.view alone opens the audit log, as on the server, without the roles', async () => {
    signInWith({ settings: { view: true } });
    const server = fakeApi({
      'GET /admin/audit': () => ok({ items: [statusEntry], total: 1, page: 1, pageSize: 20 }),
    });
    renderApp('/setting/privileges');
    expect(await screen.findByText('Team member EMP-0003')).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Audit log' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.queryByRole('tab', { name: 'Roles' })).toBeNull();
    expect(server.requests().some((request) => request.url === '/admin/roles')).toBe(false);
  });

  test('without roles.view or settings.view the screen is refused', async () => {
    signInWith({ teams: { view: true } });
    fakeApi({});
    renderApp('/setting/privileges?tab=audit');
    expect(
      await screen.findByRole('heading', { name: "You don't have access to this page" }),
    ).toBeDefined();
  });
});
