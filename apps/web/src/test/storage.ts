import { DEFAULT_THEME_SETTINGS, THEME_STORAGE_KEY } from '@depot/contracts/theme';
import { expect } from 'vitest';

/**
 * Local storage as sign-out leaves it: emptied, but for the theme configuration entry, which is
 * back at once with every default (docs/BEHAVIOUR.md §3, §4).
 */
export function expectStorageAsAfterSignOut(): void {
  expect(Object.keys(localStorage)).toEqual([THEME_STORAGE_KEY]);
  expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null')).toEqual(
    DEFAULT_THEME_SETTINGS,
  );
}
