import { describe, expect, test } from 'vitest';
import { gstinCheckCharacter, gstinProblem, gstStateCodesOf } from './gstin.ts';
import { internationalPhone, readablePhone } from './phone.ts';

describe('GSTIN', () => {
  test('the check character is GSTN’s (published sample numbers)', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  test('a valid GSTIN for its state passes; each fault is named', () => {
    expect(gstinProblem('27AAPFU0939F1ZV', 'Maharashtra')).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZX', 'Maharashtra')).toMatch(/last character/);
    expect(gstinProblem('27AAPFU0939F1Z', 'Maharashtra')).toMatch(/15 characters/);
    expect(gstinProblem('27aapfu0939f1zv', 'Maharashtra')).toMatch(/15 characters/);
    expect(gstinProblem('27AAPFU0939F1ZV', 'Karnataka')).toBe(
      'A GSTIN registered in Karnataka starts with 29',
    );
  });

  test('state names as the reference data writes them find their GST codes', () => {
    expect(gstStateCodesOf('Maharashtra')).toEqual(['27']);
    expect(gstStateCodesOf('Dadra and Nagar Haveli and Daman and Diu')).toEqual(['26']);
    expect(gstStateCodesOf('Andaman and Nicobar Islands')).toEqual(['35']);
    expect(gstStateCodesOf('Andhra Pradesh')).toEqual(['28', '37']);
    expect(gstStateCodesOf('Atlantis')).toEqual([]);
  });
});

describe('phone numbers', () => {
  test('a real number for its country is kept in international form', () => {
    expect(internationalPhone('98200 41127', 'IN')).toBe('+919820041127');
    expect(internationalPhone('+91 98200 41127', 'IN')).toBe('+919820041127');
    expect(readablePhone('+919820041127')).toBe('+91 98200 41127');
  });

  test('numbers that cannot exist for the country are refused', () => {
    expect(internationalPhone('12345', 'IN')).toBeNull();
    expect(internationalPhone('98200 4112', 'IN')).toBeNull();
    expect(internationalPhone('+44 20 7946 0958', 'IN')).toBeNull();
    expect(internationalPhone('+44 20 7946 0958', 'GB')).toBe('+442079460958');
    expect(internationalPhone('not a number', 'IN')).toBeNull();
  });

  test('a number of the right length outside the country’s ranges is refused', () => {
    // Indian numbers of ten digits beginning with 5 are allocated to nobody.
    expect(internationalPhone('55555 55555', 'IN')).toBeNull();
    expect(internationalPhone('022 2284 1234', 'IN')).toBe('+912222841234');
    expect(internationalPhone('050 123 4567', 'AE')).toBe('+971501234567');
  });
});
