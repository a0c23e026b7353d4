import { allPermissions } from '@depot/contracts/permissions';
import { emptyPermissionMatrix } from '@depot/contracts/roles';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rateLimits } from '../../db/schema/auth.ts';
import {
  apiClient,
  lastLinkTokenFor,
  lastMailTo,
  type Method,
  type SignedIn,
  signIn,
} from '../../test/auth-helpers.ts';
import { createTeamMember, teamMemberBody } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';
import {
  createTestApp,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  testEngine,
} from '../../test/test-app.ts';

const { app, admin, call } = fileApp({ env: { SEED_DEMO: 'true' }, prefix: '' });

/** The roles as the team screens read them. */
const teamRoles = (path: string, session?: SignedIn) =>
  call('GET', `/admin/team-roles${path}`, undefined, session);
const team = (method: Method, path = '', payload?: object, session?: SignedIn) =>
  call(method, `/admin/team${path}`, payload, session);

describe('team list', () => {
  test('pages on the server with the total', async () => {
    const first = (await team('GET', '?page=1&pageSize=4')).json().data;
    const second = (await team('GET', '?page=2&pageSize=4')).json().data;
    expect(first.total).toBeGreaterThanOrEqual(11);
    expect(first.items).toHaveLength(4);
    expect(first.items[0].employeeId).toBe('EMP-0001');
    const ids = [...first.items, ...second.items].map(
      (member: { employeeId: string }) => member.employeeId,
    );
    expect(new Set(ids).size).toBe(8);
  });

  test('searches name, email and id, filters by role and status, sorts', async () => {
    const byName = (await team('GET', '?q=iyer')).json().data;
    expect(byName.items.map((m: { fullName: string }) => m.fullName)).toEqual(['Ananya Iyer']);
    const inactive = (await team('GET', '?status=inactive')).json().data;
    expect(inactive.items.every((m: { status: string }) => m.status === 'inactive')).toBe(true);
    expect(inactive.total).toBe(2);
    const supervisors = (await team('GET', '?role=warehouse-supervisor&sort=-fullName')).json()
      .data;
    expect(supervisors.items.map((m: { fullName: string }) => m.fullName)).toEqual([
      'Siddharth Joshi',
      'Imran Shaikh',
      'Arjun Menon',
    ]);
    const wildcard = (await team('GET', '?q=%25')).json().data;
    expect(wildcard.total).toBe(0);
  });

  test('bad list queries are a 400 naming the parameter', async () => {
    for (const [query, path] of [
      ['?pageSize=1000', 'pageSize'],
      ['?sort=password', 'sort'],
      ['?status=sleeping', 'status'],
      ['?page=0', 'page'],
    ]) {
      const response = await team('GET', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.details[0].path, query).toBe(path);
    }
  });
});

describe('adding and editing members', () => {
  test('a new member is invited by mail and can set a password and sign in', async () => {
    const created = await team('POST', '', {
      fullName: 'Farah Khan',
      email: 'Farah.Khan@sahyadrifulfilment.in',
      phone: '+91 98330 11223',
      roleKey: 'customer-support',
      designation: 'Support Executive',
    });
    expect(created.statusCode).toBe(201);
    const member = created.json().data;
    expect(member).toMatchObject({
      email: 'farah.khan@sahyadrifulfilment.in',
      invitationPending: true,
      status: 'active',
      role: { key: 'customer-support' },
    });
    expect(member.employeeId).toMatch(/^EMP-\d{4}$/);

    expect((await lastMailTo(app, member.email))?.subject).toBe('You are invited to Depot');
    const token = await lastLinkTokenFor(app, member.email);
    const check = await call('POST', '/auth/reset-password/check', { token }, null);
    expect(check.json().data.purpose).toBe('invitation');
    const set = await call(
      'POST',
      '/auth/reset-password',
      { token, password: 'farah sets a long password' },
      null,
    );
    expect(set.statusCode).toBe(200);
    // A first password is welcomed, not reported as a change.
    expect((await lastMailTo(app, member.email))?.subject).toBe('Your Depot account is ready');
    await signIn(app, member.email, 'farah sets a long password');
    expect((await team('GET', `/${member.employeeId}`)).json().data.invitationPending).toBe(false);
  });

  test('resending an invitation is audited, without the link', async () => {
    const { employeeId, email } = await createTeamMember(app, admin, {
      roleKey: 'customer-support',
    });
    const resent = await team('POST', `/${employeeId}/resend-invitation`);
    expect(resent.statusCode).toBe(200);
    const token = await lastLinkTokenFor(app, email);
    const history = (await team('GET', `/${employeeId}/history`)).json().data;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      action: 'update',
      actor: { employeeId: 'EMP-0001' },
      before: null,
      after: { invitation: 'sent again' },
    });
    expect(JSON.stringify(history)).not.toContain(token);

    // A refused resend leaves no entry.
    const accepted = await team('POST', '/EMP-0001/resend-invitation');
    expect(accepted.statusCode).toBe(409);
    expect((await team('GET', '/EMP-0001/history')).json().data).not.toContainEqual(
      expect.objectContaining({ after: { invitation: 'sent again' } }),
    );
  });

  test('a resend at once after another is a 429 with Retry-After, and mails nothing', async () => {
    const { employeeId, email } = await createTeamMember(app, admin, {
      fullName: 'Rohan Gupta',
      roleKey: 'customer-support',
    });
    const mailsTo = () => app.printedMails().filter((mail) => mail.to === email).length;
    const resend = () => team('POST', `/${employeeId}/resend-invitation`);
    const resends = async () =>
      (await team('GET', `/${employeeId}/history`))
        .json()
        .data.filter((entry: { after: unknown }) =>
          JSON.stringify(entry.after).includes('sent again'),
        ).length;

    expect((await resend()).statusCode).toBe(200);
    const mailed = mailsTo();
    const again = await resend();
    expect(again.statusCode).toBe(429);
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(again.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(again.json().error.message).toMatch(
      /^Rohan Gupta's invitation was sent again lately, .* Try again in \d+ seconds;/,
    );
    expect(mailsTo()).toBe(mailed);
    expect(await resends()).toBe(1);

    // Fifteen at once, a minute later: one goes, and one mail with it.
    const aMinuteLater = () =>
      app.database.db
        .update(rateLimits)
        .set({ windowStart: sql`${rateLimits.windowStart} - interval '61 seconds'` })
        .where(like(rateLimits.key, 'invitation-resend:minute:%'));
    await aMinuteLater();
    const burst = await Promise.all(Array.from({ length: 15 }, resend));
    expect(burst.map((response) => response.statusCode).sort()).toEqual([
      200,
      ...Array(14).fill(429),
    ]);
    expect(mailsTo()).toBe(mailed + 1);

    // Five an hour, however the minutes are spread.
    for (let resent = 3; resent <= 5; resent++) {
      await aMinuteLater();
      expect((await resend()).statusCode).toBe(200);
    }
    await aMinuteLater();
    const sixth = await resend();
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60);
    expect(sixth.json().error.message).toMatch(/Try again in \d+ minutes;/);
    expect(await resends()).toBe(5);
    expect(mailsTo()).toBe(mailed + 4);

    // Another member's invitation is not held up.
    const otherId = (await createTeamMember(app, admin, { roleKey: 'customer-support' }))
      .employeeId;
    expect((await team('POST', `/${otherId}/resend-invitation`)).statusCode).toBe(200);
  });

  test('a duplicate email is a 409 naming the field, an unknown role a 400', async () => {
    const duplicate = await team('POST', '', {
      fullName: 'Someone',
      email: 'ROHAN.KULKARNI@sahyadrifulfilment.in',
      roleKey: 'finance',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.details).toEqual([
      { path: 'email', message: 'is already used by another team member' },
    ]);
    const badRole = await team('POST', '', {
      fullName: 'Someone',
      email: 'someone@depot.test',
      roleKey: 'no-such-role',
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error.details[0].path).toBe('roleKey');
  });

  test('an unknown member is a 404, a malformed id a 400', async () => {
    expect((await team('GET', '/EMP-9999')).statusCode).toBe(404);
    expect((await team('GET', '/42')).statusCode).toBe(400);
  });

  test('an edit is audited and shows in History', async () => {
    const edited = await team('PATCH', '/EMP-0003', { designation: 'Finance Controller, West' });
    expect(edited.statusCode).toBe(200);
    const history = (await team('GET', '/EMP-0003/history')).json().data;
    expect(history[0]).toMatchObject({
      action: 'update',
      actor: { employeeId: 'EMP-0001', fullName: 'Administrator' },
    });
    expect(history[0].before.designation).toBe('Finance Controller');
    expect(history[0].after.designation).toBe('Finance Controller, West');
    const activity = (await team('GET', '/EMP-0001/activity')).json().data;
    expect(
      activity.items.some((entry: { entityId: string }) => entry.entityId === 'EMP-0003'),
    ).toBe(true);
  });

  test('nobody removes the last active super-admin, themselves included', async () => {
    const demoted = await team('PATCH', '/EMP-0001', { roleKey: 'finance' });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().error.code).toBe('LAST_SUPER_ADMIN');
    const deactivated = await call('POST', '/admin/settings/change-active-status', {
      type: 'team',
      ids: ['EMP-0001'],
      isActive: false,
    });
    expect(deactivated.json().data.results[0].outcome).toBe('refused');
  });

  test('someone else holding every permission still cannot deactivate or move the only active super-admin', async () => {
    const deputy = await memberWithRole(app, 'deputy', allPermissions());
    const deactivated = await call(
      'POST',
      '/admin/settings/change-active-status',
      { type: 'team', ids: ['EMP-0001'], isActive: false },
      deputy.session,
    );
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().data.results[0]).toEqual({
      id: 'EMP-0001',
      outcome: 'refused',
      message: 'This is the last active super-admin; make someone else super-admin first.',
    });
    // A role the deputy may hand out, so only the last-super-admin rule can refuse it.
    const moved = await team('PATCH', '/EMP-0001', { roleKey: 'deputy' }, deputy.session);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toMatchObject({
      code: 'LAST_SUPER_ADMIN',
      message: 'This is the last active super-admin; make someone else super-admin first.',
    });
    const member = (await team('GET', '/EMP-0001')).json().data;
    expect(member).toMatchObject({ status: 'active', role: { key: 'super-admin' } });
  });

  test('nobody gives a role that grants more than their own, themselves included', async () => {
    const manager = await memberWithRole(app, 'team-manager', {
      teams: { view: true, add: true, edit: true },
    });
    const promotion = teamMemberBody({ roleKey: 'super-admin' });
    const toSuperAdmin = await team('POST', '', promotion, manager.session);
    expect(toSuperAdmin.statusCode).toBe(403);
    expect(toSuperAdmin.json().error).toMatchObject({
      code: 'ROLE_BEYOND_YOURS',
      details: [{ path: 'roleKey' }],
    });
    expect(toSuperAdmin.json().error.message).toContain('"Super Admin" (super-admin)');
    expect((await team('GET', `?q=${promotion.email}`)).json().data.total).toBe(0);

    const self = await team(
      'PATCH',
      `/${manager.employeeId}`,
      { roleKey: 'super-admin' },
      manager.session,
    );
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toContain('"Super Admin"');
    expect((await team('GET', `/${manager.employeeId}`)).json().data.role.key).toBe('team-manager');

    // A role within the manager's own permissions can be given; one beyond them cannot.
    const peer = await team(
      'POST',
      '',
      teamMemberBody({ roleKey: 'team-manager' }),
      manager.session,
    );
    expect(peer.statusCode).toBe(201);
    const peerId = peer.json().data.employeeId;
    const other = await team('PATCH', `/${peerId}`, { roleKey: 'finance' }, manager.session);
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toMatchObject({ code: 'ROLE_BEYOND_YOURS' });
    expect(other.json().error.message).toContain('"Finance" (finance)');
    expect((await team('GET', `/${peerId}`)).json().data.role.key).toBe('team-manager');
    // Holding every permission is enough, without being a super-admin.
    const deputy = await memberWithRole(app, 'all-but-built-in', allPermissions());
    const promoted = await team('PATCH', `/${peerId}`, { roleKey: 'finance' }, deputy.session);
    expect(promoted.statusCode).toBe(200);
  });

  test('a member who may only view the team cannot add or edit', async () => {
    const viewer = await memberWithRole(app, 'team-viewer', { teams: { view: true } });
    expect((await team('GET', '', undefined, viewer.session)).statusCode).toBe(200);
    expect(
      (await team('POST', '', teamMemberBody({ roleKey: 'finance' }), viewer.session)).statusCode,
    ).toBe(403);
    expect(
      (await team('PATCH', '/EMP-0002', { designation: 'Boss' }, viewer.session)).statusCode,
    ).toBe(403);
  });
});

describe('audit list', () => {
  test('is filterable by actor, entity and time, for those who may view settings', async () => {
    const all = await call('GET', '/admin/audit?entity=team-member&actor=EMP-0001');
    expect(all.statusCode).toBe(200);
    const entries = all.json().data.items;
    expect(entries.length).toBeGreaterThan(0);
    expect(
      entries.every(
        (entry: { entity: string; actor: { employeeId: string } }) =>
          entry.entity === 'team-member' && entry.actor.employeeId === 'EMP-0001',
      ),
    ).toBe(true);
    const future = await call(
      'GET',
      `/admin/audit?from=${encodeURIComponent(new Date(Date.now() + 3600_000).toISOString())}`,
    );
    expect(future.json().data.total).toBe(0);
    const bad = await call('GET', '/admin/audit?from=yesterday');
    expect(bad.statusCode).toBe(400);
  });
});

describe('what the team screens read besides members', () => {
  test('role options need only teams.view; the full role list needs roles.view', async () => {
    const viewer = await memberWithRole(app, 'team-reader', { teams: { view: true } });
    const options = await teamRoles('', viewer.session);
    expect(options.statusCode).toBe(200);
    // A reader with teams.view alone may give no role that grants anything.
    expect(options.json().data).toContainEqual({
      key: 'finance',
      name: 'Finance',
      assignable: false,
    });
    expect(options.json().data).toContainEqual({
      key: 'team-reader',
      name: 'team-reader',
      assignable: true,
    });
    const asAdmin = (await teamRoles('')).json().data as { assignable: boolean }[];
    expect(asAdmin.every((option) => option.assignable)).toBe(true);
    const roles = await call('GET', '/admin/roles', undefined, viewer.session);
    expect(roles.statusCode).toBe(403);
  });

  test('a member’s role matrix needs only teams.view; a picked role’s needs teams.edit', async () => {
    const viewer = await memberWithRole(app, 'matrix-reader', { teams: { view: true } });
    const own = await team('GET', '/EMP-0003/permissions', undefined, viewer.session);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.role).toMatchObject({ key: 'finance', name: 'Finance' });
    expect(own.json().data.permissions.transactions.view).toBe(true);
    expect(own.json().data.permissions.roles.edit).toBe(false);
    expect((await team('GET', '/EMP-9999/permissions', undefined, viewer.session)).statusCode).toBe(
      404,
    );
    expect((await teamRoles('/finance', viewer.session)).statusCode).toBe(403);

    const editor = await memberWithRole(app, 'matrix-editor', {
      teams: { view: true, edit: true },
    });
    const picked = await teamRoles('/finance', editor.session);
    expect(picked.statusCode).toBe(200);
    expect(picked.json().data).toEqual(own.json().data);
    const unknown = await teamRoles('/No Such Role', editor.session);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('ROLE_NOT_FOUND');
  });

  test('activity hides what changed in records the reader may not view', async () => {
    const actor = await memberWithRole(app, 'activity-actor', {
      teams: { view: true },
      roles: { view: true, edit: true },
    });
    const asActor = (method: Method, url: string, payload: object) =>
      call(method, url, payload, actor.session);
    expect(
      (
        await asActor('POST', '/admin/settings/change-settings', {
          preferences: { theme: 'light' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await asActor('PUT', '/admin/roles/activity-actor', {
          name: 'activity-actor',
          description: 'Renamed in passing',
          permissions: {
            ...emptyPermissionMatrix(),
            teams: { ...emptyPermissionMatrix().teams, view: true },
            roles: { ...emptyPermissionMatrix().roles, view: true, edit: true },
          },
        })
      ).statusCode,
    ).toBe(200);
    const activityAs = async (reader: SignedIn) => {
      const response = await team('GET', `/${actor.employeeId}/activity`, undefined, reader);
      expect(response.statusCode).toBe(200);
      const items: Array<{
        entity: string;
        before: unknown;
        after: unknown;
        changesHidden?: boolean;
      }> = response.json().data.items;
      return Object.fromEntries(items.map((entry) => [entry.entity, entry]));
    };

    const teamOnly = await memberWithRole(app, 'activity-team-reader', { teams: { view: true } });
    const hidden = await activityAs(teamOnly.session);
    for (const entity of ['role', 'member-settings']) {
      expect(hidden[entity], entity).toMatchObject({
        before: null,
        after: null,
        changesHidden: true,
      });
    }
    // The actor reads their own role's changes, not someone's preferences.
    const withRoles = await activityAs(actor.session);
    expect(withRoles.role?.changesHidden).toBeUndefined();
    expect((withRoles.role?.after as { description: string } | undefined)?.description).toBe(
      'Renamed in passing',
    );
    expect(withRoles['member-settings']?.changesHidden).toBe(true);
    // The audit log's readers see everything there, so here too.
    const everything = await activityAs(admin);
    expect(everything['member-settings']?.changesHidden).toBeUndefined();
    expect(everything['member-settings']?.after).not.toBeNull();
  });

  test('activity comes a page at a time', async () => {
    const first = (await team('GET', '/EMP-0001/activity?page=1&pageSize=1')).json().data;
    expect(first.items).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(2);
    const second = (await team('GET', '/EMP-0001/activity?page=2&pageSize=1')).json().data;
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect((await team('GET', '/EMP-0001/activity?pageSize=500')).statusCode).toBe(400);
  });
});

// Separate connections race only on PostgreSQL; the embedded database runs one query at a time.
describe.runIf(testEngine === 'postgres')('the last super-admin under concurrent changes', () => {
  let server: Awaited<ReturnType<typeof createTestApp>>;
  let deputy: SignedIn;
  let second = '';
  beforeAll(async () => {
    server = await createTestApp();
    const owner = await signIn(server, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    second = (await createTeamMember(server, owner, { roleKey: 'super-admin' })).employeeId;
    // Holds every permission without being a super-admin, so its own status never counts.
    deputy = (await memberWithRole(server, 'deputy', allPermissions())).session;
  });
  afterAll(() => server.dispose());

  const onServer = apiClient({ app: () => server, as: () => deputy });
  const setStatus = (ids: string[], isActive: boolean) =>
    onServer('POST', 'settings/change-active-status', { type: 'team', ids, isActive });
  const setRole = (employeeId: string, roleKey: string) =>
    onServer('PATCH', `team/${employeeId}`, { roleKey });
  const activeSuperAdmins = async () =>
    (await onServer('GET', 'team?role=super-admin&status=active')).json().data.total;

  test('two deactivations at once: exactly one succeeds', async () => {
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        setStatus(['EMP-0001'], false),
        setStatus([second], false),
      ]);
      const outcomes = answers.map((answer) => answer.json().data.results[0].outcome).sort();
      expect(outcomes, `round ${round}`).toEqual(['refused', 'updated']);
      expect(await activeSuperAdmins()).toBe(1);
      await setStatus(['EMP-0001', second], true);
    }
  });

  test('a deactivation and a demotion at once: exactly one succeeds', async () => {
    for (let round = 0; round < 5; round++) {
      const [deactivated, demoted] = await Promise.all([
        setStatus(['EMP-0001'], false),
        setRole(second, 'deputy'),
      ]);
      const succeeded = [
        deactivated.json().data.results[0].outcome === 'updated',
        demoted.statusCode === 200,
      ];
      expect(succeeded.filter(Boolean), `round ${round}`).toHaveLength(1);
      if (!succeeded[1]) expect(demoted.statusCode).toBe(409);
      expect(await activeSuperAdmins()).toBe(1);
      await setStatus(['EMP-0001'], true);
      await setRole(second, 'super-admin');
    }
  });
});
