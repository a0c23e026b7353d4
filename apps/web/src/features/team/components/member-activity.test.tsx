import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { auditEntry, signInWith, teamMember } from '../testing/fixtures.ts';

function headers(): string[] {
  return within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
}

describe("a member's activity", () => {
  test('follows the saved layout of its own table and offers the column chooser', async () => {
    signInWith({ teams: { view: true } });
    const server = fakeApi({
      'GET /admin/team/EMP-0002': () => ok(teamMember()),
      'GET /admin/team/EMP-0002/activity': () =>
        ok({
          items: [auditEntry({ entity: 'role', entityId: 'packer' })],
          total: 1,
          page: 1,
          pageSize: 50,
        }),
      'GET /admin/settings/get-tables-sequence-data/team-activity': () =>
        ok({
          table: 'team-activity',
          columns: [
            { key: 'record', visible: true },
            { key: 'at', visible: true },
            { key: 'changes', visible: false },
          ],
        }),
    });
    renderApp('/team/view/EMP-0002/activity');
    expect(await screen.findByText('Role packer')).toBeDefined();
    await waitFor(() => expect(headers()).toEqual(['Record', 'When', 'Action']));
    expect(server.requestsTo('GET /admin/settings/get-tables-sequence-data/team')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: "Columns of the member's activity" });
    expect(within(dialog).getByLabelText('Changes')).toHaveProperty('checked', false);
  });
});
