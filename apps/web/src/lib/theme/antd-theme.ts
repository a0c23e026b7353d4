import type { Accessibility } from '@depot/contracts/settings';
import type { ThemeSettings } from '@depot/contracts/theme';
import { type MappingAlgorithm, type ThemeConfig, theme } from 'antd';
import type { AppliedThemeMode } from './resolve-theme.ts';

/** antd's base font size in px, which the accessibility font scale multiplies. */
const BASE_FONT_SIZE = 14;

/**
 * Runs after the dark algorithm to keep text readable (WCAG AA, 4.5:1) on dark cards: links in
 * the darkened primary reach only about 3.7:1, so they take its lighter hover shade (4.7:1);
 * descriptions at 45 % white miss too, so tertiary text takes the 65 % of secondary text.
 */
const readableOnDark: MappingAlgorithm = (seed, map = theme.darkAlgorithm(seed)) => ({
  ...map,
  colorLink: map.colorPrimaryTextHover,
  colorLinkHover: map.colorPrimaryTextHover,
  colorLinkActive: map.colorPrimaryTextHover,
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

/**
 * Cell paddings for each table size. antd's Table has no app-wide size setting, so the chosen
 * size becomes the padding of the default size through component tokens, and every table
 * follows it. SPEC's "default" is antd's default, roomy rows (antd calls it "large", 16 px);
 * "large" is accepted by the contract and means the same; "middle" and "small" are antd's own.
 */
const TABLE_CELL_PADDING: Record<ThemeSettings['tableSize'], { block: number; inline: number }> = {
  large: { block: 16, inline: 16 },
  default: { block: 16, inline: 16 },
  middle: { block: 12, inline: 8 },
  small: { block: 8, inline: 8 },
};

type AntdThemeInput = {
  settings: ThemeSettings;
  mode: AppliedThemeMode;
  accessibility: Accessibility;
};

/** SPEC §4's settings as antd's theme: algorithm, primary colour, font, table size, motion. */
export function antdThemeConfig({ settings, mode, accessibility }: AntdThemeInput): ThemeConfig {
  const base = mode === 'dark' ? [theme.darkAlgorithm, readableOnDark] : [theme.defaultAlgorithm];
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
