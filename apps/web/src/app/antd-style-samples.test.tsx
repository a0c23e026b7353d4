import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_ACCESSIBILITY } from '@depot/contracts/preferences';
import { DEFAULT_THEME_SETTINGS } from '@depot/contracts/theme';
import { describe, expect, it } from 'vitest';
import { antdThemeConfig } from '@/lib/theme/antd-theme.ts';
import { renderAntdStyles } from '@/prerender.tsx';
import { antdStyleSamples } from './antd-style-samples.tsx';

const SOURCE = path.join(import.meta.dirname, '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every value the app's code imports from antd (not types). */
function antdValuesImported(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SOURCE)) {
    const text = readFileSync(file, 'utf8');
    for (const [, typeOnly, list] of text.matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'antd'/g,
    )) {
      if (typeOnly) continue;
      for (const item of (list ?? '').split(',')) {
        const name = item.trim().split(/\s+as\s+/)[0] ?? '';
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

describe("antd's styles written at build time", () => {
  it('has a sample of every component the app imports from antd', () => {
    // Not components: the theme's algorithms, and the provider the samples render inside.
    const notStyled = new Set(['theme', 'ConfigProvider']);
    const imported = [...antdValuesImported()].filter((name) => !notStyled.has(name));
    expect(imported.length).toBeGreaterThan(20);
    expect(imported.filter((name) => !(name in antdStyleSamples))).toEqual([]);
  });

  it("are the same rules under every theme, since they read it from antd's CSS variables", () => {
    const built = renderAntdStyles();
    expect(built).toContain('.ant-btn');
    expect(built).toContain('data-ant-cssinjs-cache-path');
    const themes = [
      antdThemeConfig({
        settings: DEFAULT_THEME_SETTINGS,
        mode: 'light',
        accessibility: DEFAULT_ACCESSIBILITY,
      }),
      antdThemeConfig({
        settings: {
          ...DEFAULT_THEME_SETTINGS,
          primaryColorHex: '#eb2f96',
          fontFamily: 'Georgia, serif',
          tableSize: 'small',
        },
        mode: 'dark',
        accessibility: {
          fontScale: 150,
          reducedMotion: true,
          highContrast: true,
          underlineLinks: true,
        },
      }),
    ];
    for (const theme of themes) expect(renderAntdStyles(theme)).toBe(built);
  });
});
