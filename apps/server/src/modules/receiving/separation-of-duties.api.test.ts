import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { accountControls } from '../../db/schema/account-controls.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { goodsReceipts } from '../../db/schema/receiving.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import { assertIndependentApprover, CONTROL_PERIOD_DAYS } from '../../lib/separation-of-duties.ts';
import { serverRoot } from '../../paths.ts';
import { lastLinkTokenFor, type SignedIn, signIn } from '../../test/auth-helpers.ts';
import { createReceipt, createTeamMember, createUser } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';

/**
 * Maker-checker on goods receipts against one person with two accounts (docs/SECURITY.md):
 * an account someone invited, re-addressed or re-invited lately is not independent of them.
 */

type Account = { session: SignedIn; employeeId: string; email: string };

const {
  app,
  admin,
  call: api,
} = fileApp({ env: { PUBLIC_URL: 'https://console.depot.test' }, prefix: '', as: 'nobody' });
let userCode: string;

/** Adds and edits the team, raises and approves receipts: what the attack needs, no more. */
const insiderPermissions = {
  teams: { view: true, add: true, edit: true },
  receiving: { view: true, add: true, edit: true, approve: true },
};
const PASSWORD = 'a passphrase of my own choosing';

/** A member whose account nobody invited or changed, like one from before the record of control. */
async function rootMember(key: string): Promise<Account> {
  const member = await memberWithRole(app, key, insiderPermissions);
  return { session: member.session, employeeId: member.employeeId, email: member.email };
}

/** `by` invites an account with their own role; whoever reads the mail sets its password. */
async function invite(by: Account, key: string, roleKey: string): Promise<Account> {
  const { employeeId, email } = await createTeamMember(app, by.session, {
    fullName: `Invited ${key}`,
    roleKey,
  });
  await setPasswordFromLink(email);
  return { session: await signIn(app, email, PASSWORD), employeeId, email };
}

async function setPasswordFromLink(email: string) {
  const token = await lastLinkTokenFor(app, email);
  const set = await api('POST', '/auth/reset-password', { token, password: PASSWORD });
  expect(set.statusCode, set.body).toBe(200);
}

async function raise(as: Account): Promise<string> {
  return (await createReceipt(app, as.session, userCode)).id;
}

async function decide(as: Account, id: string, kind: 'approve' | 'reject' = 'approve') {
  const response = await api(
    'POST',
    `/admin/shipment/receiving/${kind}`,
    kind === 'approve' ? { ids: [id] } : { ids: [id], comment: 'Not what was ordered' },
    as.session,
  );
  expect(response.statusCode, response.body).toBe(200);
  const [result] = response.json().data.results;
  return result as { id: string; outcome: string; message?: string };
}

const memberIdOf = async (employeeId: string) => {
  const [row] = await app.database.db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.employeeId, employeeId));
  if (!row) throw new Error(`no member ${employeeId}`);
  return row.id;
};

/** The receipt as stored, and every audit entry about it: what a refusal must leave alone. */
const traceOf = async (id: string) => ({
  receipt: (
    await app.database.db.select().from(goodsReceipts).where(eq(goodsReceipts.code, id))
  )[0],
  audit: await app.database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'goods-receipt'), eq(auditLog.entityId, id))),
});

/** Moves every act of control over `account` to `days` ago, as time passing would. */
async function controlsOver(account: Account, daysAgo: number) {
  await app.database.db
    .update(accountControls)
    .set({ at: sql`now() - make_interval(days => ${daysAgo})` })
    .where(eq(accountControls.accountMemberId, await memberIdOf(account.employeeId)));
}

let insider: Account;
let independent: Account;

beforeAll(async () => {
  userCode = (await createUser(app, admin)).code;
  insider = await rootMember('insider');
  independent = await rootMember('independent');
});

describe('one person with two accounts cannot approve their own goods receipt', () => {
  let second: Account;
  let receipt: string;

  test('a second account the maker invited is refused, and nothing changes', async () => {
    receipt = await raise(insider);
    second = await invite(insider, 'insider-second', 'insider');
    const before = await traceOf(receipt);

    const result = await decide(second, receipt);
    expect(result).toEqual({
      id: receipt,
      outcome: 'not_independent',
      message: `Member insider (${insider.employeeId}), who created ${receipt}, invited or changed your account in the last ${CONTROL_PERIOD_DAYS} days; someone else must approve it.`,
    });
    expect(await traceOf(receipt)).toEqual(before);
    expect((await traceOf(receipt)).receipt?.status).toBe('pending');
  });

  test('a rejection lets nothing in, and is not held to the rule', async () => {
    const unwanted = await raise(insider);
    expect(await decide(second, unwanted, 'reject')).toEqual({
      id: unwanted,
      outcome: 'rejected',
    });
  });

  test('the maker cannot approve the second account’s receipt either', async () => {
    const own = await raise(second);
    expect(await decide(insider, own)).toEqual({
      id: own,
      outcome: 'not_independent',
      message: `You invited or changed the account of Invited insider-second (${second.employeeId}), who created ${own}, in the last ${CONTROL_PERIOD_DAYS} days; someone else must approve it.`,
    });
  });

  test('an independent member approves it', async () => {
    expect(await decide(independent, receipt)).toEqual({ id: receipt, outcome: 'approved' });
    expect((await traceOf(receipt)).receipt?.decidedByMemberId).toBe(
      await memberIdOf(independent.employeeId),
    );
  });

  test('after the period the two accounts are independent again', async () => {
    const next = await raise(insider);
    await controlsOver(second, CONTROL_PERIOD_DAYS - 1);
    expect((await decide(second, next)).outcome).toBe('not_independent');
    await controlsOver(second, CONTROL_PERIOD_DAYS + 1);
    expect(await decide(second, next)).toEqual({ id: next, outcome: 'approved' });
  });
});

describe('taking over a peer’s account to approve as them', () => {
  test('changing the peer’s email and resetting their password leaves them unable to approve', async () => {
    const peer = await rootMember('peer');
    const receipt = await raise(insider);
    // Before the takeover the peer is independent: nothing recorded ties them to the insider.
    const unrelated = await raise(independent);
    expect(await decide(peer, unrelated)).toEqual({ id: unrelated, outcome: 'approved' });

    const mine = 'insider.private@elsewhere.test';
    const moved = await api(
      'PATCH',
      `/admin/team/${peer.employeeId}`,
      {
        email: mine,
      },
      insider.session,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const forgot = await api('POST', '/auth/forgot-password', { email: mine });
    expect(forgot.statusCode, forgot.body).toBe(200);
    await setPasswordFromLink(mine);
    const asPeer: Account = { ...peer, session: await signIn(app, mine, PASSWORD) };
    const before = await traceOf(receipt);

    expect(await decide(asPeer, receipt)).toEqual({
      id: receipt,
      outcome: 'not_independent',
      message: `Member insider (${insider.employeeId}), who created ${receipt}, invited or changed your account in the last ${CONTROL_PERIOD_DAYS} days; someone else must approve it.`,
    });
    expect(await traceOf(receipt)).toEqual(before);
  });
});

describe('control is transitive, and shared control counts', () => {
  let top: Account;
  let middle: Account;
  let bottom: Account;

  beforeAll(async () => {
    top = await rootMember('chain-top');
    middle = await invite(top, 'chain-middle', 'chain-top');
    bottom = await invite(middle, 'chain-bottom', 'chain-top');
  });

  test('whoever invited the inviter cannot approve, nor be approved by, the invitee’s invitee', async () => {
    const byBottom = await raise(bottom);
    expect(await decide(top, byBottom)).toEqual({
      id: byBottom,
      outcome: 'not_independent',
      message: `You invited or changed an account that in turn invited or changed that of Invited chain-bottom (${bottom.employeeId}), who created ${byBottom}, in the last ${CONTROL_PERIOD_DAYS} days; someone else must approve it.`,
    });
    const byTop = await raise(top);
    expect(await decide(bottom, byTop)).toEqual({
      id: byTop,
      outcome: 'not_independent',
      message: `Member chain-top (${top.employeeId}), who created ${byTop}, invited or changed an account that in turn invited or changed yours in the last ${CONTROL_PERIOD_DAYS} days; someone else must approve it.`,
    });
  });

  test('two accounts invited by the same person stay independent of each other', async () => {
    // Otherwise no two members an administrator invited could check each other's work.
    const sibling = await invite(top, 'chain-sibling', 'chain-top');
    const byBottom = await raise(bottom);
    expect(await decide(sibling, byBottom)).toEqual({ id: byBottom, outcome: 'approved' });
  });

  test('a link in the chain older than the period breaks it', async () => {
    const byBottom = await raise(bottom);
    await controlsOver(middle, CONTROL_PERIOD_DAYS + 1);
    // The top no longer controls the middle, so neither the bottom through it.
    expect(await decide(top, byBottom)).toEqual({ id: byBottom, outcome: 'approved' });
  });

  test('resending an invitation is control too', async () => {
    const { employeeId } = await createTeamMember(app, admin, { roleKey: 'chain-top' });
    const resent = await api(
      'POST',
      `/admin/team/${employeeId}/resend-invitation`,
      undefined,
      top.session,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    const rows = await app.database.db
      .select({ controller: accountControls.controllerMemberId, kind: accountControls.kind })
      .from(accountControls)
      .where(eq(accountControls.accountMemberId, await memberIdOf(employeeId)))
      .orderBy(asc(accountControls.id));
    expect(rows).toEqual([
      { controller: await memberIdOf('EMP-0001'), kind: 'invited' },
      { controller: await memberIdOf(top.employeeId), kind: 'invitation-resent' },
    ]);
  });
});

describe('the rule as other approvals call it', () => {
  test('refuses with 403 APPROVER_NOT_INDEPENDENT, and passes independent accounts', async () => {
    const makerId = await memberIdOf(insider.employeeId);
    const check = (approverId: number) =>
      app.database.db.transaction((tx) =>
        assertIndependentApprover(tx, { makerId, approverId, what: 'ADJ-000001' }),
      );
    await expect(check(makerId)).rejects.toMatchObject({
      code: 'APPROVER_NOT_INDEPENDENT',
      statusCode: 403,
      message: 'You created ADJ-000001; someone else must approve it.',
    });
    await expect(check(await memberIdOf(independent.employeeId))).resolves.toBeUndefined();
  });
});

describe('accounts from before the record of control', () => {
  test('the migration finds in the audit log the acts the console records', async () => {
    const recorded = () =>
      app.database.db
        .select({
          account: accountControls.accountMemberId,
          controller: accountControls.controllerMemberId,
          kind: accountControls.kind,
          at: accountControls.at,
        })
        .from(accountControls)
        .orderBy(asc(accountControls.id));
    // An email change audited beside another change.
    const renamed = await api(
      'PATCH',
      `/admin/team/${independent.employeeId}`,
      {
        email: 'independent.renamed@depot.test',
        designation: 'Receiving lead',
      },
      admin,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const live = await recorded();
    expect(live.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['invited', 'email-changed', 'invitation-resent']),
    );

    const migration = await readFile(
      path.join(serverRoot, 'src/db/migrations/0018_account_controls.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toContain('INSERT INTO "account_controls"');
    await app.database.db.delete(accountControls);
    await app.database.db.execute(sql.raw(backfill));
    const backfilled = await recorded();
    // The tests above moved some acts back in time; the audit log keeps when each happened.
    const withoutTime = (rows: typeof live) => rows.map(({ at: _at, ...row }) => row);
    expect(withoutTime(backfilled)).toEqual(withoutTime(live));
    expect(backfilled.at(-1)).toEqual(live.at(-1));
  });
});
