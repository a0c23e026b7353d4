import { describe, expect, test } from 'vitest';
import { primaryShades } from './primary-shades.ts';

describe('primary shades', () => {
  test('spread the colour into --primary-10 … --primary-100 with opacity 0.1 … 1', () => {
    expect(primaryShades('#2563eb')).toEqual([
      ['--primary-10', 'rgba(37, 99, 235, 0.1)'],
      ['--primary-20', 'rgba(37, 99, 235, 0.2)'],
      ['--primary-30', 'rgba(37, 99, 235, 0.3)'],
      ['--primary-40', 'rgba(37, 99, 235, 0.4)'],
      ['--primary-50', 'rgba(37, 99, 235, 0.5)'],
      ['--primary-60', 'rgba(37, 99, 235, 0.6)'],
      ['--primary-70', 'rgba(37, 99, 235, 0.7)'],
      ['--primary-80', 'rgba(37, 99, 235, 0.8)'],
      ['--primary-90', 'rgba(37, 99, 235, 0.9)'],
      ['--primary-100', 'rgba(37, 99, 235, 1)'],
    ]);
  });

  test('read upper-case hex digits too', () => {
    expect(primaryShades('#FFA0C0')[9]).toEqual(['--primary-100', 'rgba(255, 160, 192, 1)']);
  });

  test('refuse what is not a #rrggbb colour', () => {
    expect(() => primaryShades('blue')).toThrow(/not a colour/);
  });
});
