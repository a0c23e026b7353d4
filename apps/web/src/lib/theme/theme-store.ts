import {
  DEFAULT_THEME_SETTINGS,
  THEME_STORAGE_KEY,
  type ThemeSettings,
} from '@depot/contracts/theme';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { createLocalStore } from '../screen/local-store.ts';
import { mergeThemeSettings, parseThemeSettings } from './theme-settings.ts';

/**
 * When the stored settings last changed, as an ISO time. docs/BEHAVIOUR.md §3's object must hold exactly its
 * own fields, so the time the server sync compares against lives under a key of its own.
 */
export const THEME_SAVED_AT_KEY = 'theme-configuration-saved-at';

const settingsStore = createLocalStore(THEME_STORAGE_KEY, parseThemeSettings);
const savedAtStore = createLocalStore(THEME_SAVED_AT_KEY, (stored) => {
  const parsed = z.iso.datetime().safeParse(stored);
  return parsed.success ? parsed.data : null;
});

/** The current theme settings (docs/BEHAVIOUR.md §3's defaults until someone changes one). */
export function getThemeSettings(): ThemeSettings {
  return settingsStore.get();
}

/** When this browser's settings last changed, or null when they never did here. */
export function getThemeSavedAt(): string | null {
  return savedAtStore.get();
}

export function subscribeToThemeSettings(listener: () => void): () => void {
  return settingsStore.subscribe(listener);
}

/**
 * docs/BEHAVIOUR.md §4: a change is merged into the settings and saved to storage; readers re-render and the
 * page applies it. `savedAt` defaults to now; the server sync passes the server's own time.
 */
export function updateThemeSettings(
  patch: Partial<ThemeSettings>,
  savedAt: string = new Date().toISOString(),
): ThemeSettings {
  const next = mergeThemeSettings(getThemeSettings(), patch);
  savedAtStore.set(savedAt);
  settingsStore.set(next);
  return next;
}

/** Back to docs/BEHAVIOUR.md §3's defaults, as a change like any other (it is saved and synced). */
export function resetThemeSettings(): ThemeSettings {
  return updateThemeSettings(DEFAULT_THEME_SETTINGS);
}

/**
 * docs/BEHAVIOUR.md §3: the theme configuration entry exists from the first visit and always
 * holds every field (the defaults where nothing was chosen). Writing it is not a change of the
 * person's: the time of their last change stays as it was.
 */
export function ensureThemeSettingsStored(): void {
  settingsStore.storeWhole();
}

/** Records that the server holds this browser's settings as of `savedAt` (its updatedAt). */
export function markThemeSettingsSaved(savedAt: string): void {
  savedAtStore.set(savedAt);
}

/** The theme settings, re-rendering on every change (this tab, another tab, sign-out). */
export function useThemeSettings(): ThemeSettings {
  return useSyncExternalStore(settingsStore.subscribe, settingsStore.get);
}
