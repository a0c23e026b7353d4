import { currencyMinorUnits } from '@depot/contracts/money';

/**
 * Amounts stay text from PostgreSQL's numeric to the wire: each function here works on the
 * digits, so no amount ever passes through a binary float.
 */

/** "1499.5000" → "1499.5", "1500.0000" → "1500": the amount with no trailing zeros. */
export function trimAmount(amount: string): string {
  const point = amount.indexOf('.');
  if (point < 0) return amount;
  // Read from the end by character rather than by regular expression: a million-row report
  // writes three amounts a row.
  let end = amount.length;
  while (end > point + 1 && amount.charCodeAt(end - 1) === ZERO) end -= 1;
  return amount.slice(0, end === point + 1 ? point : end);
}
const ZERO = 48;

/** "012.500" → "12.5": a stored measure (a weight, a side) as a person typed it. */
export function trimMeasure(value: string): string {
  return trimAmount(value).replace(/^0+(?=\d)/, '');
}

/**
 * A stored amount as the wire writes it: exactly the currency's minor digits ("1499.50" for
 * INR, "1500" for JPY). Amounts are checked against their currency when written, so only zeros
 * are dropped; any other digit would be kept rather than lost.
 */
export function formatAmount(amount: string, currency: string): string {
  const trimmed = trimAmount(amount);
  const point = trimmed.indexOf('.');
  const fractionDigits = point < 0 ? 0 : trimmed.length - point - 1;
  const digits = currencyMinorUnits(currency);
  if (fractionDigits >= digits) return trimmed;
  return `${trimmed}${point < 0 ? '.' : ''}${'0'.repeat(digits - fractionDigits)}`;
}

/** Whether two decimal texts are the same amount ("12.5" and "12.5000"). */
export function sameAmount(a: string, b: string): boolean {
  const normal = (amount: string) => trimAmount(amount).replace(/^0+(?=\d)/, '');
  return normal(a) === normal(b);
}

/**
 * An amount as a whole number of the currency's minor units ("1499.5" INR → 149950n), for exact
 * arithmetic. Digits past the minor unit are refused rather than rounded away: an amount is
 * checked against its currency when written, so one never arrives here.
 */
export function toMinorUnits(amount: string, currency: string): bigint {
  const digits = currencyMinorUnits(currency);
  const [whole = '0', fraction = ''] = trimAmount(amount).split('.');
  if (fraction.length > digits) throw new Error(`${amount} has more digits than ${currency}`);
  return BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
}

/** Minor units back to an amount with exactly the currency's digits (149950n INR → "1499.50"). */
export function fromMinorUnits(units: bigint, currency: string): string {
  const digits = currencyMinorUnits(currency);
  const sign = units < 0n ? '-' : '';
  const absolute = (units < 0n ? -units : units).toString().padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${absolute}`;
  return `${sign}${absolute.slice(0, -digits)}.${absolute.slice(-digits)}`;
}

/**
 * `numerator / denominator` rounded to the nearest whole number, a half away from zero: the
 * rounding every amount the console works out uses (GST, prorated credits), to the minor unit.
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new Error('divide by a positive number');
  const negative = numerator < 0n;
  const absolute = negative ? -numerator : numerator;
  const quotient = (2n * absolute + denominator) / (2n * denominator);
  return negative ? -quotient : quotient;
}
