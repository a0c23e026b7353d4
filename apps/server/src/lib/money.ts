import { currencyMinorUnits } from '@depot/contracts/money';

/**
 * Amounts stay text from PostgreSQL's numeric to the wire: each function here works on the
 * digits, so no amount ever passes through a binary float.
 */

/** "1499.5000" → "1499.5", "1500.0000" → "1500": the amount with no trailing zeros. */
export function trimAmount(amount: string): string {
  if (!amount.includes('.')) return amount;
  return amount.replace(/0+$/, '').replace(/\.$/, '');
}

/**
 * A stored amount as the wire writes it: exactly the currency's minor digits ("1499.50" for
 * INR, "1500" for JPY). Amounts are checked against their currency when written, so only zeros
 * are dropped; any other digit would be kept rather than lost.
 */
export function formatAmount(amount: string, currency: string): string {
  const [whole = '0', fraction = ''] = trimAmount(amount).split('.');
  const digits = currencyMinorUnits(currency);
  const shown = fraction.length >= digits ? fraction : fraction.padEnd(digits, '0');
  return shown === '' ? whole : `${whole}.${shown}`;
}

/** Whether two decimal texts are the same amount ("12.5" and "12.5000"). */
export function sameAmount(a: string, b: string): boolean {
  const normal = (amount: string) => trimAmount(amount).replace(/^0+(?=\d)/, '');
  return normal(a) === normal(b);
}
