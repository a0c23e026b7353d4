import type { ListResult } from '@depot/contracts/common';
import {
  type Action,
  type Permissions,
  type Resource,
  SUPER_ADMIN_ROLE,
} from '@depot/contracts/permissions';
import type {
  createTeamMemberBodySchema,
  RoleOption,
  TeamListQuery,
  TeamMember,
  TeamRolePermissions,
  updateTeamMemberBodySchema,
} from '@depot/contracts/team';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditTrail } from '../../lib/audit.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/database-errors.ts';
import { assertMayAssignRole, holdsAll } from '../../lib/grants.ts';
import { createRateLimiter, type Limit } from '../../lib/rate-limiter.ts';
import { recordAccountControl } from '../../lib/separation-of-duties.ts';
import type { PasswordService } from '../auth/password.service.ts';
import type { SessionService } from '../auth/session.service.ts';
import { toMatrix } from '../roles/roles.service.ts';
import { assertMayChangeMembers, mayChangeMember } from './member-access.ts';
import { changeTeamMemberStatus } from './member-status.ts';
import { createTeamRepository, type MemberChanges, type MemberRow } from './team.repository.ts';

/** A member as the audit log keeps it: the record alone, the same whoever reads it. */
function memberRecord(row: MemberRow): Omit<TeamMember, 'canChange'> {
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
export function mapTeamMember(row: MemberRow, actor: Actor): TeamMember {
  return { ...memberRecord(row), canChange: mayChangeMember(actor, row.rolePermissions) };
}

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
  new AppError('TEAM_MEMBER_NOT_FOUND', `There is no team member ${employeeId}.`);
const emailTaken = () =>
  new AppError('TEAM_EMAIL_TAKEN', 'A team member with this email already exists.', [
    { path: 'email', message: 'is already used by another team member' },
  ]);
const noSuchRole = (key: string) =>
  new AppError('VALIDATION_FAILED', `There is no role "${key}".`, [
    { path: 'roleKey', message: 'Choose one of the existing roles' },
  ]);
const lastSuperAdmin = () =>
  new AppError(
    'LAST_SUPER_ADMIN',
    'This is the last active super-admin; make someone else super-admin first.',
    [{ path: 'roleKey', message: 'The console needs one active super-admin' }],
  );

/**
 * Resends of one member's invitation: each mails a working link, so without a limit anyone who
 * may edit the team could flood that mailbox. One a minute, five an hour, per invited member.
 */
export const INVITATION_RESENDS_PER_MINUTE = 1;
export const INVITATION_RESENDS_PER_HOUR = 5;
const invitationResendLimits = (memberId: number): Limit[] => [
  {
    key: `invitation-resend:minute:member:${memberId}`,
    max: INVITATION_RESENDS_PER_MINUTE,
    windowSeconds: 60,
  },
  {
    key: `invitation-resend:hour:member:${memberId}`,
    max: INVITATION_RESENDS_PER_HOUR,
    windowSeconds: 3600,
  },
];

/** The limiter's 429, with its Retry-After, saying whose invitation waits and how long. */
function resendTooSoon(error: AppError, member: MemberRow): AppError {
  const seconds = Number(error.headers['retry-after'] ?? 60);
  const wait = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new AppError(
    'RATE_LIMITED',
    `${member.fullName}'s invitation was sent again lately, and goes at most once a minute and ${INVITATION_RESENDS_PER_HOUR} times an hour. Try again in ${wait}; the last one may be in their spam folder.`,
    undefined,
    error.headers,
  );
}

/** The profile a person edits about themselves in the Setting area. */
export type OwnProfile = Pick<MemberChanges, 'phone' | 'designation' | 'department'> & {
  fullName: string;
};

export function createTeamService(deps: {
  db: Database;
  passwords: PasswordService;
  sessions: SessionService;
}) {
  async function requireMember(db: Executor, employeeId: string) {
    const row = await createTeamRepository(db).find(employeeId);
    if (!row) throw notFound(employeeId);
    return row;
  }

  /** The member, locked for the change, once the actor is known to stand at or above them. */
  async function requireChangeableMember(db: Executor, actor: Actor, employeeId: string) {
    const row = await createTeamRepository(db).findForChange(employeeId);
    if (!row) throw notFound(employeeId);
    assertMayChangeMembers(actor, [row]);
    return row;
  }

  /** The role to give a member, if the actor may give it. */
  async function assignableRoleId(db: Executor, actor: Actor, key: string): Promise<number> {
    const role = await createTeamRepository(db).roleForAssignment(key);
    if (!role) throw noSuchRole(key);
    assertMayAssignRole(actor, role);
    return role.id;
  }

  /** Runs a write, turning the database's refusals into the answers the form shows. */
  async function writing<T>(roleKey: string | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      // The role's row is key-share locked first; this only answers if that ever changes.
      if (isForeignKeyViolation(error) && roleKey) throw noSuchRole(roleKey);
      throw error;
    }
  }

  return {
    /** The command palette's matches, exact ones first, at most `limit`. */
    quickSearch: (q: string, limit: number) => createTeamRepository(deps.db).quickSearch(q, limit),

    async list(actor: Actor, query: TeamListQuery): Promise<ListResult<TeamMember>> {
      const { items, ...counted } = await createTeamRepository(deps.db).list(query);
      return {
        items: items.map((row) => mapTeamMember(row, actor)),
        ...counted,
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
        const team = createTeamRepository(tx);
        if (await team.emailInUse(body.email)) throw emailTaken();
        const roleId = await assignableRoleId(tx, actor, body.roleKey);
        const employeeId = await writing(body.roleKey, () =>
          team.insert({
            fullName: body.fullName,
            email: body.email,
            phone: body.phone ?? null,
            designation: body.designation ?? null,
            department: body.department ?? null,
            roleId,
          }),
        );
        const member = await requireMember(tx, employeeId);
        // Whoever invites an account could hold its credentials (docs/SECURITY.md).
        await recordAccountControl(tx, {
          accountId: member.id,
          controllerId: actor.memberId,
          kind: 'invited',
        });
        await auditTrail(tx, { actor, ip }).created(
          'team-member',
          employeeId,
          memberRecord(member),
        );
        return member;
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
        const team = createTeamRepository(tx);
        // A move away from super-admin is counted under the lock deactivations take too.
        if (body.roleKey && body.roleKey !== SUPER_ADMIN_ROLE) await team.lockSuperAdminRole();
        const before = await requireChangeableMember(tx, actor, employeeId);
        const emailChanged = body.email !== undefined && body.email !== before.email;
        if (emailChanged && (await team.emailInUse(body.email ?? '', before.id))) {
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
          (await team.countActiveSuperAdmins()) <= 1
        ) {
          throw lastSuperAdmin();
        }
        const { roleKey: _roleKey, ...details } = body;
        await writing(body.roleKey, () =>
          team.update(before.id, { ...details, ...(roleId !== undefined ? { roleId } : {}) }),
        );
        if (emailChanged) {
          await deps.passwords.endLinks(tx, before.id);
          // The new address may be the editor's own: a reset link there hands them the account.
          await recordAccountControl(tx, {
            accountId: before.id,
            controllerId: actor.memberId,
            kind: 'email-changed',
          });
        }
        const after = await requireMember(tx, employeeId);
        await auditTrail(tx, { actor, ip }).updated(
          'team-member',
          employeeId,
          memberRecord(before),
          memberRecord(after),
        );
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

    /** Switches members on or off (change-active-status), answered per id. */
    changeStatus(actor: Actor, employeeIds: string[], isActive: boolean, ip: string) {
      return deps.db.transaction((tx) =>
        changeTeamMemberStatus(tx, { actor, ip }, employeeIds, isActive, (memberId) =>
          deps.sessions.endMemberSessions(tx, memberId, 'deactivated'),
        ),
      );
    },

    /**
     * Who may act on a kind of record: the active members whose role grants `action` on
     * `resource` (everyone on super-admin). Areas use it to tell the right people of an event.
     */
    activeMemberIdsWith(resource: Resource, action: Action): Promise<number[]> {
      return createTeamRepository(deps.db).activeMemberIdsWith(resource, action);
    },

    /** A person's own record, for their profile in the Setting area. */
    async ownRecord(memberId: number, db: Executor = deps.db) {
      const row = await createTeamRepository(db).findById(memberId);
      if (!row) throw new AppError('NOT_FOUND', 'Your account was not found.');
      return row;
    },

    /** Saves a person's own profile inside the caller's transaction. */
    async updateOwnProfile(tx: Executor, memberId: number, profile: OwnProfile): Promise<void> {
      await createTeamRepository(tx).update(memberId, profile);
    },

    /** The member's role and its matrix, for the member's Role & permissions section. */
    async memberPermissions(employeeId: string): Promise<TeamRolePermissions> {
      const row = await createTeamRepository(deps.db).memberRole(employeeId);
      if (!row) throw notFound(employeeId);
      return toRolePermissions(row);
    },

    async rolePermissions(key: string): Promise<TeamRolePermissions> {
      const row = await createTeamRepository(deps.db).role(key);
      if (!row) throw new AppError('ROLE_NOT_FOUND', `There is no role "${key}".`);
      return toRolePermissions(row);
    },

    /**
     * Team screens pick roles with teams.* alone (the full role list needs roles.view); each says
     * whether the caller may give it, so the form offers only what would be accepted.
     */
    async roleOptions(actor: Actor): Promise<RoleOption[]> {
      const rows = await createTeamRepository(deps.db).roles();
      return rows.map((row) => ({
        key: row.key,
        name: row.name,
        assignable: holdsAll(actor, row.permissions),
      }));
    },

    /**
     * Mails a fresh invitation link. The resend is counted against the member's limits, recorded
     * as control of the account and audited (never the link's token) in the transaction that
     * checks the member may still be invited; the link follows the commit, as on create.
     */
    async resendInvitation(actor: Actor, employeeId: string, ip: string): Promise<void> {
      const member = await deps.db.transaction(async (tx) => {
        const row = await requireChangeableMember(tx, actor, employeeId);
        if (!row.invitationPending) {
          throw new AppError('INVITATION_ACCEPTED', 'This member has already set a password.');
        }
        if (row.status !== 'active') {
          throw new AppError(
            'TEAM_MEMBER_INACTIVE',
            'Reactivate this member before inviting them again.',
          );
        }
        // Counted only once the member may be invited again, and undone with a refusal's
        // transaction: no attempt that sends nothing uses up a resend. The counter's row stays
        // locked until commit, so parallel resends are counted one after another.
        const limiter = createRateLimiter(tx);
        try {
          for (const limit of invitationResendLimits(row.id)) await limiter.hit(limit);
        } catch (error) {
          if (error instanceof AppError && error.code === 'RATE_LIMITED') {
            throw resendTooSoon(error, row);
          }
          throw error;
        }
        await recordAccountControl(tx, {
          accountId: row.id,
          controllerId: actor.memberId,
          kind: 'invitation-resent',
        });
        await auditTrail(tx, { actor, ip }).updated('team-member', employeeId, null, {
          invitation: 'sent again',
        });
        return row;
      });
      await deps.passwords.sendPasswordLink(member, 'invitation');
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
