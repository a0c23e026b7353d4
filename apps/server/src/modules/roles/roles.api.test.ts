import { emptyPermissionMatrix } from '@depot/contracts/roles';
import { decodeJwt } from 'jose';
import { describe, expect, test } from 'vitest';
import { roles as rolesTable } from '../../db/schema/roles.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { bearer } from '../../test/auth-helpers.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';
import { testEngine } from '../../test/test-app.ts';

const { app, admin } = fileApp({ env: { SEED_DEMO: 'true' } });

const roles = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path = '',
  payload?: object,
  session = admin,
) =>
  app.inject({
    method,
    url: `/api/v1/admin/roles${path}`,
    headers: bearer(session),
    ...(payload ? { payload } : {}),
  });

function matrixWith(grants: Array<[string, string]>) {
  const matrix: Record<string, Record<string, boolean>> = emptyPermissionMatrix();
  for (const [resource, action] of grants) {
    const flags = matrix[resource];
    if (flags) flags[action] = true;
  }
  return matrix;
}

describe('roles', () => {
  test('are listed with their member counts', async () => {
    const response = await roles('GET');
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
    expect(list.find((role: { key: string }) => role.key === 'super-admin')).toMatchObject({
      isBuiltIn: true,
      memberCount: 1,
    });
    expect(
      list.find((role: { key: string }) => role.key === 'warehouse-supervisor').memberCount,
    ).toBe(3);
  });

  test('a new role gets a key from its name; a duplicate key is a 409 naming the field', async () => {
    const created = await roles('POST', '', {
      name: 'Warehouse Lead',
      description: 'Runs one shift',
      permissions: matrixWith([['shipments', 'view']]),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ key: 'warehouse-lead', memberCount: 0 });
    expect(created.json().data.permissions.shipments.view).toBe(true);
    expect(created.json().data.permissions.users.view).toBe(false);

    const duplicate = await roles('POST', '', {
      name: 'Warehouse lead',
      permissions: matrixWith([]),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.details).toEqual([
      { path: 'key', message: 'is already used by another role' },
    ]);
  });

  test('a matrix missing a resource or with an unknown flag is a 400', async () => {
    const { users: _dropped, ...partial } = matrixWith([]);
    expect((await roles('POST', '', { name: 'Partial', permissions: partial })).statusCode).toBe(
      400,
    );
    expect((await roles('POST', '', { name: 'X', permissions: matrixWith([]) })).statusCode).toBe(
      400,
    );
  });

  test('export or approve without view is a 400 naming each flag, on create and on update', async () => {
    const blind = matrixWith([
      ['users', 'export'],
      ['receiving', 'approve'],
      ['orders', 'view'],
      ['orders', 'export'],
    ]);
    const created = await roles('POST', '', { name: 'Blind Exporters', permissions: blind });
    expect(created.statusCode).toBe(400);
    expect(created.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { path: 'permissions.users.export', message: 'needs users.view as well' },
        { path: 'permissions.receiving.approve', message: 'needs receiving.view as well' },
      ],
    });
    expect((await roles('GET', '/blind-exporters')).statusCode).toBe(404);

    const updated = await roles('PUT', '/customer-support', {
      name: 'Customer Support',
      permissions: matrixWith([['transactions', 'export']]),
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().error.details).toEqual([
      { path: 'permissions.transactions.export', message: 'needs transactions.view as well' },
    ]);
    const kept = (await roles('GET', '/customer-support')).json().data.permissions;
    expect(kept.transactions).toMatchObject({ view: false, export: false });

    const seeing = matrixWith([
      ['users', 'view'],
      ['users', 'export'],
      ['receiving', 'view'],
      ['receiving', 'approve'],
    ]);
    expect((await roles('POST', '', { name: 'Exporters', permissions: seeing })).statusCode).toBe(
      201,
    );
  });

  test('a role stored with a flag the rule voids shows it as not granted, and is edited from there', async () => {
    await memberWithRole(app, 'stored-blind', { users: { export: true }, orders: { view: true } });
    const shown = (await roles('GET', '/stored-blind')).json().data.permissions;
    expect(shown.users.export).toBe(false);
    expect(shown.orders.view).toBe(true);
    const saved = await roles('PUT', '/stored-blind', { name: 'stored-blind', permissions: shown });
    expect(saved.statusCode).toBe(200);
  });

  test('a name like another role’s, case and spaces aside, is refused: the built-in one’s too', async () => {
    for (const name of ['Super Admin', '  super   ADMIN ', 'SUPER ADMIN']) {
      const shadow = await roles('POST', '', {
        key: 'shadow-admin',
        name,
        permissions: matrixWith([]),
      });
      expect(shadow.statusCode, name).toBe(409);
      expect(shadow.json().error, name).toMatchObject({
        code: 'ROLE_NAME_TAKEN',
        details: [{ path: 'name', message: 'is the name of the built-in role' }],
      });
    }
    expect((await roles('GET', '/shadow-admin')).statusCode).toBe(404);

    const twin = await roles('POST', '', {
      key: 'finance-2',
      name: 'FINANCE',
      permissions: matrixWith([]),
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error).toMatchObject({
      code: 'ROLE_NAME_TAKEN',
      message: 'A role named "Finance" already exists; give this role a name of its own.',
      details: [{ path: 'name', message: 'is already used by another role' }],
    });

    const renamed = await roles('PUT', '/customer-support', {
      name: 'operations   manager',
      permissions: matrixWith([['users', 'view']]),
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.details).toEqual([
      { path: 'name', message: 'is already used by another role' },
    ]);

    // A role keeps its own name, in another case if it likes.
    const own = await roles('PUT', '/customer-support', {
      name: 'CUSTOMER support',
      description: 'Answers client questions about their account, shipments and orders.',
      permissions: matrixWith([
        ['dashboard', 'view'],
        ['users', 'view'],
        ['users', 'edit'],
        ['shipments', 'view'],
        ['receiving', 'view'],
        ['orders', 'view'],
      ]),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.name).toBe('CUSTOMER support');
  });

  test('the database itself keeps names apart, however a role is written', async () => {
    const written = await app.database.db
      .insert(rolesTable)
      .values({ key: 'raw-auditor', name: ' AUDITOR ', permissions: {} })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(written, 'roles_name_unique')).toBe(true);
  });

  test('the built-in super-admin can be neither edited nor deleted', async () => {
    const edited = await roles('PUT', '/super-admin', {
      name: 'Weaker',
      permissions: matrixWith([]),
    });
    expect(edited.statusCode).toBe(409);
    expect(edited.json().error.code).toBe('ROLE_BUILT_IN');
    expect((await roles('DELETE', '/super-admin')).statusCode).toBe(409);
    expect((await roles('GET', '/super-admin')).json().data.permissions.roles.edit).toBe(true);
  });

  test('a role with members cannot be deleted until they are moved; an empty one can', async () => {
    const inUse = await roles('DELETE', '/finance');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toBe(
      'This role still has 2 members. Move them to another role first.',
    );
    await roles('POST', '', { name: 'Temporary', permissions: matrixWith([]) });
    expect((await roles('DELETE', '/temporary')).statusCode).toBe(200);
    expect((await roles('GET', '/temporary')).statusCode).toBe(404);
  });

  test('an unknown role is a 404, whatever its key looks like and whatever the method', async () => {
    const body = { name: 'Anything', permissions: matrixWith([]) };
    for (const key of ['no-such-role', 'No%20Such%20Role', 'x']) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await roles(method, `/${key}`, method === 'PUT' ? body : undefined);
        expect(response.statusCode, `${method} ${key}`).toBe(404);
        expect(response.json().error.code).toBe('ROLE_NOT_FOUND');
      }
    }
  });

  test('a role change takes effect on its members’ next call, and their permissions token is refreshed', async () => {
    const member = await memberWithRole(app, 'shift-clerk', {});
    const team = () =>
      app.inject({ method: 'GET', url: '/api/v1/admin/team', headers: bearer(member.session) });
    const before = await team();
    expect(before.statusCode).toBe(403);
    const versionBefore = before.headers['x-permissions-version'];

    const granted = await roles('PUT', '/shift-clerk', {
      name: 'Shift clerk',
      description: '',
      permissions: matrixWith([['teams', 'view']]),
    });
    expect(granted.statusCode).toBe(200);

    const after = await team();
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-permissions-version']).not.toBe(versionBefore);
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(member.session),
    });
    const fresh = decodeJwt(me.json().data.permissionsToken);
    expect(fresh).toMatchObject({ teams: { view: true } });
    expect(fresh.version).toBe(after.headers['x-permissions-version']);
  });

  test('nobody grants, in a new role or an edited one, a permission they lack', async () => {
    const editor = await memberWithRole(app, 'role-editor', {
      roles: { view: true, add: true, edit: true },
      shipments: { view: true },
    });
    const beyond = await roles(
      'POST',
      '',
      {
        name: 'Deleters',
        permissions: matrixWith([
          ['shipments', 'view'],
          ['users', 'delete'],
        ]),
      },
      editor.session,
    );
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().error).toMatchObject({
      code: 'PERMISSION_BEYOND_YOURS',
      message:
        'You cannot grant users.delete in the role "Deleters": your own role does not have it.',
      details: [{ path: 'permissions.users.delete' }],
    });
    expect((await roles('GET', '/deleters')).statusCode).toBe(404);

    const own = await roles(
      'PUT',
      '/role-editor',
      {
        name: 'role-editor',
        permissions: matrixWith([
          ['roles', 'view'],
          ['roles', 'add'],
          ['roles', 'edit'],
          ['shipments', 'view'],
          ['teams', 'edit'],
        ]),
      },
      editor.session,
    );
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toContain('teams.edit in the role "role-editor"');
    expect((await roles('GET', '/role-editor')).json().data.permissions.teams.edit).toBe(false);

    const within = await roles(
      'POST',
      '',
      { name: 'Shipment Readers', permissions: matrixWith([['shipments', 'view']]) },
      editor.session,
    );
    expect(within.statusCode).toBe(201);
    expect(
      (await roles('GET', '/shipment-readers', undefined, editor.session)).json().data,
    ).toMatchObject({ canChange: true });
  });

  test('nobody edits or deletes a role granting more than theirs: its members are above them', async () => {
    const editor = await memberWithRole(app, 'role-keeper', {
      roles: { view: true, add: true, edit: true, delete: true },
      shipments: { view: true },
    });
    const finance = (await roles('GET', '/finance')).json().data;
    const seen = await roles('GET', '/finance', undefined, editor.session);
    expect(seen.json().data.canChange).toBe(false);
    const listed = await roles('GET', '', undefined, editor.session);
    const byKey = new Map(
      listed.json().data.map((role: { key: string; canChange: boolean }) => [role.key, role]),
    );
    expect(byKey.get('finance')).toMatchObject({ canChange: false });
    expect(byKey.get('role-keeper')).toMatchObject({ canChange: true });

    // Taking a grant away from Finance would act on its members.
    const stripped = await roles(
      'PUT',
      '/finance',
      {
        name: finance.name,
        description: 'Invoices and payments',
        permissions: emptyPermissionMatrix(),
      },
      editor.session,
    );
    expect(stripped.statusCode).toBe(403);
    expect(stripped.json().error.code).toBe('ROLE_BEYOND_YOURS');
    expect(stripped.json().error.message).toMatch(
      /^You cannot change the role "Finance": it grants /,
    );
    const removed = await roles('DELETE', '/finance', undefined, editor.session);
    expect(removed.statusCode).toBe(403);
    expect(removed.json().error.code).toBe('ROLE_BEYOND_YOURS');
    const after = (await roles('GET', '/finance')).json().data;
    expect(after.permissions).toEqual(finance.permissions);
    expect(after.description).toBe(finance.description);

    // A super-admin reaches every role.
    expect((await roles('GET', '/finance')).json().data.canChange).toBe(true);
  });

  test('History shows a change just made', async () => {
    await roles('PUT', '/customer-support', {
      name: 'Customer Support',
      description: 'Answers client questions',
      permissions: matrixWith([
        ['users', 'view'],
        ['orders', 'view'],
      ]),
    });
    const history = await roles('GET', '/customer-support/history');
    expect(history.statusCode).toBe(200);
    const [latest] = history.json().data;
    expect(latest).toMatchObject({
      action: 'update',
      entity: 'role',
      entityId: 'customer-support',
      actor: { employeeId: 'EMP-0001' },
    });
    expect(latest.after.description).toBe('Answers client questions');
  });
});

// Separate connections race only on PostgreSQL; the embedded database runs one query at a time.
describe.runIf(testEngine === 'postgres')('deleting a role while a member is given it', () => {
  test('one of the two wins with a clear answer, never a server error', async () => {
    const member = await memberWithRole(app, 'race-home', {});
    for (let round = 0; round < 8; round++) {
      const key = `race-role-${round}`;
      expect((await roles('POST', '', { name: key, permissions: matrixWith([]) })).statusCode).toBe(
        201,
      );
      const [deleted, assigned] = await Promise.all([
        roles('DELETE', `/${key}`),
        app.inject({
          method: 'PATCH',
          url: `/api/v1/admin/team/${member.employeeId}`,
          headers: bearer(admin),
          payload: { roleKey: key },
        }),
      ]);
      const outcome = `${deleted.statusCode}/${assigned.statusCode}`;
      expect(['200/400', '409/200'], `round ${round}: ${outcome}`).toContain(outcome);
      if (assigned.statusCode === 200) {
        expect(deleted.json().error.code).toBe('ROLE_IN_USE');
        expect((await roles('GET', `/${key}`)).json().data.memberCount).toBe(1);
      } else {
        expect(assigned.json().error.details[0].path).toBe('roleKey');
        expect((await roles('GET', `/${key}`)).statusCode).toBe(404);
      }
    }
  });
});
