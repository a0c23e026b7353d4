import { COOKIE_ACCESS_TOKEN, COOKIE_PERMISSIONS_TOKEN } from '@depot/contracts/constants';
import { DEFAULT_NOTIFICATION_MATRIX } from '@depot/contracts/settings';
import { DEFAULT_THEME_SETTINGS } from '@depot/contracts/theme';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, test } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api.ts';
import { testClaims, unsignedJwt } from '@/test/jwt.ts';
import { renderApp } from '@/test/render-app.tsx';

const member = {
  employeeId: 'EMP-0002',
  fullName: 'Ravi Kumar',
  email: 'ravi.kumar@depot.test',
  phone: null,
  role: { key: 'packer', name: 'Packer' },
  designation: null,
  department: null,
  status: 'active',
  invitationPending: false,
  joinedAt: '2026-01-05T04:30:00.000Z',
  lastSignInAt: null,
};

/** The table's column titles, left to right (the row-selection and Actions columns aside). */
function headers(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '')
    .filter((title) => title !== '' && title !== 'Actions');
}

describe('column chooser (on the Team table)', () => {
  test('applies the saved layout, then hides, moves and saves columns for this table', async () => {
    Cookies.set(COOKIE_ACCESS_TOKEN, unsignedJwt(testClaims), { path: '/' });
    Cookies.set(COOKIE_PERMISSIONS_TOKEN, unsignedJwt({ permissions: { teams: { view: true } } }), {
      path: '/',
    });
    const saved = [
      { key: 'fullName', visible: true },
      { key: 'employeeId', visible: true },
      { key: 'email', visible: true },
      { key: 'role', visible: false },
    ];
    const server = fakeApi({
      'GET /admin/team': () => ok({ items: [member], total: 1, page: 1, pageSize: 20 }),
      'GET /admin/settings/get-tables-sequence-data/team': () =>
        ok({ table: 'team', columns: saved }),
      // The server answers with everything it holds, the saved columns among it.
      'POST /admin/settings/change-settings': ({ body }) =>
        ok({
          preferences: DEFAULT_THEME_SETTINGS,
          notifications: DEFAULT_NOTIFICATION_MATRIX,
          updatedAt: null,
          tableSequence: null,
          ...(typeof body === 'object' ? body : {}),
        }),
    });
    renderApp('/team');
    await screen.findByText('Ravi Kumar');
    // Saved columns first, in their order; columns the save does not name follow at their default.
    await waitFor(() =>
      expect(headers()).toEqual([
        'Full name',
        'Employee id',
        'Email',
        'Designation',
        'Status',
        'Joined',
        'Last sign-in',
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Move Full name up' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(dialog).getByLabelText('Email'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move Employee id up' }));
    fireEvent.click(within(dialog).getByLabelText('Role'));
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Employee id moved to position 1 of 10.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(server.requestsTo('POST /admin/settings/change-settings')).toHaveLength(1),
    );
    expect(server.requestsTo('POST /admin/settings/change-settings')[0]?.body).toEqual({
      tableSequence: {
        table: 'team',
        columns: [
          { key: 'employeeId', visible: true },
          { key: 'fullName', visible: true },
          { key: 'email', visible: false },
          { key: 'role', visible: true },
          { key: 'phone', visible: false },
          { key: 'designation', visible: true },
          { key: 'department', visible: false },
          { key: 'status', visible: true },
          { key: 'joinedAt', visible: true },
          { key: 'lastSignInAt', visible: true },
        ],
      },
    });
    await waitFor(() =>
      expect(headers()).toEqual([
        'Employee id',
        'Full name',
        'Role',
        'Designation',
        'Status',
        'Joined',
        'Last sign-in',
      ]),
    );
  });
});
