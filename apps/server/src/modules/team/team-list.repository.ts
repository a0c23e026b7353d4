import { parseSort } from '@depot/contracts/common';
import type { TeamListQuery } from '@depot/contracts/team';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roles } from '../../db/schema/roles.ts';
import { teamMembers } from '../../db/schema/team-members.ts';

export const teamMemberColumns = {
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

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The Team list: search, filters, a stable sort and one page, with the total for the pager. */
export async function listTeamMembers(db: Executor, query: TeamListQuery) {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    const search = or(
      ilike(teamMembers.fullName, pattern),
      ilike(teamMembers.email, pattern),
      ilike(teamMembers.employeeId, pattern),
    );
    if (search) filters.push(search);
  }
  if (query.role) filters.push(eq(roles.key, query.role));
  if (query.status) filters.push(eq(teamMembers.status, query.status));
  const where = filters.length > 0 ? and(...filters) : undefined;

  const sort = parseSort(query.sort);
  const column = sort && isSortField(sort.field) ? sortColumns[sort.field] : teamMembers.employeeId;
  const direction = sort?.direction === 'desc' ? desc : asc;
  const [items, [total]] = await Promise.all([
    db
      .select(teamMemberColumns)
      .from(teamMembers)
      .innerJoin(roles, eq(roles.id, teamMembers.roleId))
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
}

export async function findTeamMember(db: Executor, employeeId: string) {
  const [row] = await db
    .select(teamMemberColumns)
    .from(teamMembers)
    .innerJoin(roles, eq(roles.id, teamMembers.roleId))
    .where(eq(teamMembers.employeeId, employeeId));
  return row ?? null;
}

/**
 * A member about to be changed, with what their role grants (the actor may act on them only
 * when holding all of it), locked until the transaction ends so the role cannot change between
 * that check and the write.
 */
export async function findTeamMemberForChange(db: Executor, employeeId: string) {
  const [row] = await db
    .select(teamMemberColumns)
    .from(teamMembers)
    .innerJoin(roles, eq(roles.id, teamMembers.roleId))
    .where(eq(teamMembers.employeeId, employeeId))
    .for('update', { of: teamMembers });
  return row ?? null;
}
