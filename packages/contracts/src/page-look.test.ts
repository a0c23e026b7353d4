import { describe, expect, test } from 'vitest';
import { encodePageLook, type PageLook, pageLookAttributes, parsePageLook } from './page-look.ts';

const light: PageLook = {
  mode: 'light',
  primaryColorHex: '#16a34a',
  fontFamily: 'Georgia, "Times New Roman", Times, serif',
  fontScale: 125,
  reducedMotion: false,
  highContrast: true,
  underlineLinks: true,
};

describe('the page look', () => {
  test('comes back from its cookie as it went in', () => {
    expect(parsePageLook(encodePageLook(light))).toEqual(light);
  });

  test('is refused whole when anything in it is not what the theme engine writes', () => {
    expect(parsePageLook(undefined)).toBeNull();
    expect(parsePageLook('not json')).toBeNull();
    expect(parsePageLook(JSON.stringify({ ...light, mode: 'system' }))).toBeNull();
    expect(parsePageLook(JSON.stringify({ ...light, fontScale: 400 }))).toBeNull();
    expect(parsePageLook(JSON.stringify({ ...light, primaryColorHex: 'red' }))).toBeNull();
    // A font that would end its declaration and start another.
    expect(
      parsePageLook(JSON.stringify({ ...light, fontFamily: 'serif; background: url(x)' })),
    ).toBeNull();
    expect(parsePageLook(JSON.stringify({ ...light, fontFamily: 'a"><script>' }))).toBeNull();
    // A quote left open would take the declarations after it into the font's value.
    expect(parsePageLook(JSON.stringify({ ...light, fontFamily: 'Georgia "' }))).toBeNull();
    expect(
      parsePageLook(JSON.stringify({ ...light, fontFamily: '"Segoe UI\', serif' })),
    ).toBeNull();
  });

  test('becomes the variables and classes the theme engine puts on the page', () => {
    const { rootStyle, bodyClasses } = pageLookAttributes(light);
    expect(rootStyle).toContain('--primary-100: rgba(22, 163, 74, 1)');
    expect(rootStyle).toContain('--primary-10: rgba(22, 163, 74, 0.1)');
    expect(rootStyle).toContain('--font-family: Georgia, "Times New Roman", Times, serif');
    expect(rootStyle).toContain('color-scheme: light');
    expect(rootStyle).toContain('font-size: 125%');
    expect(bodyClasses).toEqual(['theme-light', 'high-contrast', 'underline-links']);
    expect(pageLookAttributes({ ...light, mode: 'dark', highContrast: false }).bodyClasses).toEqual(
      ['theme-dark', 'underline-links'],
    );
  });
});
