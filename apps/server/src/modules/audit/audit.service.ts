import { allAreas } from '@depot/contracts/areas';
import {
  type AuditEntity,
  type AuditEntry,
  type AuditQuery,
  HISTORY_LENGTH,
} from '@depot/contracts/audit';
import { isAuditEntity } from '@depot/contracts/audited-records';
import type { ListResult } from '@depot/contracts/common';
import type { Resource } from '@depot/contracts/permissions';
import type { Database } from '../../db/client.ts';
import { type Actor, can } from '../../lib/actor.ts';
import { createAuditRepository } from './audit.repository.ts';

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
 * Which permission shows the records of each audited entity: each area's, as it declares them,
 * and roles' and reports'. Anything else (a member's preferences, the organisation) is readable
 * in detail through the audit log only.
 */
const entityResources: Partial<Record<AuditEntity, Resource>> = {
  ...Object.fromEntries(
    allAreas.flatMap((area) => ('entity' in area ? [[area.entity, area.resource]] : [])),
  ),
  role: 'roles',
  report: 'reports',
};

/**
 * Entries as someone outside the audit log (settings.view) may read them: every entry stays,
 * but before/after are left out where the reader may not view that kind of record.
 */
export function visibleTo(actor: Actor, entries: AuditEntry[]): AuditEntry[] {
  if (can(actor, 'settings', 'view')) return entries;
  return entries.map((entry) => {
    const resource = isAuditEntity(entry.entity) ? entityResources[entry.entity] : undefined;
    if (resource && can(actor, resource, 'view')) return entry;
    return { ...entry, before: null, after: null, changesHidden: true };
  });
}

/** Reading the audit log: a record's History, and the filtered list of the Setting area. */
export function createAuditService(deps: { db: Database }) {
  const repository = createAuditRepository(deps.db);
  return {
    /** The newest HISTORY_LENGTH (200) changes to one record. */
    async historyOf(entity: AuditEntity, entityId: string): Promise<AuditEntry[]> {
      return (await repository.history(entity, entityId, HISTORY_LENGTH)).map(mapEntry);
    },

    async list(query: AuditQuery): Promise<ListResult<AuditEntry>> {
      const { rows, ...counted } = await repository.list(query);
      return { items: rows.map(mapEntry), ...counted, page: query.page, pageSize: query.pageSize };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;

/**
 * A record's history, or the record's not-found answer when it has none and does not exist: a
 * deleted record keeps its history, but an id that never named anything is a 404, as its view
 * is. `read` answers the record or throws its not-found error.
 */
export async function historyOfExisting(
  audit: Pick<AuditService, 'historyOf'>,
  entity: AuditEntity,
  entityId: string,
  read: (entityId: string) => Promise<unknown>,
): Promise<AuditEntry[]> {
  const entries = await audit.historyOf(entity, entityId);
  if (entries.length === 0) await read(entityId);
  return entries;
}
