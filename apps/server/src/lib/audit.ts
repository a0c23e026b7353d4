import type { Executor } from '../db/client.ts';
import { type AuditAction, auditLog } from '../db/schema/audit.ts';

export type AuditEntry = {
  actorMemberId: number | null;
  action: AuditAction;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
};

/** Writes one audit entry; call it with the transaction that makes the change. */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    actorMemberId: entry.actorMemberId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}
