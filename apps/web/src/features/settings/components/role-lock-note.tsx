import type { RoleSummary } from '@depot/contracts/roles';
import { Alert } from 'antd';

/**
 * Whether the role may be edited or deleted at all: not the built-in one, and not one granting
 * anything the person's own role does not (the server refuses both).
 */
export function isChangeableRole(role: Pick<RoleSummary, 'isBuiltIn' | 'canChange'>): boolean {
  return !role.isBuiltIn && role.canChange;
}

/** Why a role offers neither Edit nor Delete, when it does not. */
export function RoleLockNote({
  role,
}: {
  role: Pick<RoleSummary, 'name' | 'isBuiltIn' | 'canChange'>;
}) {
  if (role.isBuiltIn) {
    return (
      <Alert
        type="info"
        showIcon
        title={`${role.name} is built in`}
        description="It holds every permission, so the console always has someone who can manage it. It cannot be edited or deleted."
        style={{ marginBottom: 16 }}
      />
    );
  }
  if (role.canChange) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={`${role.name} grants more than your role`}
      description="Its members hold permissions you do not, so only someone who holds them can edit or delete it."
      style={{ marginBottom: 16 }}
    />
  );
}
