import { parseSort } from '@depot/contracts/common';
import {
  type Action,
  actionNeeds,
  type Resource,
  SUPER_ADMIN_ROLE,
} from '@depot/contracts/permissions';
import type { TeamListQuery } from '@depot/contracts/team';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roles } from '../../db/schema/roles.ts';
import {
  nextEmployeeId,
  type TeamMemberStatus,
  teamMembers,
} from '../../db/schema/team-members.ts';
import { exactFirst, likePattern } from '../../lib/lists.ts';

const memberColumns = {
  id: teamMembers.id,
  employeeId: teamMembers.employeeId,
  fullName: teamMembers.fullName,
  email: teamMembers.email,
  phone: teamMembers.phone,
  designation: teamMembers.designation,
  department: teamMembers.department,
  status: teamMembers.status,
  invitationPending: sql<boolean>`${teamMembers.passwordHash} is null`,
  joinedAt: teamMembers.joinedAt,
  lastSignInAt: teamMembers.lastSignInAt,
  roleKey: roles.key,
  roleName: roles.name,
  rolePermissions: roles.permissions,
};

const rolePermissionColumns = {
  key: roles.key,
  name: roles.name,
  description: roles.description,
  permissions: roles.permissions,
};

const sortColumns = {
  fullName: teamMembers.fullName,
  email: teamMembers.email,
  employeeId: teamMembers.employeeId,
  role: roles.name,
  status: teamMembers.status,
  joinedAt: teamMembers.joinedAt,
  lastSignInAt: teamMembers.lastSignInAt,
} as const;

function isSortField(field: string): field is keyof typeof sortColumns {
  return field in sortColumns;
}

/** The details a member's form changes; the role by its row id. */
export type MemberChanges = Partial<{
  fullName: string;
  email: string;
  phone: string | null;
  designation: string | null;
  department: string | null;
  roleId: number;
}>;

/** The list's search, also the command palette's: name, email or employee id. */
function memberSearch(q: string): SQL | undefined {
  const pattern = likePattern(q);
  return or(
    ilike(teamMembers.fullName, pattern),
    ilike(teamMembers.email, pattern),
    ilike(teamMembers.employeeId, pattern),
  );
}

export function createTeamRepository(db: Executor) {
  const members = () =>
    db.select(memberColumns).from(teamMembers).innerJoin(roles, eq(roles.id, teamMembers.roleId));

  return {
    /** The command palette's members: the list's search, an exact employee id or email first. */
    quickSearch(q: string, limit: number) {
      return db
        .select({
          employeeId: teamMembers.employeeId,
          fullName: teamMembers.fullName,
          email: teamMembers.email,
          status: teamMembers.status,
          roleName: roles.name,
        })
        .from(teamMembers)
        .innerJoin(roles, eq(roles.id, teamMembers.roleId))
        .where(memberSearch(q))
        .orderBy(
          exactFirst(
            eq(teamMembers.employeeId, q.toUpperCase()),
            sql`lower(${teamMembers.email}) = ${q.toLowerCase()}`,
          ),
          asc(teamMembers.fullName),
          asc(teamMembers.id),
        )
        .limit(limit);
    },

    /** The Team list: search, filters, a stable sort and one page, with the total for the pager. */
    async list(query: TeamListQuery) {
      const filters: SQL[] = [];
      const search = query.q ? memberSearch(query.q) : undefined;
      if (search) filters.push(search);
      if (query.role) filters.push(eq(roles.key, query.role));
      if (query.status) filters.push(eq(teamMembers.status, query.status));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const sort = parseSort(query.sort);
      const column =
        sort && isSortField(sort.field) ? sortColumns[sort.field] : teamMembers.employeeId;
      const direction = sort?.direction === 'desc' ? desc : asc;
      const [items, [total]] = await Promise.all([
        members()
          .where(where)
          // The id breaks ties, so pages never repeat or skip a member.
          .orderBy(direction(column), asc(teamMembers.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ value: count() })
          .from(teamMembers)
          .innerJoin(roles, eq(roles.id, teamMembers.roleId))
          .where(where),
      ]);
      return { items, total: Number(total?.value ?? 0) };
    },

    async find(employeeId: string) {
      const [row] = await members().where(eq(teamMembers.employeeId, employeeId));
      return row ?? null;
    },

    async findById(memberId: number) {
      const [row] = await members().where(eq(teamMembers.id, memberId));
      return row ?? null;
    },

    /**
     * A member about to be changed, locked until the transaction ends so their role cannot
     * change between the check of who may act on them and the write.
     */
    async findForChange(employeeId: string) {
      const [row] = await members()
        .where(eq(teamMembers.employeeId, employeeId))
        .for('update', { of: teamMembers });
      return row ?? null;
    },

    /** Members by employee id, locked like `findForChange`. */
    async findManyForChange(employeeIds: string[]) {
      if (employeeIds.length === 0) return [];
      return members()
        .where(inArray(teamMembers.employeeId, employeeIds))
        .for('update', { of: teamMembers });
    },

    /**
     * A role to give a member, held (key share) until commit: a concurrent deletion of the role
     * waits, then sees the member.
     */
    async roleForAssignment(key: string) {
      const [role] = await db
        .select({ id: roles.id, key: roles.key, name: roles.name, permissions: roles.permissions })
        .from(roles)
        .where(eq(roles.key, key))
        .for('key share');
      return role ?? null;
    },

    async emailInUse(email: string, exceptMemberId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: teamMembers.id })
        .from(teamMembers)
        .where(sql`lower(${teamMembers.email}) = ${email.toLowerCase()}`);
      return row !== undefined && row.id !== exceptMemberId;
    },

    /** Adds a member under the next employee id; answers that id. */
    async insert(values: Required<Omit<MemberChanges, 'roleId'>> & { roleId: number }) {
      const [row] = await db
        .insert(teamMembers)
        .values({ ...values, employeeId: nextEmployeeId })
        .returning({ employeeId: teamMembers.employeeId });
      if (!row) throw new Error('team member not created');
      return row.employeeId;
    },

    async update(memberId: number, changes: MemberChanges) {
      await db
        .update(teamMembers)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(teamMembers.id, memberId));
    },

    async setStatus(memberId: number, status: TeamMemberStatus) {
      await db
        .update(teamMembers)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(teamMembers.id, memberId));
    },

    /** A member's role and its grants, for the member's Role & permissions section. */
    async memberRole(employeeId: string) {
      const [row] = await db
        .select(rolePermissionColumns)
        .from(teamMembers)
        .innerJoin(roles, eq(roles.id, teamMembers.roleId))
        .where(eq(teamMembers.employeeId, employeeId));
      return row ?? null;
    },

    async role(key: string) {
      const [row] = await db.select(rolePermissionColumns).from(roles).where(eq(roles.key, key));
      return row ?? null;
    },

    async roles() {
      return db.select(rolePermissionColumns).from(roles).orderBy(roles.name);
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

    /**
     * Ids of the active members whose role grants `action` on `resource`, with the action it
     * needs (approve needs view), as `can()` reads a role; the built-in super-admin role holds
     * everything, whatever its stored flags say.
     */
    async activeMemberIdsWith(resource: Resource, action: Action): Promise<number[]> {
      const rows = await db
        .select({ id: teamMembers.id })
        .from(teamMembers)
        .innerJoin(roles, eq(roles.id, teamMembers.roleId))
        .where(
          and(
            eq(teamMembers.status, 'active'),
            or(
              eq(roles.key, SUPER_ADMIN_ROLE),
              and(
                ...[action, actionNeeds[action]].flatMap((flag) =>
                  flag ? [sql`(${roles.permissions} -> ${resource} ->> ${flag}) = 'true'`] : [],
                ),
              ),
            ),
          ),
        )
        .orderBy(asc(teamMembers.id));
      return rows.map((row) => row.id);
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

export type TeamRepository = ReturnType<typeof createTeamRepository>;
export type MemberRow = NonNullable<Awaited<ReturnType<TeamRepository['find']>>>;
