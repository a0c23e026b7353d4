import { z } from 'zod';
import { formatLimit } from './common.ts';

/** A decimal measure as text ("12.5"): at most `decimals` places, above zero, at most `max`. */
export function measureSchema(label: string, decimals: number, max: number) {
  return (
    z
      .string({ error: `Enter the ${label}` })
      .trim()
      // Not a number: one message, not three (the bounds below cannot judge it).
      .regex(new RegExp(`^\\d{1,6}(\\.\\d{1,${decimals}})?$`), {
        message: `Enter the ${label} as a number with at most ${decimals} decimals`,
        abort: true,
      })
      .refine((value) => Number(value) > 0, `The ${label} must be more than zero`)
      .refine((value) => Number(value) <= max, `The ${label} is at most ${formatLimit(max)}`)
      .transform((value) => value.replace(/^0+(?=\d)/, ''))
  );
}
