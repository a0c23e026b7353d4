import {
  type Action,
  actionNeeds,
  type Resource,
  SUPER_ADMIN_ROLE,
} from '@depot/contracts/permissions';
import type { TeamListQuery } from '@depot/contracts/team';

/** The list's search, filters and sort: the query without its paging. */
type TeamFilters = Omit<TeamListQuery, 'page' | 'pageSize' | 'cursor'>;

import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, RowOfQuery } from '../../db/client.ts';
import { roles } from '../../db/schema/roles.ts';
import {
  nextEmployeeId,
  type TeamMemberStatus,
  teamMembers,
} from '../../db/schema/team-members.ts';
import { type ListSource, listReadings } from '../../lib/list-pages.ts';
import {
  exactFirst,
  type ListSort,
  likePattern,
  resolveSort,
  type SortKey,
} from '../../lib/lists.ts';

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

/** The list's search, also the command palette's: name, email or employee id. */
function memberSearch(q: string): SQL | undefined {
  const pattern = likePattern(q);
  return or(
    ilike(teamMembers.fullName, pattern),
    ilike(teamMembers.email, pattern),
    ilike(teamMembers.employeeId, pattern),
  );
}

const sortKeys = {
  fullName: { expression: teamMembers.fullName, type: 'text' },
  email: { expression: teamMembers.email, type: 'text' },
  employeeId: { expression: teamMembers.employeeId, type: 'text' },
  role: { expression: roles.name, type: 'text' },
  status: { expression: teamMembers.status, type: 'text' },
  joinedAt: { expression: teamMembers.joinedAt, type: 'timestamptz' },
  lastSignInAt: { expression: teamMembers.lastSignInAt, type: 'timestamptz', nullable: true },
} satisfies Record<string, SortKey>;

const listSort = (sort: string | undefined): ListSort => resolveSort(sort, sortKeys, 'employeeId');

/** The list's search and filters as one condition. */
function filtersOf(query: TeamFilters): SQL | undefined {
  const filters: SQL[] = [];
  const search = query.q ? memberSearch(query.q) : undefined;
  if (search) filters.push(search);
  if (query.role) filters.push(eq(roles.key, query.role));
  if (query.status) filters.push(eq(teamMembers.status, query.status));
  return filters.length > 0 ? and(...filters) : undefined;
}

/** Members with their role. */
const selectMembers = (db: Executor) =>
  db.select(memberColumns).from(teamMembers).innerJoin(roles, eq(roles.id, teamMembers.roleId));
export type MemberRow = RowOfQuery<ReturnType<typeof selectMembers>>;

/** The details a member's form changes; the role by its row id. */
export type MemberChanges = Partial<{
  fullName: string;
  email: string;
  phone: string | null;
  designation: string | null;
  department: string | null;
  roleId: number;
}>;

export function createTeamRepository(db: Executor) {
  const members = () => selectMembers(db);

  /** The filtered members in the list's order, for a page. */
  const listSource = (query: TeamFilters): ListSource => {
    const where = filtersOf(query);
    return {
      sort: listSort(query.sort),
      id: teamMembers.id,
      columns: memberColumns,
      rows: (selection, condition) =>
        db
          .select(selection)
          .from(teamMembers)
          .innerJoin(roles, eq(roles.id, teamMembers.roleId))
          .where(and(where, condition))
          .$dynamic(),
      ids: db
        .select({ id: teamMembers.id })
        .from(teamMembers)
        .innerJoin(roles, eq(roles.id, teamMembers.roleId))
        .where(where),
    };
  };

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

    /** The Team list: search, filters, a stable sort and one page by its cursor, with the total. */
    list: listReadings<MemberRow, TeamFilters>(db, listSource).list,

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
