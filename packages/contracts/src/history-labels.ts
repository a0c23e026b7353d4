import type { AuditEntity } from './audit.ts';
import { orderFieldLabels } from './order-fields.ts';
import { packageFieldLabels } from './package-fields.ts';
import { receivingFieldLabels } from './receiving-fields.ts';
import { shipmentFieldLabels } from './shipment-fields.ts';
import { teamMemberFieldLabels } from './team-fields.ts';
import { userFieldLabels } from './user-fields.ts';
import { zoneFieldLabels } from './zone-fields.ts';

/**
 * The field labels of each kind of record History names by its own words; a kind not here has
 * its field names made readable instead. Kinds join as their field labels are declared.
 */
export const historyFieldLabels: Partial<Record<AuditEntity, Readonly<Record<string, string>>>> = {
  zone: zoneFieldLabels,
  shipment: shipmentFieldLabels,
  'goods-receipt': receivingFieldLabels,
  user: userFieldLabels,
  package: packageFieldLabels,
  order: orderFieldLabels,
  'team-member': teamMemberFieldLabels,
};
