import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';

/** One time zone of a country (docs/BEHAVIOUR.md §3). */
export const timezoneSchema = z.object({
  zoneName: z.string(),
  /** Seconds east of UTC. */
  gmtOffset: z.number().int(),
  gmtOffsetName: z.string(),
  abbreviation: z.string(),
  tzName: z.string(),
});
export type Timezone = z.infer<typeof timezoneSchema>;

/** A country with every field the console reads (docs/BEHAVIOUR.md §3). */
export const countrySchema = z.object({
  name: z.string(),
  isoCode: z.string(),
  flag: z.string(),
  phonecode: z.string(),
  currency: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  timezones: z.array(timezoneSchema),
});
export type Country = z.infer<typeof countrySchema>;

/** The second form of the country list: what a phone number's calling code picker needs. */
export const countryCodeSchema = z.object({
  countryCode: z.string(),
  /** With its plus sign: "+91". */
  telephoneCode: z.string(),
  countryName: z.string(),
});
export type CountryCode = z.infer<typeof countryCodeSchema>;

export const stateSchema = z.object({
  isoCode: z.string(),
  countryCode: z.string(),
  name: z.string(),
});
export type State = z.infer<typeof stateSchema>;

export const currencySchema = z.object({ code: z.string(), symbol: z.string(), name: z.string() });
export type Currency = z.infer<typeof currencySchema>;

export const countryCodeParamSchema = z
  .string()
  .regex(/^[A-Z]{2}$/, 'a two-letter country code, like IN');

/** A day: reference data changes only with a new release, and each answer carries an ETag. */
const REFERENCE_CACHE_SECONDS = 24 * 3600;

/** Countries, their states, calling codes and currencies: public, cached, the same for everyone. */
export const referenceEndpoints = defineEndpoints('reference', {
  countries: {
    method: 'GET',
    path: '/reference/countries',
    summary: 'Every country with its flag, calling code, currency, position and time zones',
    access: 'public',
    response: z.array(countrySchema),
    cacheSeconds: REFERENCE_CACHE_SECONDS,
    errors: [],
  },
  countryCodes: {
    method: 'GET',
    path: '/reference/country-codes',
    summary: 'Every country’s telephone calling code',
    access: 'public',
    response: z.array(countryCodeSchema),
    cacheSeconds: REFERENCE_CACHE_SECONDS,
    errors: [],
  },
  states: {
    method: 'GET',
    path: '/reference/countries/:countryCode/states',
    summary: 'The states and regions of one country',
    access: 'public',
    params: z.object({ countryCode: countryCodeParamSchema }),
    response: z.array(stateSchema),
    cacheSeconds: REFERENCE_CACHE_SECONDS,
    errors: ['NOT_FOUND'],
  },
  currencies: {
    method: 'GET',
    path: '/reference/currencies',
    summary: 'Every currency in use, with its symbol and name',
    access: 'public',
    response: z.array(currencySchema),
    cacheSeconds: REFERENCE_CACHE_SECONDS,
    errors: [],
  },
});
