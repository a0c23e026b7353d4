import { createHash } from 'node:crypto';
import type { Permissions } from '@depot/contracts/permissions';
import { actions, grants, resources } from '@depot/contracts/permissions';

/** Fingerprints already worked out, by the permissions' JSON; a bound keeps it small. */
const versions = new Map<string, string>();
const MAX_KNOWN_VERSIONS = 256;

/**
 * A short fingerprint of a set of permissions. It travels in the permissions token and in
 * the X-Permissions-Version header of every authenticated answer: when they differ, the
 * person's role changed and the console fetches a fresh token.
 */
export function permissionsVersion(permissions: Permissions): string {
  // Every authenticated answer carries it, and a console has a handful of roles.
  const key = JSON.stringify(permissions);
  const known = versions.get(key);
  if (known) return known;
  // What the permissions effectively grant, so that a role with a flag the rule voids has the
  // version of its permissions token, which carries none (modules/auth/tokens.ts).
  const granted = resources.flatMap((resource) =>
    actions
      .filter((action) => grants(permissions, resource, action))
      .map((action) => `${resource}.${action}`),
  );
  const version = createHash('sha256').update(granted.join(',')).digest('base64url').slice(0, 16);
  if (versions.size >= MAX_KNOWN_VERSIONS) versions.clear();
  versions.set(key, version);
  return version;
}
