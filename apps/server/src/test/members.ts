import type { Permissions } from '@depot/contracts/permissions';
import { roles } from '../db/schema/roles.ts';
import { nextEmployeeId, teamMembers } from '../db/schema/team-members.ts';
import { hashPassword } from '../lib/passwords.ts';
import { signIn } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

/** A role and one active member holding it, signed in: for permission tests. */
export async function memberWithRole(app: TestApp, key: string, permissions: Permissions) {
  const [role] = await app.database.db
    .insert(roles)
    .values({ key, name: key, description: `Test role ${key}`, permissions })
    .returning({ id: roles.id });
  if (!role) throw new Error('role not created');
  const email = `${key}@depot.test`;
  const password = 'member-password-1234';
  const [member] = await app.database.db
    .insert(teamMembers)
    .values({
      employeeId: nextEmployeeId,
      fullName: `Member ${key}`,
      email,
      roleId: role.id,
      passwordHash: await hashPassword(password),
      // Signing in without the mailed code keeps these tests about permissions.
      requireSecondFactor: false,
    })
    .returning({ employeeId: teamMembers.employeeId });
  const session = await signIn(app, email, password);
  return { session, email, employeeId: member?.employeeId ?? '', roleKey: key };
}
