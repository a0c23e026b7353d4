import { encodePageLook, PAGE_LOOK_COOKIE } from '@depot/contracts/page-look';
import type { Accessibility } from '@depot/contracts/preferences';
import type { ThemeSettings } from '@depot/contracts/theme';
import Cookies from 'js-cookie';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useAccessibility } from './accessibility-store.ts';
import { applyAccessibilityToDocument, applyThemeToDocument } from './apply-theme.ts';
import { type AppliedThemeMode, resolveThemeMode } from './resolve-theme.ts';
import { usePrefersDarkScheme, usePrefersReducedMotion } from './system-theme.ts';
import { useThemeSettings } from './theme-store.ts';

/** The look shown now: "system" already resolved against the OS preference. */
export function useAppliedThemeMode(): AppliedThemeMode {
  const { theme } = useThemeSettings();
  return resolveThemeMode(theme, usePrefersDarkScheme());
}

/** Everything the look depends on, resolved: stored settings, OS preferences, accessibility. */
export type ResolvedTheme = {
  settings: ThemeSettings;
  mode: AppliedThemeMode;
  accessibility: Accessibility;
};

/** The theme as it applies now, kept in step with the stores and the OS. */
export function useResolvedTheme(): ResolvedTheme {
  const settings = useThemeSettings();
  const chosen = useAccessibility();
  const osReducesMotion = usePrefersReducedMotion();
  const mode = useAppliedThemeMode();
  const accessibility = useMemo(
    () => ({ ...chosen, reducedMotion: chosen.reducedMotion || osReducesMotion }),
    [chosen, osReducesMotion],
  );
  return useMemo(() => ({ settings, mode, accessibility }), [settings, mode, accessibility]);
}

/**
 * Puts the theme on the page itself (body classes, CSS variables, root font size) before the
 * browser paints a change. Mounted once, at the root, so that the screens built without antd
 * (sign-in) follow the theme as the console's antd screens do.
 */
export function useDocumentTheme(): void {
  const { settings, mode, accessibility } = useResolvedTheme();
  useLayoutEffect(() => applyThemeToDocument(settings, mode), [settings, mode]);
  useLayoutEffect(() => applyAccessibilityToDocument(accessibility), [accessibility]);
  useEffect(() => savePageLook(settings, mode, accessibility), [settings, mode, accessibility]);
}

// A year, as the sidebar's and the area's cookies: a standing preference, not the session's.
const PAGE_LOOK_COOKIE_ATTRIBUTES = { path: '/', expires: 365, sameSite: 'Lax' } as const;

/**
 * The look as applied, for the server to send the next page already wearing it (the console's
 * frame is drawn before any code runs). "system" is kept as the look it resolved to.
 */
function savePageLook(
  settings: ThemeSettings,
  mode: AppliedThemeMode,
  accessibility: Accessibility,
) {
  const value = encodePageLook({
    mode,
    primaryColorHex: settings.primaryColorHex,
    fontFamily: settings.fontFamily,
    ...accessibility,
  });
  if (Cookies.get(PAGE_LOOK_COOKIE) !== value) {
    Cookies.set(PAGE_LOOK_COOKIE, value, PAGE_LOOK_COOKIE_ATTRIBUTES);
  }
}
