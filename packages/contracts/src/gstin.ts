// Its main file is JSON: Node loads it only with the attribute saying so.
import gstStates from 'gst-states' with { type: 'json' };

/**
 * A GSTIN (India's GST identification number): two digits of the state, the holder's PAN (five
 * letters, four digits, a letter), the registration's number in that state (a digit or letter),
 * Z, and a check character.
 */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of the first 14 characters, as GSTN computes it: each character's value
 * (0–35) is weighted 1, 2, 1, 2, …, each product folded into base 36 (quotient plus remainder),
 * summed, and the check is what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (const [index, character] of [...first14].entries()) {
    const product = CHARACTERS.indexOf(character) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36] ?? '';
}

/** "Dadra & Nagar Haveli and Daman & Diu" and "Dadra and Nagar Haveli and Daman and Diu" alike. */
function normalName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\(old\)/g, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

const gstCodesByState = new Map<string, string[]>();
for (const [code, name] of Object.entries(gstStates as Record<string, string>)) {
  const key = normalName(name);
  gstCodesByState.set(key, [...(gstCodesByState.get(key) ?? []), code]);
}

/**
 * The GST state codes of a state, by its name as the reference data writes it (Maharashtra →
 * 27; Andhra Pradesh → 37 and its code from before Telangana, 28). Empty for a name GST does not
 * know.
 */
export function gstStateCodesOf(stateName: string): string[] {
  return gstCodesByState.get(normalName(stateName)) ?? [];
}

/**
 * What is wrong with a GSTIN for an address in `stateName` (India), in words a person can act
 * on, or null when it holds: its shape, its check character, and its state.
 */
export function gstinProblem(gstin: string, stateName?: string | null): string | null {
  if (!GSTIN_PATTERN.test(gstin)) {
    return 'Enter a GSTIN of 15 characters, like 27AAPFU0939F1ZV';
  }
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.slice(14)) {
    return 'This GSTIN’s last character does not match the rest: check it for a typo';
  }
  if (stateName) {
    const codes = gstStateCodesOf(stateName);
    if (codes.length > 0 && !codes.includes(gstin.slice(0, 2))) {
      return `A GSTIN registered in ${stateName} starts with ${codes.join(' or ')}`;
    }
  }
  return null;
}
