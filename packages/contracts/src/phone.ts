import type { CountryCode } from 'libphonenumber-js/max';
// The full numbering plans: the default ("min") data checks only a number's length, so
// 5555555555 would pass as Indian. The console loads this module only when a form checks a number.
import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js/max';

/**
 * A phone number as the console stores it: international (E.164, "+919820041127"), or null
 * when `number` is not a real number for `country` (ISO 3166 alpha-2), by the numbering plans
 * libphonenumber-js keeps from Google's libphonenumber.
 */
export function internationalPhone(number: string, country: string): string | null {
  try {
    if (!isValidPhoneNumber(number, country as CountryCode)) return null;
    const parsed = parsePhoneNumberWithError(number, country as CountryCode);
    // "+44 …" typed under India is a real number, but not India's.
    return parsed.country === country ? parsed.number : null;
  } catch {
    return null;
  }
}

/** "+91 98200 41127": a stored number as people read it. */
export function readablePhone(e164: string): string {
  try {
    return parsePhoneNumberWithError(e164).formatInternational();
  } catch {
    return e164;
  }
}
