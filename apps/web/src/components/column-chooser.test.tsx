import { COOKIE_ACCESS_TOKEN, COOKIE_PERMISSIONS_TOKEN } from '@depot/contracts/constants';
import { DEFAULT_NOTIFICATION_MATRIX } from '@depot/contracts/preferences';
import { DEFAULT_THEME_SETTINGS } from '@depot/contracts/theme';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, test, vi } from 'vitest';
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
  canChange: true,
};

/** The table's column titles, left to right (the row-selection and Actions columns aside). */
function headers(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '')
    .filter((title) => title !== '' && title !== 'Actions');
}

/** The Team screen for someone who may view the team, with `saved` as their layout. */
function teamScreen(saved: { key: string; visible: boolean }[]) {
  Cookies.set(COOKIE_ACCESS_TOKEN, unsignedJwt(testClaims), { path: '/' });
  Cookies.set(COOKIE_PERMISSIONS_TOKEN, unsignedJwt({ teams: { view: true } }), {
    path: '/',
  });
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
  return server;
}

/** The chooser's rows, top to bottom, by their column titles. */
function chooserOrder(dialog: HTMLElement): string[] {
  return within(dialog)
    .getAllByRole('listitem')
    .map((row) => row.textContent ?? '');
}

/** What a browser hands drag handlers; jsdom has no DataTransfer of its own. */
function dataTransfer() {
  return { effectAllowed: 'none', dropEffect: 'none', setData: vi.fn(), setDragImage: vi.fn() };
}

/** The chooser's row of the column titled `title`. */
function rowOf(dialog: HTMLElement, title: string): HTMLElement {
  const row = within(dialog).getByLabelText(title).closest('li');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

/** Picks the column titled `title` up by its handle and holds it over the row titled `over`. */
function dragOver(dialog: HTMLElement, title: string, over: string) {
  const transfer = dataTransfer();
  fireEvent.dragStart(within(dialog).getByTitle(`Drag ${title}`), { dataTransfer: transfer });
  const row = rowOf(dialog, over);
  fireEvent.dragOver(row, { dataTransfer: transfer });
  return { transfer, row, drop: () => fireEvent.drop(row, { dataTransfer: transfer }) };
}

describe('column chooser (on the Team table)', () => {
  test('applies the saved layout, then hides, moves and saves columns for this table', async () => {
    const server = teamScreen([
      { key: 'fullName', visible: true },
      { key: 'employeeId', visible: true },
      { key: 'email', visible: true },
      { key: 'role', visible: false },
    ]);
    await screen.findByText('Ravi Kumar');
    // Saved columns first, in their order; columns the save does not name follow at their default.
    await waitFor(() => expect(headers()).toEqual(['Full name', 'Employee id', 'Email', 'Status']));

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
          { key: 'designation', visible: false },
          { key: 'department', visible: false },
          { key: 'status', visible: true },
          { key: 'joinedAt', visible: false },
          { key: 'lastSignInAt', visible: false },
        ],
      },
    });
    await waitFor(() => expect(headers()).toEqual(['Employee id', 'Full name', 'Role', 'Status']));
  });

  test('dragging a column onto another puts it in that place, with a line where it lands', async () => {
    const server = teamScreen([]);
    await screen.findByText('Ravi Kumar');
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog');
    expect(chooserOrder(dialog).slice(0, 4)).toEqual([
      'Employee id',
      'Full name',
      'Email',
      'Phone',
    ]);

    // Moving up: the line sits above the row it will take the place of.
    const up = dragOver(dialog, 'Email', 'Employee id');
    expect(up.transfer.dropEffect).toBe('move');
    expect(up.transfer.setData).toHaveBeenCalledWith('text/plain', 'email');
    expect(up.row.style.boxShadow).toMatch(/ 0px 2px inset$/);
    expect(rowOf(dialog, 'Email').style.opacity).toBe('0.5');
    up.drop();
    expect(chooserOrder(dialog).slice(0, 4)).toEqual([
      'Email',
      'Employee id',
      'Full name',
      'Phone',
    ]);
    expect(up.row.style.boxShadow).toBe('');
    expect(within(dialog).getByRole('status').textContent).toBe('Email moved to position 1 of 10.');

    // Moving down: below it.
    const down = dragOver(dialog, 'Email', 'Full name');
    expect(down.row.style.boxShadow).toMatch(/ 0px -2px inset$/);
    down.drop();
    expect(chooserOrder(dialog).slice(0, 4)).toEqual([
      'Employee id',
      'Full name',
      'Email',
      'Phone',
    ]);

    // Let go outside the list: nothing moves and the line goes.
    const cancelled = dragOver(dialog, 'Phone', 'Employee id');
    fireEvent.dragEnd(within(dialog).getByTitle('Drag Phone'));
    expect(cancelled.row.style.boxShadow).toBe('');
    expect(rowOf(dialog, 'Phone').style.opacity).toBe('1');

    dragOver(dialog, 'Role', 'Employee id').drop();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.requestsTo('POST /admin/settings/change-settings')).toHaveLength(1),
    );
    expect(server.requestsTo('POST /admin/settings/change-settings')[0]?.body).toEqual({
      tableSequence: {
        table: 'team',
        columns: [
          { key: 'role', visible: true },
          { key: 'employeeId', visible: true },
          { key: 'fullName', visible: true },
          { key: 'email', visible: true },
          { key: 'phone', visible: false },
          { key: 'designation', visible: false },
          { key: 'department', visible: false },
          { key: 'status', visible: true },
          { key: 'joinedAt', visible: false },
          { key: 'lastSignInAt', visible: false },
        ],
      },
    });
    await waitFor(() =>
      expect(headers().slice(0, 3)).toEqual(['Role', 'Employee id', 'Full name']),
    );
  });

  test('something dragged in from elsewhere (a file, some text) is not accepted', async () => {
    teamScreen([]);
    await screen.findByText('Ravi Kumar');
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog');
    const row = rowOf(dialog, 'Email');
    // Not cancelled, so the browser refuses the drop.
    expect(fireEvent.dragOver(row, { dataTransfer: dataTransfer() })).toBe(true);
    fireEvent.drop(row, { dataTransfer: dataTransfer() });
    expect(chooserOrder(dialog).slice(0, 3)).toEqual(['Employee id', 'Full name', 'Email']);
  });
});
