import { describe, expect, test } from 'vitest';
import { zones } from '../db/schema/catalogue.ts';
import { columnValues } from './column-values.ts';

describe('a row’s values from a request body', () => {
  test('are the body’s fields that are columns, without those left out or kept elsewhere', () => {
    const body = {
      name: 'West India',
      description: undefined,
      coverage: [{ countryCode: 'IN', stateCodes: ['MH'] }],
    };
    expect(columnValues(zones, body, ['coverage'])).toEqual({ name: 'West India' });
  });

  test('refuse a field with no column, at compile time and at run time', () => {
    const body = { name: 'West India', openingHours: '09:00–18:00' };
    // @ts-expect-error openingHours is no column of zones, and not named as kept elsewhere.
    expect(() => columnValues(zones, body)).toThrow('openingHours is not a column of the table');
    expect(columnValues(zones, body, ['openingHours'])).toEqual({ name: 'West India' });
  });
});
