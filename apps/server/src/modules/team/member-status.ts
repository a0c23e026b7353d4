import type { ChangeActiveStatusResult } from '@depot/contracts/active-status';
import { SUPER_ADMIN_ROLE } from '@depot/contracts/permissions';
import type { Transaction } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { auditTrail } from '../../lib/audit.ts';
import { assertMayChangeMembers } from './member-access.ts';
import { createTeamRepository } from './team.repository.ts';

type Result = ChangeActiveStatusResult['results'][number];

/**
 * Switches team members on or off inside the caller's transaction, answering per employee id.
 * Deactivation ends the member's sessions at once (`endSessions`). Nobody deactivates
 * themselves, and the last active super-admin stays active. A member above the actor refuses
 * the whole request (403, nothing changed): permission is not a per-row outcome.
 */
export async function changeTeamMemberStatus(
  tx: Transaction,
  source: { actor: Actor; ip: string },
  employeeIds: string[],
  isActive: boolean,
  endSessions: (memberId: number) => Promise<void>,
): Promise<Result[]> {
  const { actor } = source;
  const team = createTeamRepository(tx);
  // Taken before reading the members, so their status and role are read after any concurrent change.
  if (!isActive) await team.lockSuperAdminRole();
  const status = isActive ? 'active' : 'inactive';
  const found = await team.findManyForChange(employeeIds);
  assertMayChangeMembers(
    actor,
    found.filter((member) => member.status !== status),
  );
  const members = new Map(found.map((member) => [member.employeeId, member]));
  const audit = auditTrail(tx, source);
  const results: Result[] = [];
  for (const employeeId of new Set(employeeIds)) {
    const member = members.get(employeeId);
    if (!member) {
      results.push({
        id: employeeId,
        outcome: 'not_found',
        message: 'No team member has this id.',
      });
      continue;
    }
    if (member.status === status) {
      results.push({ id: employeeId, outcome: 'unchanged' });
      continue;
    }
    if (!isActive && member.id === actor.memberId) {
      results.push({
        id: employeeId,
        outcome: 'refused',
        message: 'You cannot deactivate yourself.',
      });
      continue;
    }
    if (
      !isActive &&
      member.roleKey === SUPER_ADMIN_ROLE &&
      (await team.countActiveSuperAdmins()) <= 1
    ) {
      results.push({
        id: employeeId,
        outcome: 'refused',
        message: 'This is the last active super-admin; make someone else super-admin first.',
      });
      continue;
    }
    await team.setStatus(member.id, status);
    if (!isActive) await endSessions(member.id);
    await audit.statusChanged('team-member', employeeId, { status: member.status }, { status });
    results.push({ id: employeeId, outcome: 'updated' });
  }
  return results;
}
