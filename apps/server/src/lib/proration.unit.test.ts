import { describe, expect, test } from 'vitest';
import { indianGrouping, indianNumberInWords, rupeesInWords } from './amount-in-words.ts';
import { gstOf, gstStateOf, supplyKindOf } from './gst.ts';
import { divideRounded, fromMinorUnits, toMinorUnits } from './money.ts';
import { unusedCredit } from './proration.ts';

const span = (periodStart: string, periodEnd: string, amount: string, currency = 'INR') => ({
  periodStart,
  periodEnd,
  amount,
  currency,
});

describe('the credit for unused days (docs/decisions/0042)', () => {
  test('the decision’s worked example: ₹2,999 for 1–31 March, changed on 21 March', () => {
    // Used 1–20 March (20 days), unused 21–31 March (11 days): 2999 × 11 / 31 = 1064.16…
    expect(unusedCredit(span('2026-03-01', '2026-03-31', '2999.00'), '2026-03-21')).toEqual({
      unusedDays: 11,
      totalDays: 31,
      credit: '1064.16',
    });
  });

  test('a 30-day month: ₹3,000 for April, changed on 11 April leaves 20 days', () => {
    expect(unusedCredit(span('2026-04-01', '2026-04-30', '3000.00'), '2026-04-11')).toEqual({
      unusedDays: 20,
      totalDays: 30,
      credit: '2000.00',
    });
  });

  test('a 31-day month credits a thirty-first a day', () => {
    // 1000 × 10 / 31 = 322.580… → 322.58
    expect(unusedCredit(span('2026-05-01', '2026-05-31', '1000.00'), '2026-05-22').credit).toBe(
      '322.58',
    );
  });

  test('a leap year’s February has 29 days, a common year’s 28', () => {
    expect(unusedCredit(span('2028-02-01', '2028-02-29', '2900.00'), '2028-02-20')).toEqual({
      unusedDays: 10,
      totalDays: 29,
      credit: '1000.00',
    });
    expect(unusedCredit(span('2027-02-01', '2027-02-28', '2800.00'), '2027-02-20')).toEqual({
      unusedDays: 9,
      totalDays: 28,
      credit: '900.00',
    });
    // A yearly plan across 29 February 2028 has 366 days.
    expect(unusedCredit(span('2027-06-01', '2028-05-31', '36600.00'), '2028-05-01')).toEqual({
      unusedDays: 31,
      totalDays: 366,
      credit: '3100.00',
    });
  });

  test('a change on the period’s first day credits all of it, on its last day one day', () => {
    expect(unusedCredit(span('2026-03-01', '2026-03-31', '2999.00'), '2026-03-01')).toEqual({
      unusedDays: 31,
      totalDays: 31,
      credit: '2999.00',
    });
    // 2999 / 31 = 96.741… → 96.74
    expect(unusedCredit(span('2026-03-01', '2026-03-31', '2999.00'), '2026-03-31')).toEqual({
      unusedDays: 1,
      totalDays: 31,
      credit: '96.74',
    });
  });

  test('a span not begun is credited whole, one already over not at all', () => {
    // A renewal invoiced ahead for April, changed on 20 March.
    expect(unusedCredit(span('2026-04-01', '2026-04-30', '3000.00'), '2026-03-20').credit).toBe(
      '3000.00',
    );
    expect(unusedCredit(span('2026-02-01', '2026-02-28', '3000.00'), '2026-03-20').credit).toBe(
      '0.00',
    );
  });

  test('rounds to the minor unit, a half up, in the currency’s digits', () => {
    // 1 × 1 / 2 = 0.005 INR → 0.01; JPY has no minor digits: 1001 × 1 / 2 = 500.5 → 501.
    expect(unusedCredit(span('2026-03-01', '2026-03-02', '0.01'), '2026-03-02').credit).toBe(
      '0.01',
    );
    expect(unusedCredit(span('2026-03-01', '2026-03-02', '1001', 'JPY'), '2026-03-02').credit).toBe(
      '501',
    );
  });
});

describe('exact amounts', () => {
  test('minor units there and back', () => {
    expect(toMinorUnits('1499.5', 'INR')).toBe(149_950n);
    expect(toMinorUnits('1499.5000', 'INR')).toBe(149_950n);
    expect(toMinorUnits('1500', 'JPY')).toBe(1500n);
    expect(fromMinorUnits(149_950n, 'INR')).toBe('1499.50');
    expect(fromMinorUnits(5n, 'INR')).toBe('0.05');
    expect(fromMinorUnits(1500n, 'JPY')).toBe('1500');
    expect(fromMinorUnits(99_999_999_999_999n, 'INR')).toBe('999999999999.99');
  });

  test('division rounds a half away from zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
    expect(divideRounded(5n, 3n)).toBe(2n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
  });
});

describe('GST inside an amount (docs/decisions/0041)', () => {
  const maharashtra = gstStateOf('Maharashtra');

  test('within the operator’s state: CGST and SGST, half each, equal to the paisa', () => {
    const supply = supplyKindOf(maharashtra, gstStateOf('Maharashtra'));
    expect(supply).toBe('intra-state');
    // 149900 × 9 / 118 = 11433.05 → 114.33 each; taxable 1499.00 − 228.66.
    expect(gstOf('1499.00', 'INR', supply, 'Maharashtra (27)')).toMatchObject({
      sac: '996729',
      rate: '18',
      taxableValue: '1270.34',
      cgst: '114.33',
      sgst: '114.33',
      igst: '0.00',
      tax: '228.66',
      total: '1499.00',
    });
  });

  test('across states: IGST at the whole rate', () => {
    const supply = supplyKindOf(maharashtra, gstStateOf('Karnataka'));
    expect(supply).toBe('inter-state');
    // 1180000 × 18 / 118 = 180000 exactly.
    expect(gstOf('11800.00', 'INR', supply, 'Karnataka (29)')).toMatchObject({
      taxableValue: '10000.00',
      cgst: '0.00',
      sgst: '0.00',
      igst: '1800.00',
      total: '11800.00',
    });
  });

  test('the taxable value and the taxes add up to the amount, whatever it is', () => {
    for (let paise = 1n; paise < 5000n; paise += 7n) {
      const amount = fromMinorUnits(paise * 101n, 'INR');
      for (const supply of ['intra-state', 'inter-state'] as const) {
        const tax = gstOf(amount, 'INR', supply, null);
        const sum =
          toMinorUnits(tax.taxableValue, 'INR') +
          toMinorUnits(tax.cgst, 'INR') +
          toMinorUnits(tax.sgst, 'INR') +
          toMinorUnits(tax.igst, 'INR');
        expect(sum).toBe(paise * 101n);
        expect(tax.cgst).toBe(tax.sgst);
      }
    }
  });

  test('states compare by their GST codes; an unknown state is across states', () => {
    expect(supplyKindOf(gstStateOf('Maharashtra'), gstStateOf('maharashtra'))).toBe('intra-state');
    expect(supplyKindOf(gstStateOf(null), gstStateOf('Maharashtra'))).toBe('inter-state');
    expect(supplyKindOf(gstStateOf('Maharashtra'), gstStateOf(null))).toBe('inter-state');
  });
});

describe('amounts in words, the Indian way', () => {
  test('lakhs and crores', () => {
    expect(indianNumberInWords(1_160_000n)).toBe('Eleven Lakh Sixty Thousand');
    expect(indianNumberInWords(1499n)).toBe('One Thousand Four Hundred Ninety-Nine');
    expect(indianNumberInWords(12_34_56_789n)).toBe(
      'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine',
    );
    expect(indianNumberInWords(0n)).toBe('Zero');
  });

  test('rupees and paise', () => {
    expect(rupeesInWords('1499.50', 'INR')).toBe(
      'Rupees One Thousand Four Hundred Ninety-Nine and Fifty Paise Only',
    );
    expect(rupeesInWords('100.00', 'INR')).toBe('Rupees One Hundred Only');
    expect(rupeesInWords('100.00', 'USD')).toBeNull();
    expect(indianGrouping('1160000.50')).toBe('11,60,000.50');
    expect(indianGrouping('999')).toBe('999');
    expect(indianGrouping('123456789.00')).toBe('12,34,56,789.00');
  });
});
