import { type GuardedAccess, permitsAccess } from '@depot/contracts/endpoint';
import type { Action, Resource } from '@depot/contracts/permissions';
import { can } from './permissions.ts';
import { useSession } from './session-store.ts';

/**
 * Asks the signed-in person's permissions token, re-read when it changes. Hiding a button is
 * the console's courtesy; the server refuses the call anyway.
 */
export function useCan(): (resource: Resource, action: Action) => boolean {
  const { permissions } = useSession();
  return (resource, action) => can(permissions, resource, action);
}

/** Whether the signed-in person may call an endpoint of this access, by the server's own rule. */
export function useMayCall(access: GuardedAccess): boolean {
  const { permissions } = useSession();
  return permitsAccess(permissions, access);
}
