import type { Country, Currency, State } from '@depot/contracts/reference';
import { currencySymbolOf } from '@depot/contracts/theme';
import { type FakeAnswer, ok } from './fake-api.ts';

/** A few countries as the reference API answers them. */
export const testCountries: Country[] = [
  {
    name: 'India',
    isoCode: 'IN',
    flag: '🇮🇳',
    phonecode: '91',
    currency: 'INR',
    latitude: '20.00000000',
    longitude: '77.00000000',
    timezones: [
      {
        zoneName: 'Asia/Kolkata',
        gmtOffset: 19800,
        gmtOffsetName: 'UTC+05:30',
        abbreviation: 'IST',
        tzName: 'Indian Standard Time',
      },
    ],
  },
  {
    name: 'United Arab Emirates',
    isoCode: 'AE',
    flag: '🇦🇪',
    phonecode: '971',
    currency: 'AED',
    latitude: '24.00000000',
    longitude: '54.00000000',
    timezones: [
      {
        zoneName: 'Asia/Dubai',
        gmtOffset: 14400,
        gmtOffsetName: 'UTC+04:00',
        abbreviation: 'GST',
        tzName: 'Gulf Standard Time',
      },
    ],
  },
];

const states: Record<string, State[]> = {
  IN: [
    { isoCode: 'MH', countryCode: 'IN', name: 'Maharashtra' },
    { isoCode: 'KA', countryCode: 'IN', name: 'Karnataka' },
  ],
  AE: [{ isoCode: 'DU', countryCode: 'AE', name: 'Dubai' }],
};

const currencyNames: Record<string, string> = {
  INR: 'Indian rupee',
  USD: 'United States dollar',
  AED: 'United Arab Emirates dirham',
  BDT: 'Bangladeshi taka',
  EUR: 'Euro',
};

export const testCurrencies: Currency[] = Object.entries(currencyNames).map(([code, name]) => ({
  code,
  name,
  symbol: currencySymbolOf(code),
}));

/** The reference API's four routes, for fakeApi. */
export function referenceRoutes(): Record<string, () => FakeAnswer> {
  return {
    'GET /reference/countries': () => ok(testCountries),
    'GET /reference/country-codes': () =>
      ok(
        testCountries.map((country) => ({
          countryCode: country.isoCode,
          telephoneCode: `+${country.phonecode}`,
          countryName: country.name,
        })),
      ),
    'GET /reference/countries/IN/states': () => ok(states.IN),
    'GET /reference/countries/AE/states': () => ok(states.AE),
    'GET /reference/currencies': () => ok(testCurrencies),
  };
}
