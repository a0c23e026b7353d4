import type { FormRule } from 'antd';
import { splitPhone } from '@/lib/format/phone.ts';

type CountryCodes = Parameters<typeof splitPhone>[1];

/**
 * A phone field's rule: a number is given, and it is a real number of the country its calling
 * code names (or `fallbackCountry`), by libphonenumber-js's numbering plans — loaded with the
 * first check, not with the screen.
 */
export function phoneRule(
  countryCodes: CountryCodes,
  fallbackCountry: string | undefined,
  countryName: (code: string) => string | undefined,
): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const typed = typeof value === 'string' ? value : '';
      const split = splitPhone(typed, countryCodes, fallbackCountry);
      if (!split.number) throw new Error('Enter the phone number');
      const where = split.countryCode ?? fallbackCountry ?? 'IN';
      const { internationalPhone } = await import('@depot/contracts/phone');
      if (internationalPhone(typed, where) === null) {
        throw new Error(`Enter a real phone number for ${countryName(where) ?? where}`);
      }
    },
  };
}
