import type { ThemeMode } from '@depot/contracts/theme';

/** The two looks a page can have; "system" becomes one of them. */
export type AppliedThemeMode = Exclude<ThemeMode, 'system'>;

/** The look to show: the chosen one, or with "system" the one the OS asks for. */
export function resolveThemeMode(theme: ThemeMode, prefersDark: boolean): AppliedThemeMode {
  if (theme !== 'system') return theme;
  return prefersDark ? 'dark' : 'light';
}
