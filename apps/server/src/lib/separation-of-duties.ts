import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, executeRows } from '../db/client.ts';
import { type AccountControlKind, accountControls } from '../db/schema/account-controls.ts';
import { AppError } from './app-error.ts';

/**
 * How long an act of control over an account (see `recordAccountControl`) keeps the two accounts
 * from checking each other's work. Long enough that an account made for the purpose sits unused
 * for a quarter, in a team list others read; short enough that a team whose administrator
 * invited everyone can approve among themselves once that quarter is over.
 */
export const CONTROL_PERIOD_DAYS = 90;

/** Where the period starts; `now()` is the transaction's start. */
const periodStart = () => sql`now() - make_interval(days => ${CONTROL_PERIOD_DAYS})`;

/**
 * Records, in the transaction of the act, that `controllerId` could have come to hold the
 * credentials of `accountId`: by inviting the account, changing its email, or mailing its
 * invitation again. Acting on one's own account records nothing: each account controls itself.
 */
export async function recordAccountControl(
  tx: Executor,
  act: { accountId: number; controllerId: number; kind: AccountControlKind },
): Promise<void> {
  if (act.accountId === act.controllerId) return;
  await tx.insert(accountControls).values({
    accountMemberId: act.accountId,
    controllerMemberId: act.controllerId,
    kind: act.kind,
  });
}

const sharedRow = z.object({
  id: z.coerce.number(),
  employee_id: z.string(),
  full_name: z.string(),
});
const contextRow = z.object({
  employee_id: z.string(),
  full_name: z.string(),
  approver_controls_maker: z.boolean(),
  maker_controls_approver: z.boolean(),
});

type Member = { employeeId: string; fullName: string };
const named = (member: Member) => `${member.fullName} (${member.employeeId})`;

/**
 * The accounts that controlled both the maker's account and the approver's within the period,
 * each account counting as controlling itself and control taken transitively (A invited B who
 * changed C's email: A controls C). The walk follows only acts within the period, so it ends
 * however many accounts there are; `union` keeps each (account, controller) pair once, cycles
 * included.
 */
async function sharedControllers(
  tx: Executor,
  makerId: number,
  approverId: number,
): Promise<Array<Member & { id: number }>> {
  const rows = await executeRows(
    tx,
    sql`
    with recursive controllers (start_id, controller_id) as (
      select start.id, start.id from (values (${makerId}::int), (${approverId}::int)) as start (id)
      union
      select c.start_id, ac.controller_member_id
      from controllers as c
      join account_controls as ac on ac.account_member_id = c.controller_id
      where ac.at > ${periodStart()}
    )
    select m.id, m.employee_id, m.full_name
    from controllers as of_maker
    join controllers as of_approver
      on of_approver.controller_id = of_maker.controller_id and of_approver.start_id = ${approverId}
    join team_members as m on m.id = of_maker.controller_id
    where of_maker.start_id = ${makerId}
    order by m.id`,
  );
  return rows.map((row) => {
    const parsed = sharedRow.parse(row);
    return { id: parsed.id, employeeId: parsed.employee_id, fullName: parsed.full_name };
  });
}

/** The maker, and which of the two acted on the other directly, for a refusal's message. */
async function refusalContext(tx: Executor, makerId: number, approverId: number) {
  const direct = (controller: number, account: number) =>
    sql`exists (select 1 from account_controls where controller_member_id = ${controller}
      and account_member_id = ${account} and at > ${periodStart()})`;
  const rows = await executeRows(
    tx,
    sql`select employee_id, full_name,
      ${direct(approverId, makerId)} as approver_controls_maker,
      ${direct(makerId, approverId)} as maker_controls_approver
    from team_members where id = ${makerId}`,
  );
  return contextRow.parse(rows[0]);
}

export type ApprovalParties = {
  /** Who made the record: raised the receipt, entered the adjustment, counted the stock. */
  makerId: number;
  /** Who is about to approve it. */
  approverId: number;
  /** The record, as people know it: `GRN-000012`. */
  what: string;
};

/**
 * Why the approver may not check the maker's work, or null when they may. See
 * `assertIndependentApprover`; for callers that answer per record rather than throw.
 */
export async function approverDependence(
  tx: Executor,
  parties: ApprovalParties,
): Promise<AppError | null> {
  const { makerId, approverId, what } = parties;
  const refuse = (reason: string) =>
    new AppError('APPROVER_NOT_INDEPENDENT', `${reason}; someone else must approve it.`);
  if (makerId === approverId) return refuse(`You created ${what}`);
  const shared = await sharedControllers(tx, makerId, approverId);
  if (shared.length === 0) return null;
  const context = await refusalContext(tx, makerId, approverId);
  const maker = `${named({ employeeId: context.employee_id, fullName: context.full_name })}, who created ${what},`;
  const period = `in the last ${CONTROL_PERIOD_DAYS} days`;
  if (shared.some((member) => member.id === approverId)) {
    return refuse(
      context.approver_controls_maker
        ? `You invited or changed the account of ${maker} ${period}`
        : `You invited or changed an account that in turn invited or changed that of ${maker} ${period}`,
    );
  }
  if (shared.some((member) => member.id === makerId)) {
    return refuse(
      context.maker_controls_approver
        ? `${maker} invited or changed your account ${period}`
        : `${maker} invited or changed an account that in turn invited or changed yours ${period}`,
    );
  }
  // A third account that controlled both is no line between them: refusing it would leave no
  // two members an administrator invited able to check each other's work (docs/SECURITY.md).
  return null;
}

/**
 * Separation of duties that holds against one person with two accounts (docs/SECURITY.md).
 *
 * Every act by which a member could come to hold another account's credentials — creating or
 * inviting it, changing its email, mailing its invitation again — is recorded as control of
 * that account (`recordAccountControl`). Two accounts are *not independent* when, within
 * `CONTROL_PERIOD_DAYS`, one of them controlled the other, directly or through accounts it
 * controlled (A invited B who invited C: A controls C). So the approver may not be the maker,
 * nor anyone the maker (or someone the maker controls) invited or re-addressed, nor anyone who
 * did so to the maker. Two accounts that only share a controller stay independent.
 *
 * Call it in the approval's transaction, after locking the record; it refuses with
 * `403 APPROVER_NOT_INDEPENDENT` and a message that says what to do.
 */
export async function assertIndependentApprover(
  tx: Executor,
  parties: ApprovalParties,
): Promise<void> {
  const refusal = await approverDependence(tx, parties);
  if (refusal) throw refusal;
}
