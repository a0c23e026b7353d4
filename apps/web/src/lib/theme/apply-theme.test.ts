import { DEFAULT_ACCESSIBILITY } from '@depot/contracts/preferences';
import { DEFAULT_THEME_SETTINGS } from '@depot/contracts/theme';
import { afterEach, describe, expect, test } from 'vitest';
import { applyAccessibilityToDocument, applyThemeToDocument } from './apply-theme.ts';

afterEach(() => {
  document.body.className = '';
  document.documentElement.removeAttribute('style');
});

const rootStyle = () => document.documentElement.style;

describe('applying the theme to the page', () => {
  test('one theme class at a time on the body', () => {
    document.body.classList.add('keep-me');
    applyThemeToDocument(DEFAULT_THEME_SETTINGS, 'dark');
    expect([...document.body.classList]).toEqual(['keep-me', 'theme-dark']);
    applyThemeToDocument(DEFAULT_THEME_SETTINGS, 'light');
    expect([...document.body.classList]).toEqual(['keep-me', 'theme-light']);
  });

  test('ten --primary-NN variables from the primary colour, and the font variable', () => {
    const settings = {
      ...DEFAULT_THEME_SETTINGS,
      primaryColorHex: '#dc2626',
      fontFamily: 'Georgia, serif',
    };
    applyThemeToDocument(settings, 'light');
    const opacities = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];
    for (const [index, opacity] of opacities.entries()) {
      const name = `--primary-${(index + 1) * 10}`;
      expect(rootStyle().getPropertyValue(name), name).toBe(`rgba(220, 38, 38, ${opacity})`);
    }
    expect(rootStyle().getPropertyValue('--font-family')).toBe('Georgia, serif');
    expect(rootStyle().colorScheme).toBe('light');
  });

  test("the table size becomes the lists' cell paddings", () => {
    applyThemeToDocument({ ...DEFAULT_THEME_SETTINGS, tableSize: 'middle' }, 'dark');
    expect(rootStyle().getPropertyValue('--list-cell-padding-block')).toBe('12px');
    expect(rootStyle().getPropertyValue('--list-cell-padding-inline')).toBe('8px');
    applyThemeToDocument({ ...DEFAULT_THEME_SETTINGS, tableSize: 'small' }, 'dark');
    expect(rootStyle().getPropertyValue('--list-cell-padding-block')).toBe('8px');
  });

  test('accessibility: root font size, and a body class per choice, removed again when off', () => {
    applyAccessibilityToDocument({
      fontScale: 125,
      reducedMotion: true,
      highContrast: true,
      underlineLinks: true,
    });
    expect(rootStyle().fontSize).toBe('125%');
    expect([...document.body.classList].sort()).toEqual([
      'high-contrast',
      'reduce-motion',
      'underline-links',
    ]);
    applyAccessibilityToDocument(DEFAULT_ACCESSIBILITY);
    expect(rootStyle().fontSize).toBe('100%');
    expect(document.body.classList).toHaveLength(0);
  });
});
