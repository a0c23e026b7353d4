import {
  encodePageLook,
  type PageLook,
  pageLookAttributes,
  parsePageLook,
} from '@depot/contracts/page-look';
import { DEFAULT_THEME_SETTINGS } from '@depot/contracts/theme';
import { describe, expect, test } from 'vitest';
import { applyAccessibilityToDocument, applyThemeToDocument } from '@/lib/theme/apply-theme.ts';
import { FONT_FAMILIES } from './preference-options.ts';

const look: PageLook = {
  mode: 'light',
  primaryColorHex: '#16a34a',
  fontFamily: FONT_FAMILIES[3]?.value ?? '',
  fontScale: 125,
  reducedMotion: true,
  highContrast: true,
  underlineLinks: false,
};

function declarations(style: CSSStyleDeclaration): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: style.length }, (_, index) => style.item(index)).map((name) => [
      name,
      style.getPropertyValue(name),
    ]),
  );
}

describe('the look the server draws a page in', () => {
  test('carries every font the settings offer', () => {
    for (const font of FONT_FAMILIES) {
      expect(
        parsePageLook(encodePageLook({ ...look, fontFamily: font.value })),
        font.label,
      ).not.toBeNull();
    }
  });

  test('is what the theme engine puts on the page, but for the lists\u2019 cell padding', () => {
    const engine = document.implementation.createHTMLDocument('engine');
    applyThemeToDocument(
      {
        ...DEFAULT_THEME_SETTINGS,
        primaryColorHex: look.primaryColorHex,
        fontFamily: look.fontFamily,
      },
      look.mode,
      engine,
    );
    applyAccessibilityToDocument(look, engine);
    const drawn = document.implementation.createHTMLDocument('drawn');
    const { rootStyle, bodyClasses } = pageLookAttributes(look);
    drawn.documentElement.setAttribute('style', rootStyle);
    drawn.body.className = bodyClasses.join(' ');

    const {
      '--list-cell-padding-block': _block,
      '--list-cell-padding-inline': _inline,
      ...rest
    } = declarations(engine.documentElement.style);
    expect(rest).toMatchObject({ '--primary-100': 'rgba(22, 163, 74, 1)', 'font-size': '125%' });
    expect(declarations(drawn.documentElement.style)).toEqual(rest);
    expect([...drawn.body.classList].sort()).toEqual([...engine.body.classList].sort());
  });
});
