import { readdirSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import { daySchema, formatLimit, text } from './common.ts';

describe('a day', () => {
  const messages = (value: string) =>
    daySchema()
      .safeParse(value)
      .error?.issues.map((issue) => issue.message) ?? [];

  test('is a calendar day in a year PostgreSQL stores, each fault said once', () => {
    expect(messages('2026-01-31')).toEqual([]);
    expect(messages('0000-01-01')).toEqual(['must be a date between the years 1 and 9999']);
    expect(messages('31/01/2026')).toEqual(['must be a date like 2026-01-31']);
    expect(messages('2026-02-30')).toEqual(['must be a date like 2026-01-31']);
  });
});

describe('the limits messages state', () => {
  test('are grouped as English groups them, without Intl', () => {
    const english = new Intl.NumberFormat('en');
    for (const value of [0, 7, 999, 1_000, 12_345, 999_999, 1_000_000, 2_147_483_647, -45_000]) {
      expect(formatLimit(value)).toBe(english.format(value));
    }
    expect(formatLimit(2.5)).toBe('2.5');
  });

  test('appear in the text limit', () => {
    const result = text(10_000).safeParse('x'.repeat(10_001));
    expect(result.error?.issues[0]?.message).toBe('Use at most 10,000 characters');
  });
});

describe('defining the contracts', () => {
  test('makes no number formatter per field: the console defines them while it starts', async () => {
    const formatted = vi.spyOn(Number.prototype, 'toLocaleString');
    vi.resetModules();
    const modules = readdirSync(import.meta.dirname).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    expect(modules.length).toBeGreaterThan(10);
    await Promise.all(modules.map((file) => import(`./${file}`)));
    expect(formatted).not.toHaveBeenCalled();
    formatted.mockRestore();
  });
});
