import type { ListResult } from '@depot/contracts/common';
import { type Permissions, SUPER_ADMIN_ROLE } from '@depot/contracts/permissions';
import type {
  createTeamMemberBodySchema,
  RoleOption,
  TeamListQuery,
  TeamMember,
  TeamRolePermissions,
  updateTeamMemberBodySchema,
} from '@depot/contracts/team';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { roles } from '../../db/schema/roles.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import { nextEmployeeId } from '../../db/seed/initialize.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/database-errors.ts';
import type { Actor } from '../../plugins/access.ts';
import type { PasswordService } from '../auth/password.service.ts';
import { assertMayAssignRole, grantsBeyond } from '../roles/role-grants.ts';
import { toMatrix } from '../roles/roles.service.ts';
import { assertMayChangeMembers, mayChangeMember } from './member-access.ts';
import { createTeamRepository } from './team.repository.ts';
import {
  findTeamMember,
  findTeamMemberForChange,
  listTeamMembers,
} from './team-list.repository.ts';

type Row = NonNullable<Awaited<ReturnType<typeof findTeamMember>>>;

/** A member as the audit log keeps it: the record alone, the same whoever reads it. */
function memberRecord(row: Row): Omit<TeamMember, 'canChange'> {
  return {
    employeeId: row.employeeId,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    role: { key: row.roleKey, name: row.roleName },
    designation: row.designation,
    department: row.department,
    status: row.status,
    invitationPending: row.invitationPending,
    joinedAt: row.joinedAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** A member as `actor` sees it, saying whether the actor's role reaches them. */
export function mapTeamMember(row: Row, actor: Actor): TeamMember {
  return { ...memberRecord(row), canChange: mayChangeMember(actor, row.rolePermissions) };
}

const rolePermissionColumns = {
  key: roles.key,
  name: roles.name,
  description: roles.description,
  permissions: roles.permissions,
};

function toRolePermissions(row: {
  key: string;
  name: string;
  description: string;
  permissions: Permissions;
}): TeamRolePermissions {
  return {
    role: { key: row.key, name: row.name, description: row.description },
    permissions: toMatrix(row.permissions),
  };
}

const notFound = (employeeId: string) =>
  new AppError('TEAM_MEMBER_NOT_FOUND', 404, `There is no team member ${employeeId}.`);
const emailTaken = () =>
  new AppError('TEAM_EMAIL_TAKEN', 409, 'A team member with this email already exists.', [
    { path: 'email', message: 'is already used by another team member' },
  ]);

const noSuchRole = (key: string) =>
  new AppError('VALIDATION_FAILED', 400, `There is no role "${key}".`, [
    { path: 'roleKey', message: 'Choose one of the existing roles' },
  ]);

/** The role to give a member, if the actor may give it. */
async function assignableRoleId(db: Executor, actor: Actor, key: string): Promise<number> {
  const [role] = await db
    .select({ id: roles.id, key: roles.key, name: roles.name, permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.key, key))
    // Held until commit: a concurrent deletion of the role waits, then sees this member.
    .for('key share');
  if (!role) throw noSuchRole(key);
  assertMayAssignRole(actor, role);
  return role.id;
}

async function emailInUse(db: Executor, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(sql`lower(${teamMembers.email}) = ${email.toLowerCase()}`);
  return row !== undefined && row.id !== exceptId;
}

export function createTeamService(deps: { db: Database; passwords: PasswordService }) {
  async function requireMember(db: Executor, employeeId: string) {
    const row = await findTeamMember(db, employeeId);
    if (!row) throw notFound(employeeId);
    return row;
  }

  /** The member, locked for the change, once the actor is known to stand at or above them. */
  async function requireChangeableMember(db: Executor, actor: Actor, employeeId: string) {
    const row = await findTeamMemberForChange(db, employeeId);
    if (!row) throw notFound(employeeId);
    assertMayChangeMembers(actor, [row]);
    return row;
  }

  return {
    async list(actor: Actor, query: TeamListQuery): Promise<ListResult<TeamMember>> {
      const { items, total } = await listTeamMembers(deps.db, query);
      return {
        items: items.map((row) => mapTeamMember(row, actor)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(actor: Actor, employeeId: string): Promise<TeamMember> {
      return mapTeamMember(await requireMember(deps.db, employeeId), actor);
    },

    /** Creates the member and mails the invitation: a set-password link to /reset-password. */
    async create(
      actor: Actor,
      body: z.output<typeof createTeamMemberBodySchema>,
      ip: string,
    ): Promise<TeamMember> {
      const created = await deps.db.transaction(async (tx) => {
        if (await emailInUse(tx, body.email)) throw emailTaken();
        const roleId = await assignableRoleId(tx, actor, body.roleKey);
        try {
          const [row] = await tx
            .insert(teamMembers)
            .values({
              employeeId: nextEmployeeId,
              fullName: body.fullName,
              email: body.email,
              phone: body.phone ?? null,
              designation: body.designation ?? null,
              department: body.department ?? null,
              roleId,
            })
            .returning({ employeeId: teamMembers.employeeId });
          if (!row) throw new Error('team member not created');
          const member = await requireMember(tx, row.employeeId);
          await recordAudit(tx, {
            actorMemberId: actor.memberId,
            action: 'create',
            entity: 'team-member',
            entityId: member.employeeId,
            after: memberRecord(member),
            ip,
          });
          return member;
        } catch (error) {
          if (isUniqueViolation(error)) throw emailTaken();
          // The role's row is key-share locked above; this only answers if that ever changes.
          if (isForeignKeyViolation(error)) throw noSuchRole(body.roleKey);
          throw error;
        }
      });
      await deps.passwords.sendPasswordLink(created, 'invitation');
      return mapTeamMember(created, actor);
    },

    /**
     * Changes a member's details or role. A new email ends the links mailed to the old one,
     * which is told of the change; a member still invited gets the invitation at the new one.
     */
    async update(
      actor: Actor,
      employeeId: string,
      body: z.output<typeof updateTeamMemberBodySchema>,
      ip: string,
    ): Promise<TeamMember> {
      const { before, after } = await deps.db.transaction(async (tx) => {
        // A move away from super-admin is counted under the lock deactivations take too.
        if (body.roleKey && body.roleKey !== SUPER_ADMIN_ROLE) {
          await createTeamRepository(tx).lockSuperAdminRole();
        }
        const before = await requireChangeableMember(tx, actor, employeeId);
        const emailChanged = body.email !== undefined && body.email !== before.email;
        if (emailChanged && (await emailInUse(tx, body.email ?? '', before.id))) {
          throw emailTaken();
        }
        const roleId =
          body.roleKey && body.roleKey !== before.roleKey
            ? await assignableRoleId(tx, actor, body.roleKey)
            : undefined;
        const leavesSuperAdmin =
          before.roleKey === SUPER_ADMIN_ROLE && body.roleKey && body.roleKey !== SUPER_ADMIN_ROLE;
        if (
          leavesSuperAdmin &&
          before.status === 'active' &&
          (await createTeamRepository(tx).countActiveSuperAdmins()) <= 1
        ) {
          throw new AppError(
            'LAST_SUPER_ADMIN',
            409,
            'This is the last active super-admin; make someone else super-admin first.',
            [{ path: 'roleKey', message: 'The console needs one active super-admin' }],
          );
        }
        try {
          await tx
            .update(teamMembers)
            .set({
              ...(body.fullName !== undefined ? { fullName: body.fullName } : {}),
              ...(body.email !== undefined ? { email: body.email } : {}),
              ...(body.phone !== undefined ? { phone: body.phone } : {}),
              ...(body.designation !== undefined ? { designation: body.designation } : {}),
              ...(body.department !== undefined ? { department: body.department } : {}),
              ...(roleId !== undefined ? { roleId } : {}),
              updatedAt: sql`now()`,
            })
            .where(eq(teamMembers.id, before.id));
        } catch (error) {
          if (isUniqueViolation(error)) throw emailTaken();
          if (isForeignKeyViolation(error) && body.roleKey) throw noSuchRole(body.roleKey);
          throw error;
        }
        if (emailChanged) await deps.passwords.endLinks(tx, before.id);
        const after = await requireMember(tx, employeeId);
        await recordAudit(tx, {
          actorMemberId: actor.memberId,
          action: 'update',
          entity: 'team-member',
          entityId: employeeId,
          before: memberRecord(before),
          after: memberRecord(after),
          ip,
        });
        return { before, after };
      });
      if (after.email !== before.email) {
        await deps.passwords.notifyEmailChanged(before.email, after);
        if (after.invitationPending && after.status === 'active') {
          await deps.passwords.sendPasswordLink(after, 'invitation');
        }
      }
      return mapTeamMember(after, actor);
    },

    /** The member's role and its matrix, for the member's Role & permissions section. */
    async memberPermissions(employeeId: string): Promise<TeamRolePermissions> {
      const [row] = await deps.db
        .select(rolePermissionColumns)
        .from(teamMembers)
        .innerJoin(roles, eq(roles.id, teamMembers.roleId))
        .where(eq(teamMembers.employeeId, employeeId));
      if (!row) throw notFound(employeeId);
      return toRolePermissions(row);
    },

    async rolePermissions(key: string): Promise<TeamRolePermissions> {
      const [row] = await deps.db
        .select(rolePermissionColumns)
        .from(roles)
        .where(eq(roles.key, key));
      if (!row) throw new AppError('ROLE_NOT_FOUND', 404, `There is no role "${key}".`);
      return toRolePermissions(row);
    },

    /**
     * Team screens pick roles with teams.* alone (the full role list needs roles.view); each says
     * whether the caller may give it, so the form offers only what would be accepted.
     */
    async roleOptions(actor: Actor): Promise<RoleOption[]> {
      const rows = await deps.db
        .select({ key: roles.key, name: roles.name, permissions: roles.permissions })
        .from(roles)
        .orderBy(roles.name);
      return rows.map((row) => ({
        key: row.key,
        name: row.name,
        assignable: grantsBeyond(actor, row.permissions).length === 0,
      }));
    },

    /**
     * Mails a fresh invitation link. The resend is audited (never the link's token) in the
     * transaction that checks the member may still be invited; the link follows the commit,
     * as on create.
     */
    async resendInvitation(actor: Actor, employeeId: string, ip: string): Promise<void> {
      const member = await deps.db.transaction(async (tx) => {
        const row = await requireChangeableMember(tx, actor, employeeId);
        if (!row.invitationPending) {
          throw new AppError('INVITATION_ACCEPTED', 409, 'This member has already set a password.');
        }
        if (row.status !== 'active') {
          throw new AppError(
            'TEAM_MEMBER_INACTIVE',
            409,
            'Reactivate this member before inviting them again.',
          );
        }
        await recordAudit(tx, {
          actorMemberId: actor.memberId,
          action: 'update',
          entity: 'team-member',
          entityId: employeeId,
          after: { invitation: 'sent again' },
          ip,
        });
        return row;
      });
      await deps.passwords.sendPasswordLink(member, 'invitation');
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
