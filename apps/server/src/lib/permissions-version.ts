import { createHash } from 'node:crypto';
import type { Permissions } from '@depot/contracts/permissions';
import { actions, resources } from '@depot/contracts/permissions';

/**
 * A short fingerprint of a set of permissions. It travels in the permissions token and in
 * the X-Permissions-Version header of every authenticated answer: when they differ, the
 * person's role changed and the console fetches a fresh token.
 */
export function permissionsVersion(permissions: Permissions): string {
  const granted = resources.flatMap((resource) =>
    actions
      .filter((action) => permissions[resource]?.[action] === true)
      .map((action) => `${resource}.${action}`),
  );
  return createHash('sha256').update(granted.join(',')).digest('base64url').slice(0, 16);
}
