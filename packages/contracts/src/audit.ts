import { z } from 'zod';
import { dateTimeSchema, employeeIdSchema, listQuerySchema, listResult, text } from './common.ts';
import { defineEndpoints } from './endpoint.ts';

export type { AuditEntity } from './audited-records.ts';

/** One audit entry as History shows it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  action: z.enum(['create', 'update', 'delete', 'status']),
  entity: z.string(),
  entityId: z.string(),
  actor: z.object({ employeeId: z.string(), fullName: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  /** Set when before/after were left out: the reader may not view that kind of record. */
  changesHidden: z.boolean().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A record's History holds its newest changes, this many; the audit log pages through all. */
export const HISTORY_LENGTH = 200;

export const auditQuerySchema = listQuerySchema.omit({ sort: true, q: true }).extend({
  actor: employeeIdSchema.optional(),
  entity: z
    .string()
    .regex(/^[a-z][a-z-]{1,40}$/, 'an entity name like team-member')
    .optional(),
  entityId: text(80).optional(),
  from: dateTimeSchema.optional(),
  to: dateTimeSchema.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEndpoints = defineEndpoints('audit', {
  list: {
    method: 'GET',
    path: '/admin/audit',
    summary: 'Every change, newest first, filterable by actor, entity and time',
    access: { resource: 'settings', action: 'view' },
    query: auditQuerySchema,
    response: listResult(auditEntrySchema),
    errors: [],
  },
});
