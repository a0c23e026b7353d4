import type { ThemeConfig } from 'antd';
import { useLayoutEffect, useMemo } from 'react';
import { useAccessibility } from './accessibility-store.ts';
import { antdThemeConfig } from './antd-theme.ts';
import { applyAccessibilityToDocument, applyThemeToDocument } from './apply-theme.ts';
import { type AppliedThemeMode, resolveThemeMode } from './resolve-theme.ts';
import { usePrefersDarkScheme, usePrefersReducedMotion } from './system-theme.ts';
import { useThemeSettings } from './theme-store.ts';

/** The look shown now: "system" already resolved against the OS preference. */
export function useAppliedThemeMode(): AppliedThemeMode {
  const { theme } = useThemeSettings();
  return resolveThemeMode(theme, usePrefersDarkScheme());
}

/**
 * The app's theme for antd's ConfigProvider, kept in step with the stored settings, the OS
 * preference and the accessibility choices. The page outside antd (body classes, CSS variables,
 * root font size) is set here too, before the browser paints the change.
 */
export function useAppTheme(): ThemeConfig {
  const settings = useThemeSettings();
  const chosen = useAccessibility();
  const osReducesMotion = usePrefersReducedMotion();
  const mode = useAppliedThemeMode();
  const accessibility = useMemo(
    () => ({ ...chosen, reducedMotion: chosen.reducedMotion || osReducesMotion }),
    [chosen, osReducesMotion],
  );

  useLayoutEffect(() => applyThemeToDocument(settings, mode), [settings, mode]);
  useLayoutEffect(() => applyAccessibilityToDocument(accessibility), [accessibility]);

  return useMemo(
    () => antdThemeConfig({ settings, mode, accessibility }),
    [settings, mode, accessibility],
  );
}
