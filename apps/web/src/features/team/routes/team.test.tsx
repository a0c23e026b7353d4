import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { signInWith, teamMember, teamPage } from '../testing/fixtures.ts';

const roles = [
  {
    key: 'packer',
    name: 'Packer',
    description: '',
    memberCount: 3,
    isBuiltIn: false,
    assignable: true,
    updatedAt: '2026-03-01T06:30:00.000Z',
  },
];

/** The query strings GET /admin/team was sent with, oldest first. */
function teamListParams(server: ReturnType<typeof fakeApi>) {
  return server.adapter.mock.calls
    .map(([config]) => config)
    .filter((config) => config.url === '/admin/team')
    .map((config) => config.params);
}

function serveTeam(members = [teamMember()]) {
  return fakeApi({
    'GET /admin/team': () => ok(teamPage(members)),
    'GET /admin/team-roles': () => ok(roles),
  });
}

describe('what the team list loads', () => {
  test('no reference data: it shows no country, calling code or currency', async () => {
    signInWith({ teams: { view: true }, roles: { view: true } });
    const server = serveTeam();
    renderApp('/team');
    expect(await screen.findByText('Ravi Kumar')).toBeDefined();
    await waitFor(() => expect(server.requestsTo('GET /admin/team-roles')).toHaveLength(1));
    expect(server.requests().filter((request) => request.url.startsWith('/reference/'))).toEqual(
      [],
    );
  });
});

describe('the first page', () => {
  test('is asked for once, though it leaves before the screen first renders', async () => {
    signInWith({ teams: { view: true }, roles: { view: true } });
    const server = serveTeam();
    renderApp('/team?status=inactive');
    expect(await screen.findByText('Ravi Kumar')).toBeDefined();
    await waitFor(() => expect(server.requestsTo('GET /admin/team-roles')).toHaveLength(1));
    expect(teamListParams(server)).toEqual([{ page: 1, pageSize: 20, status: 'inactive' }]);
  });

  test('is not asked for by someone the screen does not open to', async () => {
    signInWith({ users: { view: true } });
    const server = serveTeam();
    renderApp('/team');
    expect(await screen.findByText("You don't have access to this page")).toBeDefined();
    expect(teamListParams(server)).toEqual([]);
  });
});

describe('Team list state in the URL', () => {
  test('page, page size, sort, search, role and status are read from the URL and sent', async () => {
    signInWith({ teams: { view: true }, roles: { view: true } });
    const server = serveTeam();
    renderApp('/team?page=2&pageSize=50&sort=-joinedAt&q=ravi&role=packer&status=inactive');
    expect(await screen.findByText('Ravi Kumar')).toBeDefined();
    expect(teamListParams(server)[0]).toEqual({
      page: 2,
      pageSize: 50,
      sort: '-joinedAt',
      q: 'ravi',
      role: 'packer',
      status: 'inactive',
    });
    expect((screen.getByLabelText('Search the team') as HTMLInputElement).value).toBe('ravi');
  });

  test('values the server would refuse fall back to the defaults', async () => {
    signInWith({ teams: { view: true } });
    const server = serveTeam();
    renderApp('/team?page=-3&pageSize=1000&sort=password&role=NOT%20A%20ROLE&status=asleep&q=');
    await screen.findByText('Ravi Kumar');
    expect(teamListParams(server)[0]).toEqual({ page: 1, pageSize: 20 });
  });

  test('sorting, filtering and searching are written back to the URL', async () => {
    signInWith({ teams: { view: true }, roles: { view: true } });
    const server = serveTeam();
    const { router } = renderApp('/team?page=3');
    await screen.findByText('Ravi Kumar');
    const search = () => Object.fromEntries(new URLSearchParams(router.state.location.search));

    fireEvent.click(screen.getByRole('button', { name: 'Full name' }));
    await waitFor(() => expect(search()).toEqual({ sort: 'fullName' }));
    // The next click reads the order the table shows, so it waits for the table to show it.
    await waitFor(() =>
      expect(
        screen.getByRole('columnheader', { name: /Full name/ }).getAttribute('aria-sort'),
      ).toBe('ascending'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Full name' }));
    await waitFor(() => expect(search()).toEqual({ sort: '-fullName' }));

    fireEvent.change(screen.getByLabelText('Filter by status'), { target: { value: 'inactive' } });
    await waitFor(() => expect(search()).toEqual({ sort: '-fullName', status: 'inactive' }));

    fireEvent.change(screen.getByLabelText('Search the team'), { target: { value: ' kumar ' } });
    // The search waits for typing to pause; a loaded machine may take past waitFor's default.
    await waitFor(
      () => expect(search()).toEqual({ sort: '-fullName', status: 'inactive', q: 'kumar' }),
      { timeout: 5000 },
    );
    await waitFor(() =>
      expect(teamListParams(server).at(-1)).toEqual({
        page: 1,
        pageSize: 20,
        sort: '-fullName',
        status: 'inactive',
        q: 'kumar',
      }),
    );
  });

  test('shows a pending invitation as a tag', async () => {
    signInWith({ teams: { view: true } });
    serveTeam([teamMember({ invitationPending: true })]);
    renderApp('/team');
    expect(await screen.findByText('Invitation pending')).toBeDefined();
  });
});

describe('bulk status change', () => {
  test('deactivating three members sums up the per-id outcomes', async () => {
    signInWith({ teams: { view: true, edit: true } });
    const members = [
      teamMember({ employeeId: 'EMP-0001', fullName: 'Asha Rao' }),
      teamMember({ employeeId: 'EMP-0002', fullName: 'Ravi Kumar' }),
      teamMember({ employeeId: 'EMP-0003', fullName: 'Meera Nair' }),
    ];
    const server = fakeApi({
      'GET /admin/team': () => ok(teamPage(members)),
      'POST /admin/settings/change-active-status': () =>
        ok({
          results: [
            { id: 'EMP-0001', outcome: 'refused', message: 'You cannot deactivate yourself.' },
            { id: 'EMP-0002', outcome: 'updated' },
            { id: 'EMP-0003', outcome: 'updated' },
          ],
        }),
    });
    renderApp('/team');
    await screen.findByText('Meera Nair');
    for (const name of ['Asha Rao', 'Ravi Kumar', 'Meera Nair']) {
      fireEvent.click(screen.getByLabelText(`Select ${name}`));
    }
    expect(screen.getByText('3 team members selected')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(
      await screen.findByText('2 deactivated, 1 refused: You cannot deactivate yourself.'),
    ).toBeDefined();
    expect(screen.getByText('EMP-0001: You cannot deactivate yourself.')).toBeDefined();
    expect(server.requestsTo('POST /admin/settings/change-active-status')[0]?.body).toEqual({
      type: 'team',
      ids: ['EMP-0001', 'EMP-0002', 'EMP-0003'],
      isActive: false,
    });
    expect(screen.queryByText('3 team members selected')).toBeNull();
  });

  test('without teams.edit there is no selection, Edit or New', async () => {
    signInWith({ teams: { view: true } });
    serveTeam();
    renderApp('/team');
    await screen.findByText('Ravi Kumar');
    expect(screen.queryByLabelText('Select Ravi Kumar')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit Ravi Kumar' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New member' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View Ravi Kumar' })).toBeDefined();
  });

  test('a member above the person can be neither selected nor edited', async () => {
    signInWith({ teams: { view: true, edit: true } });
    fakeApi({
      'GET /admin/team': () =>
        ok(
          teamPage([
            teamMember(),
            teamMember({ employeeId: 'EMP-0001', fullName: 'Asha Rao', canChange: false }),
          ]),
        ),
      'GET /admin/roles': () => ok(roles),
      'GET /admin/team-roles': () => ok(roles),
      'GET /admin/settings/get-tables-sequence-data/team': () => ok({ table: 'team', columns: [] }),
    });
    renderApp('/team');
    const aboveBox = await screen.findByLabelText('Select Asha Rao');
    expect((aboveBox as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Select Ravi Kumar') as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByRole('link', { name: 'Edit Asha Rao' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit Ravi Kumar' })).toBeDefined();
  });
});
