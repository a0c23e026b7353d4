import { SUPER_ADMIN_ROLE } from '@depot/contracts/permissions';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roles } from '../../db/schema/roles.ts';
import { type TeamMemberStatus, teamMembers } from '../../db/schema/team-members.ts';

export function createTeamRepository(db: Executor) {
  return {
    async findByEmployeeIds(employeeIds: string[]) {
      if (employeeIds.length === 0) return [];
      return (
        db
          .select({
            id: teamMembers.id,
            employeeId: teamMembers.employeeId,
            status: teamMembers.status,
            roleKey: roles.key,
            rolePermissions: roles.permissions,
          })
          .from(teamMembers)
          .innerJoin(roles, eq(roles.id, teamMembers.roleId))
          .where(inArray(teamMembers.employeeId, employeeIds))
          // Role and status stay as read until the changes are written.
          .for('update', { of: teamMembers })
      );
    },

    async findById(memberId: number) {
      const [row] = await db
        .select({ member: teamMembers, roleName: roles.name })
        .from(teamMembers)
        .innerJoin(roles, eq(roles.id, teamMembers.roleId))
        .where(eq(teamMembers.id, memberId));
      return row ?? null;
    },

    async setStatus(memberId: number, status: TeamMemberStatus) {
      await db
        .update(teamMembers)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(teamMembers.id, memberId));
    },

    async updateProfile(
      memberId: number,
      profile: {
        fullName: string;
        phone: string | null;
        designation: string | null;
        department: string | null;
      },
    ) {
      await db
        .update(teamMembers)
        .set({ ...profile, updatedAt: sql`now()` })
        .where(eq(teamMembers.id, memberId));
    },

    /**
     * Locks the super-admin role row until the transaction ends. Every change that could take
     * away an active super-admin takes it before counting, so two such changes at once cannot
     * both see "another one remains" and leave none.
     */
    async lockSuperAdminRole(): Promise<void> {
      await db
        .select({ id: roles.id })
        .from(roles)
        .where(eq(roles.key, SUPER_ADMIN_ROLE))
        .for('update');
    },

    /** Active members holding the built-in super-admin role; the console must always keep one. */
    async countActiveSuperAdmins(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(teamMembers)
        .innerJoin(roles, eq(roles.id, teamMembers.roleId))
        .where(and(eq(roles.key, SUPER_ADMIN_ROLE), eq(teamMembers.status, 'active')));
      return Number(row?.count ?? 0);
    },
  };
}
