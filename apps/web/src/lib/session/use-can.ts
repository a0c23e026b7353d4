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
