import { DEFAULT_THEME_SETTINGS, THEME_STORAGE_KEY } from '@depot/contracts/theme';
import { describe, expect, test } from 'vitest';
import { mergeThemeSettings, parseThemeSettings } from './theme-settings.ts';

describe('theme settings', () => {
  test("the defaults are exactly docs/BEHAVIOUR.md §3's fields and values, under the documented storage key", () => {
    expect(THEME_STORAGE_KEY).toBe('theme-configuration');
    expect(DEFAULT_THEME_SETTINGS).toStrictEqual({
      theme: 'dark',
      primaryColor: 'blue',
      primaryColorHex: '#2563eb',
      tableSize: 'default',
      timeFormat: 'hh:mm a',
      dateFormat: 'MM/DD/YYYY',
      currency: 'INR',
      currencySymbol: '₹',
      weightUnit: 'kg',
      dimensionUnit: 'm,cm',
      baseDimensionUnit: 'cm',
      secondaryDimensionUnit: 'm',
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    });
  });

  test('nothing stored, or something unreadable, gives the defaults', () => {
    expect(parseThemeSettings(undefined)).toStrictEqual(DEFAULT_THEME_SETTINGS);
    expect(parseThemeSettings('dark')).toStrictEqual(DEFAULT_THEME_SETTINGS);
    expect(parseThemeSettings([1, 2])).toStrictEqual(DEFAULT_THEME_SETTINGS);
  });

  test('a stored object keeps its good fields, loses its bad and unknown ones', () => {
    const parsed = parseThemeSettings({
      theme: 'light',
      primaryColorHex: 'not a colour',
      tableSize: 'huge',
      savedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(parsed.theme).toBe('light');
    expect(parsed.primaryColorHex).toBe('#2563eb');
    expect(parsed.tableSize).toBe('default');
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(DEFAULT_THEME_SETTINGS).sort());
  });

  test.each([
    ['INR', '₹'],
    ['USD', '$'],
    ['EUR', '€'],
  ])('currency %s brings the symbol %s, whatever symbol is sent along', (currency, symbol) => {
    const merged = mergeThemeSettings(DEFAULT_THEME_SETTINGS, { currency, currencySymbol: 'X' });
    expect(merged.currency).toBe(currency);
    expect(merged.currencySymbol).toBe(symbol);
  });

  test('merging changes only what the patch names and keeps current values over bad ones', () => {
    const current = mergeThemeSettings(DEFAULT_THEME_SETTINGS, { theme: 'light' });
    const merged = mergeThemeSettings(current, { dateFormat: 'DD/MM/YYYY', weightUnit: 'stone' });
    expect(merged).toStrictEqual({ ...current, dateFormat: 'DD/MM/YYYY' });
  });

  test('dimensionUnit follows the two units as "secondary,base"', () => {
    const merged = mergeThemeSettings(DEFAULT_THEME_SETTINGS, {
      baseDimensionUnit: 'in',
      secondaryDimensionUnit: 'ft',
    });
    expect(merged.dimensionUnit).toBe('ft,in');
  });
});
