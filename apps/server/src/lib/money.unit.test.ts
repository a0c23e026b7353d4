import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatAmount, sameAmount, trimAmount } from './money.ts';

describe('amounts as text', () => {
  test('a stored numeric is written with exactly the currency’s minor digits', () => {
    expect(formatAmount('1499.5000', 'INR')).toBe('1499.50');
    expect(formatAmount('1500.0000', 'JPY')).toBe('1500');
    expect(formatAmount('0.0000', 'INR')).toBe('0.00');
    expect(formatAmount('1.2340', 'KWD')).toBe('1.234');
    expect(formatAmount('7', 'USD')).toBe('7.00');
    // Twelve digits and four decimals survive whole: no float ever holds them.
    expect(formatAmount('999999999999.9900', 'INR')).toBe('999999999999.99');
    expect(formatAmount('900719925474.0993', 'KWD')).toBe('900719925474.0993');
  });

  test('trailing zeros go, other digits stay', () => {
    expect(trimAmount('12.5000')).toBe('12.5');
    expect(trimAmount('12.0000')).toBe('12');
    expect(trimAmount('1200')).toBe('1200');
    expect(trimAmount('1200.')).toBe('1200');
    expect(trimAmount('1200.0500')).toBe('1200.05');
    expect(sameAmount('12.5', '12.5000')).toBe(true);
    expect(sameAmount('012.50', '12.5')).toBe(true);
    expect(sameAmount('12.5', '12.05')).toBe(false);
  });

  test('any stored amount keeps its value and shows at least its currency’s digits', () => {
    const digits = { INR: 2, JPY: 0, KWD: 3 } as const;
    fc.assert(
      fc.property(
        fc.stringMatching(/^(0|[1-9]\d{0,11})$/),
        fc.stringMatching(/^\d{0,4}$/),
        fc.constantFrom('INR', 'JPY', 'KWD' as const),
        (whole, fraction, currency) => {
          const stored = fraction ? `${whole}.${fraction}` : whole;
          const written = formatAmount(stored, currency);
          expect(sameAmount(written, stored)).toBe(true);
          const shownDigits = written.includes('.') ? written.split('.')[1]?.length : 0;
          const significant = fraction.replace(/0+$/, '').length;
          expect(shownDigits).toBe(Math.max(digits[currency], significant));
        },
      ),
    );
  });
});
