import type { CountryCode } from '@depot/contracts/reference';

/** The country whose calling code starts `value`, the longest code first (+1-684 before +1). */
export function splitPhone(
  value: string,
  codes: CountryCode[],
  preferredCountry?: string,
): { countryCode: string | undefined; number: string } {
  const trimmed = value.trim();
  const matching = codes
    .filter((code) => trimmed.startsWith(code.telephoneCode))
    .sort((first, second) => second.telephoneCode.length - first.telephoneCode.length);
  const longest = matching[0]?.telephoneCode;
  const candidates = matching.filter((code) => code.telephoneCode === longest);
  const chosen = candidates.find((code) => code.countryCode === preferredCountry) ?? candidates[0];
  if (!chosen) return { countryCode: undefined, number: trimmed };
  return {
    countryCode: chosen.countryCode,
    number: trimmed.slice(chosen.telephoneCode.length).trim(),
  };
}

/**
 * "+91 9820041127": a stored international number with its calling code set apart, read from
 * the reference data's codes (no numbering plans needed to show one).
 */
export function formatPhone(e164: string, codes: CountryCode[], country?: string): string {
  const { countryCode, number } = splitPhone(e164, codes, country);
  const code = codes.find((candidate) => candidate.countryCode === countryCode)?.telephoneCode;
  return code ? `${code} ${number}` : e164;
}
