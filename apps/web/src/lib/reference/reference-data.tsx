import type { Country, CountryCode, Currency } from '@depot/contracts/reference';
import { referenceEndpoints } from '@depot/contracts/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
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

const ReferenceDataContext = createContext<ReferenceData | null>(null);

/**
 * Loads countries, calling codes and currencies once for the signed-in console and offers them
 * to every form below it (addresses, phone numbers, currency pickers).
 */
export function ReferenceDataProvider({ children }: { children: ReactNode }) {
  const countries = useQuery(countriesQueryOptions()).data;
  const countryCodes = useQuery(countryCodesQueryOptions()).data;
  const currencies = useQuery(currenciesQueryOptions()).data;
  const value = useMemo<ReferenceData>(() => {
    const byCode = new Map((countries ?? []).map((country) => [country.isoCode, country]));
    return {
      countries: countries ?? [],
      countryCodes: countryCodes ?? [],
      currencies: currencies ?? [],
      countryOf: (isoCode) => (isoCode ? byCode.get(isoCode) : undefined),
    };
  }, [countries, countryCodes, currencies]);
  return <ReferenceDataContext.Provider value={value}>{children}</ReferenceDataContext.Provider>;
}

const EMPTY: ReferenceData = {
  countries: [],
  countryCodes: [],
  currencies: [],
  countryOf: () => undefined,
};

/** The reference data of the app context; empty lists until they arrive (or outside the shell). */
export function useReferenceData(): ReferenceData {
  return useContext(ReferenceDataContext) ?? EMPTY;
}

/** The states of a country, fetched the first time a form asks for them. */
export function useStates(countryCode: string | null | undefined) {
  return useQuery({ ...statesQueryOptions(countryCode ?? ''), enabled: Boolean(countryCode) });
}
