import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { teamMembers } from './team-members.ts';

export const auditActions = ['create', 'update', 'delete', 'status'] as const;
export type AuditAction = (typeof auditActions)[number];

/** Every change anywhere, written in the same transaction as the change itself. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorMemberId: integer('actor_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    action: text('action', { enum: auditActions }).notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_entity_index').on(table.entity, table.entityId, table.at),
    index('audit_log_actor_index').on(table.actorMemberId, table.at),
    // Filtering by actor and kind of record, counted without touching the table.
    index('audit_log_actor_entity_index').on(table.actorMemberId, table.entity, table.at),
    index('audit_log_at_index').on(table.at),
    // Entries keep what changed, capped per side in code; the table refuses anything larger.
    check('audit_log_before_size', sql`octet_length(${table.before}::text) <= 32768`),
    check('audit_log_after_size', sql`octet_length(${table.after}::text) <= 32768`),
  ],
);
