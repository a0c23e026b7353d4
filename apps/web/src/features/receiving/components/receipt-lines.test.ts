import { describe, expect, test } from 'vitest';
import { countGap } from './receipt-lines.tsx';

describe('countGap', () => {
  test('a count below what was expected is short, above it over, equal or uncounted nothing', () => {
    expect(countGap(80, 76)).toBe('Short 4');
    expect(countGap(80, 83)).toBe('Over 3');
    expect(countGap(80, 80)).toBeNull();
    expect(countGap(80, null)).toBeNull();
  });
});
