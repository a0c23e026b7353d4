import { fireEvent, screen, waitFor } from '@testing-library/react';
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

  test('the audit log tab reads its filters from audit.* params and writes them back', async () => {
    signInWith({ roles: { view: true }, settings: { view: true } });
    const server = fakeApi({
      'GET /admin/roles': () => ok(roleList),
      'GET /admin/audit': () => ok({ items: [statusEntry], total: 1, page: 1, pageSize: 20 }),
    });
    const { router } = renderApp(
      '/setting/privileges?tab=audit&audit.actor=EMP-0001&audit.entity=team-member&audit.from=2026-04-01&audit.page=0',
    );
    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'LI' && element.textContent === 'Status: active → inactive',
      ),
    ).toBeDefined();
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
