import { describe, expect, test } from 'vitest';
import { shipment } from '../testing/fixtures.ts';
import { shipmentBody, shipmentChanges, shipmentFormValues } from './shipment-form.tsx';

const india = [{ countryCode: 'IN', telephoneCode: '+91', countryName: 'India' }];

describe('a shipment between the form and the server', () => {
  test('pounds and inches typed are sent as kilograms and centimetres', () => {
    const values = {
      ...shipmentFormValues(shipment(), { weight: 'kg', length: 'cm' }),
      weight: 27.56,
      length: 15.7,
      width: 11.8,
      height: 9.8,
    };
    const body = shipmentBody(values, { weight: 'lb', length: 'in' }, india);
    expect(body).toMatchObject({
      weightKg: '12.501',
      lengthCm: '39.9',
      widthCm: '30',
      heightCm: '24.9',
      consignee: { phoneCountry: 'IN', phone: '+919811022334' },
    });
  });

  test('a stored shipment opens in the person’s units, rounded to their step', () => {
    const values = shipmentFormValues(shipment(), { weight: 'lb', length: 'in' });
    expect(values).toMatchObject({ weight: 27.56, length: 15.7, width: 11.8, height: 9.8 });
  });

  test('an edit sends only the measures the person changed, so untouched ones keep their figure', () => {
    const units = { weight: 'lb', length: 'in' } as const;
    const opened = shipmentFormValues(shipment(), units);
    const body = shipmentChanges({ ...opened, length: 16 }, opened, units, india);
    // 12.5 kg opened as 27.56 lb; sent back it would be 12.501 kg.
    expect(body).not.toHaveProperty('weightKg');
    expect(body).not.toHaveProperty('widthCm');
    expect(body).not.toHaveProperty('heightCm');
    expect(body).toMatchObject({ lengthCm: '40.6', reference: shipment().reference });
  });
});
