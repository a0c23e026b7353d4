import { describe, expect, test } from 'vitest';
import { splitPhone } from './phone-input.tsx';

const codes = [
  { countryCode: 'IN', telephoneCode: '+91', countryName: 'India' },
  { countryCode: 'US', telephoneCode: '+1', countryName: 'United States' },
  { countryCode: 'CA', telephoneCode: '+1', countryName: 'Canada' },
  { countryCode: 'AS', telephoneCode: '+1-684', countryName: 'American Samoa' },
];

describe('a stored phone number', () => {
  test('splits into the country of its calling code and the rest', () => {
    expect(splitPhone('+91 98200 41127', codes)).toEqual({
      countryCode: 'IN',
      number: '98200 41127',
    });
  });

  test('the longest matching code wins; among equals, the preferred country', () => {
    expect(splitPhone('+1-684 633 1234', codes).countryCode).toBe('AS');
    expect(splitPhone('+1 416 555 0100', codes, 'CA').countryCode).toBe('CA');
    expect(splitPhone('+1 212 555 0100', codes).countryCode).toBe('US');
  });

  test('a number without a known code is kept whole', () => {
    expect(splitPhone('022 4890 1200', codes)).toEqual({
      countryCode: undefined,
      number: '022 4890 1200',
    });
  });
});
