import type { Permissions } from '@depot/contracts/permissions';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { describeGrants, grantsBeyond, holdsAll } from '../../lib/grants.ts';

export type ChangedMember = { employeeId: string; rolePermissions: Permissions };

/** Whether the actor's role reaches a member whose role grants these permissions. */
export function mayChangeMember(actor: Actor, rolePermissions: Permissions): boolean {
  return holdsAll(actor, rolePermissions);
}

/**
 * Nobody acts on someone above them: editing a member (any field), changing their status,
 * or inviting them again is refused when the member's current role grants
 * anything the actor's role does not. Super-admins hold everything, so they pass. Every path
 * that changes another member goes through here (docs/SECURITY.md).
 */
export function assertMayChangeMembers(actor: Actor, members: ChangedMember[]): void {
  const above = members
    .map((member) => ({ member, beyond: grantsBeyond(actor, member.rolePermissions) }))
    .filter(({ beyond }) => beyond.length > 0);
  const [first] = above;
  if (!first) return;
  const message =
    above.length === 1
      ? `You cannot change ${first.member.employeeId}: their role grants ${describeGrants(first.beyond)}, which yours does not. Ask someone who holds ${first.beyond.length === 1 ? 'it' : 'them'}.`
      : `You cannot change ${above.map(({ member }) => member.employeeId).join(', ')}: their roles grant permissions yours does not. Nothing was changed; ask someone who holds them.`;
  throw new AppError(
    'MEMBER_ABOVE_YOU',
    message,
    above.map(({ member, beyond }) => ({
      path: member.employeeId,
      message: `their role grants ${describeGrants(beyond)}, beyond yours`,
    })),
  );
}
