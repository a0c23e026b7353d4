import { getCountries, getCountryByCode, getStatesOfCountry } from '@countrystatecity/countries';
import { pinCodeProblem } from '@depot/contracts/pin-code';
import type { Country, CountryCode, Currency, State } from '@depot/contracts/reference';
import { currencySymbolOf } from '@depot/contracts/theme';
import { AppError } from '../../lib/app-error.ts';
import { indiaPinCodes } from '../../lib/india-pin-codes.ts';

/** "91" or "+1-684" as the data has it → "+91", "+1-684". */
function telephoneCode(phonecode: string): string {
  return `+${phonecode.replace(/^\+/, '')}`;
}

/**
 * Countries, states and currencies from @countrystatecity/countries (docs/decisions/0008),
 * read once on first use and kept: they change only with a release, so every answer is the
 * same object and its ETag is computed once.
 */
/** Runs `load` on the first call and answers its result ever after; a failure is tried again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | null = null;
  return () => {
    result ??= load().catch((error: unknown) => {
      result = null;
      throw error;
    });
    return result;
  };
}

export function createReferenceService() {
  const states = new Map<string, Promise<State[]>>();

  async function loadCountries(): Promise<Country[]> {
    const summaries = await getCountries();
    // A few territories (Gibraltar, Antarctica, …) have no detailed record, hence no time zones.
    const details = await Promise.all(summaries.map((summary) => getCountryByCode(summary.iso2)));
    return summaries.map((summary, index) => ({
      name: summary.name,
      isoCode: summary.iso2,
      flag: summary.emoji,
      phonecode: summary.phonecode,
      currency: summary.currency,
      latitude: summary.latitude,
      longitude: summary.longitude,
      timezones: (details[index]?.timezones ?? []).map((zone) => ({
        zoneName: zone.zoneName,
        gmtOffset: zone.gmtOffset,
        gmtOffsetName: zone.gmtOffsetName,
        abbreviation: zone.abbreviation,
        tzName: zone.tzName,
      })),
    }));
  }

  const countries = once(loadCountries);

  const service = {
    countries,

    countryCodes: once(
      async (): Promise<CountryCode[]> =>
        (await countries()).map((country) => ({
          countryCode: country.isoCode,
          telephoneCode: telephoneCode(country.phonecode),
          countryName: country.name,
        })),
    ),

    async states(countryCode: string): Promise<State[]> {
      const known = (await countries()).some((country) => country.isoCode === countryCode);
      if (!known) throw new AppError('NOT_FOUND', `There is no country ${countryCode}.`);
      let loaded = states.get(countryCode);
      if (!loaded) {
        loaded = getStatesOfCountry(countryCode).then((rows) =>
          rows.map((row) => ({ isoCode: row.iso2, countryCode, name: row.name })),
        );
        states.set(countryCode, loaded);
      }
      return loaded;
    },

    /**
     * Country and state names for a file's rows, by their codes, looked up once per file rather
     * than once per row: `load` the countries a batch of rows names, then `country` and `state`
     * answer without waiting. A code with no name is written as it is.
     */
    async placeNames() {
      const countryNames = new Map(
        (await countries()).map((country) => [country.isoCode, country.name]),
      );
      const statesByCountry = new Map<string, Map<string, string>>();
      return {
        /** Loads the state names of each of these countries not loaded yet. */
        async load(countryCodes: Iterable<string>): Promise<void> {
          for (const code of new Set(countryCodes)) {
            if (statesByCountry.has(code)) continue;
            const names = countryNames.has(code) ? await service.states(code) : [];
            statesByCountry.set(code, new Map(names.map((state) => [state.isoCode, state.name])));
          }
        },
        country: (code: string): string => countryNames.get(code) ?? code,
        state: (countryCode: string, code: string): string =>
          statesByCountry.get(countryCode)?.get(code) ?? code,
      };
    },

    /**
     * What is wrong with an address's postal code for its state, or null: in India, a PIN code
     * of India Post's directory in that state (docs/decisions/0039); for a state India does not
     * have (a problem of its own), only the PIN code's shape. Elsewhere nothing is checked.
     */
    async postalCodeProblem(address: {
      country: string;
      state: string;
      postalCode: string;
    }): Promise<string | null> {
      if (address.country !== 'IN') return null;
      const state = (await service.states('IN')).find((entry) => entry.isoCode === address.state);
      return pinCodeProblem(address.postalCode, state?.name, await indiaPinCodes());
    },

    /** Every currency some country uses, once each, by code. */
    currencies: once(async (): Promise<Currency[]> => {
      const summaries = await getCountries();
      const byCode = new Map<string, Currency>();
      for (const country of summaries) {
        if (!country.currency || byCode.has(country.currency)) continue;
        byCode.set(country.currency, {
          code: country.currency,
          // The one derivation the preferences use too (docs/decisions/0008).
          symbol: currencySymbolOf(country.currency),
          name: country.currency_name || country.currency,
        });
      }
      return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
    }),
  };
  return service;
}
export type ReferenceService = ReturnType<typeof createReferenceService>;
/** Country and state names by code, for a file's rows (`placeNames`). */
export type PlaceNames = Awaited<ReturnType<ReferenceService['placeNames']>>;
