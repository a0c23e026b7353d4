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
