import type { ListResult } from '@depot/contracts/common';
import type { Resource } from '@depot/contracts/permissions';
import type { AuditEntry, AuditQuery } from '@depot/contracts/team';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import { countWithLimit } from '../../lib/count.ts';
import { type Actor, can } from '../../plugins/access.ts';

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

type Row = {
  id: number;
  at: Date;
  action: AuditEntry['action'];
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  ip: string | null;
  actorEmployeeId: string | null;
  actorFullName: string | null;
};

function mapEntry(row: Row): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    actor:
      row.actorEmployeeId && row.actorFullName
        ? { employeeId: row.actorEmployeeId, fullName: row.actorFullName }
        : null,
    before: row.before,
    after: row.after,
    ip: row.ip,
  };
}

/**
 * Which permission shows the records of each audited entity. Anything not listed (a member's
 * preferences, the organisation) is readable in detail through the audit log only.
 */
const entityResources: Partial<Record<string, Resource>> = {
  'team-member': 'teams',
  role: 'roles',
};

/**
 * Entries as someone outside the audit log (settings.view) may read them: every entry stays,
 * but before/after are left out where the reader may not view that kind of record.
 */
export function visibleTo(actor: Actor, entries: AuditEntry[]): AuditEntry[] {
  if (can(actor, 'settings', 'view')) return entries;
  return entries.map((entry) => {
    const resource = entityResources[entry.entity];
    if (resource && can(actor, resource, 'view')) return entry;
    return { ...entry, before: null, after: null, changesHidden: true };
  });
}

/** Reading the audit log: a record's History, and the filtered list of the Setting area. */
export function createAuditService(deps: { db: Database }) {
  const select = () =>
    deps.db
      .select(columns)
      .from(auditLog)
      .leftJoin(teamMembers, eq(teamMembers.id, auditLog.actorMemberId));

  return {
    /** The newest 200 changes to one record. */
    async historyOf(entity: string, entityId: string): Promise<AuditEntry[]> {
      const rows = await select()
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(200);
      return rows.map(mapEntry);
    },

    async list(query: AuditQuery): Promise<ListResult<AuditEntry>> {
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
          deps.db,
          deps.db
            .select({ id: auditLog.id })
            .from(auditLog)
            .leftJoin(teamMembers, eq(teamMembers.id, auditLog.actorMemberId))
            .where(where),
        ),
      ]);
      return { items: rows.map(mapEntry), ...counted, page: query.page, pageSize: query.pageSize };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
