import { describe, expect, test } from 'vitest';
import { formatPhone, splitPhone } from './phone.ts';

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

describe('formatPhone', () => {
  const codes = [
    { countryCode: 'IN', telephoneCode: '+91', countryName: 'India' },
    { countryCode: 'US', telephoneCode: '+1', countryName: 'United States' },
    { countryCode: 'AS', telephoneCode: '+1-684', countryName: 'American Samoa' },
  ];

  test('sets the calling code apart from the number', () => {
    expect(formatPhone('+919820041127', codes, 'IN')).toBe('+91 9820041127');
    expect(formatPhone('+12133734253', codes, 'US')).toBe('+1 2133734253');
  });

  test('a number no code matches is shown as stored', () => {
    expect(formatPhone('+449820041127', codes)).toBe('+449820041127');
  });
});
