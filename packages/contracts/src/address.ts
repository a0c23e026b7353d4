import { z } from 'zod';
import { text } from './common.ts';
import { countryCodeParamSchema } from './reference.ts';

/** Optional text: an empty string is sent as "none". */
export const optionalText = (max: number) =>
  text(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/**
 * A postal address as every place in the console holds one (a client business, a warehouse, a
 * vendor, a consignee): lines, city, the state by its ISO code within the country, and the
 * postal code. The server checks the state and a PIN code's state against the reference data.
 */
export const addressSchema = z.object({
  line1: text(200).min(1, 'Enter the first line of the address'),
  line2: optionalText(200),
  city: text(100).min(1, 'Enter the city'),
  /** The state's ISO 3166-2 code within the country, as the reference data has it ("MH"). */
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{1,10}$/, 'Choose the state'),
  country: countryCodeParamSchema,
  postalCode: text(12).min(3, 'Enter the postal code'),
});
export type Address = z.output<typeof addressSchema>;

/** An address as answered. */
export const storedAddressSchema = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postalCode: z.string(),
});

/** An email address one may leave out: empty is none, and it is kept lower-cased. */
export const optionalEmailSchema = z
  .email('Enter a valid email address, like name@company.com')
  .max(254, 'Use at most 254 characters')
  .transform((value) => value.toLowerCase())
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));
