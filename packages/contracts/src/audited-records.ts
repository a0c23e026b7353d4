import { orderFieldLabels } from './order-fields.ts';
import { organizationFieldLabels } from './organization-fields.ts';
import { packageFieldLabels } from './package-fields.ts';
import { receivingFieldLabels } from './receiving-fields.ts';
import { roleFieldLabels } from './role-fields.ts';
import { shipmentFieldLabels } from './shipment-fields.ts';
import { teamMemberFieldLabels } from './team-fields.ts';
import { transactionFieldLabels } from './transaction-fields.ts';
import { userFieldLabels } from './user-fields.ts';
import { zoneFieldLabels } from './zone-fields.ts';

/**
 * Every kind of record the audit log names: its name in words and, where the record declares
 * them (`<record>-fields.ts`), its fields' words, which History reads; a kind without them has
 * its field names made readable instead. The only list of them: the server writes entries only
 * under these names, so a misspelt one fails to compile instead of splitting a record's History
 * in two. Kept apart from `audit.ts`, whose entry schema every area's History endpoint loads, so
 * that the words download only with History.
 */
export const auditedRecords = {
  user: { name: 'User', fields: userFieldLabels },
  package: { name: 'Package', fields: packageFieldLabels },
  zone: { name: 'Zone', fields: zoneFieldLabels },
  shipment: { name: 'Shipment', fields: shipmentFieldLabels },
  'goods-receipt': { name: 'Goods receipt', fields: receivingFieldLabels },
  order: { name: 'Order', fields: orderFieldLabels },
  'team-member': { name: 'Team member', fields: teamMemberFieldLabels },
  role: { name: 'Role', fields: roleFieldLabels },
  organization: { name: 'Organisation', fields: organizationFieldLabels },
  'member-settings': { name: 'Personal settings' },
  accessibility: { name: 'Accessibility' },
  'table-sequence': { name: 'Table columns' },
  report: { name: 'Report' },
  download: { name: 'Download' },
  invoice: { name: 'Invoice', fields: transactionFieldLabels },
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
