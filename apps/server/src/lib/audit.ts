import type { AuditEntity } from '@depot/contracts/audit';
import type { Executor } from '../db/client.ts';
import { type AuditAction, auditLog } from '../db/schema/audit.ts';

type AuditEntry = {
  actorMemberId: number | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
};

/**
 * Largest JSON kept for each side of an entry, in UTF-8 bytes (a character of Indian script is
 * three). Contracts bound every field, so only a record with many long fields comes near; past
 * it, the entry names the changed keys instead, and a page of a hundred entries stays under
 * 0.7 MB whatever was written.
 */
export const AUDIT_SIDE_BYTES = 3_000;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The parts of `before` and `after` that differ, key by key and into nested objects; arrays
 * and other values count as one. Keys present on one side only are kept on that side.
 */
export function changedParts(before: unknown, after: unknown): { before: unknown; after: unknown } {
  if (!isPlainObject(before) || !isPlainObject(after)) return { before, after };
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (same(before[key], after[key])) continue;
    const parts = changedParts(before[key], after[key]);
    if (key in before) changedBefore[key] = parts.before;
    if (key in after) changedAfter[key] = parts.after;
  }
  return { before: changedBefore, after: changedAfter };
}

function bounded(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const size = Buffer.byteLength(JSON.stringify(value));
  if (size <= AUDIT_SIDE_BYTES) return value;
  return {
    omitted: `${size} bytes, too large to keep`,
    ...(isPlainObject(value) ? { keys: Object.keys(value).slice(0, 50) } : {}),
  };
}

/** An entry as its row: an update keeps only what changed; a creation or deletion the record. */
function auditRow(entry: AuditEntry) {
  const hasBoth = entry.before != null && entry.after != null;
  const { before, after } = hasBoth
    ? changedParts(entry.before, entry.after)
    : { before: entry.before, after: entry.after };
  return {
    actorMemberId: entry.actorMemberId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: bounded(before),
    after: bounded(after),
    ip: entry.ip ?? null,
  };
}

/** Writes one entry. */
async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values(auditRow(entry));
}

/** Entries written per statement when many are written at once (an import). */
const AUDIT_BATCH_SIZE = 500;

/** Who made a change, and from which address. */
export type ChangeSource = { actor: { memberId: number } | null; ip: string | null };

/**
 * The audit trail of a request's changes: call it with the transaction that makes them, so a
 * change and its entry are written together or not at all.
 */
export function auditTrail(executor: Executor, source: ChangeSource) {
  const write = (
    action: AuditAction,
    entity: AuditEntity,
    entityId: string | number,
    before: unknown,
    after: unknown,
  ) =>
    recordAudit(executor, {
      actorMemberId: source.actor?.memberId ?? null,
      action,
      entity,
      entityId,
      before,
      after,
      ip: source.ip,
    });
  return {
    created: (entity: AuditEntity, entityId: string | number, after: unknown) =>
      write('create', entity, entityId, null, after),
    updated: (entity: AuditEntity, entityId: string | number, before: unknown, after: unknown) =>
      write('update', entity, entityId, before, after),
    deleted: (entity: AuditEntity, entityId: string | number, before: unknown) =>
      write('delete', entity, entityId, before, null),
    statusChanged: (
      entity: AuditEntity,
      entityId: string | number,
      before: unknown,
      after: unknown,
    ) => write('status', entity, entityId, before, after),
    /**
     * One creation entry per record, as `created` writes each, in a few multi-row statements:
     * an import of thousands would otherwise spend its time on round trips.
     */
    async createdMany(
      entity: AuditEntity,
      records: ReadonlyArray<{ entityId: string | number; after: unknown }>,
    ): Promise<void> {
      for (let start = 0; start < records.length; start += AUDIT_BATCH_SIZE) {
        const rows = records.slice(start, start + AUDIT_BATCH_SIZE).map((record) =>
          auditRow({
            actorMemberId: source.actor?.memberId ?? null,
            action: 'create',
            entity,
            entityId: record.entityId,
            after: record.after,
            ip: source.ip,
          }),
        );
        await executor.insert(auditLog).values(rows);
      }
    },
  };
}
