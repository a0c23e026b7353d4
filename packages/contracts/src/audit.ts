import { z } from 'zod';
import { dateTimeSchema, employeeIdSchema, listQuerySchema, listResult, text } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { orderFieldLabels } from './order-fields.ts';
import { packageFieldLabels } from './package-fields.ts';
import { receivingFieldLabels } from './receiving-fields.ts';
import { shipmentFieldLabels } from './shipment-fields.ts';
import { teamMemberFieldLabels } from './team-fields.ts';
import { userFieldLabels } from './user-fields.ts';
import { zoneFieldLabels } from './zone-fields.ts';

/**
 * Every kind of record the audit log names: its name in words and, where the record declares
 * them (`<record>-fields.ts`), its fields' words, which History reads. The only list of them:
 * the server writes entries only under these names, so a misspelt one fails to compile instead
 * of splitting a record's History in two. A kind without field words has its field names made
 * readable instead.
 */
export const auditedRecords = {
  user: { name: 'User', fields: userFieldLabels },
  package: { name: 'Package', fields: packageFieldLabels },
  zone: { name: 'Zone', fields: zoneFieldLabels },
  shipment: { name: 'Shipment', fields: shipmentFieldLabels },
  'goods-receipt': { name: 'Goods receipt', fields: receivingFieldLabels },
  order: { name: 'Order', fields: orderFieldLabels },
  'team-member': { name: 'Team member', fields: teamMemberFieldLabels },
  role: { name: 'Role' },
  organization: { name: 'Organisation' },
  'member-settings': { name: 'Personal settings' },
  accessibility: { name: 'Accessibility' },
  'table-sequence': { name: 'Table columns' },
  report: { name: 'Report' },
  download: { name: 'Download' },
} as const satisfies Record<string, { name: string; fields?: Readonly<Record<string, string>> }>;
export type AuditEntity = keyof typeof auditedRecords;

/** What the audit log calls each kind of record ("Goods receipt"). */
export const auditEntityLabels = Object.fromEntries(
  Object.entries(auditedRecords).map(([entity, record]) => [entity, record.name]),
) as { readonly [Entity in AuditEntity]: (typeof auditedRecords)[Entity]['name'] };

/** The words of a kind's fields, where it declares them. */
export function auditedFieldLabels(
  entity: AuditEntity,
): Readonly<Record<string, string>> | undefined {
  const record = auditedRecords[entity];
  return 'fields' in record ? record.fields : undefined;
}

/** Whether a stored entry's entity is one this build names (older entries may not be). */
export function isAuditEntity(name: string): name is AuditEntity {
  return Object.hasOwn(auditEntityLabels, name);
}

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
