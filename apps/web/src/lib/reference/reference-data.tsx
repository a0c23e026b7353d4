import type { Country, CountryCode, Currency } from '@depot/contracts/reference';
import { referenceEndpoints } from '@depot/contracts/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from '../api/api-client.ts';
import { dataRetryOptions } from '../api/query-client.ts';
import { queryKeys } from '../api/query-keys.ts';

// Reference data changes only with a release: loaded once a session, kept, and retried
// patiently (docs/BEHAVIOUR.md §9) since nobody waits on it the way they wait on a screen.
const kept = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY };

/** A reference list's query: its key, its call, kept for the session, retried patiently. */
function referenceQuery<Data>(queryKey: readonly string[], queryFn: () => Promise<Data>) {
  return queryOptions({ queryKey, queryFn, ...kept, ...dataRetryOptions });
}

export function countriesQueryOptions() {
  return referenceQuery(queryKeys.reference.countries, () => callApi(referenceEndpoints.countries));
}

export function countryCodesQueryOptions() {
  return referenceQuery(queryKeys.reference.countryCodes, () =>
    callApi(referenceEndpoints.countryCodes),
  );
}

export function currenciesQueryOptions() {
  return referenceQuery(queryKeys.reference.currencies, () =>
    callApi(referenceEndpoints.currencies),
  );
}

export function statesQueryOptions(countryCode: string) {
  return referenceQuery(queryKeys.reference.states(countryCode), () =>
    callApi(referenceEndpoints.states, { params: { countryCode } }),
  );
}

export type ReferenceData = {
  countries: Country[];
  countryCodes: CountryCode[];
  currencies: Currency[];
  /** A country by its ISO code, once the list is in. */
  countryOf: (isoCode: string | null | undefined) => Country | undefined;
};

const EMPTY_LIST: never[] = [];

// One index per list as it arrived: the query keeps the same array for the session.
const countriesByCode = new WeakMap<Country[], Map<string, Country>>();

function indexOf(countries: Country[]): Map<string, Country> {
  let index = countriesByCode.get(countries);
  if (!index) {
    index = new Map(countries.map((country) => [country.isoCode, country]));
    countriesByCode.set(countries, index);
  }
  return index;
}

/**
 * Countries, calling codes and currencies for the forms and lists that show them (addresses,
 * phone numbers, currency pickers): each loaded the first time a screen asks, then kept for the
 * session in the app's query cache. A screen that shows none of them (the team list, the
 * dashboard) does not fetch them, so on a phone they never queue before its own requests.
 * Empty lists until they arrive.
 */
export function useReferenceData(): ReferenceData {
  const countries = useQuery(countriesQueryOptions()).data ?? EMPTY_LIST;
  const countryCodes = useQuery(countryCodesQueryOptions()).data ?? EMPTY_LIST;
  const currencies = useQuery(currenciesQueryOptions()).data ?? EMPTY_LIST;
  return useMemo<ReferenceData>(() => {
    const byCode = indexOf(countries);
    return {
      countries,
      countryCodes,
      currencies,
      countryOf: (isoCode) => (isoCode ? byCode.get(isoCode) : undefined),
    };
  }, [countries, countryCodes, currencies]);
}

/** The states of a country, fetched the first time a form asks for them. */
export function useStates(countryCode: string | null | undefined) {
  return useQuery({ ...statesQueryOptions(countryCode ?? ''), enabled: Boolean(countryCode) });
}
