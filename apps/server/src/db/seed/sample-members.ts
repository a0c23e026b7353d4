import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { roles } from '../schema/roles.ts';
import { teamMembers } from '../schema/team-members.ts';

/**
 * The first active member of each of these built-in roles, by the role's key: who, in the
 * sample's history, raised, counted or approved a document.
 */
export async function sampleMembersOf(
  db: Executor,
  roleKeys: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: roles.key, id: sql<number>`min(${teamMembers.id})` })
    .from(teamMembers)
    .innerJoin(roles, eq(roles.id, teamMembers.roleId))
    .where(and(inArray(roles.key, [...roleKeys]), eq(teamMembers.status, 'active')))
    .groupBy(roles.key);
  return new Map(rows.map((row) => [row.key, Number(row.id)]));
}
