import type { Permissions } from '@depot/contracts/permissions';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Executor, RowOf } from '../../db/client.ts';
import { roleNameKey, roles } from '../../db/schema/roles.ts';
import { teamMembers } from '../../db/schema/team-members.ts';

const summaryColumns = {
  id: roles.id,
  key: roles.key,
  name: roles.name,
  description: roles.description,
  permissions: roles.permissions,
  isBuiltIn: roles.isBuiltIn,
  updatedAt: roles.updatedAt,
  // Spelled out: inside a subquery Drizzle leaves columns unqualified, and "id" would bind to team_members.
  memberCount: sql<number>`(select count(*)::int from "team_members" where "team_members"."role_id" = "roles"."id")`,
};

export type RoleRow = RowOf<typeof summaryColumns>;

export function createRolesRepository(db: Executor) {
  return {
    list(): Promise<RoleRow[]> {
      return db.select(summaryColumns).from(roles).orderBy(asc(roles.name));
    },

    async findByKey(key: string): Promise<RoleRow | null> {
      const [row] = await db.select(summaryColumns).from(roles).where(eq(roles.key, key));
      return row ?? null;
    },

    /**
     * The role whose name reads as `name` (case, surrounding and repeated spaces aside), other
     * than the role `exceptId`: the same comparison as the unique index on names.
     */
    async findByName(
      name: string,
      exceptId?: number,
    ): Promise<{ key: string; name: string; isBuiltIn: boolean } | null> {
      const [row] = await db
        .select({ key: roles.key, name: roles.name, isBuiltIn: roles.isBuiltIn })
        .from(roles)
        .where(
          and(
            eq(roleNameKey(roles.name), roleNameKey(sql`${name}::text`)),
            exceptId === undefined ? undefined : ne(roles.id, exceptId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async insert(values: {
      key: string;
      name: string;
      description: string;
      permissions: Permissions;
    }) {
      const [row] = await db.insert(roles).values(values).returning({ id: roles.id });
      if (!row) throw new Error('role not created');
      return row.id;
    },

    async update(
      id: number,
      values: { name: string; description: string; permissions: Permissions },
    ) {
      await db
        .update(roles)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(roles.id, id));
    },

    /**
     * Locks the role row until the transaction ends. Assigning a member checks the role under
     * a key-share lock, which this waits for (and blocks), so a count taken after it holds.
     */
    async lock(id: number) {
      await db.select({ id: roles.id }).from(roles).where(eq(roles.id, id)).for('update');
    },

    async remove(id: number) {
      await db.delete(roles).where(eq(roles.id, id));
    },

    async countMembers(id: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(teamMembers)
        .where(eq(teamMembers.roleId, id));
      return Number(row?.value ?? 0);
    },
  };
}
