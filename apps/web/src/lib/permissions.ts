import type { Action, Permissions, Resource } from '@depot/contracts/permissions';

/** Whether the permissions grant an action; a missing resource or flag grants nothing. */
export function can(permissions: Permissions, resource: Resource, action: Action): boolean {
  return permissions[resource]?.[action] === true;
}
