import { currencySymbolOf, type ThemeSettings } from '@depot/contracts/theme';
import dayjs, { type Dayjs } from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { getThemeSettings } from '../theme/theme-store.ts';

// The one place that turns values into text the way a person chose (docs/BEHAVIOUR.md §3): date and time
// formats, currency, weight and dimension units. Each function reads the current settings;
// components that must re-render on a change pass useThemeSettings()'s object instead.

dayjs.extend(relativeTime);

/** Shown where there is no value (never signed in, no date). */
export const NO_VALUE = '—';

export type DateInput = string | number | Date | Dayjs | null | undefined;

function validDate(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

/** "04/12/2026" in the person's date format. */
export function formatDate(value: DateInput, settings: ThemeSettings = getThemeSettings()): string {
  return validDate(value)?.format(settings.dateFormat) ?? NO_VALUE;
}

/** "09:30 am" in the person's time format. */
export function formatTime(value: DateInput, settings: ThemeSettings = getThemeSettings()): string {
  return validDate(value)?.format(settings.timeFormat) ?? NO_VALUE;
}

/** "04/12/2026 09:30 am": date and time formats together. */
export function formatDateTime(
  value: DateInput,
  settings: ThemeSettings = getThemeSettings(),
): string {
  return validDate(value)?.format(`${settings.dateFormat} ${settings.timeFormat}`) ?? NO_VALUE;
}

/** "5 minutes ago", relative to `now`. */
export function formatRelativeTime(value: DateInput, now: DateInput = Date.now()): string {
  const date = validDate(value);
  return date ? date.from(validDate(now) ?? dayjs()) : NO_VALUE;
}

/** Indian digit grouping (12,34,567) for rupee amounts; international grouping otherwise. */
export function numberLocaleOf(currency: string): string {
  return currency === 'INR' ? 'en-IN' : 'en-US';
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** "12,34,567": a count of things, grouped as the console's counts are (Indian grouping). */
export function formatCount(value: number): string {
  return numberFormat('en-IN', {}).format(value);
}

/**
 * "12,345 shipments", "1 shipment": a count in words, its figure grouped as formatCount groups
 * it. Every list says its count this way (its pages, its selection, its bulk confirmations).
 */
export function countOf(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/**
 * "₹12,34,567.00": an amount in `currency` (the person's currency unless the amount has its
 * own), with that currency's decimals and the symbol docs/BEHAVIOUR.md §3 derives for it.
 */
export function formatMoney(
  amount: number | string | null | undefined,
  currency?: string,
  settings: ThemeSettings = getThemeSettings(),
): string {
  if (amount === null || amount === undefined) return NO_VALUE;
  // A decimal from the wire ("1499.00") is formatted as written: Intl reads a numeric string
  // exactly, without passing it through a binary float.
  if (typeof amount === 'string' ? !DECIMAL.test(amount) : !Number.isFinite(amount))
    return NO_VALUE;
  const code = currency ?? settings.currency;
  const symbol = currency ? currencySymbolOf(code) : settings.currencySymbol;
  // Intl spaces a letter code off the digits ("SGD 10.00"); a sign-like symbol sits close ("S$10.00").
  const spaced = /\p{L}$/u.test(symbol);
  return numberFormat(numberLocaleOf(settings.currency), { style: 'currency', currency: code })
    .formatToParts(amount as Intl.StringNumericLiteral | number)
    .map((part, index, parts) => {
      if (part.type === 'currency') return symbol;
      const besideCurrency =
        parts[index - 1]?.type === 'currency' || parts[index + 1]?.type === 'currency';
      return besideCurrency && !spaced && part.type === 'literal' && !part.value.trim()
        ? ''
        : part.value;
    })
    .join('');
}

import { CENTIMETRES_PER, KILOGRAMS_PER, LENGTH_DECIMALS, WEIGHT_DECIMALS } from './units.ts';

function formatQuantity(value: number, maximumFractionDigits: number, settings: ThemeSettings) {
  return numberFormat(numberLocaleOf(settings.currency), { maximumFractionDigits }).format(value);
}

/** "27.56 lb": a weight stored in kilograms, converted to the person's weight unit. */
export function formatWeight(
  kilograms: number | null | undefined,
  settings: ThemeSettings = getThemeSettings(),
): string {
  if (kilograms === null || kilograms === undefined || !Number.isFinite(kilograms)) return NO_VALUE;
  const unit = settings.weightUnit;
  return `${formatQuantity(kilograms / KILOGRAMS_PER[unit], WEIGHT_DECIMALS[unit], settings)} ${unit}`;
}

/** Which of the two dimension units to show a length in: base (parcels) or secondary (rooms). */
export type DimensionScale = 'base' | 'secondary';

/**
 * "30 × 20 × 15 cm": one length or a box's lengths, stored in centimetres, converted to the
 * person's base dimension unit, or to the secondary unit for larger things (a pallet bay in m).
 */
export function formatDimension(
  centimetres: number | readonly number[] | null | undefined,
  scale: DimensionScale = 'base',
  settings: ThemeSettings = getThemeSettings(),
): string {
  if (centimetres === null || centimetres === undefined) return NO_VALUE;
  const values = typeof centimetres === 'number' ? [centimetres] : centimetres;
  if (values.length === 0 || !values.every(Number.isFinite)) return NO_VALUE;
  const unit = scale === 'base' ? settings.baseDimensionUnit : settings.secondaryDimensionUnit;
  const measures = values.map((value) =>
    formatQuantity(value / CENTIMETRES_PER[unit], LENGTH_DECIMALS[unit], settings),
  );
  return `${measures.join(' × ')} ${unit}`;
}
