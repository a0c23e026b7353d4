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

const EMPTY_LIST: never[] = [];

// Each list is fetched the first time a screen shows it, then kept for the session in the app's
// query cache: a screen that shows none (the team list, the dashboard) fetches none, so on a
// phone they never queue before its own requests. Empty lists until they arrive.

export type Countries = {
  countries: Country[];
  /** A country by its ISO code, once the list is in. */
  countryOf: (isoCode: string | null | undefined) => Country | undefined;
};

/** The countries (addresses, zones, a business's country), and a lookup by ISO code. */
export function useCountries(): Countries {
  const countries = useQuery(countriesQueryOptions()).data ?? EMPTY_LIST;
  return useMemo(() => {
    const byCode = new Map(countries.map((country) => [country.isoCode, country]));
    return { countries, countryOf: (isoCode) => (isoCode ? byCode.get(isoCode) : undefined) };
  }, [countries]);
}

/** The countries' calling codes, for phone numbers. */
export function useCountryCodes(): CountryCode[] {
  return useQuery(countryCodesQueryOptions()).data ?? EMPTY_LIST;
}

/** The currencies some country uses, with their symbols and names. */
export function useCurrencies(): Currency[] {
  return useQuery(currenciesQueryOptions()).data ?? EMPTY_LIST;
}

/** The states of a country, fetched the first time a form asks for them. */
export function useStates(countryCode: string | null | undefined) {
  return useQuery({ ...statesQueryOptions(countryCode ?? ''), enabled: Boolean(countryCode) });
}
