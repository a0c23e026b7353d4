import { DEFAULT_THEME_SETTINGS, THEME_STORAGE_KEY } from '@depot/contracts/theme';
import { describe, expect, test } from 'vitest';
import { getThemeSavedAt, getThemeSettings, updateThemeSettings } from './theme-store.ts';
import { reconcileThemeSettings, themeSyncWinner } from './theme-sync.ts';

const EARLIER = '2026-03-01T08:00:00.000Z';
const LATER = '2026-03-02T08:00:00.000Z';

describe('which copy of the settings wins', () => {
  test.each([
    [null, null, 'neither'],
    [null, EARLIER, 'server'],
    [EARLIER, null, 'local'],
    [EARLIER, LATER, 'server'],
    [LATER, EARLIER, 'local'],
    [EARLIER, EARLIER, 'neither'],
  ] as const)('saved here %s, on the server %s: %s', (local, server, winner) => {
    expect(themeSyncWinner(local, server)).toBe(winner);
  });
});

describe('reconciling with the server', () => {
  test('a new browser takes the settings the person saved elsewhere', () => {
    const preferences = { ...DEFAULT_THEME_SETTINGS, theme: 'light' as const, currency: 'USD' };
    expect(reconcileThemeSettings({ preferences, updatedAt: LATER })).toBe('server');
    expect(getThemeSettings()).toMatchObject({
      theme: 'light',
      currency: 'USD',
      currencySymbol: '$',
    });
    expect(getThemeSavedAt()).toBe(LATER);
  });

  test('newer changes made here stay, and are reported for sending', () => {
    updateThemeSettings({ theme: 'light' }, LATER);
    const before = localStorage.getItem(THEME_STORAGE_KEY);
    const older = { preferences: DEFAULT_THEME_SETTINGS, updatedAt: EARLIER };
    expect(reconcileThemeSettings(older)).toBe('local');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(before);
  });

  test('newer local copy that matches the server has nothing to send', () => {
    updateThemeSettings({ theme: 'light' }, LATER);
    const server = { preferences: getThemeSettings(), updatedAt: EARLIER };
    expect(reconcileThemeSettings(server)).toBe('neither');
  });

  test('a server that never stored anything leaves an untouched browser untouched', () => {
    expect(reconcileThemeSettings({ preferences: DEFAULT_THEME_SETTINGS, updatedAt: null })).toBe(
      'neither',
    );
    expect(localStorage.length).toBe(0);
  });
});
