import { DEFAULT_ACCESSIBILITY } from '@depot/contracts/preferences';
import { DEFAULT_THEME_SETTINGS } from '@depot/contracts/theme';
import { theme } from 'antd';
import { describe, expect, test } from 'vitest';
import { antdThemeConfig } from './antd-theme.ts';

type Rgb = [number, number, number];

/** An antd colour (#rrggbb or rgba()) laid over an opaque background, as the screen shows it. */
function over(colour: string, background: Rgb): Rgb {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return [hex[1], hex[2], hex[3]].map((part) => Number.parseInt(part ?? '0', 16)) as Rgb;
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour);
  if (!rgba?.[1]) throw new Error(`unexpected colour ${colour}`);
  const [r = 0, g = 0, b = 0, a = 1] = rgba[1].split(',').map((part) => Number(part.trim()));
  return [r, g, b].map((channel, index) =>
    Math.round(channel * a + (background[index] ?? 0) * (1 - a)),
  ) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(foreground: Rgb, background: Rgb): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const textTokens = [
  'colorText',
  'colorTextSecondary',
  'colorTextDescription',
  'colorTextTertiary',
  'colorLink',
];

describe.each(['light', 'dark'] as const)('the %s theme', (mode) => {
  const token = theme.getDesignToken(
    antdThemeConfig({
      settings: DEFAULT_THEME_SETTINGS,
      mode,
      accessibility: DEFAULT_ACCESSIBILITY,
    }),
  );
  // Text sits on the page, on cards and on the grey of filled panels and table headers.
  const surfaces = {
    page: token.colorBgLayout,
    card: token.colorBgContainer,
    filled: token.colorFillAlter,
  };

  for (const name of textTokens) {
    test(`${name} reaches WCAG AA (4.5:1) on every surface`, () => {
      for (const [surface, colour] of Object.entries(surfaces)) {
        const background = over(colour, over(token.colorBgContainer, [255, 255, 255]));
        const ratio = contrast(
          over(String(token[name as keyof typeof token]), background),
          background,
        );
        expect(ratio, `${name} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
