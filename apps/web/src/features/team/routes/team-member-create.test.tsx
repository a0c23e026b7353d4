import { createTeamMemberBodySchema } from '@depot/contracts/team';
import { teamMemberFieldLabels } from '@depot/contracts/team-fields';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api.ts';
import { expectEveryBodyField, formOf } from '@/test/form-fields.ts';
import { renderApp } from '@/test/render-app.tsx';
import { signInWith, teamMember } from '../testing/fixtures.ts';

const roles = [
  {
    key: 'warehouse-lead',
    name: 'Warehouse lead',
    description: '',
    memberCount: 2,
    isBuiltIn: false,
    assignable: true,
    updatedAt: '2026-03-01T06:30:00.000Z',
  },
];

async function fillAndSend() {
  fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Ravi Kumar' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Ravi.Kumar@depot.test' } });
  fireEvent.mouseDown(screen.getByLabelText('Role'));
  fireEvent.click(await screen.findByTitle('Warehouse lead'));
  fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
}

describe('New team member', () => {
  test('an email already in use is shown on the email field', async () => {
    signInWith({ teams: { view: true, add: true }, roles: { view: true } });
    const server = fakeApi({
      'GET /admin/team-roles': () => ok(roles),
      'POST /admin/team': () =>
        fail(409, 'TEAM_EMAIL_TAKEN', 'A team member with this email already exists.', [
          { path: 'email', message: 'is already used by another team member' },
        ]),
    });
    const { router } = renderApp('/team/new');
    await fillAndSend();

    expect(await screen.findByText('Email is already used by another team member')).toBeDefined();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBeNull();
    expect(server.requestsTo('POST /admin/team')[0]?.body).toMatchObject({
      fullName: 'Ravi Kumar',
      email: 'Ravi.Kumar@depot.test',
      roleKey: 'warehouse-lead',
    });
    expect(router.state.location.pathname).toBe('/team/new');
  });

  test('a created member opens on its view, saying the invitation was mailed', async () => {
    signInWith({ teams: { view: true, add: true }, roles: { view: true } });
    const created = teamMember({ invitationPending: true });
    fakeApi({
      'GET /admin/team-roles': () => ok(roles),
      'POST /admin/team': () => ({ status: 201, body: { data: created } }),
      'GET /admin/team/EMP-0002': () => ok(created),
    });
    const { router } = renderApp('/team/new');
    await fillAndSend();

    expect(
      await screen.findByText(
        'Ravi Kumar is added. The invitation was mailed to ravi.kumar@depot.test.',
      ),
    ).toBeDefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/team/view/EMP-0002'));
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar' })).toBeDefined();
  });

  test('the form checks the fields as the server does before sending', async () => {
    signInWith({ teams: { view: true, add: true }, roles: { view: true } });
    const server = fakeApi({ 'GET /admin/team-roles': () => ok(roles) });
    renderApp('/team/new');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'not-an-email' } });
    expectEveryBodyField(formOf(screen.getByLabelText('Email')), createTeamMemberBodySchema, {
      ...teamMemberFieldLabels,
      roleKey: teamMemberFieldLabels.role,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter the full name')).toBeDefined();
    expect(screen.getByText('Enter a valid email address, like name@company.com')).toBeDefined();
    expect(screen.getByText('Choose a role.')).toBeDefined();
    expect(server.requestsTo('POST /admin/team')).toHaveLength(0);
  });

  test('roles granting more than the person’s own are greyed out, with the reason', async () => {
    signInWith({ teams: { view: true, add: true } });
    fakeApi({
      'GET /admin/team-roles': () =>
        ok([
          { key: 'packer', name: 'Packer', assignable: true },
          { key: 'super-admin', name: 'Super admin', assignable: false },
        ]),
    });
    renderApp('/team/new');
    expect(
      await screen.findByText(
        'Roles that grant more than your own cannot be given by you and are greyed out.',
      ),
    ).toBeDefined();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role' }));
    const superAdmin = await screen.findByRole('option', { name: 'Super admin' });
    expect(superAdmin.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('option', { name: 'Packer' }).getAttribute('aria-disabled')).toBe(
      'false',
    );
  });
});
