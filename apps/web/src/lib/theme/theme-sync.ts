import type { ThemeSettings } from '@depot/contracts/theme';
import { sameThemeSettings } from './theme-settings.ts';
import { getThemeSavedAt, getThemeSettings, updateThemeSettings } from './theme-store.ts';

/** Which copy of the settings is newer: the server's, this browser's, or neither. */
export type ThemeSyncWinner = 'server' | 'local' | 'neither';

/**
 * Newer wins. A browser that never changed anything takes the server's copy (a person's settings
 * follow them to a new browser); a server that never stored any takes the browser's.
 */
export function themeSyncWinner(
  localSavedAt: string | null,
  serverUpdatedAt: string | null,
): ThemeSyncWinner {
  if (localSavedAt === null) return serverUpdatedAt === null ? 'neither' : 'server';
  if (serverUpdatedAt === null) return 'local';
  const difference = Date.parse(serverUpdatedAt) - Date.parse(localSavedAt);
  if (difference === 0) return 'neither';
  return difference > 0 ? 'server' : 'local';
}

/**
 * Brings the server's copy into this browser when it is the newer one. Answers "local" when
 * this browser holds changes the server has not seen, which the caller then sends.
 */
export function reconcileThemeSettings(server: {
  preferences: ThemeSettings;
  updatedAt: string | null;
}): ThemeSyncWinner {
  const winner = themeSyncWinner(getThemeSavedAt(), server.updatedAt);
  if (winner === 'local' && sameThemeSettings(getThemeSettings(), server.preferences)) {
    return 'neither';
  }
  if (winner === 'server' && server.updatedAt !== null) {
    updateThemeSettings(server.preferences, server.updatedAt);
  }
  return winner;
}
