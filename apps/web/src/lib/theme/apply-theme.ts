import type { Accessibility } from '@depot/contracts/preferences';
import { primaryShades } from '@depot/contracts/primary-shades';
import type { ThemeSettings } from '@depot/contracts/theme';
import type { AppliedThemeMode } from './resolve-theme.ts';
import { TABLE_CELL_PADDING } from './table-size.ts';

const THEME_CLASSES: Record<AppliedThemeMode, string> = {
  light: 'theme-light',
  dark: 'theme-dark',
};

/**
 * docs/BEHAVIOUR.md §4: the look goes onto the page body as one theme class, the primary colour into the ten
 * --primary-NN variables, the font into --font-family and the table size into the lists' cell
 * paddings, for any CSS outside antd's tokens.
 */
export function applyThemeToDocument(
  settings: ThemeSettings,
  mode: AppliedThemeMode,
  target: Document = document,
): void {
  const { body, documentElement: root } = target;
  for (const [applied, className] of Object.entries(THEME_CLASSES)) {
    body.classList.toggle(className, applied === mode);
  }
  for (const [name, value] of primaryShades(settings.primaryColorHex)) {
    root.style.setProperty(name, value);
  }
  root.style.setProperty('--font-family', settings.fontFamily);
  const padding = TABLE_CELL_PADDING[settings.tableSize];
  root.style.setProperty('--list-cell-padding-block', `${padding.block}px`);
  root.style.setProperty('--list-cell-padding-inline', `${padding.inline}px`);
  // Native parts (scroll bars, form controls, the page behind the app) follow the look too.
  root.style.colorScheme = mode;
}

/** Accessibility choices as the root font size and body classes read by styles/global.css. */
export function applyAccessibilityToDocument(
  accessibility: Accessibility,
  target: Document = document,
): void {
  const { body, documentElement: root } = target;
  root.style.fontSize = `${accessibility.fontScale}%`;
  body.classList.toggle('reduce-motion', accessibility.reducedMotion);
  body.classList.toggle('high-contrast', accessibility.highContrast);
  body.classList.toggle('underline-links', accessibility.underlineLinks);
}
