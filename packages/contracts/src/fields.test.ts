import { describe, expect, test } from 'vitest';
import { organizationDetailsSchema } from './account.ts';
import { fieldLabels, fieldPathLabel } from './fields.ts';
import { orderFieldLabels } from './order-fields.ts';
import { orderDetailSchema } from './orders.ts';
import { organizationFieldLabels } from './organization-fields.ts';
import { packageFieldLabels } from './package-fields.ts';
import { packageSchema } from './packages.ts';
import { receivingSchema } from './receiving.ts';
import { receivingFieldLabels } from './receiving-fields.ts';
import { roleFieldLabels } from './role-fields.ts';
import { roleSchema } from './roles.ts';
import { shipmentFieldLabels } from './shipment-fields.ts';
import { shipmentSchema } from './shipments.ts';
import { teamMemberSchema } from './team.ts';
import { teamMemberFieldLabels } from './team-fields.ts';
import { transactionFieldLabels } from './transaction-fields.ts';
import { transactionSchema } from './transactions.ts';
import { userFieldLabels } from './user-fields.ts';
import { userSchema } from './users.ts';
import { zoneFieldLabels } from './zone-fields.ts';
import { type ZoneDetail, zoneDetailSchema } from './zones.ts';

describe('field labels', () => {
  // The type check refuses a field without words; this holds them to the schema's shape, which
  // a type cannot see (a field declared in the shape but left out of the inferred type).
  test.each([
    ['zone', zoneFieldLabels, zoneDetailSchema.shape],
    ['shipment', shipmentFieldLabels, shipmentSchema.shape],
    ['goods receipt', receivingFieldLabels, receivingSchema.shape],
    ['user', userFieldLabels, userSchema.shape],
    ['package', packageFieldLabels, packageSchema.shape],
    ['order', orderFieldLabels, orderDetailSchema.shape],
    ['team member', teamMemberFieldLabels, teamMemberSchema.shape],
    ['invoice', transactionFieldLabels, transactionSchema.shape],
    ['role', roleFieldLabels, roleSchema.shape],
    ['organisation', organizationFieldLabels, organizationDetailsSchema.shape],
  ] as const)('name every field of a %s, and only those', (_kind, labels, shape) => {
    const fields = Object.keys(labels).filter((key) => !key.includes('.'));
    expect(fields.sort()).toEqual(Object.keys(shape).sort());
    for (const label of Object.values(labels)) expect(label).toMatch(/^[A-Z][A-Za-z-]/);
  });

  test('refuse, at compile time, a field left out or a path no record has', () => {
    const zone = fieldLabels<ZoneDetail>();
    const { code: _code, ...withoutCode } = zoneFieldLabels;
    // @ts-expect-error the code has no words
    zone(withoutCode);
    // @ts-expect-error no zone has this field
    zone({ ...zoneFieldLabels, 'coverage.nothing': 'Nothing' });
    expect(zone(zoneFieldLabels)).toBe(zoneFieldLabels);
  });

  test('name a stored path by its declared words, list positions from 1, the rest readable', () => {
    expect(fieldPathLabel('coverage.0.countryCode', zoneFieldLabels)).toEqual([
      'Countries and states',
      '1',
      'Country',
    ]);
    // Declared words stand for the objects the field is inside.
    const labels = { consignee: 'Consignee', 'consignee.address.line1': 'Address line 1' };
    expect(fieldPathLabel('consignee.address.line1', labels)).toEqual(['Address line 1']);
    expect(fieldPathLabel('consignee.address.line2', labels)).toEqual([
      'Consignee',
      'Address',
      'Line2',
    ]);
    // An own label only: a name from Object's prototype is not declared words.
    expect(fieldPathLabel('constructor', {})).toEqual(['Constructor']);
  });
});
