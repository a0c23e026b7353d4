import { DEFAULT_THEME_SETTINGS, THEME_STORAGE_KEY } from '@depot/contracts/theme';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { clearSession } from '../session/session.ts';
import {
  ensureThemeSettingsStored,
  getThemeSavedAt,
  getThemeSettings,
  resetThemeSettings,
  THEME_SAVED_AT_KEY,
  updateThemeSettings,
  useThemeSettings,
} from './theme-store.ts';

function stored(): unknown {
  return JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null');
}

describe('theme store', () => {
  test('a change is merged and saved under the one storage key, with exactly the documented fields', () => {
    updateThemeSettings({ theme: 'light', currency: 'USD' }, '2026-03-01T08:00:00.000Z');
    const expected = {
      ...DEFAULT_THEME_SETTINGS,
      theme: 'light',
      currency: 'USD',
      currencySymbol: '$',
    };
    expect(stored()).toStrictEqual(expected);
    expect(getThemeSettings()).toStrictEqual(expected);
    // The sync time sits beside it, never inside it.
    expect(localStorage.getItem(THEME_SAVED_AT_KEY)).toBe('"2026-03-01T08:00:00.000Z"');
    expect(Object.keys(localStorage).sort()).toEqual(
      [THEME_STORAGE_KEY, THEME_SAVED_AT_KEY].sort(),
    );
  });

  test('the next change merges into the previous one', () => {
    updateThemeSettings({ theme: 'light' });
    updateThemeSettings({ tableSize: 'small' });
    expect(stored()).toMatchObject({ theme: 'light', tableSize: 'small', currency: 'INR' });
  });

  test('nothing is written until something changes', () => {
    expect(getThemeSettings()).toStrictEqual(DEFAULT_THEME_SETTINGS);
    expect(getThemeSavedAt()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  test('reset goes back to the defaults and counts as a change', () => {
    updateThemeSettings({ theme: 'light', primaryColorHex: '#dc2626' });
    resetThemeSettings();
    expect(stored()).toStrictEqual(DEFAULT_THEME_SETTINGS);
    expect(getThemeSavedAt()).not.toBeNull();
  });

  test('readers re-render on a change and fall back to the defaults after sign-out', () => {
    const { result } = renderHook(() => useThemeSettings());
    act(() => {
      updateThemeSettings({ theme: 'system' });
    });
    expect(result.current.theme).toBe('system');
    act(() => clearSession());
    expect(result.current).toStrictEqual(DEFAULT_THEME_SETTINGS);
  });

  test('a change another tab stores shows here', () => {
    const { result } = renderHook(() => useThemeSettings());
    act(() => {
      localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ theme: 'light' }));
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    });
    expect(result.current.theme).toBe('light');
  });

  test('from the first visit the entry is in storage, whole, without counting as a change', () => {
    ensureThemeSettingsStored();
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null')).toEqual(
      DEFAULT_THEME_SETTINGS,
    );
    expect(getThemeSavedAt()).toBeNull();
    // An incomplete entry (an older console) is completed, keeping what it held.
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ theme: 'light', currency: 'BDT' }));
    ensureThemeSettingsStored();
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null')).toEqual({
      ...DEFAULT_THEME_SETTINGS,
      theme: 'light',
      currency: 'BDT',
      currencySymbol: '৳',
    });
  });
});
