import { INVOICE_NUMBER_PATTERN } from '@depot/contracts/transactions';
import { describe, expect, test } from 'vitest';
import { formatInvoiceNumber } from './invoice-number.ts';

describe('invoice numbers', () => {
  test('are INV-year-number with six digits at least', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('INV-2026-000001');
    expect(formatInvoiceNumber(2026, 999_999)).toBe('INV-2026-999999');
  });

  test('grow past 999999 instead of wrapping or cutting', () => {
    expect(formatInvoiceNumber(2026, 1_000_000)).toBe('INV-2026-1000000');
    expect(formatInvoiceNumber(2027, 123_456_789)).toBe('INV-2027-123456789');
    for (const number of [1, 999_999, 1_000_000, 123_456_789]) {
      expect(formatInvoiceNumber(2026, number)).toMatch(INVOICE_NUMBER_PATTERN);
    }
  });

  test('refuse a number that is not a positive whole number', () => {
    expect(() => formatInvoiceNumber(2026, 0)).toThrow();
    expect(() => formatInvoiceNumber(2026, 1.5)).toThrow();
  });
});
