import { adjustmentFieldFormats, adjustmentFieldLabels } from './adjustment-fields.ts';
import { countFieldFormats, countFieldLabels } from './counts.ts';
import type { FieldFormat } from './fields.ts';
import { locationFieldFormats, locationFieldLabels } from './location-fields.ts';
import { orderFieldFormats, orderFieldLabels } from './order-fields.ts';
import { organizationFieldFormats, organizationFieldLabels } from './organization-fields.ts';
import { packageFieldFormats, packageFieldLabels } from './package-fields.ts';
import { receivingFieldFormats, receivingFieldLabels } from './receiving-fields.ts';
import { roleFieldLabels } from './role-fields.ts';
import { shipmentFieldFormats, shipmentFieldLabels } from './shipment-fields.ts';
import { productFieldLabels, skuFieldFormats, skuFieldLabels } from './sku-fields.ts';
import { teamMemberFieldFormats, teamMemberFieldLabels } from './team-fields.ts';
import { transactionFieldFormats, transactionFieldLabels } from './transaction-fields.ts';
import {
  paymentMethodLabels,
  transactionKindLabels,
  transactionStatusLabels,
} from './transactions.ts';
import { transferFieldFormats, transferFieldLabels } from './transfers.ts';
import { userFieldFormats, userFieldLabels } from './user-fields.ts';
import { vendorFieldFormats, vendorFieldLabels } from './vendor-fields.ts';
import { warehouseFieldFormats, warehouseFieldLabels } from './warehouse-fields.ts';
import { zoneFieldFormats, zoneFieldLabels } from './zone-fields.ts';

/**
 * What a change of a user's plan records beside the plan (user-plans): the invoice it raised,
 * and why a plan was cancelled. Not fields of a user, so named here.
 */
const planChangeLabels = {
  'plan.cancelledAt': 'Plan cancelled at',
  'plan.changedAt': 'Plan changed at',
  'plan.nextPackage': 'Package at the next renewal',
  credits: 'Credit notes for the unused days',
  invoice: 'Invoice',
  'invoice.invoiceNumber': 'Invoice',
  'invoice.kind': 'Invoice for',
  'invoice.package': 'Invoiced package',
  'invoice.amount': 'Invoice amount',
  'invoice.currency': 'Invoice currency',
  'invoice.status': 'Invoice status',
  'invoice.method': 'Payment method',
  'invoice.reference': 'Payment reference',
  'invoice.periodStart': 'Invoiced from',
  'invoice.periodEnd': 'Invoiced to',
  reason: 'Reason',
} as const;
const planChangeFormats = {
  'plan.cancelledAt': 'moment',
  'plan.changedAt': 'moment',
  'invoice.kind': transactionKindLabels,
  'invoice.amount': 'money',
  'invoice.status': transactionStatusLabels,
  'invoice.method': paymentMethodLabels,
  'invoice.periodStart': 'day',
  'invoice.periodEnd': 'day',
} as const;

/**
 * Every kind of record the audit log names: its name in words and, where the record declares
 * them (`<record>-fields.ts`), its fields' words and how their values read, which History uses; a kind without them has
 * its field names made readable instead. The only list of them: the server writes entries only
 * under these names, so a misspelt one fails to compile instead of splitting a record's History
 * in two. Kept apart from `audit.ts`, whose entry schema every area's History endpoint loads, so
 * that the words download only with History.
 */
export const auditedRecords = {
  user: {
    name: 'User',
    fields: { ...userFieldLabels, ...planChangeLabels },
    formats: { ...userFieldFormats, ...planChangeFormats },
  },
  package: { name: 'Package', fields: packageFieldLabels, formats: packageFieldFormats },
  zone: { name: 'Zone', fields: zoneFieldLabels, formats: zoneFieldFormats },
  warehouse: { name: 'Warehouse', fields: warehouseFieldLabels, formats: warehouseFieldFormats },
  location: { name: 'Location', fields: locationFieldLabels, formats: locationFieldFormats },
  shipment: { name: 'Shipment', fields: shipmentFieldLabels, formats: shipmentFieldFormats },
  'goods-receipt': {
    name: 'Goods receipt',
    fields: receivingFieldLabels,
    formats: receivingFieldFormats,
  },
  order: { name: 'Order', fields: orderFieldLabels, formats: orderFieldFormats },
  'team-member': {
    name: 'Team member',
    fields: teamMemberFieldLabels,
    formats: teamMemberFieldFormats,
  },
  role: { name: 'Role', fields: roleFieldLabels },
  organization: {
    name: 'Organisation',
    fields: organizationFieldLabels,
    formats: organizationFieldFormats,
  },
  'member-settings': { name: 'Personal settings' },
  accessibility: { name: 'Accessibility' },
  'table-sequence': { name: 'Table columns' },
  report: { name: 'Report' },
  download: { name: 'Download' },
  invoice: { name: 'Invoice', fields: transactionFieldLabels, formats: transactionFieldFormats },
  vendor: { name: 'Vendor', fields: vendorFieldLabels, formats: vendorFieldFormats },
  sku: { name: 'SKU', fields: skuFieldLabels, formats: skuFieldFormats },
  adjustment: {
    name: 'Stock adjustment',
    fields: adjustmentFieldLabels,
    formats: adjustmentFieldFormats,
  },
  product: { name: 'Product', fields: productFieldLabels },
  transfer: {
    name: 'Stock transfer',
    fields: transferFieldLabels,
    formats: transferFieldFormats,
  },
  count: { name: 'Cycle count', fields: countFieldLabels, formats: countFieldFormats },
} as const satisfies Record<
  string,
  {
    name: string;
    fields?: Readonly<Record<string, string>>;
    formats?: Readonly<Record<string, FieldFormat>>;
  }
>;
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

/** How a kind's values are shown, where it declares it. */
export function auditedFieldFormats(
  entity: AuditEntity,
): Readonly<Record<string, FieldFormat>> | undefined {
  const record = auditedRecords[entity];
  return 'formats' in record ? record.formats : undefined;
}

/** Whether a stored entry's entity is one this build names (older entries may not be). */
export function isAuditEntity(name: string): name is AuditEntity {
  return Object.hasOwn(auditEntityLabels, name);
}
