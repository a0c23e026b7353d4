import type { ErrorDetail } from '@depot/contracts/common';
import {
  actions,
  type GrantName as Grant,
  grants,
  type Permissions,
  resources,
  SUPER_ADMIN_ROLE,
} from '@depot/contracts/permissions';
import type { Actor } from './actor.ts';
import { AppError } from './app-error.ts';

/**
 * What `permissions` grants that the actor does not hold: nobody hands out, to others or to
 * themselves, more than their own role allows.
 */
export function grantsBeyond(actor: Actor, permissions: Permissions): Grant[] {
  if (actor.roleKey === SUPER_ADMIN_ROLE) return [];
  const beyond: Grant[] = [];
  for (const resource of resources) {
    for (const action of actions) {
      // Effective grants on both sides: a flag stored without the action it needs grants nothing.
      if (grants(permissions, resource, action) && !grants(actor.permissions, resource, action)) {
        beyond.push(`${resource}.${action}`);
      }
    }
  }
  return beyond;
}

/** Whether the actor holds every permission of `permissions` (super-admins hold all). */
export function holdsAll(actor: Actor, permissions: Permissions): boolean {
  return grantsBeyond(actor, permissions).length === 0;
}

/** "users.edit, teams.add and 3 more": a list of grants short enough for a message. */
export function describeGrants(granted: Grant[]): string {
  const shown = granted.slice(0, 5).join(', ');
  return granted.length > 5 ? `${shown} and ${granted.length - 5} more` : shown;
}

/** Refuses giving a member a role that grants more than the actor holds. */
export function assertMayAssignRole(
  actor: Actor,
  role: { key: string; name: string; permissions: Permissions },
): void {
  const beyond = grantsBeyond(actor, role.permissions);
  if (beyond.length === 0) return;
  throw new AppError(
    'ROLE_BEYOND_YOURS',
    `You cannot give the role "${role.name}" (${role.key}): it grants ${describeGrants(beyond)}, which your own role does not. Ask someone who holds them.`,
    [{ path: 'roleKey', message: `grants permissions your own role does not have` }],
  );
}

/** Refuses a role body granting more than the actor holds. */
export function assertMayGrant(actor: Actor, roleName: string, permissions: Permissions): void {
  const beyond = grantsBeyond(actor, permissions);
  if (beyond.length === 0) return;
  const details: ErrorDetail[] = beyond.map((grant) => ({
    path: `permissions.${grant}`,
    message: 'your own role does not have this permission',
  }));
  throw new AppError(
    'PERMISSION_BEYOND_YOURS',
    `You cannot grant ${describeGrants(beyond)} in the role "${roleName}": your own role does not have ${beyond.length === 1 ? 'it' : 'them'}.`,
    details,
  );
}
