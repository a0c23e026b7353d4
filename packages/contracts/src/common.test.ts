import { describe, expect, test } from 'vitest';
import { daySchema } from './common.ts';

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
