import type { AuditQuery } from '@depot/contracts/audit';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import { countWithLimit } from '../../lib/count.ts';

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  ip: auditLog.ip,
  actorEmployeeId: teamMembers.employeeId,
  actorFullName: teamMembers.fullName,
};

export function createAuditRepository(db: Executor) {
  const select = () =>
    db
      .select(columns)
      .from(auditLog)
      .leftJoin(teamMembers, eq(teamMembers.id, auditLog.actorMemberId));

  return {
    /** The newest `limit` changes to one record. */
    history(entity: string, entityId: string, limit: number) {
      return select()
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit);
    },

    /** One page of the filtered log, newest first, with its total (estimated past 10 000). */
    async list(query: AuditQuery) {
      const filters: SQL[] = [];
      // By member id, so the (actor, time) index serves the filter and the order.
      if (query.actor) {
        filters.push(
          eq(
            auditLog.actorMemberId,
            sql`(select ${teamMembers.id} from ${teamMembers} where ${teamMembers.employeeId} = ${query.actor})`,
          ),
        );
      }
      if (query.entity) filters.push(eq(auditLog.entity, query.entity));
      if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
      if (query.from) filters.push(gte(auditLog.at, new Date(query.from)));
      if (query.to) filters.push(lte(auditLog.at, new Date(query.to)));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [rows, counted] = await Promise.all([
        select()
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        // The log grows without bound: past ten thousand entries the total is an estimate.
        countWithLimit(
          db,
          db
            .select({ id: auditLog.id })
            .from(auditLog)
            .leftJoin(teamMembers, eq(teamMembers.id, auditLog.actorMemberId))
            .where(where),
        ),
      ]);
      return { rows, ...counted };
    },
  };
}
