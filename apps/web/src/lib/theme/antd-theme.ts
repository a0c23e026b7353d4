import type { Accessibility } from '@depot/contracts/preferences';
import type { ThemeSettings } from '@depot/contracts/theme';
import { type MappingAlgorithm, type ThemeConfig, theme } from 'antd';
import type { AppliedThemeMode } from './resolve-theme.ts';
import { TABLE_CELL_PADDING } from './table-size.ts';

/** antd's base font size in px, which the accessibility font scale multiplies. */
const BASE_FONT_SIZE = 14;

/** `hex` (#rrggbb) moved `share` of the way to white. */
function towardsWhite(hex: string, share: number): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  if (channels.some(Number.isNaN)) return hex;
  return `#${channels
    .map((channel) =>
      Math.round(channel + (255 - channel) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * Runs after the dark algorithm to keep text readable (WCAG AA, 4.5:1) on dark cards and the
 * grey of table headers: links in the darkened primary reach only about 3.7:1 and its hover
 * shade 4.3:1, so links take that shade a fifth of the way to white (5.8:1); descriptions at
 * 45 % white miss too, so tertiary text takes the 65 % of secondary text.
 */
const readableOnDark: MappingAlgorithm = (seed, map = theme.darkAlgorithm(seed)) => {
  const link = towardsWhite(map.colorPrimaryTextHover, 0.2);
  return {
    ...map,
    colorLink: link,
    colorLinkHover: link,
    colorLinkActive: link,
    colorTextTertiary: map.colorTextSecondary,
  };
};

/**
 * On light, antd's tertiary text (descriptions, secondary typography) is 45 % black: 3.4:1 on
 * white and less on grey panels, below WCAG AA. It takes the 65 % of secondary text (6.2:1).
 */
const readableOnLight: MappingAlgorithm = (seed, map = theme.defaultAlgorithm(seed)) => ({
  ...map,
  colorTextTertiary: map.colorTextSecondary,
});

/**
 * On dark, text in the primary colour or in red over a tinted background (the selected menu
 * entry, the active tab, a dangerous button) falls below 4.5:1: near-white text for the first
 * two, antd's lighter red for the last.
 */
const readableOnDarkComponents: ThemeConfig['components'] = {
  Menu: {
    itemSelectedColor: 'rgba(255, 255, 255, 0.95)',
    horizontalItemSelectedColor: 'rgba(255, 255, 255, 0.95)',
  },
  Tabs: { itemSelectedColor: 'rgba(255, 255, 255, 0.95)' },
  Button: { colorError: '#ff7875', colorErrorHover: '#ffa39e' },
};

/**
 * High contrast: every text at full strength, borders one step darker (lighter on dark), so
 * nothing depends on telling faint greys apart.
 */
const highContrast: MappingAlgorithm = (seed, map = theme.defaultAlgorithm(seed)) => ({
  ...map,
  colorTextSecondary: map.colorText,
  colorTextTertiary: map.colorText,
  colorTextDescription: map.colorText,
  colorTextPlaceholder: map.colorTextSecondary,
  colorBorder: map.colorTextTertiary,
  colorBorderSecondary: map.colorBorder,
  colorSplit: map.colorBorder,
});

type AntdThemeInput = {
  settings: ThemeSettings;
  mode: AppliedThemeMode;
  accessibility: Accessibility;
};

/** docs/BEHAVIOUR.md §4's settings as antd's theme: algorithm, primary colour, font, table size, motion. */
export function antdThemeConfig({ settings, mode, accessibility }: AntdThemeInput): ThemeConfig {
  const base = mode === 'dark' ? [theme.darkAlgorithm, readableOnDark] : [readableOnLight];
  const padding = TABLE_CELL_PADDING[settings.tableSize];
  return {
    algorithm: accessibility.highContrast ? [...base, highContrast] : base,
    token: {
      colorPrimary: settings.primaryColorHex,
      // antd derives links and "info" (progress, the logo) from colorInfo, which it otherwise keeps
      // at its own blue; they follow the chosen colour as they do antd's default.
      colorInfo: settings.primaryColorHex,
      // Placeholders in filters ("All roles") carry meaning, so they too need 4.5:1; antd's
      // 25 % grey does not reach it.
      colorTextPlaceholder: mode === 'dark' ? 'rgba(255, 255, 255, 0.65)' : 'rgba(0, 0, 0, 0.6)',
      // antd's red (#ff4d4f) reaches 3.3:1 on white, short of 4.5:1 for a dangerous button's
      // label or a form's error; its next-but-one shade reaches 5.9:1. Dark keeps antd's red.
      ...(mode === 'light' ? { colorError: '#cf1322' } : {}),
      fontFamily: settings.fontFamily,
      fontSize: Math.round((BASE_FONT_SIZE * accessibility.fontScale) / 100),
      motion: !accessibility.reducedMotion,
    },
    components: {
      Table: { cellPaddingBlock: padding.block, cellPaddingInline: padding.inline },
      // On dark, the selected menu entry in the primary colour over its tinted background falls
      // below 4.5:1; near-white text keeps it readable whatever colour is chosen.
      ...(mode === 'dark' ? readableOnDarkComponents : {}),
    },
  };
}
