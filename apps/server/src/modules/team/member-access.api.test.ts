import { beforeAll, describe, expect, test } from 'vitest';
import { lastLinkTokenFor } from '../../test/auth-helpers.ts';
import { createTeamMember } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';
import { TEST_ADMIN_EMAIL } from '../../test/test-app.ts';

const { app, admin, call } = fileApp({
  env: { PUBLIC_URL: 'https://console.depot.test' },
  prefix: '',
});
let editor: Awaited<ReturnType<typeof memberWithRole>>;
/** A second super-admin, still invited: the takeover's other way in. */
let invitedId: string;
const invitedEmail = 'second.admin@depot.test';
const attackerEmail = 'attacker@depot.test';

const memberOf = async (employeeId: string) =>
  (await call('GET', `/admin/team/${employeeId}`)).json().data;
const mailsTo = (email: string) => app.printedMails().filter((mail) => mail.to === email);

function expectRefusedAsAbove(response: Awaited<ReturnType<typeof call>>, employeeId: string) {
  expect(response.statusCode).toBe(403);
  expect(response.json().error).toMatchObject({
    code: 'MEMBER_ABOVE_YOU',
    details: [{ path: employeeId }],
  });
  expect(response.json().error.message).toContain(`You cannot change ${employeeId}`);
}

beforeAll(async () => {
  invitedId = (
    await createTeamMember(app, admin, {
      email: invitedEmail,
      roleKey: 'super-admin',
    })
  ).employeeId;
  editor = await memberWithRole(app, 'team-editor', { teams: { view: true, edit: true } });
});

describe('a member with teams.edit cannot act on someone above them', () => {
  test('changing a super-admin’s email (the first step of a takeover) is refused and changes nothing', async () => {
    expectRefusedAsAbove(
      await call('PATCH', '/admin/team/EMP-0001', { email: attackerEmail }, editor.session),
      'EMP-0001',
    );
    expect((await memberOf('EMP-0001')).email).toBe(TEST_ADMIN_EMAIL);
  });

  test('redirecting a pending super-admin invitation is refused at both steps', async () => {
    const before = mailsTo(attackerEmail).length + mailsTo(invitedEmail).length;
    expectRefusedAsAbove(
      await call('PATCH', `/admin/team/${invitedId}`, { email: attackerEmail }, editor.session),
      invitedId,
    );
    expectRefusedAsAbove(
      await call('POST', `/admin/team/${invitedId}/resend-invitation`, undefined, editor.session),
      invitedId,
    );
    expect((await memberOf(invitedId)).email).toBe(invitedEmail);
    expect(mailsTo(attackerEmail).length + mailsTo(invitedEmail).length).toBe(before);
  });

  test('demoting a super-admin to a role the editor may give is refused', async () => {
    expectRefusedAsAbove(
      await call('PATCH', '/admin/team/EMP-0001', { roleKey: 'team-editor' }, editor.session),
      'EMP-0001',
    );
    expect((await memberOf('EMP-0001')).role.key).toBe('super-admin');
  });

  test('deactivating a super-admin, alone or among others, is refused and deactivates nobody', async () => {
    const peerId = (await createTeamMember(app, admin, { roleKey: 'team-editor' })).employeeId;
    const status = (ids: string[]) =>
      call(
        'POST',
        '/admin/settings/change-active-status',
        { type: 'team', ids, isActive: false },
        editor.session,
      );
    // Two super-admins are active, so only the rule about rank can stop this.
    expectRefusedAsAbove(await status(['EMP-0001']), 'EMP-0001');
    const mixed = await status([peerId, invitedId]);
    expectRefusedAsAbove(mixed, invitedId);
    for (const employeeId of ['EMP-0001', invitedId, peerId]) {
      expect((await memberOf(employeeId)).status).toBe('active');
    }
    // A peer at the editor's own level is theirs to switch off.
    const allowed = await status([peerId]);
    expect(allowed.json().data.results).toEqual([{ id: peerId, outcome: 'updated' }]);
  });

  test('the team list and a member’s record say whom the editor may change', async () => {
    const list = await call('GET', '/admin/team?pageSize=100', undefined, editor.session);
    const canChange = Object.fromEntries(
      list
        .json()
        .data.items.map((member: { employeeId: string; canChange: boolean }) => [
          member.employeeId,
          member.canChange,
        ]),
    );
    expect(canChange).toMatchObject({
      'EMP-0001': false,
      [invitedId]: false,
      [editor.employeeId]: true,
    });
    expect((await call('GET', '/admin/team/EMP-0001')).json().data.canChange).toBe(true);
  });

  test('the super-admin’s session survives the attempts, and the editor still edits themselves', async () => {
    expect((await call('GET', '/auth/me')).statusCode).toBe(200);
    const own = await call(
      'PATCH',
      `/admin/team/${editor.employeeId}`,
      {
        designation: 'Shift lead',
      },
      editor.session,
    );
    expect(own.statusCode).toBe(200);
  });
});

describe('changing a member’s email', () => {
  test('ends the links mailed to the old address, tells it, invites the new one, and is audited', async () => {
    const { employeeId } = await createTeamMember(app, admin, {
      email: 'typo.persn@depot.test',
      roleKey: 'team-editor',
    });
    const oldLink = await lastLinkTokenFor(app, 'typo.persn@depot.test');

    const changed = await call('PATCH', `/admin/team/${employeeId}`, {
      email: 'typo.person@depot.test',
    });
    expect(changed.statusCode).toBe(200);

    const check = await call('POST', '/auth/reset-password/check', { token: oldLink }, null);
    expect(check.statusCode).toBe(400);
    expect(mailsTo('typo.persn@depot.test').at(-1)?.subject).toBe(
      'The email of your Depot account was changed',
    );
    const newLink = await lastLinkTokenFor(app, 'typo.person@depot.test');
    const newCheck = await call('POST', '/auth/reset-password/check', { token: newLink }, null);
    expect(newCheck.json().data).toMatchObject({
      email: 'typo.person@depot.test',
      purpose: 'invitation',
    });

    const history = await call('GET', `/admin/team/${employeeId}/history`);
    expect(history.json().data[0]).toMatchObject({
      action: 'update',
      before: { email: 'typo.persn@depot.test' },
      after: { email: 'typo.person@depot.test' },
    });
  });
});
