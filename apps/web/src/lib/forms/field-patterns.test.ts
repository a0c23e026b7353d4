import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { fieldPatterns } from './field-patterns.ts';
import { fieldOfPath } from './nested-field-errors.ts';

const body = z.object({
  code: z.string().transform((code) => code.toUpperCase()),
  note: z.string().nullable().default(null),
  address: z.object({ city: z.string(), postalCode: z.string().optional() }),
  rates: z.array(z.object({ zoneCode: z.string(), perKg: z.string() })).optional(),
  tags: z.array(z.string()),
});

describe('the fields of a form, from its body', () => {
  test('names each field by the path the server gives its problems, `*` for a list’s index', () => {
    expect(fieldPatterns(body)).toEqual([
      'code',
      'note',
      'address.city',
      'address.postalCode',
      'rates',
      'rates.*.zoneCode',
      'rates.*.perKg',
      'tags',
    ]);
  });

  test('a problem is shown at its field: a row’s cell, or a list of values as a whole', () => {
    const patterns = fieldPatterns(body);
    expect(fieldOfPath('rates.2.perKg', patterns)).toEqual(['rates', 2, 'perKg']);
    expect(fieldOfPath('tags.3', patterns)).toEqual(['tags']);
    expect(fieldOfPath('address.city', patterns)).toEqual(['address', 'city']);
  });
});
