import { DEFAULT_THEME_SETTINGS } from '@depot/contracts/theme';
import { describe, expect, test } from 'vitest';
import { mergeThemeSettings } from '../theme/theme-settings.ts';
import { updateThemeSettings } from '../theme/theme-store.ts';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatDimension,
  formatMoney,
  formatRelativeTime,
  formatTime,
  formatWeight,
  NO_VALUE,
} from './format.ts';

// A local time, so the expectations hold in any time zone the tests run in.
const MORNING = new Date(2026, 3, 12, 9, 5, 7);
const EVENING = new Date(2026, 3, 12, 21, 30, 0);

function settingsWith(patch: Parameters<typeof mergeThemeSettings>[1]) {
  return mergeThemeSettings(DEFAULT_THEME_SETTINGS, patch);
}

describe('dates and times', () => {
  test('the documented defaults: MM/DD/YYYY and hh:mm a', () => {
    expect(formatDate(MORNING)).toBe('04/12/2026');
    expect(formatTime(EVENING)).toBe('09:30 pm');
    expect(formatDateTime(MORNING)).toBe('04/12/2026 09:05 am');
  });

  test('follow the stored preference as soon as it changes', () => {
    updateThemeSettings({ dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' });
    expect(formatDate(MORNING)).toBe('12/04/2026');
    expect(formatTime(EVENING)).toBe('21:30');
    expect(formatDateTime(EVENING)).toBe('12/04/2026 21:30');
  });

  test('take the settings passed in over the stored ones', () => {
    expect(formatDate(MORNING, settingsWith({ dateFormat: 'YYYY-MM-DD' }))).toBe('2026-04-12');
  });

  test('read ISO strings and timestamps; show a dash for nothing or nonsense', () => {
    expect(formatDate(MORNING.toISOString())).toBe('04/12/2026');
    expect(formatDate(MORNING.getTime())).toBe('04/12/2026');
    for (const empty of [null, undefined, '', 'not a date']) {
      expect(formatDateTime(empty)).toBe(NO_VALUE);
    }
  });

  test('relative times for the notification list', () => {
    const now = new Date(2026, 3, 12, 10, 0, 0);
    expect(formatRelativeTime(new Date(2026, 3, 12, 9, 55, 0), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(new Date(2026, 3, 10, 10, 0, 0), now)).toBe('2 days ago');
    expect(formatRelativeTime(null, now)).toBe(NO_VALUE);
  });
});

describe('counts', () => {
  test('are grouped the Indian way, whole or not', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1_234_567)).toBe('12,34,567');
    expect(formatCount(1_000_000)).toBe('10,00,000');
    expect(formatCount(2.5)).toBe('2.5');
  });
});

describe('money', () => {
  test('rupees with Indian grouping by default', () => {
    expect(formatMoney(1234567.5)).toBe('₹12,34,567.50');
    expect(formatMoney(-42)).toBe('-₹42.00');
  });

  test('the preferred currency, with its symbol and its decimals', () => {
    expect(formatMoney(1234567.5, undefined, settingsWith({ currency: 'USD' }))).toBe(
      '$1,234,567.50',
    );
    expect(formatMoney(1234.4, undefined, settingsWith({ currency: 'JPY' }))).toBe('¥1,234');
    // English writes the Singapore dollar by its code: a bare "$" would pass for US dollars.
    expect(formatMoney(10, undefined, settingsWith({ currency: 'SGD' }))).toBe('SGD\u00a010.00');
    expect(formatMoney(10, undefined, settingsWith({ currency: 'BDT' }))).toBe('৳10.00');
  });

  test('an amount in its own currency keeps it, grouped the way the person reads numbers', () => {
    expect(formatMoney(2500, 'EUR')).toBe('€2,500.00');
    expect(formatMoney(250000, 'USD')).toBe('$2,50,000.00');
    // A symbol written in letters keeps its space from the digits.
    expect(formatMoney(5, 'AED')).toBe('AED\u00a05.00');
  });

  test('follows a stored currency change', () => {
    updateThemeSettings({ currency: 'GBP' });
    expect(formatMoney(99.9)).toBe('£99.90');
  });

  test('a dash for no amount', () => {
    expect(formatMoney(null)).toBe(NO_VALUE);
    expect(formatMoney(Number.NaN)).toBe(NO_VALUE);
  });
});

describe('weights, stored in kilograms', () => {
  test('in kilograms by default, to the gram', () => {
    expect(formatWeight(12.5)).toBe('12.5 kg');
    expect(formatWeight(1234.5678)).toBe('1,234.568 kg');
    expect(formatWeight(undefined)).toBe(NO_VALUE);
    expect(formatWeight(Number.POSITIVE_INFINITY)).toBe(NO_VALUE);
  });

  test('converted to pounds, ounces or grams, never just relabelled', () => {
    const pounds = settingsWith({ weightUnit: 'lb' });
    expect(formatWeight(1, pounds)).toBe('2.2 lb');
    expect(formatWeight(12.5, pounds)).toBe('27.56 lb');
    expect(formatWeight(0.45359237, pounds)).toBe('1 lb');
    expect(formatWeight(1, settingsWith({ weightUnit: 'oz' }))).toBe('35.3 oz');
    expect(formatWeight(0.45359237, settingsWith({ weightUnit: 'oz' }))).toBe('16 oz');
    expect(formatWeight(2.5, settingsWith({ weightUnit: 'g' }))).toBe('2,500 g');
    expect(formatWeight(0.0124, settingsWith({ weightUnit: 'g' }))).toBe('12 g');
  });

  test('follows a stored unit change, grouped the way the person reads numbers', () => {
    updateThemeSettings({ weightUnit: 'g' });
    expect(formatWeight(1234.5)).toBe('12,34,500 g');
    updateThemeSettings({ currency: 'USD' });
    expect(formatWeight(1234.5)).toBe('1,234,500 g');
  });
});

describe('dimensions, stored in centimetres', () => {
  test('parcels in the base unit, larger things in the secondary unit', () => {
    expect(formatDimension(12.345)).toBe('12.3 cm');
    expect(formatDimension([30, 20, 15])).toBe('30 × 20 × 15 cm');
    expect(formatDimension(240, 'secondary')).toBe('2.4 m');
    expect(formatDimension([120, 100], 'secondary')).toBe('1.2 × 1 m');
    expect(formatDimension([])).toBe(NO_VALUE);
    expect(formatDimension([10, Number.NaN])).toBe(NO_VALUE);
  });

  test('converted to inches and feet, never just relabelled', () => {
    const imperial = settingsWith({ baseDimensionUnit: 'in', secondaryDimensionUnit: 'ft' });
    expect(formatDimension(254, 'base', imperial)).toBe('100 in');
    expect(formatDimension([30, 20], 'base', imperial)).toBe('11.8 × 7.9 in');
    expect(formatDimension(182.88, 'secondary', imperial)).toBe('6 ft');
    expect(formatDimension(100, 'secondary', imperial)).toBe('3.28 ft');
  });

  test('millimetres, and metres or centimetres as either unit', () => {
    expect(formatDimension(12.34, 'base', settingsWith({ baseDimensionUnit: 'mm' }))).toBe(
      '123 mm',
    );
    expect(formatDimension(150, 'base', settingsWith({ baseDimensionUnit: 'm' }))).toBe('1.5 m');
    expect(formatDimension(2500, 'secondary', settingsWith({ secondaryDimensionUnit: 'cm' }))).toBe(
      '2,500 cm',
    );
    expect(formatDimension(30, 'secondary', settingsWith({ secondaryDimensionUnit: 'in' }))).toBe(
      '11.8 in',
    );
  });
});
