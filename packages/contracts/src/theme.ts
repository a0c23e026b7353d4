import { z } from 'zod';
import { text } from './common.ts';

/** Key of the theme settings in browser storage (docs/BEHAVIOUR.md §3). */
export const THEME_STORAGE_KEY = 'theme-configuration';

export const themeModes = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof themeModes)[number];

export const SYSTEM_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

function symbolPart(currency: string, display: 'symbol' | 'narrowSymbol'): string {
  const parts = new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    currencyDisplay: display,
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/**
 * A currency's symbol, from the Unicode CLDR data that every browser and Node.js ship, so server
 * and console always agree: English's symbol (₹, $, A$, HK$), or where English writes only the
 * code, the local narrow sign (৳, ฿, ₦) unless that is a bare "$" that would pass for dollars of
 * another country (SGD stays SGD). The code itself when nothing better exists (AED).
 */
export function currencySymbolOf(currency: string): string {
  let symbol = symbols.get(currency);
  if (symbol === undefined) {
    symbol = findCurrencySymbol(currency);
    symbols.set(currency, symbol);
  }
  return symbol;
}

// Each answer kept: a list formats one amount per row, and a number formatter is slow to make.
const symbols = new Map<string, string>();

function findCurrencySymbol(currency: string): string {
  try {
    const symbol = symbolPart(currency, 'symbol');
    if (symbol !== currency) return symbol;
    const narrow = symbolPart(currency, 'narrowSymbol');
    return narrow === '$' ? currency : narrow;
  } catch {
    return currency;
  }
}

/** The theme settings object of docs/BEHAVIOUR.md §3: exactly these fields. */
export const themeSettingsSchema = z.object({
  theme: z.enum(themeModes),
  primaryColor: text(32).min(1),
  primaryColorHex: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #2563eb'),
  tableSize: z.enum(['small', 'middle', 'default', 'large']),
  timeFormat: text(32).min(1),
  dateFormat: text(32).min(1),
  currency: z.string().regex(/^[A-Z]{3}$/, 'a three-letter ISO currency code'),
  currencySymbol: text(8).min(1),
  weightUnit: z.enum(['kg', 'g', 'lb', 'oz']),
  dimensionUnit: text(16).min(1),
  baseDimensionUnit: z.enum(['cm', 'mm', 'in', 'm']),
  secondaryDimensionUnit: z.enum(['m', 'cm', 'ft', 'in']),
  fontFamily: text(300).min(1),
});
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

/** docs/BEHAVIOUR.md §3 defaults; the shell's default theme is dark. */
export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  theme: 'dark',
  primaryColor: 'blue',
  primaryColorHex: '#2563eb',
  tableSize: 'default',
  timeFormat: 'hh:mm a',
  dateFormat: 'MM/DD/YYYY',
  currency: 'INR',
  currencySymbol: 'INR',
  weightUnit: 'kg',
  dimensionUnit: 'm,cm',
  baseDimensionUnit: 'cm',
  secondaryDimensionUnit: 'm',
  fontFamily: SYSTEM_FONT_STACK,
};
// The symbol is read from the platform's CLDR data on first use, not as this module loads: a
// page's first number format costs a phone's processor tens of milliseconds, which would
// otherwise be added to the task that evaluates the console's first download.
Object.defineProperty(DEFAULT_THEME_SETTINGS, 'currencySymbol', {
  enumerable: true,
  get: () => currencySymbolOf(DEFAULT_THEME_SETTINGS.currency),
});
