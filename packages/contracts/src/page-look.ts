import { z } from 'zod';
import { fontScales } from './preferences.ts';
import { primaryShades } from './primary-shades.ts';

/**
 * The look a browser last gave the console (light or dark as shown, the primary colour, the font
 * and the accessibility choices), kept in a cookie so that the server can send a page already
 * wearing it: the frame it draws before the code arrives then matches what the code will show.
 * Theme settings themselves live in the browser's storage, which the server never sees.
 */
export const PAGE_LOOK_COOKIE = 'depot-look';

// A font is a CSS font-family list: each family a name of letters, digits, spaces and hyphens,
// bare or in one pair of quotes, so that the value can go into a style attribute without ending
// its declaration or leaving a quote open.
const FONT_FAMILY_NAME = /^(?:[\w-]+(?: [\w-]+)*|"[\w -]+"|'[\w -]+')$/;
const fontFamily = z
  .string()
  .max(300)
  .refine((list) => list.split(',').every((family) => FONT_FAMILY_NAME.test(family.trim())));

export const pageLookSchema = z.object({
  mode: z.enum(['light', 'dark']),
  primaryColorHex: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  fontFamily,
  fontScale: z.union(fontScales.map((scale) => z.literal(scale))),
  reducedMotion: z.boolean(),
  highContrast: z.boolean(),
  underlineLinks: z.boolean(),
});
export type PageLook = z.infer<typeof pageLookSchema>;

export function encodePageLook(look: PageLook): string {
  return JSON.stringify(look);
}

/** The look a cookie holds, or null when it holds none that can be trusted into a page. */
export function parsePageLook(raw: string | undefined): PageLook | null {
  if (!raw) return null;
  try {
    const parsed = pageLookSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The root element's inline style and the body's classes for a look, as the theme engine sets
 * them in the browser (apply-theme.ts in the web app): the same variables, the same classes.
 */
export function pageLookAttributes(look: PageLook): { rootStyle: string; bodyClasses: string[] } {
  const declarations = [
    ...primaryShades(look.primaryColorHex).map(([name, value]) => `${name}: ${value}`),
    `--font-family: ${look.fontFamily}`,
    `color-scheme: ${look.mode}`,
    `font-size: ${look.fontScale}%`,
  ];
  const bodyClasses = [
    look.mode === 'light' ? 'theme-light' : 'theme-dark',
    ...(look.reducedMotion ? ['reduce-motion'] : []),
    ...(look.highContrast ? ['high-contrast'] : []),
    ...(look.underlineLinks ? ['underline-links'] : []),
  ];
  return { rootStyle: declarations.join('; '), bodyClasses };
}
