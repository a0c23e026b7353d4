/** India's PIN code: six digits, the first not zero. */
export const INDIA_PIN_PATTERN = /^[1-9][0-9]{5}$/;

export const INDIA_PIN_SHAPE_MESSAGE = 'Enter the 6-digit PIN code, like 400013';

/**
 * India Post's directory of PIN codes, as the states each is in (the reference data's names).
 * The server reads it from a package (docs/decisions/0039); the rule below needs only this.
 */
export type PinDirectory = {
  /** The states of a PIN code (a few lie on a border and serve two); empty when unknown. */
  statesOf(pin: string): readonly string[];
  /**
   * The states of the known PIN codes starting with these three digits (a sorting district,
   * within which India Post numbers the post offices it adds).
   */
  statesOfPrefix(prefix: string): readonly string[];
};

const either = (states: readonly string[]) => states.join(' or ');

/**
 * What is wrong with a PIN code for an address in `stateName` (India), in words a person can
 * act on, or null when it holds; without a state, only its shape is checked. A PIN code the
 * directory does not know yet is taken when its first three digits are the state's: India Post
 * adds post offices within a sorting district.
 */
export function pinCodeProblem(
  pin: string,
  stateName: string | undefined,
  directory: PinDirectory,
): string | null {
  if (!INDIA_PIN_PATTERN.test(pin)) return INDIA_PIN_SHAPE_MESSAGE;
  if (!stateName) return null;
  const states = directory.statesOf(pin);
  if (states.length > 0) {
    return states.includes(stateName)
      ? null
      : `${pin} is a PIN code in ${either(states)}, not ${stateName}`;
  }
  const prefix = pin.slice(0, 3);
  const around = directory.statesOfPrefix(prefix);
  if (around.length === 0) return `No PIN code ${pin} is known: check it for a typo`;
  return around.includes(stateName)
    ? null
    : `No PIN code ${pin} is known, and those starting ${prefix} are in ${either(around)}, not ${stateName}`;
}
