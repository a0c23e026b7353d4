import type { Action, Permissions, Resource } from '@depot/contracts/permissions';

/** Whether the permissions grant an action; a missing resource or flag grants nothing. */
export function can(permissions: Permissions, resource: Resource, action: Action): boolean {
  return permissions[resource]?.[action] === true;
}

/** One resource × action a screen or button needs. */
export type PermissionRequirement = readonly [Resource, Action];

/** Whether any one of `requirements` is granted (docs/BEHAVIOUR.md §6: Packages needs packages or zones view). */
export function canAny(
  permissions: Permissions,
  requirements: readonly PermissionRequirement[],
): boolean {
  return requirements.some(([resource, action]) => can(permissions, resource, action));
}
