import { DEFAULT_THEME_SETTINGS } from '@depot/contracts/theme';
import { type MappingAlgorithm, type ThemeConfig, theme } from 'antd';

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
 * The shell's default look (SPEC §2: dark, primary colour from SPEC §3). The theme engine that
 * follows saved settings and the system preference replaces this fixed configuration later.
 */
export const defaultTheme: ThemeConfig = {
  algorithm: [theme.darkAlgorithm, readableOnDark],
  token: {
    colorPrimary: DEFAULT_THEME_SETTINGS.primaryColorHex,
    fontFamily: DEFAULT_THEME_SETTINGS.fontFamily,
  },
};
