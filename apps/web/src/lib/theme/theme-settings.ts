import {
  currencySymbolOf,
  DEFAULT_THEME_SETTINGS,
  type ThemeSettings,
  themeSettingsSchema,
} from '@depot/contracts/theme';

const FIELDS = themeSettingsSchema.keyof().options;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields docs/BEHAVIOUR.md §3 derives rather than lets a person choose: the currency symbol follows the
 * currency, and dimensionUnit is "secondary,base" (the default "m,cm" is secondary m, base cm).
 */
function withDerivedFields(settings: ThemeSettings): ThemeSettings {
  return {
    ...settings,
    currencySymbol: currencySymbolOf(settings.currency),
    dimensionUnit: `${settings.secondaryDimensionUnit},${settings.baseDimensionUnit}`,
  };
}

/**
 * `candidate`'s valid fields over `fallback`: one bad or missing field (an older stored shape, a
 * hand edit) keeps the fallback's value for that field only. Unknown fields are dropped, so the
 * result has exactly docs/BEHAVIOUR.md §3's fields.
 */
function pickValidFields(candidate: unknown, fallback: ThemeSettings): ThemeSettings {
  const source = isRecord(candidate) ? candidate : {};
  const picked = Object.fromEntries(
    FIELDS.map((field) => {
      const parsed = themeSettingsSchema.shape[field].safeParse(source[field]);
      return [field, parsed.success ? parsed.data : fallback[field]];
    }),
  );
  return withDerivedFields(themeSettingsSchema.parse(picked));
}

/** Theme settings from whatever storage held: docs/BEHAVIOUR.md §3's defaults for anything missing or bad. */
export function parseThemeSettings(stored: unknown): ThemeSettings {
  return pickValidFields(stored, DEFAULT_THEME_SETTINGS);
}

/** `patch` merged into `current`; a field the patch gets wrong keeps its current value. */
export function mergeThemeSettings(
  current: ThemeSettings,
  patch: Partial<Record<keyof ThemeSettings, unknown>>,
): ThemeSettings {
  return pickValidFields({ ...current, ...patch }, current);
}

/** Whether two settings objects hold the same choices. */
export function sameThemeSettings(first: ThemeSettings, second: ThemeSettings): boolean {
  return FIELDS.every((field) => first[field] === second[field]);
}
