import { z } from 'zod';

/**
 * How many digits a currency has after the decimal point (INR 2, JPY 0, KWD 3), from the
 * Unicode CLDR data every browser and Node.js ship, so the form and the server agree.
 */
export function currencyMinorUnits(currency: string): number {
  let digits = minorUnits.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits;
    } catch {
      digits = 2;
    }
    minorUnits.set(currency, digits ?? 2);
  }
  return digits ?? 2;
}
const minorUnits = new Map<string, number>();

/** Largest amount a price or rate may hold: twelve digits before the point. */
export const MAX_AMOUNT_DIGITS = 12;

/**
 * A money amount on the wire: a decimal written as text ("1499.00"), never a JSON number, so no
 * amount ever passes through a binary float. Its digits after the point are checked against the
 * currency by the record that carries both (`checkAmountDigits`).
 */
export const amountSchema = z
  .string({ error: 'Enter an amount like 1499.00' })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,4})?$/, 'Enter an amount like 1499.00, without a currency sign')
  // "007.50" is the same amount as "7.50"; keep one spelling.
  .transform((value) => value.replace(/^0+(?=\d)/, ''));

/** The number of digits after the point of a decimal amount. */
export function fractionDigitsOf(amount: string): number {
  const point = amount.indexOf('.');
  return point === -1 ? 0 : amount.length - point - 1;
}

/** The message for an amount with more decimals than its currency has, or null when it fits. */
export function amountDigitsProblem(amount: string, currency: string): string | null {
  const digits = currencyMinorUnits(currency);
  if (fractionDigitsOf(amount) <= digits) return null;
  return digits === 0
    ? `${currency} has no minor unit: enter a whole amount`
    : `${currency} has ${digits} ${digits === 1 ? 'digit' : 'digits'} after the point at most`;
}

/** A currency code as ISO 4217 writes it; whether it is a real one is the server's check. */
export const currencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'a three-letter currency code, like INR');
